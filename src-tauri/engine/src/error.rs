//! Errors with stable codes. Each serializes as `{ "code": "...", "data": {...} }`; the UI shows a
//! localized sentence per code, the CLI the English `Display`. Nothing that errs has changed state.

use crate::dice::Symbol;
use serde::Serialize;
use ts_rs::TS;

/// A rule of the game (or of a die) forbids what was asked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, TS)]
#[serde(tag = "code", content = "data", rename_all = "snake_case")]
pub enum RuleError {
    #[error("there is no die called '{0}'")]
    UnknownDie(String),
    #[error("the {die} die must have {expected} faces, not {got}")]
    DieFaceCount {
        die: String,
        expected: usize,
        got: usize,
    },
    #[error("the {die} die cannot show {symbol:?}")]
    SymbolNotOnDie { die: String, symbol: Symbol },
    #[error("that pool has too many outcomes to count exactly")]
    PoolTooLarge,
    #[error("at most {max} dice of one kind")]
    TooManyDice { max: u32 },
    #[error("choose at least one die")]
    EmptyPool,
    #[error("there is no roll yet")]
    NoRoll,
    #[error("there is no die number {index} (the roll has {len})")]
    DieIndex { index: usize, len: usize },
    #[error("die number {index} is locked")]
    DieLocked { index: usize },
    #[error("choose at least one unlocked die to reroll")]
    NothingToReroll,
    #[error("there must be {expected} players, not {got}")]
    PlayerCount { expected: usize, got: usize },
    #[error("player {player}'s name must have 1 to {max} characters")]
    PlayerName { player: usize, max: usize },
    #[error("player {player}'s colour must look like #3a8fd9")]
    PlayerColour { player: usize },
    #[error("there is no rules entry '{id}'")]
    UnknownRule { id: String },
}

/// The journal (the SQLite file, export and import) could not do what was asked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, TS)]
#[serde(tag = "code", content = "data", rename_all = "snake_case")]
pub enum JournalError {
    #[error("storage error: {detail}")]
    Storage { detail: String },
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
}

impl From<rusqlite::Error> for JournalError {
    fn from(e: rusqlite::Error) -> Self {
        JournalError::Storage {
            detail: e.to_string(),
        }
    }
}

/// Any error the engine reports across the app boundary.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, TS)]
#[serde(untagged)]
#[ts(rename = "AppError")]
pub enum Error {
    #[error(transparent)]
    Rule(#[from] RuleError),
    #[error(transparent)]
    Journal(#[from] JournalError),
}

impl From<rusqlite::Error> for Error {
    fn from(e: rusqlite::Error) -> Self {
        Error::Journal(e.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_serialize_as_code_and_data() {
        let e = Error::Rule(RuleError::DieLocked { index: 2 });
        assert_eq!(
            serde_json::to_value(&e).unwrap(),
            serde_json::json!({"code": "die_locked", "data": {"index": 2}})
        );
        let e = Error::Journal(JournalError::NothingToUndo);
        assert_eq!(
            serde_json::to_value(&e).unwrap(),
            serde_json::json!({"code": "nothing_to_undo"})
        );
    }
}
