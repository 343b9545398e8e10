//! Battle of Hoth's own refusals (`hoth.<code>` on the wire); the shared ones are [`Common`]
//! (`game.<code>`) and dice errors keep `dice.`. The sentences are `error.hoth.<code>` in
//! `content/hoth/i18n`.

use super::types::NoAttack;
use crate::dice::Symbol;
use crate::error::{Common, DiceError};
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, strum::VariantNames)]
#[serde(tag = "code", content = "data", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum HothError {
    /// A name the game does not know (a unit id, a structure, a reading…).
    BadAction {
        detail: String,
    },
    OutOfRange {
        range: u32,
        max: u32,
    },
    NoLineOfSight,
    NoDice,
    UnitStatMissing {
        kind: String,
    },
    /// A kept roster's name is empty or too long.
    RosterName {
        max: usize,
    },
    /// A kept roster sets out no unit, or more than it may.
    RosterUnits {
        max: usize,
    },
    /// The roster's unit `n` (from 1) does not belong to its side, wears a badge that does not
    /// fit it, or has too long a name.
    RosterUnit {
        n: usize,
    },
    WrongFaceCount {
        expected: usize,
        got: usize,
    },
    SymbolNotOnDie {
        symbol: Symbol,
    },
    TooManyOrders {
        allowed: u32,
    },
    AlreadyOrdered {
        unit: String,
    },
    NotInZone {
        unit: String,
    },
    EnemyUnit {
        unit: String,
    },
    TargetIsFriendly {
        unit: String,
    },
    UnitEliminated {
        unit: String,
    },
    NotOrdered {
        unit: String,
    },
    CannotAttack {
        reason: NoAttack,
    },
    AlreadyAttacked {
        unit: String,
    },
    AlreadyMoved {
        unit: String,
    },
    MoveTooFar {
        max: u32,
    },
    TerrainImpassable,
    NotAtThisStep,
    AnswerPending {
        awaiting: String,
    },
    RetreatRoom {
        max: u32,
    },
    CannotIgnoreRetreat,
    NoReroll,
    DieIndex {
        index: u32,
        len: usize,
    },
    CardNotInDeck,
    SupportTwice,
    #[serde(untagged)]
    Dice(DiceError),
    #[serde(untagged)]
    Common(Common),
}

crate::game_error!(HothError, "hoth", Dice);

impl From<DiceError> for HothError {
    fn from(e: DiceError) -> Self {
        HothError::Dice(e)
    }
}

/// A name the game does not know.
pub fn bad(detail: impl Into<String>) -> HothError {
    HothError::BadAction {
        detail: detail.into(),
    }
}
