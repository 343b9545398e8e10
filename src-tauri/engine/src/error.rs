//! Errors with stable codes. Each error enum serializes as `{ "code": "...", "data": {...} }`; on
//! the wire ([`Error`]) the code is namespaced by who raised it: `sp.wrong_step`,
//! `journal.session_not_found`, `dice.too_many_dice`, `game.game_over`. Sentences live in the
//! catalogs (`content/<game>/i18n`), so the UI and the CLI say the same thing in pl and en.
//! Nothing that errs has changed state. This file imports no game: games bring their own enums.

pub use crate::dice::DiceError;
use serde::Serialize;
use serde_json::Value;
use strum::VariantNames;
use ts_rs::TS;

/// A settings value that does not validate.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, strum::VariantNames)]
#[serde(tag = "code", content = "data", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum SettingsError {
    #[error("there must be {expected} players, not {got}")]
    PlayerCount { expected: usize, got: usize },
    #[error("player {player}'s name must have at most {max} characters")]
    PlayerName { player: usize, max: usize },
    #[error("player {player}'s colour must look like #3a8fd9")]
    PlayerColour { player: usize },
    #[error("the remembered dice of '{kind}' must be 1 to 6 numbers of at most 12")]
    HothUnitDice { kind: String },
    #[error(transparent)]
    #[serde(untagged)]
    Dice(#[from] DiceError),
}

/// The rules reference has no such entry.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, strum::VariantNames)]
#[serde(tag = "code", content = "data", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum ContentError {
    #[error("there is no rules entry '{id}'")]
    UnknownRule { id: String },
}

/// Refusals every game shares, raised once by shared code (the registry, the game kit) and
/// namespaced `game.` on the wire. A game's own error enum wraps these (see `kit::game_error!`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, strum::VariantNames)]
#[serde(tag = "code", content = "data", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum Common {
    #[error("the game is over")]
    GameOver,
    #[error("that is not possible in the {phase} phase")]
    WrongPhase { phase: String },
    #[error("say why the counter is set by hand")]
    ReasonMissing,
    #[error("the value must be {min} to {max}")]
    AdjustRange { min: i64, max: i64 },
    #[error("the amount must be {min} to {max}")]
    Amount { min: i64, max: i64 },
}

/// An input past one of the limits in [`crate::limits`]: `at` says where (a file, a list, a
/// form), so the refusal names which limit and where. Nothing is stored past a limit, so
/// nothing is stored that could not be read back.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, strum::VariantNames)]
#[serde(tag = "code", content = "data", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum LimitError {
    #[error("{at} would be {size}; at most {max_size} are kept")]
    TooLarge {
        at: String,
        bytes: u64,
        max_bytes: u64,
        /// The two sizes in KiB or MiB, as the sentences say them.
        size: String,
        max_size: String,
    },
}

/// The journal (the SQLite file, export and import) could not do what was asked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, TS, strum::VariantNames)]
#[serde(tag = "code", content = "data", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum JournalError {
    #[error("storage error: {detail}")]
    Storage { detail: String },
    /// The device's storage is full (a browser's quota reached): the change was not written.
    #[error("the device's storage for Datapad is full")]
    DiskFull,
    #[error("there is no session {id}")]
    SessionNotFound {
        #[ts(type = "number")]
        id: i64,
    },
    #[error("there is nothing to undo")]
    NothingToUndo,
    #[error("there is nothing to redo")]
    NothingToRedo,
    #[error("this is not a Datapad session file: {detail}")]
    ImportFormat { detail: String },
    #[error("this session was already imported (session {id}); import it as a copy instead")]
    ImportExists {
        #[ts(type = "number")]
        id: i64,
    },
    #[error("there is no game called '{game}'")]
    UnknownGame { game: String },
    #[error("the action is not valid for this game: {detail}")]
    BadAction { detail: String },
    #[error("event {seq} cannot be read: {detail}")]
    CorruptEvent {
        #[ts(type = "number")]
        seq: i64,
        detail: String,
    },
    #[error("event {seq} was written by a newer Datapad (version {version}; this one reads up to {supported}); update the app to open it")]
    EventTooNew {
        #[ts(type = "number")]
        seq: i64,
        version: u32,
        supported: u32,
    },
    #[error("the journal file cannot be read: {detail}")]
    Unreadable { detail: String },
    #[error("this journal was written by a newer Datapad (schema {found}; this one reads up to {supported})")]
    SchemaNewer {
        #[ts(type = "number")]
        found: i64,
        #[ts(type = "number")]
        supported: i64,
    },
    #[error("session {id} says it has {head} events but holds {held}")]
    HeadPastEvents {
        #[ts(type = "number")]
        id: i64,
        #[ts(type = "number")]
        head: i64,
        #[ts(type = "number")]
        held: i64,
    },
    #[error("the file is larger than {max_size}")]
    TooLarge {
        #[ts(type = "number")]
        max_bytes: u64,
        /// The same in KiB or MiB, as the sentences say it.
        max_size: String,
    },
    #[error("this session is damaged after event {seq} and opens read-only: start a new session")]
    ReadOnly {
        #[ts(type = "number")]
        seq: i64,
    },
    #[error("the game '{game}' keeps no list called '{kind}'")]
    UnknownKept { game: String, kind: String },
    #[error("this is not a Datapad list file: {detail}")]
    ListFormat { detail: String },
    #[error("this is not a Datapad backup: {detail}")]
    BackupFormat { detail: String },
    #[error("this list was saved by a newer Datapad (version {version}; this one reads up to {supported}); update the app to open it")]
    ListNewer { version: u32, supported: u32 },
    #[error("this file holds another list: {kind} of {game}")]
    ListOther { game: String, kind: String },
    /// A file the player picked or dropped that cannot be opened or read (gone, a folder, not
    /// theirs to read): not a storage failure of Datapad's own.
    #[error("the file cannot be read: {detail}")]
    FileUnreadable { detail: String },
}

impl JournalError {
    /// A file past `max_bytes`, its size said as people read it.
    pub fn too_large(max_bytes: u64) -> JournalError {
        JournalError::TooLarge {
            max_bytes,
            max_size: crate::limits::size(max_bytes),
        }
    }
}

impl From<rusqlite::Error> for JournalError {
    fn from(e: rusqlite::Error) -> Self {
        match e.sqlite_error_code() {
            Some(rusqlite::ErrorCode::DiskFull) => JournalError::DiskFull,
            _ => JournalError::Storage {
                detail: e.to_string(),
            },
        }
    }
}

/// Any error the engine reports across the app boundary: a namespaced code, its data and the
/// English sentence (for the CLI and logs; the UI localizes the code itself).
#[derive(Debug, Clone, PartialEq, thiserror::Error, Serialize, TS)]
#[error("{message}")]
#[ts(rename = "AppError")]
pub struct Error {
    /// `namespace.code`, e.g. `sp.wrong_step`.
    #[ts(as = "ErrorCodeName")]
    pub code: String,
    #[ts(type = "Record<string, unknown> | null")]
    pub data: Value,
    /// The sentence in English, from the catalog (the `Display` of the enum when it has none).
    #[serde(skip)]
    #[ts(skip)]
    pub message: String,
}

/// A shared table's refusals and states, `sync.` on the wire: the writer and the host refuse a
/// frame with the first ten; a client says the others itself. Each says itself in the catalogs
/// (`error.sync.*`); the English here is only the fallback of a missing entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error, strum::VariantNames)]
#[serde(tag = "code", content = "data", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum SyncError {
    #[error("the host speaks protocol {host}, this device {client}")]
    Protocol { host: u32, client: u32 },
    #[error("{name} already sits there")]
    SeatTaken { seat: String, name: String },
    #[error("this game has no seat {seat}")]
    NoSuchSeat { seat: String, seats: Vec<String> },
    /// A frame of no known shape, or (`field`, `max`) with a field over its bound.
    #[error("the frame is not one of the protocol's: {detail}")]
    BadFrame {
        detail: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        field: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        max: Option<usize>,
    },
    #[error("that belongs to {side}")]
    NotYourSide { side: String },
    #[error("a watcher acts on nothing")]
    WatchOnly {},
    #[error("the frame is over {max} bytes")]
    TooLarge { max: usize },
    #[error("the table already has {max} devices")]
    Full { max: usize },
    /// Too many frames a second from one device, or too many wrong keys from one address
    /// (HTTP 429).
    #[error("too many frames a second")]
    SlowDown {},
    #[error("only the host device does {what}")]
    NotShared { what: String },
    /// The change was made on a seq the table has moved past.
    #[error("another device changed the table first")]
    Stale {},
    /// The link dropped before the answer came.
    #[error("the connection to the table dropped")]
    Lost {},
    /// The key is wrong (HTTP 401).
    #[error("the key is wrong")]
    Unauthorized {},
    /// Another site's page (HTTP 403).
    #[error("this page may not join that table")]
    Forbidden {},
    #[error("the table cannot be reached")]
    Unreachable {},
}

impl SyncError {
    pub fn bad_frame(detail: impl std::fmt::Display) -> SyncError {
        SyncError::BadFrame {
            detail: detail.to_string(),
            field: None,
            max: None,
        }
    }

    /// A field of a frame over its bound: `max` `unit`s (`characters`, `bytes`).
    pub fn too_long(field: &str, max: usize, unit: &str) -> SyncError {
        SyncError::BadFrame {
            detail: format!("{field} is over {max} {unit}"),
            field: Some(field.into()),
            max: Some(max),
        }
    }
}

/// The framework's namespaces and the variants of the enum each one carries.
pub const FRAMEWORK: [(&str, &[&str]); 7] = [
    ("journal", JournalError::VARIANTS),
    ("dice", DiceError::VARIANTS),
    ("content", ContentError::VARIANTS),
    ("settings", SettingsError::VARIANTS),
    ("game", Common::VARIANTS),
    ("limit", LimitError::VARIANTS),
    ("sync", SyncError::VARIANTS),
];

/// The variants of an error enum that are codes of its own namespace. A variant called `common`
/// or after a framework namespace (`dice`) wraps that shared enum, `#[serde(untagged)]`, and its
/// codes keep their own namespace (`game.game_over`, `dice.too_many_dice`), so they are not
/// listed again under the wrapper's.
pub fn own(variants: &[&str]) -> Vec<String> {
    variants
        .iter()
        .filter(|v| **v != "common" && FRAMEWORK.iter().all(|(ns, _)| ns != *v))
        .map(|v| v.to_string())
        .collect()
}

/// `AppError.code`'s type in the UI: the name of the union of every wire code. The union itself
/// needs every game's codes, so [`crate::wire_codes::file`] (above the registry) writes
/// `ErrorCode.ts` over this placeholder; this layer only names it.
pub struct ErrorCodeName;

impl TS for ErrorCodeName {
    type WithoutGenerics = ErrorCodeName;

    fn name() -> String {
        "ErrorCode".into()
    }

    fn decl() -> String {
        "type ErrorCode = string;".into()
    }

    fn decl_concrete() -> String {
        Self::decl()
    }

    fn inline() -> String {
        "string".into()
    }

    fn inline_flattened() -> String {
        Self::inline()
    }

    fn output_path() -> Option<&'static std::path::Path> {
        Some(std::path::Path::new("ErrorCode.ts"))
    }
}

impl From<rusqlite::Error> for Error {
    fn from(e: rusqlite::Error) -> Self {
        JournalError::from(e).into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_serialize_as_namespaced_code_and_data() {
        let e = Error::from(DiceError::TooManyDice { max: 30 });
        assert_eq!(
            serde_json::to_value(&e).unwrap(),
            serde_json::json!({"code": "dice.too_many_dice", "data": {"max": 30}})
        );
        let e = Error::from(JournalError::NothingToUndo);
        assert_eq!(
            serde_json::to_value(&e).unwrap(),
            serde_json::json!({"code": "journal.nothing_to_undo", "data": null})
        );
        assert_eq!(e.bare_code(), "nothing_to_undo");
    }

    #[test]
    fn every_shared_code_has_a_sentence_in_both_languages() {
        use strum::VariantNames;
        let namespaces: [(&str, &[&str]); 5] = [
            ("dice", DiceError::VARIANTS),
            ("settings", SettingsError::VARIANTS),
            ("content", ContentError::VARIANTS),
            ("game", Common::VARIANTS),
            ("journal", JournalError::VARIANTS),
        ];
        let keys: Vec<String> = namespaces
            .iter()
            .flat_map(|(ns, codes)| codes.iter().map(move |c| format!("error.{ns}.{c}")))
            .filter(|k| k != "error.settings.dice")
            .collect();
        let missing = crate::i18n::missing(&keys);
        assert!(missing.is_empty(), "no sentence for {missing:?}");
    }
}
