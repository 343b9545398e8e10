//! What went wrong with the player's files at start (a damaged journal moved aside, units or
//! settings that could not be read), told once in the player's language by the start screen.

use crate::state::AppState;
use datapad_engine::game::Message;
use datapad_engine::stored::{file::Stores, guard_json_file};
use tauri::State;

/// Moves a store file aside when it does not parse, before anything reads it (and before any
/// save could overwrite it).
pub fn guard_store(stores: &Stores, file: &str) -> Option<Message> {
    guard_json_file(&stores.path(file)?)
}

/// The notices of this start; they stay until the app closes, so a reload shows them again.
#[tauri::command]
pub fn startup_notices(state: State<AppState>) -> Vec<Message> {
    state.notices.clone()
}
