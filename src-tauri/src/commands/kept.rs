//! The lists players keep on the device for later games (the engine's `app::kept`), each
//! change off the window's thread (`worker`).

use super::worker::off_thread;
pub use datapad_engine::app::kept::change;
use datapad_engine::app::kept::{delete, save};
use datapad_engine::stored::file::Stores;
use datapad_engine::stored::kept::KeptLists;
use datapad_engine::Error;
use serde_json::Value;
use tauri::{AppHandle, Manager};

/// Adds an item, or replaces the one of the same identity (its game's: a unit's id, a Card
/// Game card's title in any case); refused and nothing stored when its game refuses it. Off the
/// window's thread (`worker`), as every write of a list.
#[tauri::command]
pub async fn kept_save(
    app: AppHandle,
    game: String,
    kind: String,
    item: Value,
) -> Result<KeptLists<Value>, Error> {
    off_thread(move || save(&app.state::<Stores>(), &game, &kind, item)).await
}

#[tauri::command]
pub async fn kept_delete(
    app: AppHandle,
    game: String,
    kind: String,
    id: String,
) -> Result<KeptLists<Value>, Error> {
    off_thread(move || delete(&app.state::<Stores>(), &game, &kind, &id)).await
}

#[cfg(test)]
#[path = "kept_tests.rs"]
mod tests;
