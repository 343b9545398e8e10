//! The changes an action records, with the values they carry. Each belongs to one rule file,
//! which applies it, says it and names the counters it touched (`mod.rs` lists which are whose).
//! decide pushes them through a `Tx` (each applied at once, so the next rule sees it); evolve
//! replays them.

use super::state::{Engagement, Objective, Phase, Player, Side, Struggle, Unit, WinReason};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Why the dial moved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[ts(rename = "LcgDialCause")]
pub enum DialCause {
    /// DS's Balance phase: 1, and 1 more when the Force favours DS.
    Balance { favoured: bool },
    /// An LS objective entered the DS victory pile, which now holds `pile`.
    Objective {
        #[ts(type = "number")]
        pile: i64,
    },
    /// A card effect typed in by the players.
    Card { card: Option<String> },
}

/// A value set by hand: a number, or a side for the balance.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(untagged)]
#[ts(rename = "LcgValue")]
pub enum Value {
    Number(#[ts(type = "number")] i64),
    Side(Side),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS, strum::VariantNames)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
#[ts(rename = "LcgAdjustKind")]
pub enum AdjustKind {
    Dial,
    Balance,
    DestroyedObjectives,
    Hand,
    CommandDeck,
    Damage,
    Captured,
    Focus,
    Reserve,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(rename = "LcgChange")]
pub enum Change {
    SetUp {
        // Boxed: the players are much larger than every other change.
        ds: Box<Player>,
        ls: Box<Player>,
        #[serde(default)]
        sides_drawn: bool,
        #[serde(default)]
        mulligan: bool,
    },
    /// A setup hand shuffled back and a new one kept (the counts do not change).
    Mulligan {
        side: Side,
    },
    PhaseEntered {
        phase: Phase,
    },
    TurnStarted {
        #[ts(type = "number")]
        turn: i64,
        active: Side,
    },
    BalanceResolved {
        side: Side,
    },
    DialMoved {
        #[ts(type = "number")]
        from: i64,
        #[ts(type = "number")]
        to: i64,
        cause: DialCause,
        #[ts(type = "number")]
        overshoot: i64,
    },
    BalanceTurned {
        from: Side,
        to: Side,
    },
    Struggled {
        struggle: Struggle,
    },
    /// Focus on a card set to `to` (refresh, payment, a strike, tactics).
    Focus {
        card: String,
        #[ts(type = "number")]
        from: i64,
        #[ts(type = "number")]
        to: i64,
    },
    ShieldsCleared {
        side: Side,
    },
    ShieldPlaced {
        card: String,
    },
    ShieldUsed {
        card: String,
    },
    Damaged {
        card: String,
        #[ts(type = "number")]
        amount: i64,
        #[ts(type = "number")]
        to: i64,
    },
    UnitDestroyed {
        id: String,
        force_card_back: bool,
    },
    ObjectiveDestroyed {
        id: String,
        #[ts(type = "number")]
        rescued: i64,
    },
    ObjectiveRevealed {
        side: Side,
        objective: Objective,
    },
    Drew {
        side: Side,
        #[ts(type = "number")]
        discarded: i64,
        #[ts(type = "number")]
        drawn: i64,
        #[ts(type = "number")]
        hand: i64,
        #[ts(type = "number")]
        command_deck: i64,
    },
    Hand {
        side: Side,
        #[ts(type = "number")]
        to: i64,
    },
    UnitEntered {
        side: Side,
        unit: Unit,
        deployed: bool,
    },
    Paid {
        side: Side,
        #[ts(type = "number")]
        cost: i64,
        #[ts(type = "number")]
        paid: i64,
    },
    Committed {
        id: String,
    },
    Captured {
        unit: String,
        objective: String,
        force_card_back: bool,
    },
    EngagementOpened {
        engagement: Engagement,
    },
    Defended {
        defenders: Vec<String>,
    },
    EdgeMoved {
        side: Side,
        place: bool,
    },
    EdgeWon {
        side: Side,
        #[ts(type = "number")]
        attacker: i64,
        #[ts(type = "number")]
        defender: i64,
    },
    Struck {
        unit: String,
        #[ts(type = "number")]
        damage: i64,
        #[ts(type = "number")]
        tactics: i64,
        #[ts(type = "number")]
        blast: i64,
    },
    NextStriker {
        side: Option<Side>,
    },
    EngagementEnded {
        unopposed: bool,
    },
    Won {
        winner: Side,
        reason: WinReason,
    },
    Adjusted {
        kind: AdjustKind,
        key: String,
        from: Value,
        to: Value,
        reason: String,
    },
}
