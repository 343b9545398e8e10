//! The Card Game's own refusals (`lcg.<code>` on the wire); the shared ones (`game_over`,
//! `wrong_phase`, `reason_missing`, `adjust_range`, `amount`) are [`Common`].

use crate::error::Common;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, strum::VariantNames)]
#[serde(tag = "code", content = "data", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum LcgError {
    /// A number outside what the card or table allows (negative ones included).
    InvalidCount {
        field: String,
        min: i64,
        max: i64,
    },
    DeckIllegal {
        reason: String,
    },
    BalancePending,
    BalanceDone,
    NoBalanceDamage,
    ObjectivesMissing {
        missing: i64,
    },
    ObjectivesFull,
    DrawPending,
    DrawDone,
    NotInPlay {
        id: String,
    },
    NotYourUnit {
        id: String,
    },
    UnitExhausted {
        id: String,
    },
    UniqueInPlay {
        title: String,
    },
    LimitedPlayed,
    ShortPayment {
        cost: i64,
        paid: i64,
    },
    NotEnemy {
        id: String,
    },
    AlreadyAttacked {
        id: String,
    },
    NoAttackers,
    EngagementOpen,
    NoEngagement,
    WrongStep {
        step: String,
    },
    EdgeNotAllowed,
    NotYourStrike {
        side: String,
    },
    TargetMissing,
    BadTarget {
        id: String,
    },
    TacticsSplit {
        strength: i64,
    },
    StrikesPending,
    NoUnopposedBonus,
    AlreadyCommitted {
        id: String,
    },
    NoForceCard,
    StrugglePending,
    StruggleDone,
    ShieldPresent {
        id: String,
    },
    /// The mulligan rule was not chosen at setup.
    NoMulligan,
    /// The edge-card placement is over (two passes in a row).
    PlacementOver,
    /// The edge-card placement was begun move by move and is not over yet.
    PlacementPending,
    UnknownAffiliation {
        affiliation: String,
    },
    /// No provider used is of the card's affiliation (§4.7.3).
    NoResourceMatch {
        affiliation: String,
    },
    MulliganDone,
    #[serde(untagged)]
    Common(Common),
}

crate::game_error!(LcgError, "lcg");

/// `value` within `min..=max`, or `invalid_count` naming `field`.
pub fn count(field: &str, value: i64, min: i64, max: i64) -> Result<i64, LcgError> {
    if (min..=max).contains(&value) {
        Ok(value)
    } else {
        Err(LcgError::InvalidCount {
            field: field.into(),
            min,
            max,
        })
    }
}
