//! The player's files outside the journal (settings, typed-in units), read so that nothing the
//! player stored is lost: a file that does not parse is moved aside before anything is written
//! over it, a list loads entry by entry, a setting that does not validate falls back alone. Each
//! of these says so in a notice, a [`Message`] the UI shows in the reader's language.

pub mod kept;
pub mod settings;

use crate::game::Message;
use std::path::{Path, PathBuf};

/// The largest store file read; past it the file is treated as damaged and moved aside.
pub const MAX_STORE_BYTES: u64 = 4 * 1024 * 1024;

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
    let bytes = match read_capped(path) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => return None,
        Err(detail) => return Some(unreadable(&file, &detail)),
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

/// The file's bytes up to one past the cap; `None` when there is no file.
fn read_capped(path: &Path) -> Result<Option<Vec<u8>>, String> {
    use std::io::Read;
    let file = match std::fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e.to_string()),
    };
    let mut bytes = Vec::new();
    file.take(MAX_STORE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| e.to_string())?;
    Ok(Some(bytes))
}

#[cfg(test)]
mod tests;
