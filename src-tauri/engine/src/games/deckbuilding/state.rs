//! What the table holds (hands, decks and discards stay with the players); the changes that
//! move it are in `change`.

use super::cards::{Card, CardType, Faction};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

pub const ROW: usize = 6;
pub const GALAXY_START: i64 = 84;
pub const PILOTS: i64 = 10;
pub const PILOT_COST: i64 = 2;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "DbgPhase")]
pub enum Phase {
    #[default]
    Setup,
    ChooseBase,
    Main,
    Over,
}

impl Phase {
    pub fn id(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::ChooseBase => "choose_base",
            Phase::Main => "main",
            Phase::Over => "over",
        }
    }
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "DbgMode")]
pub enum Mode {
    #[default]
    Beginner,
    FullControl,
    Secret,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "DbgWinReason")]
pub enum WinReason {
    BasesDestroyed,
    Conceded,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "DbgActiveBase")]
pub struct ActiveBase {
    pub id: String,
    #[ts(type = "number")]
    pub hp: i64,
    #[ts(type = "number")]
    pub damage: i64,
    pub verified: bool,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "DbgSide")]
pub struct Side {
    pub active: Option<ActiveBase>,
    /// Bases still to choose from; `"secret"` for an unrevealed one in secret mode.
    pub reserve: Vec<String>,
    /// Bases the opponent destroyed (in the opponent's victory pile).
    pub lost: Vec<String>,
}

/// A card in play: the active player's units, and every ship of both players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "DbgInPlay")]
pub struct InPlay {
    pub label: String,
    pub owner: Faction,
    pub card: Card,
    #[ts(type = "number")]
    pub damage: i64,
    pub attacked: bool,
    pub ability_used: bool,
    /// Attack the card gained this turn ("gains" effects).
    #[ts(type = "number")]
    pub gained: i64,
}

impl InPlay {
    pub fn is_ship(&self) -> bool {
        self.card.kind == CardType::Ship
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "DbgState")]
pub struct State {
    pub phase: Phase,
    pub mode: Mode,
    #[ts(type = "number")]
    pub threshold: i64,
    pub pay_off_neutrals: bool,
    #[ts(type = "number")]
    pub turn: i64,
    pub active: Faction,
    #[ts(type = "number")]
    pub force: i64,
    #[ts(type = "number")]
    pub resources: i64,
    pub empire: Side,
    pub rebel: Side,
    pub in_play: Vec<InPlay>,
    pub row: Vec<Option<Card>>,
    /// Row slots of the opening deal not entered yet: filling one draws nothing more.
    pub dealt_open: Vec<bool>,
    #[ts(type = "number")]
    pub galaxy_deck: i64,
    #[ts(type = "number")]
    pub galaxy_discard: i64,
    #[ts(type = "number")]
    pub pilots: i64,
    /// Damage Hoth has prevented this turn (at most 2).
    #[ts(type = "number")]
    pub hoth_prevented: i64,
    /// Corellia (or Mon Cala) was just revealed: one free buy is due.
    pub corellia_buy: bool,
    /// Jedha sent this turn's first neutral buy to hand.
    pub jedha_used: bool,
    /// The active base's ability (the Death Star's) was used this turn.
    pub base_ability_used: bool,
    /// Cards to exile at the end of this turn (Tarkin, Jedha).
    pub exile_at_end: Vec<String>,
    pub winner: Option<Faction>,
    pub win_reason: Option<WinReason>,
}

impl Default for State {
    fn default() -> State {
        State {
            phase: Phase::Setup,
            mode: Mode::Beginner,
            threshold: 3,
            pay_off_neutrals: false,
            turn: 0,
            active: Faction::Empire,
            force: 3,
            resources: 0,
            empire: Side::default(),
            rebel: Side::default(),
            in_play: Vec::new(),
            row: vec![None; ROW],
            dealt_open: vec![true; ROW],
            galaxy_deck: GALAXY_START,
            galaxy_discard: 0,
            pilots: PILOTS,
            hoth_prevented: 0,
            corellia_buy: false,
            jedha_used: false,
            base_ability_used: false,
            exile_at_end: Vec::new(),
            winner: None,
            win_reason: None,
        }
    }
}

impl State {
    pub fn side(&self, f: Faction) -> &Side {
        match f {
            Faction::Empire => &self.empire,
            Faction::Rebel => &self.rebel,
        }
    }

    pub fn side_mut(&mut self, f: Faction) -> &mut Side {
        match f {
            Faction::Empire => &mut self.empire,
            Faction::Rebel => &mut self.rebel,
        }
    }

    /// Enemy bases `f` has destroyed.
    pub fn victory(&self, f: Faction) -> i64 {
        self.side(f.other()).lost.len() as i64
    }

    /// The Force is with the Empire at −1 or lower, with the Rebels at +1 or higher.
    pub fn force_with(&self) -> Option<Faction> {
        match self.force {
            f if f <= -1 => Some(Faction::Empire),
            f if f >= 1 => Some(Faction::Rebel),
            _ => None,
        }
    }

    pub fn card(&self, label: &str) -> Option<&InPlay> {
        self.in_play.iter().find(|c| c.label == label)
    }

    pub fn ships(&self, f: Faction) -> impl Iterator<Item = &InPlay> {
        self.in_play
            .iter()
            .filter(move |c| c.owner == f && c.is_ship())
    }

    pub fn base_id(&self, f: Faction) -> Option<&str> {
        self.side(f).active.as_ref().map(|b| b.id.as_str())
    }
}
