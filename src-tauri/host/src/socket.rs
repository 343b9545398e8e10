//! One device's WebSocket: its hello, then its frames in, and what the table queues for it out.
//! The limits hold per socket and touch no other device: a frame over 64 KiB closes it, frames
//! beyond 20 a second (after a burst of 10 more) are refused, and a socket silent for 60 s is
//! dropped.

use crate::table::{Out, Table};
use crate::Shared;
use axum::extract::ws::{Message, WebSocket};
use datapad_engine::error::SyncError;
use datapad_engine::writer::{decode, encode, ClientFrame, Hello, ServerFrame};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::mpsc;
use tokio::time::{sleep_until, timeout};

/// The largest frame a device may send.
pub const MAX_FRAME: usize = 64 * 1024;
/// The most frames one device may send in a second, steadily.
pub const MAX_RATE: usize = 20;
/// The frames a device may send at once beyond a second's worth, before it is slowed down.
pub const BURST: usize = 10;
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
    let mut bucket = Bucket::new(shared.max_rate);
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
                if !bucket.take(Instant::now()) {
                    shared.with(|t| t.slow_down(socket, &text));
                    continue;
                }
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
    let turned = match decode(&text) {
        Ok(ClientFrame::Hello(hello)) => return Some(hello),
        Ok(_) => SyncError::bad_frame("the first frame is a hello"),
        Err(e) => e,
    };
    let _ = send(ws, &ServerFrame::turned(turned)).await;
    let _ = ws.send(Message::Close(None)).await;
    None
}

/// A device's allowance of frames: a token bucket that refills `rate` a second up to a second's
/// worth and a [`BURST`], each frame taking one. Steady traffic at the rate is never refused,
/// whatever the jitter between frames; a flood is, once the bucket is empty.
struct Bucket {
    tokens: f64,
    rate: f64,
    capacity: f64,
    at: Instant,
}

impl Bucket {
    fn new(rate: usize) -> Bucket {
        let capacity = rate.saturating_add(BURST) as f64;
        Bucket {
            tokens: capacity,
            rate: rate as f64,
            capacity,
            at: Instant::now(),
        }
    }

    /// Whether a frame at `now` may go on (and takes its token).
    fn take(&mut self, now: Instant) -> bool {
        let refill = now.saturating_duration_since(self.at).as_secs_f64() * self.rate;
        self.tokens = (self.tokens + refill).min(self.capacity);
        self.at = now;
        if self.tokens < 1.0 {
            return false;
        }
        self.tokens -= 1.0;
        true
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bucket_lets_a_burst_through_then_the_rate() {
        let start = Instant::now();
        let mut bucket = Bucket::new(MAX_RATE);
        let burst = (0..100).filter(|_| bucket.take(start)).count();
        assert_eq!(burst, MAX_RATE + BURST);
        // Then one frame every 1/20 s, however they bunch within the second.
        let later = start + Duration::from_millis(1000);
        assert_eq!((0..100).filter(|_| bucket.take(later)).count(), MAX_RATE);
    }

    #[test]
    fn steady_frames_at_the_rate_are_never_refused() {
        let start = Instant::now();
        let mut bucket = Bucket::new(MAX_RATE);
        // 20 a second, each up to 40 ms late or early.
        let refused = (0..2000u64)
            .map(|i| start + Duration::from_millis(i * 50 + if i % 2 == 0 { 40 } else { 0 }))
            .filter(|at| !bucket.take(*at))
            .count();
        assert_eq!(refused, 0);
    }
}
