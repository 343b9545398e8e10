//! A host on loopback over an in-memory journal, and devices that connect to it from a chosen
//! loopback address.

use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::journal::Journal;
use datapad_engine::stored::file::Stores;
use datapad_engine::writer::{SharedWriter, Shelf, Writer};
use datapad_host::{Assets, Config, Running};
use futures_util::{SinkExt, StreamExt};
use serde_json::Value;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::{Arc, Mutex};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::{self, Message};
use tokio_tungstenite::WebSocketStream;

pub type Ws = WebSocketStream<TcpStream>;

struct NoUi;

impl Assets for NoUi {
    fn get(&self, _: &str) -> Option<Vec<u8>> {
        None
    }
}

/// A writer over an in-memory journal, with a counter game started: the writer and its session.
pub fn writer() -> (SharedWriter, i64) {
    let journal = Journal::open_in_memory().expect("journal");
    let shelf = Shelf::new(Stores::nowhere("a test".into()), Default::default());
    let mut writer = Writer::new(
        journal,
        Catalog::builtin(),
        shelf,
        Box::new(rng_from(Some(1))),
    );
    let id = writer
        .start("counter", "hostile")
        .expect("start")
        .session
        .id;
    (Arc::new(Mutex::new(writer)), id)
}

pub fn config(writer: SharedWriter, session: i64) -> Config {
    Config {
        writer,
        session,
        bind: datapad_host::Bind::Only(IpAddr::V4(Ipv4Addr::LOCALHOST)),
        port: 0,
        key: None,
        assets: Arc::new(NoUi),
        anyone_may_tap: true,
        origins: Vec::new(),
        max_rate: datapad_host::MAX_RATE,
        name: "Ola's phone".into(),
    }
}

/// A host of a new counter session: the host, its writer and the session.
pub async fn host() -> (Running, SharedWriter, i64) {
    let (writer, id) = writer();
    let running = datapad_host::start(config(writer.clone(), id))
        .await
        .expect("the host starts");
    (running, writer, id)
}

/// Why a socket did not open: the HTTP status, its `Retry-After` and its body.
#[derive(Debug)]
pub struct Turned {
    pub status: u16,
    pub retry_after: Option<String>,
    pub body: String,
}

/// A socket to the host on `port` with `key`, from loopback address `from` (127.0.0.x).
pub async fn open(port: u16, key: &str, from: Ipv4Addr) -> Result<Ws, Turned> {
    let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
    socket
        .bind(SocketAddr::new(IpAddr::V4(from), 0))
        .expect("bind");
    let tcp = socket
        .connect(SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port))
        .await
        .expect("the host listens");
    let url = format!("ws://127.0.0.1:{port}/sync?key={key}");
    match tokio_tungstenite::client_async(url.as_str(), tcp).await {
        Ok((ws, _)) => Ok(ws),
        Err(tungstenite::Error::Http(r)) => Err(Turned {
            status: r.status().as_u16(),
            retry_after: r
                .headers()
                .get("retry-after")
                .and_then(|v| v.to_str().ok())
                .map(str::to_string),
            body: String::from_utf8_lossy(r.body().as_deref().unwrap_or_default()).into(),
        }),
        Err(e) => panic!("the socket failed: {e}"),
    }
}

/// A socket with the host's key from 127.0.0.1.
pub async fn connect(running: &Running) -> Ws {
    let (port, key) = (running.started.port, &running.started.key);
    open(port, key, Ipv4Addr::LOCALHOST)
        .await
        .expect("the key is right")
}

pub async fn send(ws: &mut Ws, frame: &Value) {
    ws.send(Message::Text(frame.to_string().into()))
        .await
        .expect("sent");
}

/// The next frame, or `None` once the socket has ended.
pub async fn next(ws: &mut Ws) -> Option<Value> {
    loop {
        match ws.next().await {
            Some(Ok(Message::Text(t))) => return Some(serde_json::from_str(&t).expect("JSON")),
            Some(Ok(Message::Close(_))) | Some(Err(_)) | None => return None,
            Some(Ok(_)) => continue,
        }
    }
}
