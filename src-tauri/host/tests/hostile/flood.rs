//! Connections are bounded: a flood of idle and half-open sockets, from the key holder's own
//! address and from others, cannot keep a device with the key out, the host holds no more than
//! its caps, and a socket that never finishes its request is closed.

use crate::common::{connect, host, next, send};
use datapad_host::{HEADER_READ, MAX_CONNECTIONS, MAX_PER_ADDRESS};
use serde_json::json;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::Duration;
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpSocket, TcpStream};
use tokio::time::timeout;

/// The bar for a key holder to join and act through a flood.
const BAR: Duration = Duration::from_secs(2);

async fn idle_socket(port: u16, from: Ipv4Addr) -> TcpStream {
    let socket = TcpSocket::new_v4().expect("a socket");
    socket
        .bind(SocketAddr::new(IpAddr::V4(from), 0))
        .expect("bind");
    socket
        .connect(SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port))
        .await
        .expect("the host listens")
}

/// Whether the host has closed `tcp` (an end of file or a reset), without waiting.
fn closed(tcp: &TcpStream) -> bool {
    let mut byte = [0u8; 1];
    match tcp.try_read(&mut byte) {
        Ok(0) => true,
        Ok(_) => false,
        Err(e) => e.kind() != std::io::ErrorKind::WouldBlock,
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_flood_of_idle_and_half_open_sockets_cannot_keep_a_key_holder_out() {
    let (running, _, _) = host().await;
    let port = running.started.port;
    // 100 from the key holder's own address, 400 from 16 others; every third sends half a
    // request line and stops.
    let mut flood = Vec::new();
    for i in 0..500u16 {
        let from = match i {
            0..100 => Ipv4Addr::LOCALHOST,
            _ => Ipv4Addr::new(127, 0, 0, 2 + (i % 16) as u8),
        };
        let mut tcp = idle_socket(port, from).await;
        if i % 3 == 0 {
            tcp.write_all(b"GET /sync?key=").await.expect("written");
        }
        flood.push((from, tcp));
    }

    let joined = timeout(BAR, async {
        let mut ws = connect(&running).await;
        let hello = json!({"hello": {"protocol": 1, "device": "holder", "name": "Ala"}});
        send(&mut ws, &hello).await;
        let welcome = next(&mut ws).await.expect("a welcome");
        let start = json!({"type": "start", "target": 9});
        send(
            &mut ws,
            &json!({"act": {"id": "1", "base": 0, "action": start}}),
        )
        .await;
        let ack = next(&mut ws).await.expect("an ack");
        (ws, welcome, ack)
    })
    .await;
    let (mut ws, welcome, ack) = joined.expect("the key holder joins and acts within 2 s");
    assert!(welcome.get("welcome").is_some(), "{welcome}");
    assert_eq!(ack, json!({"ack": {"id": "1", "seq": 1}}));

    // Only the caps' worth of the flood is held (the key holder's socket is one more).
    tokio::time::sleep(Duration::from_millis(200)).await;
    let open: Vec<Ipv4Addr> = flood
        .iter()
        .filter(|(_, tcp)| !closed(tcp))
        .map(|(from, _)| *from)
        .collect();
    assert!(open.len() < MAX_CONNECTIONS, "{} held", open.len());
    let own = open.iter().filter(|f| **f == Ipv4Addr::LOCALHOST).count();
    assert!(
        own < MAX_PER_ADDRESS,
        "{own} held from the holder's address"
    );

    // A socket that never finishes its request is closed: silent, or half a request line.
    let (_, silent) = flood.iter().rev().find(|(_, t)| !closed(t)).expect("held");
    let half = {
        let mut tcp = idle_socket(port, Ipv4Addr::new(127, 0, 0, 40)).await;
        tcp.write_all(b"GET / HT").await.expect("written");
        tcp
    };
    for tcp in [silent, &half] {
        let patience = HEADER_READ + Duration::from_secs(10);
        let ended = timeout(patience, async {
            while !closed(tcp) {
                tcp.readable().await.expect("readable");
            }
        })
        .await;
        assert!(ended.is_ok(), "the host closes a request that never ends");
    }
    // The key holder's socket is not idle-closed.
    send(&mut ws, &json!({"ping": {"id": "p"}})).await;
    loop {
        let frame = next(&mut ws).await.expect("the socket is open");
        if frame.get("pong").is_some() {
            break;
        }
    }
    running.stop().await;
}
