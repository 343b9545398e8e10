//! A real `datapad serve` process on loopback and devices that join it over WebSocket, in the
//! test process. Waiting for a frame has a generous deadline so a lost frame fails the test
//! instead of hanging it; nothing here measures time.

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub const KEY: &str = "TESTTABLEKEY234567ABCDEF";
const PATIENCE: Duration = Duration::from_secs(20);

pub struct Host {
    child: Child,
    pub port: u16,
    pub started: Value,
}

impl Host {
    /// `datapad serve GAME` on loopback with the test key, on `journal`, `extra` flags added.
    pub fn start(game: &str, journal: &Path, port: u16, extra: &[&str]) -> Host {
        let port_arg = port.to_string();
        let mut args = vec![
            "serve",
            game,
            "--bind",
            "127.0.0.1",
            "--port",
            &port_arg,
            "--key",
            KEY,
            "--journal",
            journal.to_str().expect("utf-8 path"),
        ];
        args.extend_from_slice(extra);
        let mut child = Command::new(env!("CARGO_BIN_EXE_datapad"))
            .args(&args)
            .stdout(Stdio::piped())
            .spawn()
            .expect("start datapad serve");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut line)
            .expect("read the start line");
        let started: Value = serde_json::from_str(&line)
            .unwrap_or_else(|e| panic!("{e}: the start line was {line:?}"));
        let port = started["port"].as_u64().expect("port") as u16;
        Host {
            child,
            port,
            started,
        }
    }

    /// SIGKILL, as a phone killing the app or a pulled plug would.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// SIGTERM: the exit code.
    pub fn terminate(mut self) -> Option<i32> {
        let _ = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status();
        self.child.wait().ok().and_then(|s| s.code())
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        self.kill();
    }
}

pub fn journal(dir: &tempfile::TempDir) -> PathBuf {
    dir.path().join("table.sqlite")
}

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

pub struct Device {
    ws: Socket,
    pub welcome: Value,
    /// Frames read while waiting for an ack, handed out next.
    pending: std::collections::VecDeque<Value>,
}

/// Opens a socket with `key` and an optional `Origin`; the HTTP status when refused.
pub async fn open(port: u16, key: &str, origin: Option<&str>) -> Result<Socket, u16> {
    let mut request = format!("ws://127.0.0.1:{port}/sync?key={key}")
        .into_client_request()
        .expect("request");
    if let Some(origin) = origin {
        request
            .headers_mut()
            .insert("origin", origin.parse().expect("origin"));
    }
    match tokio_tungstenite::connect_async(request).await {
        Ok((ws, _)) => Ok(ws),
        Err(tokio_tungstenite::tungstenite::Error::Http(r)) => Err(r.status().as_u16()),
        Err(e) => panic!("cannot connect: {e}"),
    }
}

pub fn hello(device: &str, seat: Option<&str>, last_seq: Option<i64>) -> Value {
    let mut h = json!({"protocol": 1, "device": device, "name": device, "last_seq": last_seq});
    if let Some(seat) = seat {
        h["seat"] = json!(seat);
    }
    json!({ "hello": h })
}

impl Device {
    /// Joins with a hello; the first frame back (a welcome, or the refusal).
    pub async fn join(port: u16, device: &str, seat: Option<&str>) -> (Option<Device>, Value) {
        Device::join_with(port, hello(device, seat, None)).await
    }

    pub async fn join_with(port: u16, hello: Value) -> (Option<Device>, Value) {
        let ws = open(port, KEY, None).await.expect("the key is right");
        let mut d = Device {
            ws,
            welcome: Value::Null,
            pending: Default::default(),
        };
        d.send(&hello).await;
        let first = d.next().await;
        if first.get("welcome").is_some() {
            d.welcome = first.clone();
            (Some(d), first)
        } else {
            (None, first)
        }
    }

    /// Joins and expects a welcome.
    pub async fn seated(port: u16, device: &str, seat: Option<&str>) -> Device {
        match Device::join(port, device, seat).await {
            (Some(d), _) => d,
            (None, refused) => panic!("{device} was not welcomed: {refused}"),
        }
    }

    pub async fn send(&mut self, frame: &Value) {
        self.ws
            .send(Message::Text(frame.to_string().into()))
            .await
            .expect("send");
    }

    pub async fn send_text(&mut self, text: String) -> bool {
        self.ws.send(Message::Text(text.into())).await.is_ok()
    }

    /// The next JSON frame, seats updates skipped (devices joining and leaving).
    pub async fn next(&mut self) -> Value {
        if let Some(f) = self.pending.pop_front() {
            return f;
        }
        loop {
            let frame = self.next_any().await;
            if frame.get("seats").is_none() {
                return frame;
            }
        }
    }

    /// The next JSON frame of any kind; `{"closed": true}` when the socket ended.
    pub async fn next_any(&mut self) -> Value {
        loop {
            let got = tokio::time::timeout(PATIENCE, self.ws.next())
                .await
                .expect("a frame within the deadline");
            match got {
                Some(Ok(Message::Text(t))) => {
                    return serde_json::from_str(&t).expect("frames are JSON")
                }
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return json!({"closed": true}),
                Some(Ok(_)) => continue,
            }
        }
    }

    /// Sends a ping and reads up to its pong: every frame before it.
    pub async fn until_pong(&mut self, id: &str) -> Vec<Value> {
        self.send(&json!({"ping": {"id": id}})).await;
        let mut before = Vec::new();
        loop {
            let f = self.next().await;
            if f["pong"]["id"] == id {
                return before;
            }
            before.push(f);
        }
    }

    /// The next answer to this device's own frame (ack, refused, stale, answer, pong, error),
    /// events before it kept for `next`.
    pub async fn reply(&mut self) -> Value {
        if let Some(i) = self.pending.iter().position(|f| f.get("event").is_none()) {
            return self.pending.remove(i).unwrap_or_default();
        }
        loop {
            let f = self.next_fresh().await;
            if f.get("event").is_none() {
                return f;
            }
            self.pending.push_back(f);
        }
    }

    /// The next event, answers before it kept for `reply`.
    pub async fn event(&mut self) -> Value {
        if let Some(i) = self.pending.iter().position(|f| f.get("event").is_some()) {
            return self.pending.remove(i).unwrap_or_default();
        }
        loop {
            let f = self.next_fresh().await;
            if f.get("event").is_some() {
                return f;
            }
            self.pending.push_back(f);
        }
    }

    async fn next_fresh(&mut self) -> Value {
        loop {
            let frame = self.next_any().await;
            if frame.get("seats").is_none() {
                return frame;
            }
        }
    }

    pub async fn act(&mut self, id: &str, base: i64, action: Value) {
        self.send(&json!({"act": {"id": id, "base": base, "action": action}}))
            .await;
    }
}

/// The counter's count in a view.
pub fn count(view: &Value) -> i64 {
    view["view"]["count"].as_i64().expect("a counter view")
}
