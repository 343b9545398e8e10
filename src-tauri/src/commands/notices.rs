//! What went wrong with the player's files at start (a damaged journal moved aside, units or
//! settings that could not be read), told once in the player's language by the start screen.

use crate::state::AppState;
use datapad_engine::game::Message;
use tauri::State;

/// The notices of this start; they stay until the app closes, so a reload shows them again.
#[tauri::command]
pub fn startup_notices(state: State<AppState>) -> Vec<Message> {
    state.notices.clone()
}
