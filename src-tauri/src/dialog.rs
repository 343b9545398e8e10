//! The platform's own save and open dialogs, shown from Rust. The window names no path: it asks
//! for a dialog, the player picks the file in it, and only our commands read or write what was
//! picked. So the window is granted none of the dialog plugin's commands and no file-system
//! scope at all (capabilities/default.json), which is less than the plugin's JavaScript dialogs
//! plus `tauri-plugin-fs` scoped to their answers would need.

use std::path::PathBuf;
use tauri::AppHandle;
use tauri_plugin_dialog::{DialogExt, FileDialogBuilder, FilePath};

/// What Datapad's files are: JSON, whatever they hold.
const FILTER: (&str, &[&str]) = ("Datapad (JSON)", &["json"]);

/// The file to save to, `name` offered; `None` when the player cancelled.
pub async fn ask_save(app: &AppHandle, name: &str) -> Option<PathBuf> {
    let dialog = app
        .dialog()
        .file()
        .add_filter(FILTER.0, FILTER.1)
        .set_file_name(name);
    answer(dialog, FileDialogBuilder::blocking_save_file).await
}

/// The file to open; `None` when the player cancelled.
pub async fn ask_open(app: &AppHandle) -> Option<PathBuf> {
    let dialog = app.dialog().file().add_filter(FILTER.0, FILTER.1);
    answer(dialog, FileDialogBuilder::blocking_pick_file).await
}

/// Shows the dialog on a blocking thread (it waits for the player, for as long as they take, and
/// must not hold the window's thread or one of the few async workers) and reads its answer as a
/// path. A phone may answer with a content URL instead, which our commands cannot open: that is
/// taken as no answer.
async fn answer(
    dialog: FileDialogBuilder<tauri::Wry>,
    show: fn(FileDialogBuilder<tauri::Wry>) -> Option<FilePath>,
) -> Option<PathBuf> {
    if let Some(path) = test_answer() {
        return Some(path);
    }
    let picked = tauri::async_runtime::spawn_blocking(move || show(dialog))
        .await
        .ok()??;
    picked.into_path().ok()
}

/// `DATAPAD_FILE_DIALOG` answers every dialog with that path without showing it, for the
/// end-to-end tests, which cannot click in the desktop's own dialog. Like `DATAPAD_SEED`, only a
/// debug build reads it: a player's files are never chosen by the environment.
fn test_answer() -> Option<PathBuf> {
    answer_from(std::env::var_os("DATAPAD_FILE_DIALOG"))
}

fn answer_from(var: Option<std::ffi::OsString>) -> Option<PathBuf> {
    if cfg!(debug_assertions) {
        var.filter(|v| !v.is_empty()).map(PathBuf::from)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_test_answer_is_honoured_only_in_debug_builds() {
        let expected = cfg!(debug_assertions).then(|| "/tmp/x.json".into());
        assert_eq!(super::answer_from(Some("/tmp/x.json".into())), expected);
        assert_eq!(super::answer_from(Some("".into())), None);
        assert_eq!(super::answer_from(None), None);
    }
}
