//! The changes an action records, and the rule file each belongs to, which applies it, says it
//! and names the counters it touched. decide pushes them through a `Tx` (each applied at once,
//! so the next rule sees it); evolve replays them.

pub use super::adjust::{AdjustKind, Value};
pub use super::damage::DialCause;
use super::state::{Engagement, Objective, Phase, Player, Side, State, Struggle, Unit, WinReason};
use super::{
    adjust, balance, capture, damage, draw, edge, engagement, force, setup, strike, turn, units,
};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

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

// Each change belongs to the rule file that says it in the log. Most are pushed there too;
// `Focus` (refresh, payment, strikes, tactics) and `ShieldPlaced` (Shielding units in an
// engagement) are pushed by other rules as well, and `Hand` only by edge.rs (the edge stacks'
// cards discarded), while draw.rs, which keeps the hand's count, says it.
crate::rules! { Change for State {
    setup: SetUp | Mulligan,
    balance: BalanceResolved,
    turn: PhaseEntered | TurnStarted | Focus | ShieldsCleared | ObjectiveRevealed,
    draw: Drew | Hand,
    units: UnitEntered | Paid,
    engagement: EngagementOpened | Defended | EngagementEnded,
    edge: EdgeMoved | EdgeWon,
    strike: Struck | NextStriker,
    force: Committed | Struggled | BalanceTurned,
    damage: DialMoved | ShieldUsed | ShieldPlaced | Damaged | UnitDestroyed | ObjectiveDestroyed | Won,
    capture: Captured,
    adjust: Adjusted,
}}
