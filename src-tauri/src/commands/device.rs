//! The app's own screen as a device of the app's writer (the engine's `app::frame`): every tap,
//! question and read goes as a frame of protocol 1 and comes back as the frames a phone at a
//! shared table hears. One path for a tap, whether the session is the app's alone or (through
//! `table.rs`) a shared table's.

use crate::state::AppState;
use tauri::State;

/// One frame (its JSON text) for session `session` (0: none, for a read): the frames it is
/// answered with, in order. It runs on Tauri's worker threads (`async`), so exact odds hold up
/// no tap.
#[tauri::command(async)]
pub fn device_frame(state: State<AppState>, session: i64, text: String) -> Vec<String> {
    datapad_engine::app::frame::answer(&state.writer, session, &text)
}
