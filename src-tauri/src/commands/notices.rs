//! What went wrong with the player's files at start (a damaged journal moved aside, units or
//! settings that could not be read), told once in the player's language by the start screen.

use crate::state::AppState;
use datapad_engine::game::Message;
use datapad_engine::stored::guard_json_file;
use tauri::{AppHandle, Runtime, State};

/// Moves a store file aside when it does not parse, before the store reads it (and before any
/// save could overwrite it).
pub fn guard_store<R: Runtime>(app: &AppHandle<R>, file: &str) -> Option<Message> {
    let path = tauri_plugin_store::resolve_store_path(app, file).ok()?;
    guard_json_file(&path)
}

/// The notices of this start; they stay until the app closes, so a reload shows them again.
#[tauri::command]
pub fn startup_notices(state: State<AppState>) -> Vec<Message> {
    state.with(|inner| inner.notices.clone())
}
