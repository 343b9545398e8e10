//! Sessions of any game: which one is open, and export and import. Written once for every game,
//! each a call on the app's one writer; the taps, questions and reads of the open session go as
//! frames (`device.rs`).

use crate::state::AppState;
use datapad_engine::journal::{SessionInfo, SessionView};
use datapad_engine::writer::Writer;
use datapad_engine::{Error, JournalError};
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

/// The session as a versioned JSON document: the text box's and the saved file's.
pub fn export_text(writer: &Writer, id: i64) -> Result<String, Error> {
    let file = writer.export(id)?;
    serde_json::to_string_pretty(&file).map_err(|e| {
        Error::from(JournalError::Storage {
            detail: e.to_string(),
        })
    })
}

#[tauri::command]
pub fn session_export(state: State<AppState>, id: i64) -> Result<String, Error> {
    state.with(|w| export_text(w, id))
}

/// Imports a session document as a new session and opens it.
#[tauri::command]
pub fn session_import(
    state: State<AppState>,
    text: String,
    as_copy: bool,
) -> Result<SessionView, Error> {
    state.with(|w| w.import(&text, as_copy))
}
