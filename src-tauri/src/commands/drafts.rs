//! Forms a player has started but not committed (an attack rolled but not applied), kept in the
//! plugin store under a screen's key so a killed app reopens them as they were. The store is
//! written at once on every change; a draft is only ever JSON the screen itself wrote.

use datapad_engine::{Error, JournalError};
use serde_json::Value;
use tauri::{AppHandle, Runtime};
use tauri_plugin_store::StoreExt;

const FILE: &str = "drafts.json";

fn storage(e: impl std::fmt::Display) -> Error {
    Error::from(JournalError::Storage {
        detail: e.to_string(),
    })
}

#[tauri::command]
pub fn draft_get<R: Runtime>(app: AppHandle<R>, key: String) -> Result<Option<Value>, Error> {
    let store = app.store(FILE).map_err(storage)?;
    Ok(store.get(&key))
}

/// Keeps `value` under `key`; `null` forgets it.
#[tauri::command]
pub fn draft_set<R: Runtime>(app: AppHandle<R>, key: String, value: Value) -> Result<(), Error> {
    let store = app.store(FILE).map_err(storage)?;
    if value.is_null() {
        store.delete(&key);
    } else {
        store.set(key, value);
    }
    store.save().map_err(storage)
}
