//! A file dropped on the desktop window (a session or a stance a friend sent). Rust reads it, so
//! the window never learns a path nor is granted a way to read one; the text goes to the screen
//! as the `file-dropped` event, and the screen hands it to its own import, the one its text box
//! uses (a game's session menu, the stance list). One file at a time: the first one dropped.

use datapad_engine::journal::MAX_FILE_BYTES;
use datapad_engine::limits::read_capped;
use datapad_engine::{Error, JournalError};
use std::path::{Path, PathBuf};
use tauri::{DragDropEvent, Emitter, Window, WindowEvent};

/// The event the screens listen for: `{ Ok: text }` or `{ Err: AppError }`.
pub const EVENT: &str = "file-dropped";

/// Handles a window event when it is a drop.
pub fn on_window_event(window: &Window, event: &WindowEvent) {
    let WindowEvent::DragDrop(DragDropEvent::Drop { paths, .. }) = event else {
        return;
    };
    let Some(path) = paths.first().cloned() else {
        return;
    };
    let window = window.clone();
    // Off the window's thread: a file may take a moment to read.
    tauri::async_runtime::spawn_blocking(move || {
        let _ = window.emit(EVENT, read(&path));
    });
}

/// The dropped file's text. Past the largest file any import takes (a session file's) it is
/// refused by its size, read no further and never sent to the screen, with the session import's
/// own refusal. Bytes that are not UTF-8 stay as marks: the screen's import refuses them as text
/// that is not a session or a stance.
pub fn read(path: &Path) -> Result<String, Error> {
    match read_capped(path, MAX_FILE_BYTES) {
        Ok(Some(bytes)) if bytes.len() as u64 > MAX_FILE_BYTES => {
            Err(JournalError::too_large(MAX_FILE_BYTES).into())
        }
        Ok(Some(bytes)) => Ok(String::from_utf8_lossy(&bytes).into_owned()),
        Ok(None) => Err(unreadable(path, "no such file")),
        Err(e) => Err(unreadable(path, &e.to_string())),
    }
}

fn unreadable(path: &Path, why: &str) -> Error {
    let name = path.file_name().map(PathBuf::from).unwrap_or_default();
    JournalError::FileUnreadable {
        detail: format!("{}: {why}", name.display()),
    }
    .into()
}

#[cfg(test)]
mod tests {
    use datapad_engine::journal::MAX_FILE_BYTES;

    #[test]
    fn a_dropped_file_past_a_session_file_is_refused_unsent() {
        let dir = tempfile::tempdir().expect("dir");
        let big = dir.path().join("big.json");
        std::fs::File::create(&big)
            .and_then(|f| f.set_len(MAX_FILE_BYTES + 1))
            .expect("file");
        let e = super::read(&big).expect_err("too large");
        assert_eq!(e.code, "journal.too_large");

        let fits = dir.path().join("session.json");
        std::fs::write(&fits, b"{\"format\": \"x\xff\"}").expect("file");
        assert_eq!(
            super::read(&fits).expect("read"),
            "{\"format\": \"x\u{fffd}\"}"
        );

        let e = super::read(dir.path()).expect_err("a folder");
        assert_eq!(e.code, "journal.file_unreadable");
    }
}
