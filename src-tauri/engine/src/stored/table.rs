//! The store files kept as rows of one SQLite table, where there is no folder to keep files in:
//! a browser's private storage holds SQLite databases only (its OPFS pool). Each row is one store
//! file's JSON object, read whole and written whole in one transaction, so a killed page leaves
//! the old object or the new one, as the folder's rename does.

use super::file::Object;
use crate::error::{Error, JournalError};
use crate::game::Message;
use crate::limits::{check_bytes, MAX_STORE_BYTES};
use rusqlite::{Connection, OptionalExtension};
use std::sync::{Arc, Mutex};

/// A handle on the table: its clones share one connection (the shell's stores and the writer's
/// copy, where the database is in memory and a second connection would be a second database).
#[derive(Clone)]
pub struct Table {
    conn: Arc<Mutex<Connection>>,
}

/// A database error as the journal's are told (a full quota is `journal.disk_full`).
fn storage(e: rusqlite::Error) -> Error {
    Error::from(JournalError::from(e))
}

fn said(detail: impl std::fmt::Display) -> Error {
    Error::from(JournalError::Storage {
        detail: detail.to_string(),
    })
}

impl Table {
    /// The table in the database at `path` (made if missing).
    pub fn open(path: &str) -> Result<Table, Error> {
        let conn = Connection::open(path).map_err(storage)?;
        Table::on(conn)
    }

    /// The table in a database in memory (tests, and a browser that keeps it in IndexedDB).
    pub fn in_memory() -> Result<Table, Error> {
        Table::on(Connection::open_in_memory().map_err(storage)?)
    }

    /// The table in memory from a [`Table::snapshot`].
    pub fn from_snapshot(bytes: &[u8]) -> Result<Table, Error> {
        let mut conn = Connection::open_in_memory().map_err(storage)?;
        conn.deserialize_read_exact(rusqlite::MAIN_DB, bytes, bytes.len(), false)
            .map_err(storage)?;
        Table::on(conn)
    }

    /// The whole database as bytes (SQLite's serialization), as `Journal::snapshot`.
    pub fn snapshot(&self) -> Result<Vec<u8>, Error> {
        Ok(self
            .conn()
            .serialize(rusqlite::MAIN_DB)
            .map_err(storage)?
            .to_vec())
    }

    /// How many rows its writes have touched since it was opened.
    pub fn touched(&self) -> u64 {
        self.conn().total_changes()
    }

    fn on(conn: Connection) -> Result<Table, Error> {
        conn.execute_batch(
            "PRAGMA synchronous=FULL;
             CREATE TABLE IF NOT EXISTS stores (file TEXT PRIMARY KEY, body BLOB NOT NULL);",
        )
        .map_err(storage)?;
        Ok(Table {
            conn: Arc::new(Mutex::new(conn)),
        })
    }

    fn conn(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.conn.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn body(conn: &Connection, file: &str) -> Result<Option<Vec<u8>>, Error> {
        conn.query_row("SELECT body FROM stores WHERE file = ?1", [file], |r| {
            r.get(0)
        })
        .optional()
        .map_err(storage)
    }

    /// The object stored as `file`; an absent one is empty, one that is not an object refused
    /// (the start-up guard has moved such a row aside before anything reads it).
    pub fn read(&self, file: &str) -> Result<Object, Error> {
        parse(file, Table::body(&self.conn(), file)?)
    }

    /// Changes `file`'s object with `f` and writes it back in one transaction; nothing is
    /// written when `f` refuses or the object would pass [`MAX_STORE_BYTES`].
    pub fn update<T>(
        &self,
        file: &str,
        f: impl FnOnce(&mut Object) -> Result<T, Error>,
    ) -> Result<T, Error> {
        let mut conn = self.conn();
        let tx = conn.transaction().map_err(storage)?;
        let mut object = parse(file, Table::body(&tx, file)?)?;
        let answer = f(&mut object)?;
        let bytes = serde_json::to_vec(&object).map_err(said)?;
        check_bytes(file, bytes.len() as u64, MAX_STORE_BYTES)?;
        tx.execute(
            "INSERT INTO stores (file, body) VALUES (?1, ?2)
             ON CONFLICT (file) DO UPDATE SET body = excluded.body",
            rusqlite::params![file, bytes],
        )
        .map_err(storage)?;
        tx.commit().map_err(storage)?;
        Ok(answer)
    }

    /// As [`super::guard_json_file`] for a folder: a row that is not a JSON object is renamed to
    /// a dated name (`units.json.damaged-20261123T183000Z`), never deleted. `None` when the row
    /// is fine or absent.
    pub fn guard(&self, file: &str) -> Option<Message> {
        let conn = self.conn();
        let body = match Table::body(&conn, file) {
            Ok(Some(body)) => body,
            Ok(None) => return None,
            Err(e) => return Some(super::unreadable(file, &e.to_string())),
        };
        if parse(file, Some(body)).is_ok() {
            return None;
        }
        let stamp = chrono::Utc::now().format("%Y%m%dT%H%M%SZ");
        let backup = format!("{file}.damaged-{stamp}");
        let moved = conn.execute(
            "UPDATE OR REPLACE stores SET file = ?2 WHERE file = ?1",
            [file, &backup],
        );
        Some(match moved {
            Ok(_) => Message::new("notice.store_moved_aside")
                .arg("file", file)
                .arg("backup", backup),
            Err(e) => super::unreadable(file, &e.to_string()),
        })
    }
}

fn parse(file: &str, body: Option<Vec<u8>>) -> Result<Object, Error> {
    let Some(bytes) = body else {
        return Ok(Object::new());
    };
    check_bytes(file, bytes.len() as u64, MAX_STORE_BYTES)?;
    serde_json::from_slice(&bytes).map_err(|e| said(format!("{file}: {e}")))
}

#[cfg(test)]
#[path = "table_tests.rs"]
mod tests;
