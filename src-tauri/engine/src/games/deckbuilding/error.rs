//! The Deckbuilding Game's own refusals (`dbg.<code>` on the wire); the shared ones are
//! [`Common`] (`game.<code>`).

use crate::error::Common;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, strum::VariantNames)]
#[serde(tag = "code", content = "data", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum DbgError {
    FactionForbidden,
    NotEnoughResources {
        need: i64,
        have: i64,
    },
    NoSuchSlot,
    EmptySlot,
    PilotsEmpty,
    IllegalTarget {
        reason: String,
    },
    ShipNotAllowed,
    CardNotInPlay,
    CardAlreadyAttacked,
    NoAttackers,
    ShipsFirst,
    SplitInvalid,
    BaseNotAvailable,
    ThresholdRange {
        min: i64,
        max: i64,
    },
    RowSize,
    OptionalRuleOff,
    NotNeutral,
    AbilityUsed,
    ForceNotWithYou,
    OptionUnavailable,
    EffectMissing,
    FreeNotAllowed,
    UnknownCard,
    CardInvalid {
        field: String,
    },
    LabelTaken,
    GalaxyEmpty,
    #[serde(untagged)]
    Common(Common),
}

crate::game_error!(DbgError, "dbg");
