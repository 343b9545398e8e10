//! The player's store files (the settings, each kept list, the drafts): each one JSON object in
//! the app's data folder, read whole and written whole. A write never leaves a mix or an empty
//! file: the new text goes to a temporary file beside the old one, is flushed to the disk,
//! renamed over the old one, and the folder is flushed so that the rename itself lasts. A kill
//! at any moment leaves the old file or the new one. (Our own writer, not tauri-plugin-store's:
//! its save truncates the file in place, and a kill during it emptied players' lists.)

use super::table::Table;
use crate::error::{Error, JournalError};
use crate::game::Message;
use crate::limits::{check_bytes, check_read, read_capped, MAX_STORE_BYTES};
use serde_json::{Map, Value};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// One JSON object, as a store file holds it.
pub type Object = Map<String, Value>;

/// Where the store files are kept, with one writer at a time, so that two saves of one file
/// never read the same old object and the second drop the first's change.
pub struct Stores {
    place: Place,
    writing: Mutex<()>,
}

enum Place {
    /// The app's data folder: one file each.
    Dir(PathBuf),
    /// A browser's storage: one row each (see [`Table`]).
    Table(Table),
    /// No place at all: nothing is read, and a save is refused with the reason.
    Nowhere(String),
}

fn storage(detail: impl std::fmt::Display) -> Error {
    Error::from(JournalError::Storage {
        detail: detail.to_string(),
    })
}

impl Stores {
    fn of(place: Place) -> Stores {
        Stores {
            place,
            writing: Mutex::new(()),
        }
    }

    pub fn at(dir: PathBuf) -> Stores {
        Stores::of(Place::Dir(dir))
    }

    /// The store files as rows of `table`, where there is no folder.
    pub fn in_table(table: Table) -> Stores {
        Stores::of(Place::Table(table))
    }

    /// No folder to keep files in (the platform gave none): nothing is read, and a save is
    /// refused with `why`.
    pub fn nowhere(why: String) -> Stores {
        Stores::of(Place::Nowhere(why))
    }

    /// Where `file` is kept, when there is a folder.
    pub fn path(&self, file: &str) -> Option<PathBuf> {
        match &self.place {
            Place::Dir(d) => Some(d.join(file)),
            _ => None,
        }
    }

    /// The value under `key` in `file`; `None` when either is absent.
    pub fn get(&self, file: &str, key: &str) -> Result<Option<Value>, Error> {
        let mut object = match &self.place {
            Place::Dir(d) => read(&d.join(file))?,
            Place::Table(t) => t.read(file)?,
            Place::Nowhere(_) => return Ok(None),
        };
        Ok(object.remove(key))
    }

    /// Changes `file`'s object with `f` and writes it back; when `f` refuses, or the file
    /// would pass [`MAX_STORE_BYTES`] (so it could not be read back), nothing is written.
    pub fn update<T>(
        &self,
        file: &str,
        f: impl FnOnce(&mut Object) -> Result<T, Error>,
    ) -> Result<T, Error> {
        let _one_writer = self.writing.lock().unwrap_or_else(|p| p.into_inner());
        let path = match &self.place {
            Place::Dir(d) => d.join(file),
            Place::Table(t) => return t.update(file, f),
            Place::Nowhere(why) => return Err(storage(why)),
        };
        let mut object = read(&path)?;
        let answer = f(&mut object)?;
        let bytes = serde_json::to_vec(&object).map_err(storage)?;
        check_bytes(file, bytes.len() as u64, MAX_STORE_BYTES)?;
        write_atomic(&path, &bytes).map_err(|e| storage(format!("{file}: {e}")))?;
        Ok(answer)
    }

    /// Moves `file` aside when it does not parse, before anything reads it (and before any save
    /// could overwrite it); the notice to show, when it was or could not be read.
    pub fn guard(&self, file: &str) -> Option<Message> {
        match &self.place {
            Place::Dir(d) => super::guard_json_file(&d.join(file)),
            Place::Table(t) => t.guard(file),
            Place::Nowhere(_) => None,
        }
    }
}

/// The object in the file at `path`; an absent file is an empty object. A file that is not one
/// is refused (the start-up guard has moved such a file aside before anything reads it, so this
/// is a file changed under the running app).
pub fn read(path: &Path) -> Result<Object, Error> {
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let Some(bytes) = read_capped(path, MAX_STORE_BYTES).map_err(storage)? else {
        return Ok(Object::new());
    };
    check_read(&name, path, &bytes, MAX_STORE_BYTES)?;
    serde_json::from_slice(&bytes).map_err(|e| storage(format!("{name}: {e}")))
}

/// Replaces the file at `path` with `bytes` so that a kill leaves either the old file or the
/// new one: written to `.<name>.saving` beside it, synced, renamed over it, the folder synced.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    std::fs::create_dir_all(dir)?;
    let temp = dir.join(saving(&name));
    {
        // Closed before the rename takes its place.
        let mut file = std::fs::File::create(&temp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
    }
    std::fs::rename(&temp, path)?;
    sync_folder(dir)
}

/// Where [`write_atomic`] writes the file `name` before it takes its place.
fn saving(name: &str) -> String {
    format!(".{name}{SAVING}")
}

const SAVING: &str = ".saving";

/// Removes from `dir` the temporary files of saves a kill cut short (`.<name>.saving`, files
/// only): the file each was to replace is whole, old or new, and nothing else ever reads them.
/// Run at start once this app holds the folder, when no save of its own is under way. Returns
/// the names removed; one that cannot be removed is left for the next start.
pub fn remove_unfinished_saves(dir: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut removed = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let left = name
            .strip_prefix('.')
            .and_then(|n| n.strip_suffix(SAVING))
            .is_some_and(|n| !n.is_empty());
        let file = entry.file_type().is_ok_and(|t| t.is_file());
        if left && file && std::fs::remove_file(entry.path()).is_ok() {
            removed.push(name);
        }
    }
    removed.sort();
    removed
}

/// A rename lasts once the folder's entry is on the disk.
#[cfg(unix)]
fn sync_folder(dir: &Path) -> std::io::Result<()> {
    std::fs::File::open(dir)?.sync_all()
}

/// Elsewhere a folder cannot be opened to sync; the rename is already atomic there.
#[cfg(not(unix))]
fn sync_folder(_: &Path) -> std::io::Result<()> {
    Ok(())
}

#[cfg(test)]
#[path = "file_tests.rs"]
mod tests;
