//! What the table holds between actions: the dial, the balance, each side's decks, hand,
//! objectives and units, the turn and phase, the open engagement. Every change an action makes is
//! a [`Change`]; the `apply` of the rule file that owns it is the only place state moves, so
//! decide (through `Tx`) and evolve agree.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "LcgSide")]
pub enum Side {
    #[default]
    Ds,
    Ls,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Ds => Side::Ls,
            Side::Ls => Side::Ds,
        }
    }
    pub fn id(self) -> &'static str {
        match self {
            Side::Ds => "ds",
            Side::Ls => "ls",
        }
    }
    /// The key of this side's `counter` (`hand.ds`, `force_cards.ls`), for the changes' touched.
    pub fn key(self, counter: &str) -> String {
        format!("{counter}.{}", self.id())
    }
}

/// The counter key a card id names: `unit.ls-u1`, `objective.ds-o2`, `affiliation.ds`. Shared
/// by the rule files whose changes touch a card.
pub fn card_key(id: &str) -> String {
    match id.get(3..4) {
        Some("u") => format!("unit.{id}"),
        Some("o") => format!("objective.{id}"),
        _ => format!("affiliation.{}", id.get(..2).unwrap_or("")),
    }
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "LcgPhase")]
pub enum Phase {
    #[default]
    Setup,
    Balance,
    Refresh,
    Draw,
    Deployment,
    Conflict,
    Force,
    Over,
}

impl Phase {
    pub fn id(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::Balance => "balance",
            Phase::Refresh => "refresh",
            Phase::Draw => "draw",
            Phase::Deployment => "deployment",
            Phase::Conflict => "conflict",
            Phase::Force => "force",
            Phase::Over => "over",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "LcgWinReason")]
pub enum WinReason {
    Dial,
    Objectives,
    DeckEmpty,
}

/// Combat icons of one type: printed on black (normal) and on white (edge-enabled).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LcgIconPair", type = "[number, number]")]
pub struct IconPair(pub i64, pub i64);

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(default)]
#[ts(rename = "LcgIcons")]
pub struct Icons {
    pub unit_damage: IconPair,
    pub tactics: IconPair,
    pub blast: IconPair,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(default)]
#[ts(rename = "LcgKeywords")]
pub struct Keywords {
    pub elite: bool,
    pub shielding: bool,
    pub targeted_strike: bool,
    /// Edge (x): x extra Force icons in the edge battles it takes part in.
    #[ts(type = "number")]
    pub edge: i64,
    /// Protect: [trait]; the table says which damage it takes instead.
    pub protect: bool,
    pub limited: bool,
}

/// A unit in play, as entered from its card. What its card prints and its counters are each one
/// struct, flattened so a unit's JSON (journaled with `unit_entered`) keeps its shape; the
/// board's unit view flattens the same two, so it shows whatever either gains without a copy.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LcgUnit")]
pub struct Unit {
    pub id: String,
    #[serde(flatten)]
    pub card: UnitCard,
    #[serde(default)]
    pub affiliation: Option<String>,
    #[serde(flatten)]
    pub counters: UnitCounters,
}

/// What a unit's card prints, as typed from it: the board shows it and works out each strike
/// from it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LcgUnitCard")]
pub struct UnitCard {
    pub title: Option<String>,
    #[ts(type = "number")]
    pub capacity: i64,
    #[ts(type = "number")]
    pub force: i64,
    pub icons: Icons,
    pub keywords: Keywords,
    pub unique: bool,
}

/// What is on a unit now: focus and damage tokens, a shield, commitment to the Force. A new
/// counter is one field here.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LcgUnitCounters")]
pub struct UnitCounters {
    #[ts(type = "number")]
    pub focus: i64,
    #[ts(type = "number")]
    pub damage: i64,
    pub shield: bool,
    pub committed: bool,
}

/// A current objective.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LcgObjective")]
pub struct Objective {
    pub id: String,
    pub title: Option<String>,
    #[ts(type = "number")]
    pub capacity: i64,
    #[ts(type = "number")]
    pub resources: i64,
    #[ts(type = "number")]
    pub damage: i64,
    #[ts(type = "number")]
    pub focus: i64,
    pub shield: bool,
    #[ts(type = "number")]
    pub captured: i64,
    #[serde(default)]
    pub affiliation: Option<String>,
}

/// One side of the table. Its counters are one struct, flattened so a side's JSON (journaled
/// with `set_up`) keeps its shape; the board's player view flattens the same struct, so it
/// shows whatever that gains without a copy.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LcgPlayer")]
pub struct Player {
    pub name: Option<String>,
    /// The ready deck's id or `custom`.
    pub deck: String,
    /// The affiliation card's (a ready deck's id, or what a custom deck's player said).
    #[serde(default)]
    pub affiliation: Option<String>,
    #[serde(flatten)]
    pub counters: PlayerCounters,
    pub objectives: Vec<Objective>,
    pub units: Vec<Unit>,
    /// Enemy objectives this side destroyed.
    #[ts(type = "number")]
    pub victory: i64,
    /// Objectives and units entered so far, for the next id.
    pub objectives_entered: u32,
    pub units_entered: u32,
    pub limited_played: bool,
    /// Took the mulligan (§6.4), once a game.
    #[serde(default)]
    pub mulliganed: bool,
}

/// A side's cards counted, not seen (hand, reserve value, decks, Force cards), and the focus on
/// its affiliation card. A new counter is one field here.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LcgPlayerCounters")]
pub struct PlayerCounters {
    #[ts(type = "number")]
    pub hand: i64,
    #[ts(type = "number")]
    pub reserve: i64,
    #[ts(type = "number")]
    pub command_deck: i64,
    #[ts(type = "number")]
    pub objective_deck: i64,
    /// Force cards not under a unit (0–3).
    #[ts(type = "number")]
    pub force_cards: i64,
    /// Focus on the affiliation card (it provides 1 resource when ready).
    #[ts(type = "number")]
    pub affiliation_focus: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "LcgStage")]
pub enum Stage {
    Defenders,
    Edge,
    Strikes,
    Done,
}

/// One move of the edge-card placement: a card placed face down, or a pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LcgEdgeMove")]
pub struct EdgeMove {
    pub side: Side,
    pub place: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LcgEngagement")]
pub struct Engagement {
    pub objective: String,
    pub attackers: Vec<String>,
    pub defenders: Vec<String>,
    pub stage: Stage,
    pub edge: Option<Side>,
    pub next_striker: Option<Side>,
    /// The edge-card placement as the table played it, when recorded move by move.
    #[serde(default)]
    pub moves: Vec<EdgeMove>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "LcgStruggleResult")]
pub enum StruggleResult {
    Ds,
    Ls,
    Tie,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LcgStruggle")]
pub struct Struggle {
    #[ts(type = "number")]
    pub ds: i64,
    #[ts(type = "number")]
    pub ls: i64,
    pub result: StruggleResult,
}

/// What the active player still owes or has done this turn.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LcgTurnFlags")]
pub struct TurnFlags {
    pub balance_done: bool,
    pub drawn: bool,
    pub struggled: bool,
    pub attacked: Vec<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LcgState")]
pub struct State {
    pub phase: Phase,
    #[ts(type = "number")]
    pub turn: i64,
    pub active: Side,
    #[ts(type = "number")]
    pub dial: i64,
    pub balance: Side,
    pub ds: Player,
    pub ls: Player,
    pub winner: Option<Side>,
    pub win_reason: Option<WinReason>,
    pub flags: TurnFlags,
    pub engagement: Option<Engagement>,
    pub last_struggle: Option<Struggle>,
    /// The optional mulligan rule is in use.
    #[serde(default)]
    pub mulligan_rule: bool,
}

impl State {
    pub fn player(&self, side: Side) -> &Player {
        match side {
            Side::Ds => &self.ds,
            Side::Ls => &self.ls,
        }
    }
    pub fn player_mut(&mut self, side: Side) -> &mut Player {
        match side {
            Side::Ds => &mut self.ds,
            Side::Ls => &mut self.ls,
        }
    }
    /// The side a card id belongs to (`ds-o1`, `ls-u2`).
    pub fn side_of(id: &str) -> Option<Side> {
        match id.get(..3) {
            Some("ds-") => Some(Side::Ds),
            Some("ls-") => Some(Side::Ls),
            _ => None,
        }
    }
    pub fn unit(&self, id: &str) -> Option<&Unit> {
        let side = State::side_of(id)?;
        self.player(side).units.iter().find(|u| u.id == id)
    }
    pub fn objective(&self, id: &str) -> Option<&Objective> {
        let side = State::side_of(id)?;
        self.player(side).objectives.iter().find(|o| o.id == id)
    }
    /// The first turn of `side` (DS's is 1, LS's is 2).
    pub fn first_turn_of(&self, side: Side) -> bool {
        match side {
            Side::Ds => self.turn == 1,
            Side::Ls => self.turn == 2,
        }
    }
    pub fn over(&self) -> bool {
        self.winner.is_some()
    }

    /// Sets a card's focus, damage and shield through `f` (the affiliation card has focus only).
    pub fn set_card(&mut self, id: &str, f: impl Fn(&mut i64, &mut i64, &mut bool)) {
        let Some(side) = State::side_of(id) else {
            return;
        };
        let p = self.player_mut(side);
        if let Some(u) = p.units.iter_mut().find(|u| u.id == id) {
            let c = &mut u.counters;
            f(&mut c.focus, &mut c.damage, &mut c.shield);
        } else if let Some(o) = p.objectives.iter_mut().find(|o| o.id == id) {
            f(&mut o.focus, &mut o.damage, &mut o.shield);
        } else if id.ends_with("-aff") {
            let (mut d, mut s) = (0, false);
            f(&mut p.counters.affiliation_focus, &mut d, &mut s);
        }
    }
}
