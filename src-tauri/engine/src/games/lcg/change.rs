//! The changes an action records, and how each moves the state. decide pushes them through a
//! `Tx` (each applied at once, so the next rule sees it); evolve replays them.

use super::adjust::adjusted;
pub use super::adjust::{AdjustKind, Value};
pub use super::damage::DialCause;
use super::state::{
    EdgeMove, Engagement, Objective, Phase, Player, Side, Stage, State, Struggle, Unit, WinReason,
};
use crate::kit::Apply;
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

impl Apply for State {
    type Change = Change;
    fn apply(mut self, change: &Change) -> State {
        match change {
            Change::SetUp {
                ds, ls, mulligan, ..
            } => {
                self.ds = (**ds).clone();
                self.ls = (**ls).clone();
                self.mulligan_rule = *mulligan;
                self.turn = 1;
                self.active = Side::Ds;
                self.balance = Side::Ls;
                self.phase = Phase::Balance;
            }
            Change::Mulligan { side } => self.player_mut(*side).mulliganed = true,
            Change::PhaseEntered { phase } => self.phase = *phase,
            Change::TurnStarted { turn, active } => {
                self.turn = *turn;
                self.active = *active;
                self.flags = Default::default();
                self.ds.limited_played = false;
                self.ls.limited_played = false;
                self.phase = Phase::Balance;
            }
            Change::BalanceResolved { .. } => self.flags.balance_done = true,
            Change::DialMoved { to, .. } => self.dial = *to,
            Change::BalanceTurned { to, .. } => self.balance = *to,
            Change::Struggled { struggle } => {
                self.flags.struggled = true;
                self.last_struggle = Some(*struggle);
            }
            Change::Focus { card, to, .. } => self.set_card(card, |f, _, _| *f = *to),
            Change::ShieldsCleared { side } => {
                let p = self.player_mut(*side);
                p.units.iter_mut().for_each(|u| u.shield = false);
                p.objectives.iter_mut().for_each(|o| o.shield = false);
            }
            Change::ShieldPlaced { card } => self.set_card(card, |_, _, s| *s = true),
            Change::ShieldUsed { card } => self.set_card(card, |_, _, s| *s = false),
            Change::Damaged { card, to, .. } => self.set_card(card, |_, d, _| *d = *to),
            Change::UnitDestroyed {
                id,
                force_card_back,
            } => {
                if let Some(side) = State::side_of(id) {
                    let p = self.player_mut(side);
                    p.units.retain(|u| &u.id != id);
                    if *force_card_back {
                        p.force_cards = (p.force_cards + 1).min(3);
                    }
                }
            }
            Change::ObjectiveDestroyed { id, rescued } => {
                if let Some(side) = State::side_of(id) {
                    self.player_mut(side).objectives.retain(|o| &o.id != id);
                    self.player_mut(side.other()).victory += 1;
                    // Captured cards are only ever LS cards on DS objectives: back to LS's hand.
                    self.ls.hand = self.ls.hand.saturating_add(*rescued);
                }
            }
            Change::ObjectiveRevealed { side, objective } => {
                let p = self.player_mut(*side);
                p.objectives.push(objective.clone());
                p.objectives_entered += 1;
                p.objective_deck = (p.objective_deck - 1).max(0);
            }
            Change::Drew {
                side,
                hand,
                command_deck,
                ..
            } => {
                let p = self.player_mut(*side);
                p.hand = *hand;
                p.command_deck = *command_deck;
                self.flags.drawn = true;
            }
            Change::Hand { side, to } => self.player_mut(*side).hand = *to,
            Change::UnitEntered {
                side,
                unit,
                deployed,
            } => {
                let p = self.player_mut(*side);
                p.units.push(unit.clone());
                p.units_entered += 1;
                if *deployed {
                    p.hand = (p.hand - 1).max(0);
                    p.limited_played |= unit.keywords.limited;
                }
                if unit.committed {
                    p.force_cards = (p.force_cards - 1).max(0);
                }
            }
            Change::Paid { .. } => {}
            Change::Captured {
                unit,
                objective,
                force_card_back,
            } => super::capture::captured(&mut self, unit, objective, *force_card_back),
            Change::Committed { id } => {
                if let Some(side) = State::side_of(id) {
                    let p = self.player_mut(side);
                    if let Some(u) = p.units.iter_mut().find(|u| &u.id == id) {
                        u.committed = true;
                        p.force_cards = (p.force_cards - 1).max(0);
                    }
                }
            }
            Change::EngagementOpened { engagement } => {
                self.flags.attacked.push(engagement.objective.clone());
                self.engagement = Some(engagement.clone());
            }
            Change::Defended { defenders } => {
                if let Some(e) = self.engagement.as_mut() {
                    e.defenders = defenders.clone();
                    e.stage = Stage::Edge;
                }
            }
            Change::EdgeMoved { side, place } => {
                if let Some(e) = self.engagement.as_mut() {
                    e.moves.push(EdgeMove {
                        side: *side,
                        place: *place,
                    });
                }
            }
            Change::EdgeWon { side, .. } => {
                if let Some(e) = self.engagement.as_mut() {
                    e.edge = Some(*side);
                    e.next_striker = Some(*side);
                    e.stage = Stage::Strikes;
                }
            }
            Change::Struck { .. } => {}
            Change::NextStriker { side } => {
                if let Some(e) = self.engagement.as_mut() {
                    e.next_striker = *side;
                    e.stage = if side.is_some() {
                        Stage::Strikes
                    } else {
                        Stage::Done
                    };
                }
            }
            Change::EngagementEnded { .. } => self.engagement = None,
            Change::Won { winner, reason } => {
                self.winner = Some(*winner);
                self.win_reason = Some(*reason);
                self.phase = Phase::Over;
                self.engagement = None;
            }
            Change::Adjusted { kind, key, to, .. } => adjusted(&mut self, *kind, key, to),
        }
        self
    }
}
