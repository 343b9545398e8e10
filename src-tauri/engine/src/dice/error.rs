//! What dice refuse: an unknown die, a face it cannot show, a pool too large to count.

use super::Symbol;
use serde::Serialize;

/// Dice as data: an unknown die, a face it cannot show, a pool too large to count.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, strum::VariantNames)]
#[serde(tag = "code", content = "data", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum DiceError {
    #[error("there is no die called '{die}'")]
    UnknownDie { die: String },
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
}
