//! The player's files outside the journal (settings, typed-in units), read so that nothing the
//! player stored is lost: a file that does not parse is moved aside before anything is written
//! over it, a list loads entry by entry, a setting that does not validate falls back alone. Each
//! of these says so in a notice, a [`Message`] the UI shows in the reader's language.

pub mod file;
pub mod kept;
pub mod settings;
pub mod table;

use crate::game::Message;
use crate::limits::{read_capped, MAX_STORE_BYTES};
use std::path::{Path, PathBuf};

/// Renames `path` to a dated name beside it (`units.json.damaged-20261123T183000Z`), never over
/// an existing file; SQLite's `-wal` and `-shm` companions move with it. Returns the new path.
pub fn move_aside(path: &Path) -> std::io::Result<PathBuf> {
    let stamp = chrono::Utc::now().format("%Y%m%dT%H%M%SZ");
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut backup = path.with_file_name(format!("{name}.damaged-{stamp}"));
    let mut n = 1;
    while backup.exists() {
        n += 1;
        backup = path.with_file_name(format!("{name}.damaged-{stamp}-{n}"));
    }
    std::fs::rename(path, &backup)?;
    for suffix in ["-wal", "-shm"] {
        let companion = path.with_file_name(format!("{name}{suffix}"));
        if companion.exists() {
            let mut to = backup.clone().into_os_string();
            to.push(suffix);
            std::fs::rename(&companion, to)?;
        }
    }
    Ok(backup)
}

/// Checks a JSON store file before the store reads it: one that is not a JSON object (damaged,
/// truncated, too large) is moved aside, so the store starts empty and its next save cannot
/// overwrite what the player had. `None` when the file is fine or absent.
pub fn guard_json_file(path: &Path) -> Option<Message> {
    let file = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let bytes = match read_capped(path, MAX_STORE_BYTES) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => return None,
        Err(e) => return Some(unreadable(&file, &e.to_string())),
    };
    let parses = bytes.len() as u64 <= MAX_STORE_BYTES
        && serde_json::from_slice::<serde_json::Map<String, serde_json::Value>>(&bytes).is_ok();
    if parses {
        return None;
    }
    Some(match move_aside(path) {
        Ok(backup) => Message::new("notice.store_moved_aside")
            .arg("file", file)
            .arg("backup", backup.display().to_string()),
        Err(e) => unreadable(&file, &e.to_string()),
    })
}

fn unreadable(file: &str, detail: &str) -> Message {
    Message::new("notice.store_unreadable")
        .arg("file", file)
        .arg("detail", detail)
}

#[cfg(test)]
mod tests;
