//! Sessions of any game: which one is open, and export and import. Written once for every game,
//! each a call on the app's one writer; the taps, questions and reads of the open session go as
//! frames (`device.rs`). Export and import run off the window's thread (`worker`) and hold the
//! writer only for what needs the journal: an export reads its events under it and replays and
//! writes them out after; an import reads and replays the whole file first and takes the writer
//! only to write the checked session and open it.

use super::worker::off_thread;
use crate::state::AppState;
pub use datapad_engine::app::sessions::{export_text, import_text};
use datapad_engine::journal::{SessionInfo, SessionView};
use datapad_engine::Error;
use tauri::State;

/// The last session of `game`, or a new one: where the player left off.
#[tauri::command]
pub fn session_resume(
    state: State<AppState>,
    game: String,
    title: String,
) -> Result<SessionView, Error> {
    state.with(|w| w.resume(&game, &title))
}

#[tauri::command]
pub fn session_new(
    state: State<AppState>,
    game: String,
    title: String,
) -> Result<SessionView, Error> {
    state.with(|w| w.start(&game, &title))
}

#[tauri::command]
pub fn session_open(state: State<AppState>, id: i64) -> Result<SessionView, Error> {
    state.with(|w| w.open(id))
}

#[tauri::command]
pub fn session_list(state: State<AppState>, game: String) -> Result<Vec<SessionInfo>, Error> {
    state.with(|w| w.list(&game))
}

#[tauri::command]
pub async fn session_export(state: State<'_, AppState>, id: i64) -> Result<String, Error> {
    let writer = state.writer.clone();
    off_thread(move || export_text(&writer, id)).await
}

#[tauri::command]
pub async fn session_import(
    state: State<'_, AppState>,
    text: String,
    as_copy: bool,
) -> Result<SessionView, Error> {
    let writer = state.writer.clone();
    off_thread(move || import_text(&writer, &text, as_copy)).await
}

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;
