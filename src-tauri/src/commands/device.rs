//! The app's own screen as a device of the app's writer: every tap, question and read goes as a
//! frame of protocol 1, the frames a phone at a shared table sends, and comes back as the frames
//! such a phone hears (an ack and its change, an answer, a refusal). One path for a tap, whether
//! the session is the app's alone or (through `table.rs`) a shared table's.

use crate::state::AppState;
use datapad_engine::writer::{decode, encode, frame_id, Asked, Caller, ServerFrame};
use std::sync::{Arc, Mutex};
use tauri::State;

/// One frame (its JSON text) for session `session` (0: none, for a read): the frames it is
/// answered with, in order. It runs on Tauri's worker threads (`async`): a question or a read is
/// answered outside the writer's lock (see `Asked`, as the shared table does), so exact odds
/// hold up no tap.
#[tauri::command(async)]
pub fn device_frame(state: State<AppState>, session: i64, text: String) -> Vec<String> {
    let say = |frame: &ServerFrame| encode(frame).to_string();
    let frame = match decode(&text) {
        Ok(frame) => frame,
        Err(e) => return vec![say(&ServerFrame::refused(frame_id(&text), e))],
    };
    let frame = match Asked::take(&state.writer, session, frame) {
        Ok(asked) => return vec![say(&asked.answer())],
        Err(frame) => frame,
    };
    let mut out = Vec::new();
    // The change the frame makes reaches this device as it reaches every device: as an event.
    let heard = Arc::new(Mutex::new(Vec::new()));
    state.with(|w| {
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
