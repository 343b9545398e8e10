//! The rules reference: search as the player types, and whole entries.

use crate::state::AppState;
use datapad_engine::rules::{EntryView, Hit};
use datapad_engine::settings::Lang;
use datapad_engine::Error;
use tauri::State;

/// Runs on Tauri's worker threads (`async`), not the UI thread: a slow search never freezes the
/// window, and the UI drops answers to older keystrokes.
#[tauri::command(async)]
pub fn rules_search(
    state: State<AppState>,
    query: String,
    game: Option<String>,
    lang: Lang,
) -> Result<Vec<Hit>, Error> {
    state.rules(|index| index.search(&query, game.as_deref(), lang))
}

#[tauri::command]
pub fn rules_show(state: State<AppState>, id: String, lang: Lang) -> Result<EntryView, Error> {
    state.rules(|index| index.show(&id, lang))
}
