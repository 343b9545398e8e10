//! A session saved to a file and opened from one, through the platform's dialogs
//! (`crate::dialog`). The file holds exactly the text the export box shows, and an opened file
//! goes through exactly the text box's import: the same checks, the same refusals, nothing
//! changed on a refusal. The path functions are what the commands do once the dialog answered;
//! the tests call them with a path of their own.

use super::files::write_text;
use super::session::export_text;
use crate::state::AppState;
use datapad_engine::journal::{read_session_file, SessionView};
use datapad_engine::writer::Writer;
use datapad_engine::Error;
use std::path::Path;
use tauri::{AppHandle, State};

/// Writes session `id`'s export to `path`.
pub fn export_to(writer: &Writer, id: i64, path: &Path) -> Result<(), Error> {
    write_text(path, &export_text(writer, id)?)
}

/// Reads the file at `path` (refused unread past the session file's limit) and imports it as
/// the text box would, opening it.
pub fn import_from(writer: &mut Writer, path: &Path, as_copy: bool) -> Result<SessionView, Error> {
    let text = read_session_file(path)?;
    writer.import(&text, as_copy)
}

/// Asks where to save session `id`, offering `name`; `false` when the player cancelled.
#[tauri::command]
pub async fn session_export_file(
    app: AppHandle,
    state: State<'_, AppState>,
    id: i64,
    name: String,
) -> Result<bool, Error> {
    let Some(path) = crate::dialog::ask_save(&app, &name).await else {
        return Ok(false);
    };
    state.with(|w| export_to(w, id, &path))?;
    Ok(true)
}

/// Asks which session file to import and imports it; `None` when the player cancelled.
#[tauri::command]
pub async fn session_import_file(
    app: AppHandle,
    state: State<'_, AppState>,
    as_copy: bool,
) -> Result<Option<SessionView>, Error> {
    let Some(path) = crate::dialog::ask_open(&app).await else {
        return Ok(None);
    };
    state.with(|w| import_from(w, &path, as_copy).map(Some))
}

#[cfg(test)]
#[path = "session_files_tests.rs"]
mod tests;
