//! The shell's own screen as a device of its writer: every tap, question and read goes as a
//! frame of protocol 1, the frames a phone at a shared table sends, and comes back as the frames
//! such a phone hears (an ack and its change, an answer, a refusal). One path for a tap, whether
//! the session is the shell's alone or a shared table's.

use crate::writer::{self, decode, encode, frame_id, Asked, Caller, ServerFrame, SharedWriter};
use std::sync::{Arc, Mutex};

/// One frame (its JSON text) for session `session` (0: none, for a read): the frames it is
/// answered with, in order. A question or a read is answered outside the writer's lock (see
/// `Asked`, as the shared table does), so exact odds hold up no tap.
pub fn answer(shared: &SharedWriter, session: i64, text: &str) -> Vec<String> {
    let say = |frame: &ServerFrame| encode(frame).to_string();
    let frame = match decode(text) {
        Ok(frame) => frame,
        Err(e) => return vec![say(&ServerFrame::refused(frame_id(text), e))],
    };
    let frame = match Asked::take(shared, session, frame) {
        Ok(asked) => return vec![say(&asked.answer())],
        Err(frame) => frame,
    };
    let mut out = Vec::new();
    // The change the frame makes reaches this device as it reaches every device: as an event.
    let heard = Arc::new(Mutex::new(Vec::new()));
    writer::with(shared, |w| {
        let to = heard.clone();
        let key = w.listen(
            session,
            Box::new(move |text| {
                to.lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .push(text.to_string())
            }),
        );
        w.handle(&Caller::owner(session), frame, &mut |reply| {
            out.push(say(&reply))
        });
        w.unlisten(key);
    });
    out.extend(std::mem::take(
        &mut *heard.lock().unwrap_or_else(|p| p.into_inner()),
    ));
    out
}
