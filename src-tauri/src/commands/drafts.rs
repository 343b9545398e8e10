//! Forms a player has started but not committed, kept across a kill (the engine's
//! `app::drafts`).

use datapad_engine::app::drafts;
use datapad_engine::stored::file::Stores;
use datapad_engine::Error;
use serde_json::Value;
use tauri::State;

#[tauri::command]
pub fn draft_get(stores: State<Stores>, key: String) -> Result<Option<Value>, Error> {
    drafts::get(&stores, &key)
}

/// Keeps `value` under `key`; `null` forgets it.
#[tauri::command]
pub fn draft_set(stores: State<Stores>, key: String, value: Value) -> Result<(), Error> {
    drafts::set(&stores, key, value)
}
