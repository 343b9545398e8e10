//! What the table holds between actions.

use super::types::*;
use crate::dice::Symbol;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use ts_rs::TS;

pub use super::scenario::*;

/// A unit on the board. Where it stands and what it did this turn are one struct, flattened so
/// a unit's JSON (journaled with `unit_added`) keeps its shape; the board's unit view flattens
/// the same struct, so it shows whatever that gains without a copy.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "HothUnit")]
pub struct Unit {
    pub id: String,
    /// The name the players gave it, if any; the board and the log call it "Snowtrooper 2"
    /// (its kind and number) otherwise. Never its id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub name: Option<String>,
    pub side: Side,
    pub kind: Kind,
    pub badge: Option<Badge>,
    pub figures: u32,
    pub max_figures: u32,
    #[serde(flatten)]
    pub board: OnBoard,
}

/// Where a unit stands and what it did this turn: its zone and tile, its order, move and attack,
/// its E-Web's side. A new counter is one field here.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "HothOnBoard")]
pub struct OnBoard {
    pub zone: Zone,
    pub terrain: Terrain,
    pub ordered: bool,
    /// Hexes moved this turn (0: stayed).
    pub moved: u32,
    pub attacked: bool,
    /// Why it may not attack this turn, if so.
    pub no_attack: Option<NoAttack>,
    pub e_web: Option<EWeb>,
}

impl Unit {
    pub fn eliminated(&self) -> bool {
        self.figures == 0
    }
}

/// Command cards are counted, not seen.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "HothCards")]
pub struct Cards {
    pub hand: u32,
    pub deck: u32,
    pub discard: u32,
}

/// The card in play this turn, as the player entered it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "HothCard")]
pub struct Card {
    /// Zones it orders in (from the player's seat); `None`: units of your choice.
    #[serde(default)]
    pub zones: Option<Vec<Zone>>,
    pub units: u32,
    #[serde(default)]
    pub id: Option<CardId>,
    /// "Order 1 unit of your choice": any zone, no bonuses.
    #[serde(default)]
    pub fallback: Option<bool>,
}

/// One term of a dice count: `range` (the base), a terrain, a card, scouts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "HothDiceTerm")]
pub struct Term {
    pub term: String,
    #[ts(type = "number")]
    pub dice: i64,
}

/// What the attack flow is waiting for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "awaiting", rename_all = "snake_case")]
#[ts(rename = "HothPending")]
pub enum Pending {
    /// A ready E-Web may reroll any of its dice once.
    Reroll { attacker: String, target: String },
    /// An AT-AT hit: its hit dice are rerolled; an explosion destroys it.
    Confirm { target: String, dice: u32 },
    /// The target owes `owed` hexes; the players say how many are free.
    Retreat {
        target: String,
        owed: u32,
        may_ignore: bool,
    },
    /// Commandos may move into the hex their close attack emptied.
    TakeGround { attacker: String },
}

/// The last attack, for the board's adjudicator panel.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "HothLastAttack")]
pub struct LastAttack {
    pub attacker: String,
    pub target: String,
    pub range: u32,
    pub dice: u32,
    pub breakdown: Vec<Term>,
    pub faces: Vec<Symbol>,
    /// The tile under the target, as entered.
    pub target_terrain: Terrain,
    pub rerolled: Option<Vec<Symbol>>,
    pub confirmation: Option<Vec<Symbol>>,
    pub hits: u32,
    pub figures_removed: u32,
    pub retreats: u32,
    pub retreat_losses: u32,
    pub eliminated: bool,
    pub medal: Option<Side>,
}

/// One battle of the campaign, as it ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "HothBattleResult")]
pub struct BattleResult {
    pub winner: Option<Side>,
    pub medals: Sides<u32>,
    /// The winner's instructions for both players, as typed.
    pub instructions: String,
    /// Leader cards those instructions add, for the next battle only.
    pub next_leaders: Sides<Option<Leader>>,
    /// Support cards each side kept unused into the next battle.
    pub support: Sides<u32>,
}

/// A secondary objective, told to the opponent once achieved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "HothRevealed")]
pub struct Revealed {
    pub side: Side,
    /// The battle it was achieved in (1 = the first).
    pub battle: u32,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "HothCampaign")]
pub struct Campaign {
    pub campaign: CampaignId,
    /// The battles before this one, oldest first.
    pub battles: Vec<BattleResult>,
    pub objectives: Vec<Revealed>,
    /// This battle's instructions and leader cards for the next, once it has ended.
    pub instructions: Option<String>,
    pub next_leaders: Sides<Option<Leader>>,
}

impl Campaign {
    /// The battle being played (1 = the first).
    pub fn battle(&self) -> u32 {
        self.battles.len() as u32 + 1
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "HothState")]
pub struct State {
    pub phase: Phase,
    pub scenario: Option<Scenario>,
    pub leaders: Sides<Option<Leader>>,
    /// Dice typed from the unit sheets, where the rulebook lost them.
    pub unit_dice: BTreeMap<Kind, Vec<u32>>,
    /// Readings switched away from the recommended one.
    pub readings: BTreeMap<String, String>,
    pub units: Vec<Unit>,
    pub structures: Vec<Structure>,
    pub objectives: Vec<Objective>,
    pub turn: u32,
    pub active: Side,
    pub step: Step,
    pub card: Option<Card>,
    /// Each player's piles, per side (two in a team of two).
    pub cards: Sides<Vec<Cards>>,
    /// Whose turn it is within each side's team.
    pub seat: Sides<u32>,
    pub medals: Sides<u32>,
    pub pending: Option<Pending>,
    pub last_attack: Option<LastAttack>,
    /// Support cards played this turn (campaign), and in the whole battle.
    pub support_this_turn: bool,
    /// Campaign support cards held, outside the command hand (no limit).
    pub support: Sides<u32>,
    pub support_played: Vec<String>,
    pub took_ground: bool,
    /// A commando that took ground may attack once more.
    pub extra_attack: Option<String>,
    pub winner: Option<Side>,
    pub win_reason: Option<WinReason>,
    /// The battle die's faces in effect at the last roll (or start) and whether verified.
    pub die: Option<(Vec<Symbol>, bool)>,
    /// The campaign this battle belongs to, if any.
    #[serde(default)]
    pub campaign: Option<Campaign>,
    /// Each side's attack dice so far (the luck of the evening).
    #[serde(default)]
    pub luck: crate::luck::Tally,
}

impl State {
    pub fn unit(&self, id: &str) -> Option<&Unit> {
        self.units.iter().find(|u| u.id == id)
    }

    pub(super) fn unit_mut(&mut self, id: &str) -> Option<&mut Unit> {
        self.units.iter_mut().find(|u| u.id == id)
    }

    /// The piles of the side's player whose turn it is (or was last).
    pub fn piles(&self, side: Side) -> Cards {
        let seat = *self.seat.get(side) as usize;
        self.cards.get(side).get(seat).copied().unwrap_or_default()
    }

    /// All of a side's piles together.
    pub fn total(&self, side: Side) -> Cards {
        self.cards
            .get(side)
            .iter()
            .fold(Cards::default(), |a, c| Cards {
                hand: a.hand.saturating_add(c.hand),
                deck: a.deck.saturating_add(c.deck),
                discard: a.discard.saturating_add(c.discard),
            })
    }
}

/// What the table calls each unit, structure and medal hex (see [`crate::game::Game::names`]):
/// the name the players gave a unit, else its kind and number among its kind ("Snowtrooper 2",
/// "Szturmowiec 2"), a structure's kind and number, "Medal hex 1".
pub fn names(s: &State) -> BTreeMap<String, crate::game::Name> {
    use crate::game::{Message, Name};
    let mut out = BTreeMap::new();
    let mut seen: BTreeMap<String, u32> = BTreeMap::new();
    let mut next = |key: String| {
        let n = seen.entry(key.clone()).or_insert(0);
        *n += 1;
        Name::Numbered(Message::new(&key).arg("n", *n))
    };
    for u in &s.units {
        let kind = serde_json::to_value(u.kind).unwrap_or_default();
        let key = format!("hoth.name.{}", kind.as_str().unwrap_or_default());
        let numbered = next(key);
        out.insert(u.id.clone(), Name::given_or(u.name.as_deref(), || numbered));
    }
    for st in &s.structures {
        let kind = serde_json::to_value(st.kind).unwrap_or_default();
        let key = format!("hoth.name.{}", kind.as_str().unwrap_or_default());
        out.insert(st.id.clone(), next(key));
    }
    for o in &s.objectives {
        out.insert(o.id.clone(), next("hoth.name.medal_hex".into()));
    }
    out
}
