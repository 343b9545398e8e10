//! Why a change happened, where the log or the rules tell causes apart (damage from an attack or
//! from Strained, a token moved by momentum or by a wound).

use super::Condition;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpActivationSource")]
pub enum ActivationSource {
    Card,
    Reserve,
    Shatterpoint,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpRemovalCause")]
pub enum RemovalCause {
    /// Used up (Disarmed, Exposed, Pinned) or removed by an effect.
    Used,
    Heal,
    /// The condition a Wounded unit removes at the start of its activation.
    Injury,
    Immunity,
    /// Strained after its 3 damage.
    Strained,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpIgnoreReason")]
pub enum IgnoreReason {
    Immune,
    /// A duplicate would deal 1 damage, but a Wounded unit takes none.
    WoundedDuplicate,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[ts(rename = "SpDamageCause")]
pub enum DamageCause {
    Entered,
    Strained,
    Duplicate {
        condition: Condition,
    },
    /// Paid instead of Force for an ability.
    AbilityCost,
    /// The damage pool of an attack.
    Attack,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpEndReason")]
pub enum EndReason {
    Done,
    Wounded,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpForceReason")]
pub enum ForceReason {
    Ability,
    Reserve,
    ShatterpointRedraw,
    /// Spent at the table on something the app does not follow.
    Table,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpMomentumCause")]
pub enum MomentumCause {
    /// An enemy unit became Wounded.
    Wound,
    /// The token ended the turn on the opponent's half (the active player).
    OpponentHalf,
    /// The token ended the turn on the centre (both players).
    Centre,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpNotPlacedReason")]
pub enum NotPlacedReason {
    SideFull,
    /// The struggle is already won this turn; the track waits for the reset.
    StruggleWon,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpMoveCause")]
pub enum MoveCause {
    Objectives,
    Effect,
}
