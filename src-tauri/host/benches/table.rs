//! The shared table under load, measured never asserted (issue 19): a host on loopback with 8
//! devices, its journal a file on disk (WAL, synchronous=FULL) as in the app.
//! - latency: one device taps a dice-tray roll, then waits until all 8 devices have its event;
//!   the time from the `act` to the last device's `event`, p50 and p99 over 500 taps;
//! - throughput: the 8 devices tap as fast as each can for 5 s, each on the latest seq it has
//!   heard (a stale tap is tapped again); the changes the host applied per second.
//!
//! The per-device rate limit (20 frames a second) is lifted here, or it would be measured.
//! `cargo bench -p datapad-host --bench table`

use datapad_engine::dice::Catalog;
use datapad_engine::stored::file::Stores;
use datapad_engine::writer::Shelf;
use datapad_host::{Assets, Config, Session};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

const DEVICES: usize = 8;
const TAPS: usize = 500;
const SUSTAIN: Duration = Duration::from_secs(5);

struct NoUi;

impl Assets for NoUi {
    fn get(&self, _: &str) -> Option<Vec<u8>> {
        None
    }
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn join(url: &str, i: usize) -> (Ws, i64) {
    let (mut ws, _) = tokio_tungstenite::connect_async_with_config(url, None, true)
        .await
        .expect("join");
    let hello =
        json!({"hello": {"protocol": 1, "device": format!("d{i}"), "name": format!("D{i}")}});
    ws.send(Message::Text(hello.to_string().into()))
        .await
        .expect("hello");
    loop {
        let f = frame(&mut ws).await;
        if let Some(seq) = f["welcome"]["seq"].as_i64() {
            return (ws, seq);
        }
    }
}

async fn frame(ws: &mut Ws) -> Value {
    loop {
        match ws.next().await {
            Some(Ok(Message::Text(t))) => return serde_json::from_str(&t).expect("JSON"),
            Some(Ok(_)) => continue,
            other => panic!("the socket ended: {other:?}"),
        }
    }
}

fn roll(id: String, base: i64) -> Message {
    let action = json!({"type": "roll", "pool": [{"die": "sp-attack", "count": 3}]});
    Message::Text(
        json!({"act": {"id": id, "base": base, "action": action}})
            .to_string()
            .into(),
    )
}

/// Reads until this device has seen the event of `seq`.
async fn until_event(ws: &mut Ws, seq: i64) {
    loop {
        if frame(ws).await["event"]["seq"].as_i64() == Some(seq) {
            return;
        }
    }
}

async fn latency(url: &str) -> Vec<Duration> {
    let mut devices = Vec::new();
    let mut seq = 0;
    for i in 0..DEVICES {
        let (ws, s) = join(url, i).await;
        seq = s;
        devices.push(ws);
    }
    let mut times = Vec::with_capacity(TAPS);
    for t in 0..TAPS {
        let started = Instant::now();
        devices[0]
            .send(roll(format!("t{t}"), seq))
            .await
            .expect("act");
        seq += 1;
        let waits = devices.iter_mut().map(|ws| until_event(ws, seq));
        futures_util::future::join_all(waits).await;
        times.push(started.elapsed());
    }
    times
}

/// One device tapping as fast as it can until `end`: the changes it got applied, and the taps
/// the host answered (applied, or stale: made on a seq another device's change had passed).
async fn tapper(url: String, i: usize, end: Instant) -> (u64, u64) {
    let (mut ws, mut seq) = join(&url, 100 + i).await;
    let mut applied = 0;
    let mut answered = 0;
    let mut n = 0;
    while Instant::now() < end {
        n += 1;
        ws.send(roll(format!("s{i}-{n}"), seq)).await.expect("act");
        // Its answer; events before it move its seq on.
        loop {
            let f = frame(&mut ws).await;
            if let Some(s) = f["event"]["seq"].as_i64() {
                seq = seq.max(s);
            } else if f.get("ack").is_some() {
                applied += 1;
                answered += 1;
                break;
            } else if let Some(s) = f["stale"]["seq"].as_i64() {
                seq = s;
                answered += 1;
                break;
            } else if f.get("refused").is_some() {
                // Over the rate limit: the next tap waits for the next event.
                break;
            }
        }
    }
    (applied, answered)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 * p).ceil() as usize).saturating_sub(1)]
}

fn main() {
    // `cargo test --benches` runs this with no `--bench`: nothing to measure there.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    runtime.block_on(async {
        let shelf = Shelf::new(Stores::nowhere("a bench".into()), Default::default());
        let (writer, session) = datapad_host::open(
            "tray",
            &dir.path().join("table.sqlite"),
            &Session::New("bench".into()),
            Catalog::builtin(),
            shelf,
        )
        .expect("writer");
        let host = datapad_host::start(Config {
            writer,
            session,
            bind: datapad_host::Bind::Only(IpAddr::V4(Ipv4Addr::LOCALHOST)),
            port: 0,
            key: None,
            assets: Arc::new(NoUi),
            anyone_may_tap: true,
            origins: Vec::new(),
            // The rate limit would cap 8 devices at 160 frames a second: lifted, to measure
            // the host rather than the limit.
            max_rate: usize::MAX,
            name: "bench".into(),
        })
        .await
        .expect("host");
        let url = format!(
            "ws://127.0.0.1:{}/sync?key={}",
            host.started.port, host.started.key
        );
        let mut times = latency(&url).await;
        times.sort();
        println!(
            "table/latency act to the 8th device's event: p50 {:.2} ms, p99 {:.2} ms ({TAPS} taps)",
            percentile(&times, 0.50).as_secs_f64() * 1e3,
            percentile(&times, 0.99).as_secs_f64() * 1e3
        );
        let end = Instant::now() + SUSTAIN;
        let tappers = (0..DEVICES).map(|i| tokio::spawn(tapper(url.clone(), i, end)));
        let (applied, answered) = futures_util::future::join_all(tappers)
            .await
            .into_iter()
            .map(|r| r.unwrap_or((0, 0)))
            .fold((0, 0), |(a, b), (x, y)| (a + x, b + y));
        let per_second = |n: u64| n as f64 / SUSTAIN.as_secs_f64();
        println!(
            "table/throughput 8 devices tapping at once: {:.0} taps answered a second, {:.0} of them changes applied",
            per_second(answered),
            per_second(applied)
        );
        host.stop().await;
    });
}
