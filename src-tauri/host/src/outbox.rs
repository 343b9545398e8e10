//! What waits to go out to one device. A socket's queue is bounded: a device that falls
//! [`QUEUE`] frames behind (a frozen phone, a dead Wi-Fi that has not timed out yet) is dropped
//! at once, its queue freed, and catches up with a fresh welcome when it comes back (its hello's
//! `last_seq`). The writer queues while it holds its lock, so queuing never waits. The host
//! device's own seat (`local.rs`) is in the same process and reads as fast as it is written to:
//! its queue is the app's channel.

use crate::table::Out;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use tokio::sync::mpsc::UnboundedSender;
use tokio::sync::Notify;

/// The most frames queued for one socket; one more and the device is dropped.
pub const QUEUE: usize = 256;

/// The sending end, one per device, cloned into the writer's listener.
#[derive(Clone)]
pub struct Outbox(Kind);

#[derive(Clone)]
enum Kind {
    Socket(Arc<Queue>),
    Local(UnboundedSender<Out>),
}

/// A frame not queued: the device was too far behind (and is being dropped), or is gone.
#[derive(Debug)]
pub struct Dropped;

/// The socket's end of its queue.
pub struct Inbox(Arc<Queue>);

#[derive(Default)]
struct Queue {
    state: Mutex<State>,
    ready: Notify,
}

#[derive(Default)]
struct State {
    frames: VecDeque<Out>,
    /// Too far behind: nothing more is queued, and the socket closes.
    behind: bool,
}

impl Outbox {
    /// A socket's bounded queue.
    pub fn bounded() -> (Outbox, Inbox) {
        let queue = Arc::new(Queue::default());
        (Outbox(Kind::Socket(queue.clone())), Inbox(queue))
    }

    /// The host device's own channel.
    pub fn local(channel: UnboundedSender<Out>) -> Outbox {
        Outbox(Kind::Local(channel))
    }

    /// Queues `out`, without waiting.
    pub fn send(&self, out: Out) -> Result<(), Dropped> {
        let queue = match &self.0 {
            Kind::Local(channel) => return channel.send(out).map_err(|_| Dropped),
            Kind::Socket(queue) => queue,
        };
        let mut state = queue.state.lock().unwrap_or_else(|e| e.into_inner());
        if state.behind {
            return Err(Dropped);
        }
        let full = state.frames.len() >= QUEUE;
        if full {
            state.behind = true;
            state.frames = VecDeque::new();
        } else {
            state.frames.push_back(out);
        }
        drop(state);
        queue.ready.notify_one();
        if full {
            Err(Dropped)
        } else {
            Ok(())
        }
    }
}

impl Inbox {
    /// The next frame to send; `None` once the device is too far behind.
    pub async fn recv(&self) -> Option<Out> {
        loop {
            {
                let mut state = self.0.state.lock().unwrap_or_else(|e| e.into_inner());
                if state.behind {
                    return None;
                }
                if let Some(out) = state.frames.pop_front() {
                    return Some(out);
                }
            }
            // A frame queued since the lock was let go left a permit: this returns at once.
            self.0.ready.notified().await;
        }
    }

    /// Resolves once the device is too far behind (to stop a send stuck on it).
    pub async fn behind(&self) {
        loop {
            {
                let state = self.0.state.lock().unwrap_or_else(|e| e.into_inner());
                if state.behind {
                    return;
                }
            }
            // A frame queued wakes this too; `recv` finds it in the queue all the same.
            self.0.ready.notified().await;
        }
    }

    /// How many frames wait.
    #[cfg(test)]
    fn len(&self) -> usize {
        let state = self.0.state.lock().unwrap_or_else(|e| e.into_inner());
        state.frames.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_device_one_frame_past_the_queue_is_dropped_and_its_queue_freed() {
        let (outbox, inbox) = Outbox::bounded();
        for i in 0..QUEUE {
            assert!(outbox.send(Out::Text(i.to_string().into())).is_ok());
        }
        assert_eq!(inbox.len(), QUEUE);
        assert!(outbox.send(Out::Text("one more".into())).is_err());
        assert_eq!(inbox.len(), 0, "the queue is freed");
        assert!(outbox.send(Out::Close).is_err(), "nothing more is queued");
        assert!(inbox.recv().await.is_none(), "the socket closes");
    }

    #[tokio::test]
    async fn frames_arrive_in_order_and_wake_a_waiting_socket() {
        let (outbox, inbox) = Outbox::bounded();
        let reader = tokio::spawn(async move {
            let mut got = Vec::new();
            while let Some(Out::Text(t)) = inbox.recv().await {
                got.push(t.to_string());
            }
            got
        });
        for t in ["a", "b", "c"] {
            outbox.send(Out::Text(t.into())).expect("queued");
            tokio::task::yield_now().await;
        }
        outbox.send(Out::Close).expect("queued");
        assert_eq!(reader.await.expect("read"), ["a", "b", "c"]);
    }
}
