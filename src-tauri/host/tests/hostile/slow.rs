//! Slow readers are dropped: a device that sits down and then never reads, while another taps
//! and taps, is dropped once it falls too far behind (its socket ends, its seat shows lost),
//! the host's memory stays bounded meanwhile, and it catches up with a fresh welcome when it
//! comes back.

use crate::common::{config, next, open, send, writer, Ws};
use datapad_host::Running;
use serde_json::{json, Value};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::Duration;
use tokio::time::timeout;

/// Taps before the test gives up on seeing the frozen device dropped.
const MOST_TAPS: i64 = 40_000;
/// Taps sent at once before reading their answers.
const BATCH: i64 = 50;

fn hello(device: &str, last_seq: Option<i64>, token: &Value) -> Value {
    let mut hello = json!({"protocol": 1, "device": device, "name": device, "last_seq": last_seq});
    if let Some(token) = token.as_str() {
        hello["token"] = token.into();
    }
    json!({ "hello": hello })
}

/// A device from 127.0.0.3 whose receive buffer is as small as the system allows, so the
/// kernel holds little of what the host sends it.
async fn frozen(running: &Running) -> Ws {
    let port = running.started.port;
    let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
    socket.set_recv_buffer_size(4096).expect("a small buffer");
    let from = SocketAddr::new(IpAddr::V4(Ipv4Addr::new(127, 0, 0, 3)), 0);
    socket.bind(from).expect("bind");
    let host = SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port);
    let tcp = socket.connect(host).await.expect("the host listens");
    let url = format!("ws://127.0.0.1:{port}/sync?key={}", running.started.key);
    let (ws, _) = tokio_tungstenite::client_async(url.as_str(), tcp)
        .await
        .expect("the key is right");
    ws
}

/// This process's resident memory, in KiB (`None` where /proc is not).
fn rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn frozen_connected(running: &Running) -> bool {
    running
        .seats()
        .iter()
        .any(|s| s.name == "frozen" && s.connected)
}

#[tokio::test(flavor = "multi_thread")]
async fn a_device_that_never_reads_is_dropped_and_the_host_stays_bounded() {
    let (w, id) = writer();
    let mut fast = config(w, id);
    // The tapper is not slowed down: the test is about what the host queues, not the rate.
    fast.max_rate = 1_000_000;
    let running = datapad_host::start(fast).await.expect("the host starts");
    let mut ice = frozen(&running).await;
    send(&mut ice, &hello("frozen", None, &Value::Null)).await;
    let welcome = next(&mut ice).await.expect("a welcome");
    assert_eq!(welcome["welcome"]["seq"], 0);
    let token = welcome["welcome"]["token"].clone();
    let port = running.started.port;
    let mut tapper = open(port, &running.started.key, Ipv4Addr::LOCALHOST)
        .await
        .expect("the key is right");
    send(&mut tapper, &hello("tapper", None, &Value::Null)).await;
    assert!(next(&mut tapper)
        .await
        .expect("welcome")
        .get("welcome")
        .is_some());
    let start = json!({"type": "start", "target": 99});
    send(
        &mut tapper,
        &json!({"act": {"id": "s", "base": 0, "action": start}}),
    )
    .await;
    let before = rss_kib();

    // The frozen device reads nothing from here on.
    let mut seq = 1;
    while frozen_connected(&running) && seq < MOST_TAPS {
        for _ in 0..BATCH {
            let adjust = json!({"type": "adjust", "value": seq % 50, "reason": "x".repeat(60)});
            let act = json!({"act": {"id": seq.to_string(), "base": seq, "action": adjust}});
            send(&mut tapper, &act).await;
            seq += 1;
        }
        let last = (seq - 1).to_string();
        loop {
            let frame = timeout(Duration::from_secs(10), next(&mut tapper))
                .await
                .expect("the tapper is answered")
                .expect("the tapper's socket is open");
            assert!(frame.get("refused").is_none(), "{frame}");
            if frame["ack"]["id"] == last.as_str() {
                break;
            }
        }
    }
    assert!(!frozen_connected(&running), "dropped after {seq} taps");
    // The session's seq now: the start and every tap.
    let now = seq;
    if let (Some(before), Some(after)) = (before, rss_kib()) {
        let grown = after.saturating_sub(before);
        assert!(
            grown < 50 * 1024,
            "the host grew by {grown} KiB over {now} taps"
        );
    }

    // Its socket ends after what the kernel held for it: far fewer frames than taps.
    let mut heard = 0;
    let mut last_seq = 0;
    while let Some(frame) = timeout(Duration::from_secs(10), next(&mut ice))
        .await
        .expect("the frozen socket ends")
    {
        heard += 1;
        if let Some(seq) = frame["event"]["seq"].as_i64() {
            last_seq = seq;
        }
    }
    assert!(heard < now, "heard {heard} of {now}");

    // Back, it is welcomed with the table as it is now and the lines it missed.
    let mut back = open(port, &running.started.key, Ipv4Addr::new(127, 0, 0, 3))
        .await
        .expect("the key is right");
    send(&mut back, &hello("frozen", Some(last_seq), &token)).await;
    let welcome = next(&mut back).await.expect("a welcome");
    assert_eq!(welcome["welcome"]["seq"], now);
    let missed = welcome["welcome"]["log"].as_array().map_or(0, Vec::len);
    assert!(missed > 0, "the lines since {last_seq}");
    assert!(frozen_connected(&running));
    running.stop().await;
}
