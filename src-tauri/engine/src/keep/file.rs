//! A kept list as a file to share (a friend's typed-in cards or units): the player's own items
//! of one list, named by its game and kind, read back through the same check as a save and kept
//! all or nothing. An item of the same identity as one already kept replaces it, as a save does.

use super::{storage, Changed, Keepable};
use crate::error::{Error, JournalError};
use crate::limits::{check_bytes, MAX_STORE_BYTES};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What the file says it is, so a session or stance file is refused by name.
pub const FORMAT: &str = "datapad-list";
/// Raised when the file's shape changes; a newer file is refused, not half read.
pub const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct ListFile {
    format: String,
    version: u32,
    game: String,
    kind: String,
    items: Vec<Value>,
}

fn format(detail: impl std::fmt::Display) -> Error {
    JournalError::ListFormat {
        detail: detail.to_string(),
    }
    .into()
}

impl Keepable {
    /// The player's own items of this list (of `game`) as the file's text.
    pub fn export(&self, game: &str, stored: Option<Value>) -> Result<String, Error> {
        let file = ListFile {
            format: FORMAT.into(),
            version: VERSION,
            game: game.into(),
            kind: self.kind.into(),
            items: self.list(stored)?.mine,
        };
        serde_json::to_string_pretty(&file).map_err(storage)
    }

    /// Every item of a list file saved into this list (of `game`), or the first refusal, naming
    /// its entry, with nothing to store. A file is no larger than a store file could hold.
    pub fn import(&self, game: &str, stored: Option<Value>, text: &str) -> Result<Changed, Error> {
        check_bytes("file", text.len() as u64, MAX_STORE_BYTES)?;
        let head: Value = serde_json::from_str(text).map_err(format)?;
        if head.get("format").and_then(Value::as_str) != Some(FORMAT) {
            return Err(format(format_args!("its format is not '{FORMAT}'")));
        }
        let version = head.get("version").and_then(Value::as_u64).unwrap_or(0);
        if version > u64::from(VERSION) {
            return Err(JournalError::ListNewer {
                version: u32::try_from(version).unwrap_or(u32::MAX),
                supported: VERSION,
            }
            .into());
        }
        let file: ListFile = serde_json::from_value(head).map_err(format)?;
        if file.game != game || file.kind != self.kind {
            return Err(JournalError::ListOther {
                game: file.game,
                kind: file.kind,
            }
            .into());
        }
        let mut changed = Changed {
            lists: self.list(stored.clone())?,
            stored: stored.unwrap_or(Value::Array(Vec::new())),
        };
        for (i, item) in file.items.into_iter().enumerate() {
            changed = self
                .save(Some(changed.stored), item)
                .map_err(|e| e.at_entry(i + 1))?;
        }
        Ok(changed)
    }
}

#[cfg(test)]
#[path = "file_tests.rs"]
mod tests;
