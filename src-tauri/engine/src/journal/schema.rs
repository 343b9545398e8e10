//! The journal's schema, versioned in SQLite's `user_version`. Opening checks, before writing
//! anything, that the file is a Datapad journal no newer than this build; creating or upgrading
//! the schema is one transaction, so a file that cannot be opened is left as it was.

use crate::error::JournalError;
use rusqlite::{Connection, TransactionBehavior};

type Result<T> = std::result::Result<T, JournalError>;

/// The schema this build writes. 0: a file from before versioning (the shape of 1) or a new file;
/// 1: sessions and events; 2: every event carries its game's event-schema version; 3: every
/// session counts its changes (a shared table's sequence number); 4: an event made at a shared
/// table names the device that made it (`by`; null: this device); 5: every session keeps a
/// summary for the saved games list (its turn, players, whether it is over: `summary.rs`).
pub const SCHEMA_VERSION: i64 = 5;

const SCHEMA_V1: &str = "
CREATE TABLE IF NOT EXISTS sessions(
  id INTEGER PRIMARY KEY,
  uid TEXT NOT NULL UNIQUE,
  game TEXT NOT NULL,
  title TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  head INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS events(
  session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  action INTEGER NOT NULL,
  at TEXT NOT NULL,
  payload TEXT NOT NULL,
  PRIMARY KEY(session_id, seq)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS sessions_by_update ON sessions(game, updated_at);
";

const SCHEMA_V2: &str = "ALTER TABLE events ADD COLUMN version INTEGER NOT NULL DEFAULT 1;";
const SCHEMA_V3: &str = "ALTER TABLE sessions ADD COLUMN changes INTEGER NOT NULL DEFAULT 0;";
const SCHEMA_V4: &str = "ALTER TABLE events ADD COLUMN by TEXT;";
const SCHEMA_V5: &str = "ALTER TABLE sessions ADD COLUMN summary TEXT;";

/// The tables a Datapad journal may hold; any other means the file belongs to someone else.
const OUR_TABLES: [&str; 2] = ["sessions", "events"];
/// The columns every version since 1 has (the event `version` column is added by the upgrade).
const SESSION_COLUMNS: &[&str] = &[
    "id",
    "uid",
    "game",
    "title",
    "created_at",
    "updated_at",
    "head",
];
const EVENT_COLUMNS: &[&str] = &["session_id", "seq", "action", "at", "payload"];

/// Reads, without writing, whether the file is a Datapad journal this build can open.
pub(super) fn check(conn: &Connection) -> Result<()> {
    let found: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .map_err(classify)?;
    if found > SCHEMA_VERSION {
        return Err(JournalError::SchemaNewer {
            found,
            supported: SCHEMA_VERSION,
        });
    }
    let mut stmt = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .map_err(classify)?;
    let tables: Vec<String> = stmt
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()
        .map_err(classify)?;
    let foreign = tables
        .iter()
        .find(|t| !OUR_TABLES.contains(&t.as_str()) && !t.starts_with("sqlite_"));
    if let Some(t) = foreign {
        return Err(JournalError::Unreadable {
            detail: format!("it holds a table '{t}' that is not Datapad's"),
        });
    }
    if found >= 1 && OUR_TABLES.iter().any(|t| !tables.iter().any(|x| x == t)) {
        return Err(JournalError::Unreadable {
            detail: "its tables are missing".into(),
        });
    }
    for (table, columns) in [("sessions", SESSION_COLUMNS), ("events", EVENT_COLUMNS)] {
        if !tables.iter().any(|t| t == table) {
            continue;
        }
        let mut stmt = conn
            .prepare(&format!("SELECT name FROM pragma_table_info('{table}')"))
            .map_err(classify)?;
        let have: Vec<String> = stmt
            .query_map([], |r| r.get(0))
            .map_err(classify)?
            .collect::<rusqlite::Result<_>>()
            .map_err(classify)?;
        if let Some(missing) = columns.iter().find(|c| !have.iter().any(|h| h == *c)) {
            return Err(JournalError::Unreadable {
                detail: format!("its {table} table has no column {missing}"),
            });
        }
    }
    // A damaged page elsewhere would fail later, at the first tap; find it now, while the file
    // can still be moved aside. Linear in the file's size: a few ms for a long history.
    let verdict: String = conn
        .query_row("PRAGMA quick_check", [], |r| r.get(0))
        .map_err(classify)?;
    if verdict != "ok" {
        return Err(JournalError::Unreadable { detail: verdict });
    }
    Ok(())
}

/// Creates or upgrades the schema to [`SCHEMA_VERSION`] in one transaction.
pub(super) fn migrate(conn: &mut Connection) -> Result<()> {
    let tx = conn
        .transaction_with_behavior(TransactionBehavior::Immediate)
        .map_err(classify)?;
    // Read again inside the transaction: another process may have upgraded the file meanwhile.
    let found: i64 = tx
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .map_err(classify)?;
    if found < 1 {
        tx.execute_batch(SCHEMA_V1).map_err(classify)?;
    }
    if found < 2 {
        tx.execute_batch(SCHEMA_V2).map_err(classify)?;
    }
    if found < 3 {
        tx.execute_batch(SCHEMA_V3).map_err(classify)?;
    }
    if found < 4 {
        tx.execute_batch(SCHEMA_V4).map_err(classify)?;
    }
    if found < 5 {
        tx.execute_batch(SCHEMA_V5).map_err(classify)?;
    }
    if found < SCHEMA_VERSION {
        tx.pragma_update(None, "user_version", SCHEMA_VERSION)
            .map_err(classify)?;
    }
    tx.commit().map_err(classify)?;
    Ok(())
}

/// A file that is not a database, or a damaged one, is `Unreadable`: the app moves it aside.
/// Every other failure (a read-only or full disk) is `Storage`: the file may be fine.
pub(super) fn classify(e: rusqlite::Error) -> JournalError {
    use rusqlite::ErrorCode::{DatabaseCorrupt, NotADatabase};
    match e.sqlite_error_code() {
        Some(NotADatabase | DatabaseCorrupt) => JournalError::Unreadable {
            detail: e.to_string(),
        },
        _ => e.into(),
    }
}
