//! The changes that move the table, one journal row each: evolve replays them, decide applies
//! them to a scratch state as it records them (the kit's `Tx`). Each belongs to the rule file
//! that pushes it, which applies it, says it and names the counters it moved; the
//! [`changes!`](crate::changes) table in `mod.rs` lists them.

use super::cards::{Card, Faction};
use super::state::{ActiveBase, Mode, Side, WinReason};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// One fact. An action's events are its changes, in order; each is stored alone (not wrapped in
/// a `kit::Event`), so the journal and the log keep one row per change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(rename = "DbgEvent")]
pub enum Change {
    SetUp {
        mode: Mode,
        #[ts(type = "number")]
        threshold: i64,
        pay_off_neutrals: bool,
        row: Vec<Option<Card>>,
        empire: Side,
        rebel: Side,
    },
    TurnStarted {
        #[ts(type = "number")]
        turn: i64,
        active: Faction,
    },
    BaseDue {
        faction: Faction,
    },
    BaseChosen {
        faction: Faction,
        base: ActiveBase,
    },
    ForceMoved {
        by: Faction,
        #[ts(type = "number")]
        from: i64,
        #[ts(type = "number")]
        to: i64,
        #[ts(type = "number")]
        lost: i64,
    },
    ResourcesGained {
        #[ts(type = "number")]
        amount: i64,
        #[ts(type = "number")]
        total: i64,
        source: String,
    },
    ResourcesSpent {
        #[ts(type = "number")]
        amount: i64,
        #[ts(type = "number")]
        total: i64,
    },
    CardPlayed {
        label: String,
        owner: Faction,
        card: Card,
    },
    Bought {
        #[ts(type = "number | null")]
        slot: Option<i64>,
        card: Card,
        #[ts(type = "number")]
        cost: i64,
        free: bool,
        by_base: bool,
    },
    PilotBought {
        #[ts(type = "number")]
        cost: i64,
    },
    PaidOff {
        #[ts(type = "number")]
        slot: i64,
        card: Card,
        #[ts(type = "number")]
        cost: i64,
    },
    RowLeft {
        #[ts(type = "number")]
        slot: i64,
        card: Card,
    },
    RowFilled {
        #[ts(type = "number")]
        slot: i64,
        card: Card,
        drawn: bool,
    },
    GalaxyReshuffled {
        #[ts(type = "number")]
        cards: i64,
    },
    Attacked {
        labels: Vec<String>,
        target: String,
        #[ts(type = "number")]
        total: i64,
    },
    ShipDamaged {
        label: String,
        #[ts(type = "number")]
        amount: i64,
        #[ts(type = "number")]
        damage: i64,
    },
    ShipDestroyed {
        label: String,
    },
    BaseDamaged {
        faction: Faction,
        #[ts(type = "number")]
        amount: i64,
        #[ts(type = "number")]
        damage: i64,
        #[ts(type = "number")]
        prevented: i64,
    },
    BaseRepaired {
        faction: Faction,
        #[ts(type = "number")]
        amount: i64,
        #[ts(type = "number")]
        damage: i64,
    },
    BaseDestroyed {
        faction: Faction,
        base: String,
    },
    DamageLost {
        #[ts(type = "number")]
        amount: i64,
    },
    Defeated {
        #[ts(type = "number")]
        slot: i64,
        card: Card,
    },
    SabotageFailed {
        #[ts(type = "number")]
        slot: i64,
        #[ts(type = "number")]
        total: i64,
        #[ts(type = "number")]
        target: i64,
    },
    AttackGained {
        label: String,
        #[ts(type = "number")]
        amount: i64,
    },
    AbilityUsed {
        label: String,
        option: Option<String>,
    },
    Exiled {
        label: String,
    },
    GalaxyTopDiscarded,
    Reminder {
        key: String,
        card: Option<String>,
    },
    ExileDue {
        card: String,
        by_jedha: bool,
    },
    UnitsLeft {
        labels: Vec<String>,
    },
    ShipsStraightened {
        faction: Faction,
    },
    ResourcesLost {
        #[ts(type = "number")]
        amount: i64,
    },
    Adjusted {
        target: String,
        #[ts(type = "number")]
        from: i64,
        #[ts(type = "number")]
        to: i64,
        reason: String,
    },
    Won {
        winner: Faction,
        reason: WinReason,
    },
}
