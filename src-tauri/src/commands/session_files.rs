//! A session saved to a file and opened from one, through the platform's dialogs
//! (`crate::dialog`). The file holds exactly the text the export box shows, and an opened file
//! goes through exactly the text box's import: the same checks, the same refusals, nothing
//! changed on a refusal. The path functions are what the commands do once the dialog answered;
//! the tests call them with a path of their own. Both run off the window's thread and hold the
//! writer only as the text box's do (`session`).

use super::files::write_text;
use super::session::{export_text, import_text};
use super::worker::off_thread;
use crate::state::AppState;
use datapad_engine::journal::{read_session_file, SessionView};
use datapad_engine::writer::SharedWriter;
use datapad_engine::Error;
use std::path::Path;
use tauri::{AppHandle, State};

/// Writes session `id`'s export to `path`.
pub fn export_to(writer: &SharedWriter, id: i64, path: &Path) -> Result<(), Error> {
    write_text(path, &export_text(writer, id)?)
}

/// Reads the file at `path` (refused unread past the session file's limit) and imports it as
/// the text box would, opening it.
pub fn import_from(
    writer: &SharedWriter,
    path: &Path,
    as_copy: bool,
) -> Result<SessionView, Error> {
    let text = read_session_file(path)?;
    import_text(writer, &text, as_copy)
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
    let writer = state.writer.clone();
    off_thread(move || export_to(&writer, id, &path)).await?;
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
    let writer = state.writer.clone();
    off_thread(move || import_from(&writer, &path, as_copy).map(Some)).await
}

#[cfg(test)]
#[path = "session_files_tests.rs"]
mod tests;
