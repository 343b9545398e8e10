//! The app's screen as a device at a shared table: at the table it hosts (through the host's own
//! seat, without a socket) or at another device's (a WebSocket to it, from Rust: the webview's
//! page may open no connection of its own). The UI speaks protocol 1 itself, as in a browser
//! (ui/src/lib/table): frames go out with `table_send` and come in as `table-frame` events, each
//! tagged with the link the UI numbered, so a frame of a link it left is told apart.

use crate::commands::share::Sharing;
use datapad_engine::Error;
use datapad_host::{Local, Out};
use futures_util::{SinkExt, StreamExt};
use serde::Serialize;
use tauri::{AppHandle, Emitter, Manager, State};
use tokio::sync::mpsc::{unbounded_channel, UnboundedSender};
use tokio::sync::Mutex;
use tokio_tungstenite::tungstenite::Message;

enum Device {
    /// This app's own table.
    Local(Local),
    /// Another device's: the frames to send to its socket.
    Remote(UnboundedSender<String>),
}

#[derive(Default)]
pub struct Link(Mutex<Option<Device>>);

/// One frame in, or (`text` none) the link's end, with why when it never opened.
#[derive(Clone, Serialize)]
struct Frame {
    link: u64,
    text: Option<String>,
    /// `sync.unauthorized` (the key), `sync.forbidden`, `sync.unreachable`.
    reason: Option<&'static str>,
}

fn emit(app: &AppHandle, link: u64, text: Option<String>, reason: Option<&'static str>) {
    let _ = app.emit("table-frame", Frame { link, text, reason });
}

/// The socket address of a join URL (`http://host:port/?key=K`), or a `ws://…/sync?key=K` one.
fn socket_url(url: &str) -> Option<String> {
    let url = url.trim();
    let (scheme, rest) = url.split_once("://")?;
    let scheme = match scheme {
        "http" | "ws" => "ws",
        "https" | "wss" => "wss",
        _ => return None,
    };
    let end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(end);
    let key = tail
        .split_once('?')
        .map_or("", |(_, q)| q)
        .split('&')
        .find_map(|p| p.strip_prefix("key="))?;
    (!authority.is_empty()).then(|| format!("{scheme}://{authority}/sync?key={key}"))
}

/// Joins a table as link `link`: this app's own (`url` none) or the one at `url`, with the
/// `hello` frame. What the table says arrives as `table-frame` events; a link already open is
/// left first.
#[tauri::command]
pub async fn table_join(
    app: AppHandle,
    device: State<'_, Link>,
    sharing: State<'_, Sharing>,
    link: u64,
    url: Option<String>,
    hello: String,
) -> Result<(), Error> {
    let mut device = device.0.lock().await;
    *device = None;
    let Some(url) = url else {
        let host = sharing.host.lock().await;
        let joined = host.as_ref().map(|h| h.join_local(&hello));
        match joined {
            Some(Ok((local, mut inbox))) => {
                *device = Some(Device::Local(local));
                tauri::async_runtime::spawn(async move {
                    while let Some(Out::Text(text)) = inbox.recv().await {
                        emit(&app, link, Some(text.to_string()), None);
                    }
                    emit(&app, link, None, None);
                });
            }
            Some(Err(refusal)) => {
                emit(&app, link, Some(refusal), None);
                emit(&app, link, None, None);
            }
            None => emit(&app, link, None, Some("sync.unreachable")),
        }
        return Ok(());
    };
    let Some(address) = socket_url(&url) else {
        emit(&app, link, None, Some("sync.unreachable"));
        return Ok(());
    };
    let (outbox, mut out) = unbounded_channel::<String>();
    *device = Some(Device::Remote(outbox));
    tauri::async_runtime::spawn(async move {
        let ws = match tokio_tungstenite::connect_async(address.as_str()).await {
            Ok((ws, _)) => ws,
            Err(e) => {
                use tokio_tungstenite::tungstenite::Error::Http;
                let reason = match &e {
                    Http(r) if r.status() == 401 => "sync.unauthorized",
                    Http(r) if r.status() == 403 => "sync.forbidden",
                    Http(r) if r.status() == 429 => "sync.slow_down",
                    _ => "sync.unreachable",
                };
                return emit(&app, link, None, Some(reason));
            }
        };
        let (mut sink, mut stream) = ws.split();
        if sink.send(Message::Text(hello.into())).await.is_ok() {
            loop {
                tokio::select! {
                    incoming = stream.next() => match incoming {
                        Some(Ok(Message::Text(text))) => emit(&app, link, Some(text.to_string()), None),
                        Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                        Some(Ok(_)) => {}
                    },
                    outgoing = out.recv() => match outgoing {
                        Some(text) => if sink.send(Message::Text(text.into())).await.is_err() { break },
                        None => break,
                    },
                }
            }
        }
        let _ = sink.close().await;
        emit(&app, link, None, None);
    });
    Ok(())
}

/// One frame to the table; false when no link is open.
#[tauri::command]
pub async fn table_send(device: State<'_, Link>, text: String) -> Result<bool, Error> {
    Ok(match device.0.lock().await.as_ref() {
        Some(Device::Local(local)) => {
            local.send(&text);
            true
        }
        Some(Device::Remote(outbox)) => outbox.send(text).is_ok(),
        None => false,
    })
}

/// Leaves the table (its seat is shown lost to the others until the grace period ends).
#[tauri::command]
pub async fn table_leave(app: AppHandle) -> Result<(), Error> {
    leave(&app).await;
    Ok(())
}

pub(crate) async fn leave(app: &AppHandle) {
    let device = app.state::<Link>();
    let left = device.0.lock().await.take();
    drop(left);
}

#[cfg(test)]
mod tests {
    use super::socket_url;

    #[test]
    fn a_join_url_names_its_socket() {
        assert_eq!(
            socket_url("http://192.168.1.5:4123/?key=ABCDEFGHIJKLMNOP").as_deref(),
            Some("ws://192.168.1.5:4123/sync?key=ABCDEFGHIJKLMNOP")
        );
        assert_eq!(
            socket_url(" http://[fe80::1]:80?key=K&x=1 ").as_deref(),
            Some("ws://[fe80::1]:80/sync?key=K")
        );
        assert_eq!(socket_url("http://host:1/"), None, "no key");
        assert_eq!(socket_url("ftp://host/?key=K"), None);
    }
}
