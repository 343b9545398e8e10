//! The dice tray's own refusals (`tray.<code>` on the wire); dice errors keep `dice.`.

use crate::error::{Common, DiceError};
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, strum::VariantNames)]
#[serde(tag = "code", content = "data", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum TrayError {
    NoRoll,
    DieIndex {
        index: usize,
        len: usize,
    },
    DieLocked {
        index: usize,
    },
    NothingToReroll,
    #[serde(untagged)]
    Dice(DiceError),
    #[serde(untagged)]
    Common(Common),
}

crate::game_error!(TrayError, "tray", Dice);

impl From<DiceError> for TrayError {
    fn from(e: DiceError) -> Self {
        TrayError::Dice(e)
    }
}
