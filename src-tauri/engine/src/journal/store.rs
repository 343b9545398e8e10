//! Sessions and events in one SQLite file (WAL). Every action appends its events in one
//! transaction; undo and redo only move the session's head; a new action after an undo drops the
//! redo tail. A process killed at any moment leaves the file at its last committed action.
//! The schema and its versions are in `schema.rs`.

use super::schema::{check, classify, migrate};
use crate::error::JournalError;
use chrono::Utc;
use rand::RngCore;
use rusqlite::{params, Connection, OptionalExtension, TransactionBehavior};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::path::Path;
use ts_rs::TS;

type Result<T> = std::result::Result<T, JournalError>;

/// A session as listed: what it is and where its head stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SessionInfo {
    #[ts(type = "number")]
    pub id: i64,
    pub uid: String,
    pub game: String,
    pub title: String,
    pub created_at: String,
    pub updated_at: String,
    /// The sequence number of the last applied event; 0 before the first.
    #[ts(type = "number")]
    pub head: i64,
    pub can_undo: bool,
    pub can_redo: bool,
    /// How many changes (actions, undos, redos) the session has had: it only grows, so a shared
    /// table numbers its changes with it, across restarts of the host.
    #[ts(type = "number")]
    pub changes: i64,
    /// Its turn, players and whether it is over; `None` until it is first summarised.
    pub summary: Option<super::summary::SessionSummary>,
}

/// One stored event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StoredEvent {
    pub seq: i64,
    /// Events of one action share this number; undo and redo move by whole actions.
    pub action: i64,
    pub at: String,
    /// The game's event-schema version the payload was written in; files from before it are 1.
    #[serde(default = "first_version")]
    pub version: u32,
    pub event: Value,
    /// The device that made it at a shared table, by the name it gave; none: this device.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
}

fn first_version() -> u32 {
    1
}

pub struct Journal {
    pub(super) conn: Connection,
}

impl Journal {
    pub fn open(path: &Path) -> Result<Journal> {
        let mut conn = Connection::open(path).map_err(classify)?;
        check(&conn)?;
        // FULL keeps a committed action across power loss too, not only across a killed process.
        conn.execute_batch(
            "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON;",
        )
        .map_err(classify)?;
        migrate(&mut conn)?;
        Ok(Journal { conn })
    }

    /// A journal kept in memory only: what the app runs on when its data folder cannot be written,
    /// so that it still opens (and says that nothing is saved).
    pub fn open_in_memory() -> Result<Journal> {
        let mut conn = Connection::open_in_memory()?;
        conn.execute_batch("PRAGMA foreign_keys=ON;")?;
        migrate(&mut conn)?;
        Ok(Journal { conn })
    }

    /// The whole journal as bytes (SQLite's serialization): what a browser with no private file
    /// system keeps in IndexedDB after each change.
    pub fn snapshot(&mut self) -> Result<Vec<u8>> {
        Ok(self.conn.serialize(rusqlite::MAIN_DB)?.to_vec())
    }

    /// A journal in memory from a [`Journal::snapshot`], checked and brought up to date as a
    /// file is; a snapshot that is no journal is `journal.unreadable`.
    pub fn from_snapshot(bytes: &[u8]) -> Result<Journal> {
        let mut bytes = bytes.to_vec();
        // A journal file's image says WAL (header bytes 18 and 19 are 2), which a database in
        // memory cannot open: it is read as the rollback journal's image it otherwise is.
        if bytes.len() > 19 && bytes[18] == 2 && bytes[19] == 2 {
            bytes[18] = 1;
            bytes[19] = 1;
        }
        let mut conn = Connection::open_in_memory()?;
        conn.deserialize_read_exact(rusqlite::MAIN_DB, bytes.as_slice(), bytes.len(), false)
            .map_err(classify)?;
        check(&conn)?;
        conn.execute_batch("PRAGMA foreign_keys=ON;")
            .map_err(classify)?;
        migrate(&mut conn)?;
        Ok(Journal { conn })
    }

    /// How many rows its writes have touched since it was opened: a snapshot is due once it
    /// moves.
    pub fn touched(&self) -> u64 {
        self.conn.total_changes()
    }

    pub fn create(&mut self, game: &str, title: &str) -> Result<SessionInfo> {
        let uid = new_uid();
        self.insert_session(&uid, game, title, &now())
    }

    pub(crate) fn insert_session(
        &mut self,
        uid: &str,
        game: &str,
        title: &str,
        created_at: &str,
    ) -> Result<SessionInfo> {
        self.conn.execute(
            "INSERT INTO sessions(uid, game, title, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![uid, game, title, created_at, now()],
        )?;
        self.session(self.conn.last_insert_rowid())
    }

    pub fn session(&self, id: i64) -> Result<SessionInfo> {
        self.conn
            .query_row(
                // EXISTS, not COUNT: asking for the redo tail must not walk it.
                "SELECT id, uid, game, title, created_at, updated_at, head,
                   EXISTS(SELECT 1 FROM events e WHERE e.session_id = s.id AND e.seq > s.head),
                   changes, summary
                 FROM sessions s WHERE id = ?1",
                [id],
                |r| {
                    let head: i64 = r.get(6)?;
                    let tail: bool = r.get(7)?;
                    Ok(SessionInfo {
                        id: r.get(0)?,
                        uid: r.get(1)?,
                        game: r.get(2)?,
                        title: r.get(3)?,
                        created_at: r.get(4)?,
                        updated_at: r.get(5)?,
                        head,
                        can_undo: head > 0,
                        can_redo: tail,
                        changes: r.get(8)?,
                        summary: super::summary::parse(r.get(9)?),
                    })
                },
            )
            .optional()?
            .ok_or(JournalError::SessionNotFound { id })
    }

    pub fn find_uid(&self, uid: &str) -> Result<Option<i64>> {
        Ok(self
            .conn
            .query_row("SELECT id FROM sessions WHERE uid = ?1", [uid], |r| {
                r.get(0)
            })
            .optional()?)
    }

    /// The most recently used session of a game: the one to resume on start.
    pub fn latest(&self, game: &str) -> Result<Option<SessionInfo>> {
        let id: Option<i64> = self
            .conn
            .query_row(
                "SELECT id FROM sessions WHERE game = ?1 ORDER BY updated_at DESC, id DESC LIMIT 1",
                [game],
                |r| r.get(0),
            )
            .optional()?;
        id.map(|id| self.session(id)).transpose()
    }

    pub fn list(&self, game: &str) -> Result<Vec<SessionInfo>> {
        let mut stmt = self
            .conn
            .prepare("SELECT id FROM sessions WHERE game = ?1 ORDER BY updated_at DESC, id DESC")?;
        let ids: Vec<i64> = stmt
            .query_map([game], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        ids.into_iter().map(|id| self.session(id)).collect()
    }

    /// Appends one action's events after the head, dropping any redo tail, in one transaction.
    /// `version` is the game's event-schema version the events are written in.
    pub fn append(&mut self, session: i64, version: u32, events: &[Value]) -> Result<SessionInfo> {
        self.append_by(session, version, events, None)
    }

    /// [`Journal::append`], the events named as made by the device `by` (a shared table's).
    pub fn append_by(
        &mut self,
        session: i64,
        version: u32,
        events: &[Value],
        by: Option<&str>,
    ) -> Result<SessionInfo> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let head: i64 = tx
            .query_row("SELECT head FROM sessions WHERE id = ?1", [session], |r| {
                r.get(0)
            })
            .optional()?
            .ok_or(JournalError::SessionNotFound { id: session })?;
        tx.execute(
            "DELETE FROM events WHERE session_id = ?1 AND seq > ?2",
            params![session, head],
        )?;
        // Actions never decrease along the sequence, so the last event holds the largest one:
        // read through the key, not a scan of every event (MAX(action) has no index).
        let action: i64 = tx
            .query_row(
                "SELECT action FROM events WHERE session_id = ?1 ORDER BY seq DESC LIMIT 1",
                [session],
                |r| r.get(0),
            )
            .optional()?
            .unwrap_or(0)
            + 1;
        let at = now();
        {
            let mut insert =
                tx.prepare_cached("INSERT INTO events(session_id, seq, action, at, payload, version, by) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")?;
            for (i, e) in events.iter().enumerate() {
                insert.execute(params![
                    session,
                    head + 1 + i as i64,
                    action,
                    at,
                    e.to_string(),
                    version,
                    by
                ])?;
            }
        }
        tx.execute(
            "UPDATE sessions SET head = ?2, updated_at = ?3, changes = changes + 1 WHERE id = ?1",
            params![session, head + events.len() as i64, at],
        )?;
        tx.commit()?;
        self.session(session)
    }

    /// Moves the head back over the last applied action: to the last event of the action before
    /// it, found by walking back from the head through the key (as many rows as the action has).
    pub fn undo(&mut self, session: i64) -> Result<SessionInfo> {
        let info = self.session(session)?;
        if info.head == 0 {
            return Err(JournalError::NothingToUndo);
        }
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, action FROM events WHERE session_id = ?1 AND seq <= ?2 ORDER BY seq DESC",
        )?;
        let new_head = past_one_action(stmt.query(params![session, info.head])?)?.unwrap_or(0);
        drop(stmt);
        self.set_head(session, new_head)
    }

    /// Moves the head forward over the next undone action: to the last event of the action
    /// after the head, walking forward through the key.
    pub fn redo(&mut self, session: i64) -> Result<SessionInfo> {
        let info = self.session(session)?;
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, action FROM events WHERE session_id = ?1 AND seq > ?2 ORDER BY seq",
        )?;
        let mut rows = stmt.query(params![session, info.head])?;
        let Some(first) = rows.next()? else {
            return Err(JournalError::NothingToRedo);
        };
        let (mut last, action): (i64, i64) = (first.get(0)?, first.get(1)?);
        while let Some(r) = rows.next()? {
            if r.get::<_, i64>(1)? != action {
                break;
            }
            last = r.get(0)?;
        }
        drop(rows);
        drop(stmt);
        self.set_head(session, last)
    }

    fn set_head(&mut self, session: i64, head: i64) -> Result<SessionInfo> {
        self.conn.execute(
            "UPDATE sessions SET head = ?2, updated_at = ?3, changes = changes + 1 WHERE id = ?1",
            params![session, head, now()],
        )?;
        self.session(session)
    }

    /// Writes a whole imported session, its row and its events, in one transaction: a file is
    /// imported entirely or not at all. `uid` `None` gives the session a new identity (a copy).
    pub(crate) fn insert_imported(
        &mut self,
        uid: Option<&str>,
        game: &str,
        title: &str,
        created_at: &str,
        events: &[StoredEvent],
    ) -> Result<SessionInfo> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let uid = match uid {
            Some(uid) => {
                let existing: Option<i64> = tx
                    .query_row("SELECT id FROM sessions WHERE uid = ?1", [uid], |r| {
                        r.get(0)
                    })
                    .optional()?;
                if let Some(id) = existing {
                    return Err(JournalError::ImportExists { id });
                }
                uid.to_string()
            }
            None => new_uid(),
        };
        tx.execute(
            "INSERT INTO sessions(uid, game, title, created_at, updated_at, head) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![uid, game, title, created_at, now(), events.len() as i64],
        )?;
        let session = tx.last_insert_rowid();
        {
            let mut insert =
                tx.prepare_cached("INSERT INTO events(session_id, seq, action, at, payload, version, by) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")?;
            for e in events {
                insert.execute(params![
                    session,
                    e.seq,
                    e.action,
                    e.at,
                    e.event.to_string(),
                    e.version,
                    e.by
                ])?;
            }
        }
        tx.commit()?;
        self.session(session)
    }

    pub fn delete(&mut self, session: i64) -> Result<()> {
        self.conn
            .execute("DELETE FROM sessions WHERE id = ?1", [session])?;
        Ok(())
    }

    /// `PRAGMA integrity_check` says "ok".
    pub fn integrity_ok(&self) -> Result<bool> {
        let s: String = self
            .conn
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))?;
        Ok(s == "ok")
    }
}

/// The seq of the first row, walking `rows` (seq, action) back from the head, that belongs to
/// another action than the first row's: the head one action back. Actions never decrease along
/// the sequence, so this is the newest event of every earlier action.
fn past_one_action(mut rows: rusqlite::Rows) -> Result<Option<i64>> {
    let Some(first) = rows.next()? else {
        return Ok(None);
    };
    let action: i64 = first.get(1)?;
    while let Some(r) = rows.next()? {
        if r.get::<_, i64>(1)? != action {
            return Ok(Some(r.get(0)?));
        }
    }
    Ok(None)
}

pub(crate) fn now() -> String {
    Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

fn new_uid() -> String {
    let mut bytes = [0u8; 16];
    rand::rng().fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
