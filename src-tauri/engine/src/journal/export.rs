//! A session as a versioned JSON file. Import validates everything (format, version, game,
//! sequence, every event replayed) before writing, and never overwrites a session silently.
//! A refusal of an event names it (`journal.corrupt_event` with its `seq` and what is wrong).
//! A damaged session exports as far as its last good event, and the file says where it stopped.

use super::live::until_damage;
use super::replay::replay;
use super::store::{Journal, SessionInfo, StoredEvent};
use crate::error::{Error, JournalError};
use crate::games::registry::AnyState;
use crate::limits::{check_bytes, read_capped};
use serde::{Deserialize, Serialize};
use serde_json::Value;

pub const FORMAT: &str = "datapad-session";
pub const VERSION: u32 = 1;
/// The largest session file read or imported (the shared limit, `limits.rs`). A 10,000-roll
/// session is about 3 MB; past this a file is refused before it is parsed, so a hostile or
/// mistaken file cannot exhaust memory.
pub const MAX_FILE_BYTES: u64 = crate::limits::MAX_SESSION_BYTES;

/// `E` is what an event is read as: [`StoredEvent`], or first any JSON, so that an event that
/// is not one is refused by its number rather than as a file that is not a session.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SessionFile<E = StoredEvent> {
    pub format: String,
    pub version: u32,
    pub uid: String,
    pub game: String,
    pub title: String,
    pub created_at: String,
    pub exported_at: String,
    /// Set when the session was damaged: the file holds its events up to the last good one,
    /// and says what is wrong after it. Absent from a whole session's file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stopped: Option<Stopped>,
    /// The applied events, oldest first.
    pub events: Vec<E>,
}

/// Where the export of a damaged session stopped.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Stopped {
    /// The last event the file holds: the last one that could be read and applied.
    pub after: i64,
    /// What is wrong after it, in English, as the journal reported it (`event 3 cannot be
    /// read: …`): the file is read by people and tools, not localized.
    pub reason: String,
}

/// A session's events as the journal holds them, read for an export: what needs the journal
/// (and so the writer that owns it), apart from the replay and the text, which need neither.
pub struct ExportRead {
    info: SessionInfo,
    events: Vec<StoredEvent>,
    stored_damage: Option<JournalError>,
}

/// Reads what [`export`] needs of session `session`, for [`ExportRead::file`] to finish.
pub fn read_for_export(journal: &Journal, session: i64) -> Result<ExportRead, Error> {
    let info = journal.session(session)?;
    let (events, stored_damage) = journal.events_until_damage(session)?;
    Ok(ExportRead {
        info,
        events,
        stored_damage,
    })
}

impl ExportRead {
    /// The session's applied events as a file (see [`export`]).
    pub fn file(self) -> Result<SessionFile, Error> {
        let ExportRead {
            info,
            mut events,
            stored_damage,
        } = self;
        // Events that can be read but not applied end the good part too; replaying finds them.
        let (replayed, replay_damage) = until_damage(&info.game, events.clone(), None)?;
        let (good, damage) = match replay_damage {
            Some(e @ JournalError::CorruptEvent { .. }) => (replayed.good, Some(e)),
            _ => (events.len() as i64, stored_damage),
        };
        events.truncate(usize::try_from(good).unwrap_or(0));
        Ok(SessionFile {
            format: FORMAT.into(),
            version: VERSION,
            uid: info.uid,
            game: info.game,
            title: info.title,
            created_at: info.created_at,
            exported_at: super::store::now(),
            stopped: damage.map(|reason| Stopped {
                after: good,
                reason: reason.to_string(),
            }),
            events,
        })
    }
}

/// The session's applied events as a file. A damaged session gives its events up to the last
/// good one (where it opens read-only) and [`SessionFile::stopped`] says why. Events of a newer
/// Datapad are not damage: they go into the file whole, for that Datapad to open.
pub fn export(journal: &Journal, session: i64) -> Result<SessionFile, Error> {
    read_for_export(journal, session)?.file()
}

impl SessionFile {
    /// The file's text, as the app saves and shows it and `datapad export` writes it: compact
    /// JSON. Past [`MAX_FILE_BYTES`] it is refused (`limit.too_large`, naming its size and the
    /// file, `<title>.json`), since no Datapad would import it back.
    pub fn to_text(&self) -> Result<String, Error> {
        let text = serde_json::to_string(self).map_err(|e| {
            Error::from(JournalError::Storage {
                detail: e.to_string(),
            })
        })?;
        let at = format!("{}.json", self.title);
        check_bytes(&at, text.len() as u64, MAX_FILE_BYTES)?;
        Ok(text)
    }
}

fn bad(detail: impl Into<String>) -> Error {
    JournalError::ImportFormat {
        detail: detail.into(),
    }
    .into()
}

fn bad_event(seq: i64, detail: impl Into<String>) -> Error {
    JournalError::CorruptEvent {
        seq,
        detail: detail.into(),
    }
    .into()
}

/// Parses and checks a session file; returns the replayed final state.
pub fn validate(text: &str) -> Result<(SessionFile, Box<dyn AnyState>), Error> {
    if text.len() as u64 > MAX_FILE_BYTES {
        return Err(JournalError::too_large(MAX_FILE_BYTES).into());
    }
    let raw: SessionFile<Value> = serde_json::from_str(text).map_err(|e| bad(e.to_string()))?;
    if raw.format != FORMAT {
        return Err(bad(format!(
            "format is '{}', expected '{FORMAT}'",
            raw.format
        )));
    }
    if raw.version == 0 || raw.version > VERSION {
        return Err(bad(format!(
            "version {} is not supported (this Datapad reads up to {VERSION})",
            raw.version
        )));
    }
    let file = read_events(raw)?;
    let state = replay(&file.game, &file.events)?.state;
    Ok((file, state))
}

/// Reads each event of the file and checks the numbering: every refusal names the event (its
/// place in the file) and what is wrong with it.
fn read_events(raw: SessionFile<Value>) -> Result<SessionFile, Error> {
    let mut events = Vec::with_capacity(raw.events.len());
    let mut last_action = 0;
    for (i, value) in raw.events.into_iter().enumerate() {
        let place = i as i64 + 1;
        let e: StoredEvent =
            serde_json::from_value(value).map_err(|e| bad_event(place, e.to_string()))?;
        if e.seq != place {
            return Err(bad_event(place, format!("it is numbered {}", e.seq)));
        }
        if e.action != last_action && e.action != last_action + 1 {
            return Err(bad_event(
                place,
                format!("it jumps from action {last_action} to action {}", e.action),
            ));
        }
        last_action = e.action;
        events.push(e);
    }
    Ok(SessionFile {
        format: raw.format,
        version: raw.version,
        uid: raw.uid,
        game: raw.game,
        title: raw.title,
        created_at: raw.created_at,
        exported_at: raw.exported_at,
        stopped: raw.stopped,
        events,
    })
}

/// Imports a session file as a new session. A file already imported (same uid) is refused unless
/// `as_copy`, which gives it a new identity.
pub fn import(journal: &mut Journal, text: &str, as_copy: bool) -> Result<SessionInfo, Error> {
    let (file, _) = validate(text)?;
    import_checked(journal, &file, as_copy)
}

/// Writes a file [`validate`] read as a new session, as [`import`] does once it has read it:
/// the long part of an import (reading and replaying every event) needs no journal, so the app
/// does it without holding its writer and takes the writer only for this
/// (`Writer::import_checked`).
pub fn import_checked(
    journal: &mut Journal,
    file: &SessionFile,
    as_copy: bool,
) -> Result<SessionInfo, Error> {
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
    let bytes = read_picked(path, MAX_FILE_BYTES)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(JournalError::too_large(MAX_FILE_BYTES).into());
    }
    String::from_utf8(bytes).map_err(|e| bad(e.to_string()))
}

/// The bytes of a file the player picked or dropped, up to one past `max` (its reader judges
/// the size); `file_unreadable` when it is gone or cannot be read.
pub fn read_picked(path: &std::path::Path, max: u64) -> Result<Vec<u8>, JournalError> {
    let unreadable = |e: std::io::Error| JournalError::FileUnreadable {
        detail: e.to_string(),
    };
    read_capped(path, max)
        .map_err(unreadable)?
        .ok_or_else(|| unreadable(std::io::ErrorKind::NotFound.into()))
}
