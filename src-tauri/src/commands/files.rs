//! Saving to a file the player picks in the platform's save dialog (`crate::dialog`): the text
//! the screen already shows (a stance's JSON) goes where they chose. Opening goes through each
//! kind's own command (`session_files`, `stances`), which reads the file and hands it to the same
//! check the text box uses.

use datapad_engine::stored::file::write_atomic;
use datapad_engine::{Error, JournalError};
use std::path::Path;
use tauri::AppHandle;

/// Writes `text` whole to `path`: a new temporary file beside it renamed over it, so a kill
/// midway leaves the old file or the new one, never half of one.
pub fn write_text(path: &Path, text: &str) -> Result<(), Error> {
    write_atomic(path, text.as_bytes()).map_err(|e| {
        JournalError::Storage {
            detail: format!("{}: {e}", path.display()),
        }
        .into()
    })
}

/// Asks where to save `text`, offering `name`, and writes it there. `false` when the player
/// cancelled: nothing is written and nothing needs saying.
#[tauri::command]
pub async fn file_save(app: AppHandle, name: String, text: String) -> Result<bool, Error> {
    let Some(path) = crate::dialog::ask_save(&app, &name).await else {
        return Ok(false);
    };
    super::worker::off_thread(move || write_text(&path, &text)).await?;
    Ok(true)
}
