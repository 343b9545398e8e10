//! A kept list to a file and back (a friend's typed-in cards or units), through the platform's
//! dialogs: the engine writes and reads the file's text (`keep::file`), all of a file's items or
//! none are kept, and a cancelled dialog changes and says nothing. The files are read, written
//! and checked off the window's thread (`worker`).

use super::kept::change;
use super::worker::off_thread;
use datapad_engine::app::kept::export_text;
use datapad_engine::journal::read_picked;
use datapad_engine::limits::{check_read, MAX_STORE_BYTES};
use datapad_engine::stored::file::Stores;
use datapad_engine::stored::kept::{find, KeptLists};
use datapad_engine::Error;
use serde_json::Value;
use std::path::Path;
use tauri::{AppHandle, Manager};

/// Saves the player's own items of a list to the file they pick; `false` when they cancel.
#[tauri::command]
pub async fn kept_export_file(app: AppHandle, game: String, kind: String) -> Result<bool, Error> {
    find(&game, &kind)?;
    let name = format!("datapad-{game}-{kind}.json");
    let stores = app.clone();
    let text = off_thread(move || export_text(&stores.state::<Stores>(), &game, &kind)).await?;
    let Some(path) = crate::dialog::ask_save(&app, &name).await else {
        return Ok(false);
    };
    off_thread(move || super::files::write_text(&path, &text)).await?;
    Ok(true)
}

/// Keeps every item of the list file the player picks; `None` when they cancel.
#[tauri::command]
pub async fn kept_import_file(
    app: AppHandle,
    game: String,
    kind: String,
) -> Result<Option<KeptLists<Value>>, Error> {
    find(&game, &kind)?;
    let Some(path) = crate::dialog::ask_open(&app).await else {
        return Ok(None);
    };
    off_thread(move || import_from(&app.state::<Stores>(), &game, &kind, &path).map(Some)).await
}

/// Keeps every item of the list file at `path`. Read one byte past a store file's size, so a
/// larger file is refused by its size (its whole size, said), unread.
pub fn import_from(
    stores: &Stores,
    game: &str,
    kind: &str,
    path: &Path,
) -> Result<KeptLists<Value>, Error> {
    let bytes = read_picked(path, MAX_STORE_BYTES)?;
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    check_read(&name, path, &bytes, MAX_STORE_BYTES)?;
    let text = String::from_utf8_lossy(&bytes);
    change(stores, game, kind, |list, stored| {
        list.import(game, stored, &text)
    })
}

#[cfg(test)]
#[path = "kept_files_tests.rs"]
mod tests;
