//! Everything Datapad keeps on this device as one file, and back (Settings' Backup and Restore),
//! for a new phone or a browser whose storage may be cleared: every saved game as its own file's
//! document, every kept list with items as its list file, and the settings. A restore reads and
//! checks the whole file before it writes anything. Then it takes the backup's settings, keeps
//! every list's items as opening their list file would, and adds the games this device does not
//! have yet: one it has (by its identity) is left as it is, so restoring twice adds nothing.

use super::{kept, settings};
use crate::error::{Error, JournalError};
use crate::games::registry::GAMES;
use crate::journal::{read_for_export, validate, SessionFile};
use crate::limits::{check_bytes, MAX_BACKUP_BYTES};
use crate::stored::file::Stores;
use crate::stored::kept::find;
use crate::writer::{self, SharedWriter};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

/// What the file says it is, so a session or list file is refused by name.
pub const FORMAT: &str = "datapad-backup";
/// Raised when the file's shape changes; a newer file is refused, not half read.
pub const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Backup {
    format: String,
    version: u32,
    made_at: String,
    settings: Value,
    /// Each a list file (`keep::file`).
    lists: Vec<Value>,
    /// Each a session file (`journal::SessionFile`).
    games: Vec<Value>,
}

/// What a restore did, for the player to be told.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct Restored {
    /// Games added to this device.
    pub added: u32,
    /// Games of the backup this device had already, left as they are.
    pub already: u32,
    /// Lists whose items were kept.
    pub lists: u32,
}

fn bad(detail: impl std::fmt::Display) -> Error {
    JournalError::BackupFormat {
        detail: detail.to_string(),
    }
    .into()
}

fn text(value: &impl Serialize) -> Result<String, Error> {
    serde_json::to_string(value).map_err(bad)
}

/// Everything as the backup file's text; refused, naming its size, past what a restore takes.
pub fn export_text(writer: &SharedWriter, stores: &Stores) -> Result<String, Error> {
    let mut games = Vec::new();
    for game in GAMES {
        for info in writer::with(writer, |w| w.list(game.id))? {
            // The writer is held only to read the events; they are replayed after.
            let read = writer::with(writer, |w| read_for_export(w.journal(), info.id))?;
            games.push(serde_json::to_value(read.file()?).map_err(bad)?);
        }
    }
    let mut lists = Vec::new();
    for game in GAMES {
        for list in game.kept {
            let file: Value = serde_json::from_str(&kept::export_text(stores, game.id, list.kind)?)
                .map_err(bad)?;
            if file["items"].as_array().is_some_and(|i| !i.is_empty()) {
                lists.push(file);
            }
        }
    }
    let backup = Backup {
        format: FORMAT.into(),
        version: VERSION,
        made_at: chrono::Utc::now().to_rfc3339(),
        settings: serde_json::to_value(settings::current(writer)).map_err(bad)?,
        lists,
        games,
    };
    let out = text(&backup)?;
    check_bytes("backup", out.len() as u64, MAX_BACKUP_BYTES)?;
    Ok(out)
}

/// A list file of the backup: its game, kind and text.
fn list_of(file: &Value) -> Result<(String, String, String), Error> {
    let name = |key: &str| {
        file[key]
            .as_str()
            .map(str::to_owned)
            .ok_or_else(|| bad(key))
    };
    Ok((name("game")?, name("kind")?, text(file)?))
}

/// Restores a backup's `text`: all of it, or nothing when any part of it is refused (the
/// refusal names the part).
pub fn import_text(writer: &SharedWriter, stores: &Stores, text: &str) -> Result<Restored, Error> {
    check_bytes("backup", text.len() as u64, MAX_BACKUP_BYTES)?;
    let head: Value = serde_json::from_str(text).map_err(bad)?;
    if head.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return Err(bad(format_args!("its format is not '{FORMAT}'")));
    }
    let backup: Backup = serde_json::from_value(head).map_err(bad)?;
    if backup.version > VERSION {
        return Err(bad(format_args!(
            "version {} is newer than this Datapad reads ({VERSION})",
            backup.version
        )));
    }
    // Everything checked before anything is written.
    let games = backup
        .games
        .iter()
        .enumerate()
        .map(|(i, g)| Ok(validate(&self::text(g)?).map_err(|e| e.at_entry(i + 1))?.0))
        .collect::<Result<Vec<SessionFile>, Error>>()?;
    let lists = backup
        .lists
        .iter()
        .map(list_of)
        .collect::<Result<Vec<_>, Error>>()?;
    for (game, kind, text) in &lists {
        let list = find(game, kind)?;
        list.import(game, stores.get(list.file, list.key)?, text)?;
    }
    let (restored, _) = crate::stored::settings::load(Some(backup.settings));
    restored.validate()?;

    settings::save(stores, writer, restored)?;
    for (game, kind, text) in &lists {
        kept::import_text(stores, game, kind, "backup", text)?;
    }
    let (added, already) = writer::with(writer, |w| w.restore(&games))?;
    Ok(Restored {
        added,
        already,
        lists: u32::try_from(lists.len()).unwrap_or(u32::MAX),
    })
}

#[cfg(test)]
#[path = "backup_tests.rs"]
mod tests;
