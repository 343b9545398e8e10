//! One device's WebSocket: its hello, then its frames in, and what the table queues for it out.
//! The limits hold per socket and touch no other device: a frame over 64 KiB closes it, more
//! than 20 frames a second are refused, and a socket silent for 60 s is dropped.

use crate::table::{Out, Table};
use crate::Shared;
use axum::extract::ws::{Message, WebSocket};
use datapad_engine::error::SyncError;
use datapad_engine::writer::{decode, encode, ClientFrame, Hello, ServerFrame};
use std::collections::VecDeque;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::mpsc;
use tokio::time::{sleep_until, timeout};

/// The largest frame a device may send.
pub const MAX_FRAME: usize = 64 * 1024;
/// The most frames one device may send in a second.
pub const MAX_RATE: usize = 20;
/// A socket silent this long is dropped (clients ping well within it).
pub const SILENCE: Duration = Duration::from_secs(60);

pub async fn run(mut ws: WebSocket, shared: Arc<Shared>) {
    let Some(hello) = first_frame(&mut ws).await else {
        return;
    };
    let (outbox, mut out) = mpsc::unbounded_channel();
    let joined = shared.with(|t| t.join(hello, outbox));
    let socket = match joined {
        Some(Ok((socket, welcome))) => {
            if send(&mut ws, &welcome).await.is_err() {
                shared.with(|t| t.leave(socket));
                return;
            }
            socket
        }
        Some(Err(turned)) => {
            let _ = send(&mut ws, &ServerFrame::Error(turned)).await;
            let _ = ws.send(Message::Close(None)).await;
            return;
        }
        None => return,
    };
    let max_rate = shared.max_rate;
    let mut recent: VecDeque<Instant> = VecDeque::with_capacity(max_rate.min(MAX_RATE));
    let mut heard = Instant::now();
    loop {
        tokio::select! {
            next = out.recv() => match next {
                Some(Out::Text(text)) => {
                    if ws.send(Message::Text(text.as_ref().into())).await.is_err() {
                        break;
                    }
                }
                Some(Out::Close) | None => break,
            },
            incoming = ws.recv() => {
                heard = Instant::now();
                let text = match incoming {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Binary(_))) => {
                        let refused = ServerFrame::refused(None, SyncError::bad_frame("frames are JSON text"));
                        if send(&mut ws, &refused).await.is_err() {
                            break;
                        }
                        continue;
                    }
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                    Some(Ok(_)) => continue,
                };
                if text.len() > MAX_FRAME {
                    let _ = send(&mut ws, &ServerFrame::turned(SyncError::TooLarge { max: MAX_FRAME })).await;
                    break;
                }
                let now = Instant::now();
                while recent.front().is_some_and(|t| now.duration_since(*t) >= Duration::from_secs(1)) {
                    recent.pop_front();
                }
                if recent.len() >= max_rate {
                    shared.with(|t| t.slow_down(socket, &text));
                    continue;
                }
                recent.push_back(now);
                shared.with(|t| t.handle(socket, &text));
            },
            () = sleep_until((heard + SILENCE).into()) => break,
        }
    }
    shared.with(|t| t.leave(socket));
    let _ = ws.send(Message::Close(None)).await;
}

/// The hello, within the silence limit; anything else is answered and the socket closed.
async fn first_frame(ws: &mut WebSocket) -> Option<Hello> {
    let text = match timeout(SILENCE, ws.recv()).await {
        Ok(Some(Ok(Message::Text(text)))) => text,
        _ => return None,
    };
    if text.len() > MAX_FRAME {
        let _ = send(
            ws,
            &ServerFrame::turned(SyncError::TooLarge { max: MAX_FRAME }),
        )
        .await;
        return None;
    }
    match decode(&text) {
        Ok(ClientFrame::Hello(hello)) => Some(hello),
        _ => {
            let first = SyncError::bad_frame("the first frame is a hello");
            let _ = send(ws, &ServerFrame::turned(first)).await;
            let _ = ws.send(Message::Close(None)).await;
            None
        }
    }
}

async fn send(ws: &mut WebSocket, frame: &ServerFrame) -> Result<(), axum::Error> {
    ws.send(Message::Text(encode(frame).as_ref().into())).await
}

impl Shared {
    /// Runs `f` on the table while it is open; `None` once the host has stopped.
    pub fn with<T>(&self, f: impl FnOnce(&mut Table) -> T) -> Option<T> {
        let mut table = self.table.lock().unwrap_or_else(|e| e.into_inner());
        table.as_mut().map(f)
    }
}
