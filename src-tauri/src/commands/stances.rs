//! Reading a pasted Shatterpoint stance without keeping it: the editor opens it, and it is kept
//! only when saved (through the kept lists, `commands::kept`). A stance file opened with the
//! platform's dialog goes through the same check as the paste.

use super::worker::off_thread;
use datapad_engine::games::shatterpoint::limits::STANCE_TEXT_BYTES;
use datapad_engine::games::shatterpoint::stance::Stance;
use datapad_engine::journal::read_picked;
use datapad_engine::Error;
use std::path::Path;
use tauri::AppHandle;

/// Reads a stance file's text (pasted from a friend); refused with the JSON path of its first
/// problem. Off the window's thread, as a paste may be large (it is refused by its size).
#[tauri::command(async)]
pub fn sp_stance_check(text: String) -> Result<Stance, Error> {
    datapad_engine::app::stances::check(&text)
}

/// Reads the stance file at `path` as the paste box would read its text. Only one byte past the
/// paste's limit is read, enough for the check to refuse a larger file by its size; bytes that
/// are not UTF-8 stay in the text as marks, so the check refuses them as it refuses any text
/// that is not JSON.
pub fn stance_from(path: &Path) -> Result<Stance, Error> {
    let bytes = read_picked(path, STANCE_TEXT_BYTES as u64)?;
    sp_stance_check(String::from_utf8_lossy(&bytes).into_owned())
}

/// Asks which stance file to open and reads it; `None` when the player cancelled.
#[tauri::command]
pub async fn sp_stance_open_file(app: AppHandle) -> Result<Option<Stance>, Error> {
    let Some(path) = crate::dialog::ask_open(&app).await else {
        return Ok(None);
    };
    off_thread(move || stance_from(&path).map(Some)).await
}

#[cfg(test)]
#[path = "stances_tests.rs"]
mod tests;
