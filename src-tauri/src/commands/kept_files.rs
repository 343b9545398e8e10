//! A kept list to a file and back (a friend's typed-in cards or units), through the platform's
//! dialogs: the engine writes and reads the file's text (`keep::file`), all of a file's items or
//! none are kept, and a cancelled dialog changes and says nothing.

use super::kept::change;
use datapad_engine::journal::read_picked;
use datapad_engine::limits::MAX_STORE_BYTES;
use datapad_engine::stored::file::Stores;
use datapad_engine::stored::kept::{find, KeptLists};
use datapad_engine::Error;
use serde_json::Value;
use tauri::{AppHandle, State};

/// Saves the player's own items of a list to the file they pick; `false` when they cancel.
#[tauri::command]
pub async fn kept_export_file(
    app: AppHandle,
    stores: State<'_, Stores>,
    game: String,
    kind: String,
) -> Result<bool, Error> {
    let list = find(&game, &kind)?;
    let text = list.export(&game, stores.get(list.file, list.key)?)?;
    let name = format!("datapad-{game}-{kind}.json");
    let Some(path) = crate::dialog::ask_save(&app, &name).await else {
        return Ok(false);
    };
    super::files::write_text(&path, &text)?;
    Ok(true)
}

/// Keeps every item of the list file the player picks; `None` when they cancel. Read one byte
/// past a store file's size, so a larger file is refused by its size, unread.
#[tauri::command]
pub async fn kept_import_file(
    app: AppHandle,
    stores: State<'_, Stores>,
    game: String,
    kind: String,
) -> Result<Option<KeptLists<Value>>, Error> {
    find(&game, &kind)?;
    let Some(path) = crate::dialog::ask_open(&app).await else {
        return Ok(None);
    };
    let bytes = read_picked(&path, MAX_STORE_BYTES)?;
    let text = String::from_utf8_lossy(&bytes);
    change(&stores, &game, &kind, |list, stored| {
        list.import(&game, stored, &text)
    })
    .map(Some)
}
