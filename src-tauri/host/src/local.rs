//! The host device's own seat. The app that hosts speaks the same frames as every other device,
//! through this instead of a socket, so its taps are numbered, checked, committed and sent to
//! everyone exactly as theirs are, and its screen hears their changes the same way.

use crate::table::{Out, Outbox};
use crate::{Running, Shared};
use datapad_engine::error::SyncError;
use datapad_engine::writer::{decode, encode, ClientFrame, ServerFrame};
use std::sync::Arc;
use tokio::sync::mpsc::{unbounded_channel, UnboundedReceiver};

pub struct Local {
    shared: Arc<Shared>,
    socket: u64,
}

impl Running {
    /// Seats the host device with its `hello` frame. Every frame for it arrives on the receiver,
    /// its welcome first; a refused hello is the error frame's text.
    pub fn join_local(&self, hello: &str) -> Result<(Local, UnboundedReceiver<Out>), String> {
        let refused =
            |detail: &str| encode(&ServerFrame::turned(SyncError::bad_frame(detail))).to_string();
        let hello = match decode(hello) {
            Ok(ClientFrame::Hello(h)) => h,
            Ok(_) => return Err(refused("the first frame is a hello")),
            Err(e) => return Err(encode(&ServerFrame::turned(e)).to_string()),
        };
        let (channel, inbox) = unbounded_channel();
        let outbox = Outbox::local(channel);
        // The welcome is queued under the same lock as the seating, so no event overtakes it.
        let joined = self.shared.with(|t| {
            let (socket, welcome) = t.join_own(hello, outbox.clone())?;
            let _ = outbox.send(Out::Text(encode(&welcome)));
            Ok(socket)
        });
        match joined {
            Some(Ok(socket)) => Ok((
                Local {
                    shared: self.shared.clone(),
                    socket,
                },
                inbox,
            )),
            Some(Err(turned)) => Err(encode(&ServerFrame::Error(turned)).to_string()),
            None => Err(refused("the host has stopped")),
        }
    }
}

impl Local {
    /// One frame from the host device, handled as a socket's would be.
    pub fn send(&self, frame: &str) {
        self.shared.handle(self.socket, frame);
    }
}

impl Drop for Local {
    fn drop(&mut self) {
        self.shared.with(|t| t.leave(self.socket));
    }
}
