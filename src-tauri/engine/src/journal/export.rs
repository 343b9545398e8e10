//! A session as a versioned JSON file. Import validates everything (format, version, game,
//! sequence, every event replayed) before writing, and never overwrites a session silently.

use super::live::replay;
use super::store::{Journal, SessionInfo, StoredEvent};
use crate::error::{Error, JournalError};
use crate::games::registry::AnyState;
use serde::{Deserialize, Serialize};

pub const FORMAT: &str = "datapad-session";
pub const VERSION: u32 = 1;
/// The largest session file read or imported. A 10,000-roll session is about 3 MB; past this a
/// file is refused before it is parsed, so a hostile or mistaken file cannot exhaust memory.
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SessionFile {
    pub format: String,
    pub version: u32,
    pub uid: String,
    pub game: String,
    pub title: String,
    pub created_at: String,
    pub exported_at: String,
    /// The applied events, oldest first.
    pub events: Vec<StoredEvent>,
}

pub fn export(journal: &Journal, session: i64) -> Result<SessionFile, Error> {
    let info = journal.session(session)?;
    Ok(SessionFile {
        format: FORMAT.into(),
        version: VERSION,
        uid: info.uid,
        game: info.game,
        title: info.title,
        created_at: info.created_at,
        exported_at: super::store::now(),
        events: journal.events(session)?,
    })
}

fn bad(detail: impl Into<String>) -> Error {
    JournalError::ImportFormat {
        detail: detail.into(),
    }
    .into()
}

/// Parses and checks a session file; returns the replayed final state.
pub fn validate(text: &str) -> Result<(SessionFile, Box<dyn AnyState>), Error> {
    if text.len() as u64 > MAX_FILE_BYTES {
        return Err(JournalError::TooLarge {
            max_bytes: MAX_FILE_BYTES,
        }
        .into());
    }
    let file: SessionFile = serde_json::from_str(text).map_err(|e| bad(e.to_string()))?;
    if file.format != FORMAT {
        return Err(bad(format!(
            "format is '{}', expected '{FORMAT}'",
            file.format
        )));
    }
    if file.version == 0 || file.version > VERSION {
        return Err(bad(format!(
            "version {} is not supported (this Datapad reads up to {VERSION})",
            file.version
        )));
    }
    let mut last_action = 0;
    for (i, e) in file.events.iter().enumerate() {
        if e.seq != i as i64 + 1 {
            return Err(bad(format!(
                "event {} has sequence number {}",
                i + 1,
                e.seq
            )));
        }
        if e.action != last_action && e.action != last_action + 1 {
            return Err(bad(format!(
                "event {} jumps from action {last_action} to {}",
                e.seq, e.action
            )));
        }
        last_action = e.action;
    }
    let state = replay(&file.game, &file.events)?.state;
    Ok((file, state))
}

/// Imports a session file as a new session. A file already imported (same uid) is refused unless
/// `as_copy`, which gives it a new identity.
pub fn import(journal: &mut Journal, text: &str, as_copy: bool) -> Result<SessionInfo, Error> {
    let (file, _) = validate(text)?;
    let uid = match journal.find_uid(&file.uid)? {
        Some(id) if !as_copy => return Err(JournalError::ImportExists { id }.into()),
        Some(_) => None,
        None => Some(file.uid.as_str()),
    };
    Ok(journal.insert_imported(uid, &file.game, &file.title, &file.created_at, &file.events)?)
}

/// Reads a session file from disk, refusing it past [`MAX_FILE_BYTES`] without reading further
/// (`/dev/urandom` included) and refusing text that is not UTF-8.
pub fn read_session_file(path: &std::path::Path) -> Result<String, Error> {
    use std::io::Read;
    let file = std::fs::File::open(path).map_err(|e| JournalError::Storage {
        detail: e.to_string(),
    })?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| JournalError::Storage {
            detail: e.to_string(),
        })?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(JournalError::TooLarge {
            max_bytes: MAX_FILE_BYTES,
        }
        .into());
    }
    String::from_utf8(bytes).map_err(|e| bad(e.to_string()))
}
