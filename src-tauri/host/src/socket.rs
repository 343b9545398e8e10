//! One device's WebSocket: its hello, then its frames in, and what the table queues for it out.
//! The limits hold per socket and touch no other device: a frame over 64 KiB closes it, frames
//! beyond 20 a second (after a burst of 10 more) are refused, and a socket is dropped when it
//! is silent for 60 s (even while a frame to it is stuck), falls 256 frames behind
//! (`outbox.rs`) or takes over 10 s to take one frame.

use crate::outbox::{Inbox, Outbox};
use crate::table::{Out, Table};
use crate::Shared;
use axum::extract::ws::{Message, WebSocket};
use datapad_engine::error::SyncError;
use datapad_engine::writer::{decode, encode, ClientFrame, Hello, ServerFrame};
use futures_util::{Sink, SinkExt, Stream, StreamExt};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::time::timeout;

/// The largest frame a device may send.
pub const MAX_FRAME: usize = 64 * 1024;
/// The most frames one device may send in a second, steadily.
pub const MAX_RATE: usize = 20;
/// The frames a device may send at once beyond a second's worth, before it is slowed down.
pub const BURST: usize = 10;
/// A socket silent this long is dropped (clients ping well within it).
pub const SILENCE: Duration = Duration::from_secs(60);
/// A device that takes longer than this to take one frame is dropped.
pub const SEND: Duration = Duration::from_secs(10);
/// How long a socket being dropped is given to take its last frame and the close.
const GOODBYE: Duration = Duration::from_secs(1);

pub async fn run(mut ws: WebSocket, shared: Arc<Shared>) {
    let Some(hello) = first_frame(&mut ws).await else {
        return;
    };
    let (outbox, inbox) = Outbox::bounded();
    let joined = shared.with(|t| t.join(hello, outbox.clone()));
    let socket = match joined {
        Some(Ok((socket, welcome))) => {
            if send(&mut ws, &welcome, SEND).await.is_err() {
                shared.with(|t| t.leave(socket));
                return;
            }
            socket
        }
        Some(Err(turned)) => {
            let _ = send(&mut ws, &ServerFrame::Error(turned), SEND).await;
            let _ = timeout(GOODBYE, ws.send(Message::Close(None))).await;
            return;
        }
        None => return,
    };
    let (mut sink, mut stream) = ws.split();
    // Each side ends the socket: the writer when the table closes it or the device is too far
    // behind or too slow, the reader when the device closes, falls silent or breaks a limit.
    let last = tokio::select! {
        () = write(&mut sink, &inbox) => None,
        last = read(&mut stream, &shared, socket, &outbox) => last,
    };
    shared.with(|t| t.leave(socket));
    if let Some(last) = last {
        let _ = send(&mut sink, &last, GOODBYE).await;
    }
    let _ = timeout(GOODBYE, sink.send(Message::Close(None))).await;
}

/// Sends what the table queues, each frame within [`SEND`], until the socket is to close or
/// the device is too far behind (then even a send under way is given up).
async fn write(sink: &mut (impl Sink<Message> + Unpin), inbox: &Inbox) {
    while let Some(Out::Text(text)) = inbox.recv().await {
        let sent = tokio::select! {
            sent = timeout(SEND, sink.send(Message::Text(text.as_ref().into()))) => sent,
            () = inbox.behind() => return,
        };
        if !matches!(sent, Ok(Ok(()))) {
            return;
        }
    }
}

/// Hands the device's frames to the table until the socket is to close; the frame to send
/// before closing, if any.
async fn read(
    stream: &mut (impl Stream<Item = Result<Message, axum::Error>> + Unpin),
    shared: &Shared,
    socket: u64,
    outbox: &Outbox,
) -> Option<ServerFrame> {
    let mut bucket = Bucket::new(shared.max_rate);
    loop {
        let Ok(incoming) = timeout(SILENCE, stream.next()).await else {
            return None;
        };
        let text = match incoming {
            Some(Ok(Message::Text(text))) => text,
            Some(Ok(Message::Binary(_))) => {
                let refused =
                    ServerFrame::refused(None, SyncError::bad_frame("frames are JSON text"));
                let _ = outbox.send(Out::Text(encode(&refused)));
                continue;
            }
            Some(Ok(Message::Close(_))) | Some(Err(_)) | None => return None,
            Some(Ok(_)) => continue,
        };
        if text.len() > MAX_FRAME {
            return Some(ServerFrame::turned(SyncError::TooLarge { max: MAX_FRAME }));
        }
        if !bucket.take(Instant::now()) {
            shared.with(|t| t.slow_down(socket, &text));
            continue;
        }
        shared.handle(socket, &text);
    }
}

/// The hello, within the silence limit; anything else is answered and the socket closed.
async fn first_frame(ws: &mut WebSocket) -> Option<Hello> {
    let text = match timeout(SILENCE, ws.recv()).await {
        Ok(Some(Ok(Message::Text(text)))) => text,
        _ => return None,
    };
    if text.len() > MAX_FRAME {
        let too_large = ServerFrame::turned(SyncError::TooLarge { max: MAX_FRAME });
        let _ = send(ws, &too_large, GOODBYE).await;
        return None;
    }
    let turned = match decode(&text) {
        Ok(ClientFrame::Hello(hello)) => return Some(hello),
        Ok(_) => SyncError::bad_frame("the first frame is a hello"),
        Err(e) => e,
    };
    let _ = send(ws, &ServerFrame::turned(turned), GOODBYE).await;
    let _ = timeout(GOODBYE, ws.send(Message::Close(None))).await;
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

/// Sends one frame within `within`.
async fn send(
    ws: &mut (impl Sink<Message> + Unpin),
    frame: &ServerFrame,
    within: Duration,
) -> Result<(), ()> {
    let text = Message::Text(encode(frame).as_ref().into());
    match timeout(within, ws.send(text)).await {
        Ok(Ok(())) => Ok(()),
        _ => Err(()),
    }
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
