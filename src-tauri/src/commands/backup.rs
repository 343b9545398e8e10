//! Everything on this device to one file and back (Settings' Backup and Restore), through the
//! platform's dialogs: the engine writes and checks the file's text (`app::backup`), a restore
//! is all or nothing, and a cancelled dialog changes and says nothing. Off the window's thread.

use super::worker::off_thread;
use crate::state::AppState;
use datapad_engine::app::backup::{export_text, import_text, Restored};
use datapad_engine::journal::read_picked;
use datapad_engine::limits::{check_read, MAX_BACKUP_BYTES};
use datapad_engine::stored::file::Stores;
use datapad_engine::Error;
use tauri::{AppHandle, Manager, State};

/// Saves the backup to the file the player picks, `name` offered; `false` when they cancel.
#[tauri::command]
pub async fn backup_export_file(
    app: AppHandle,
    state: State<'_, AppState>,
    name: String,
) -> Result<bool, Error> {
    let writer = state.writer.clone();
    let stores = app.clone();
    let text = off_thread(move || export_text(&writer, &stores.state::<Stores>())).await?;
    let Some(path) = crate::dialog::ask_save(&app, &name).await else {
        return Ok(false);
    };
    off_thread(move || super::files::write_text(&path, &text)).await?;
    Ok(true)
}

/// Restores the backup file the player picks; `None` when they cancel. Read one byte past a
/// backup's size, so a larger file is refused by its size, unread.
#[tauri::command]
pub async fn backup_import_file(
    app: AppHandle,
    state: State<'_, AppState>,
) -> Result<Option<Restored>, Error> {
    let Some(path) = crate::dialog::ask_open(&app).await else {
        return Ok(None);
    };
    let writer = state.writer.clone();
    off_thread(move || {
        let bytes = read_picked(&path, MAX_BACKUP_BYTES)?;
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        check_read(&name, &path, &bytes, MAX_BACKUP_BYTES)?;
        let text = String::from_utf8_lossy(&bytes);
        import_text(&writer, &app.state::<Stores>(), &text).map(Some)
    })
    .await
}
