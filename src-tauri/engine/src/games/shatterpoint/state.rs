//! The game state: what the table holds after every event. Every field is public and plain data
//! so a saved session replays into exactly this.

use super::catalog::{AbilityDef, SpecialRule, StruggleCardDef};
use super::squad::SquadIssue;
use super::{ActionKind, Condition, Era, Phase, Step, Text, UnitRef, UnitType};
use crate::dice::DiceMode;
use crate::dice::Symbol;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[ts(rename = "SpState")]
pub struct State {
    pub phase: Phase,
    pub names: [Option<String>; 2],
    /// Units the players typed in from their cards this session.
    pub custom_units: Vec<super::UnitDef>,
    pub teams: [Option<Team>; 2],
    pub mission: Option<Mission>,
    pub roll_off: Option<RollOff>,
    pub first_player: Option<u8>,
    pub players: [Side; 2],
    /// The struggle token: 0 is the centre, −1…−8 player 1's half, 1…8 player 2's half.
    pub token: i8,
    pub objectives: Vec<Objective>,
    /// The struggle cards still face down, the next one first.
    pub mission_deck: Vec<StruggleCard>,
    pub struggle: Option<Struggle>,
    /// The struggle cards each player has won.
    pub won: [Vec<StruggleCard>; 2],
    /// Who won a struggle this turn; the reset waits for the end of the turn.
    pub struggle_won: Option<u8>,
    /// The loser of the last struggle picks the next card's map.
    pub last_loser: Option<u8>,
    pub turn: Turn,
    pub winner: Option<u8>,
    /// The readings the table switched (`set_reading`); the others are the recommended ones.
    pub readings: std::collections::BTreeMap<String, String>,
    /// Each player's attack and defense dice so far (the luck of the evening).
    #[serde(default)]
    pub luck: crate::luck::Tally,
}

/// One player's side of the table: Force pool, momentum and order deck.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpSide")]
pub struct Side {
    pub force_size: u32,
    pub force_ready: u32,
    /// Momentum tokens on this player's half, filling spaces 8, 7, … toward the centre.
    pub momentum: u8,
    /// The cards still in the deck, as a sorted multiset: the order is hidden, a reveal draws one
    /// at random.
    pub deck: Vec<OrderCard>,
    pub discard: Vec<OrderCard>,
    pub reserve: Option<OrderCard>,
    /// The card revealed this turn and not yet used.
    pub revealed: Option<OrderCard>,
    pub removed: Vec<OrderCard>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[ts(rename = "SpOrderCard")]
pub enum OrderCard {
    /// The order card of the unit in this team slot.
    Unit {
        slot: u8,
    },
    Shatterpoint,
    /// Battle tactics card number `n` of the unit in `slot`.
    Tactic {
        slot: u8,
        n: u8,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpTeam")]
pub struct Team {
    /// Six units: slots 0–2 the first squad (primary, secondary, support), 3–5 the second.
    pub units: Vec<TeamUnit>,
    /// Each squad's era, when known.
    pub eras: Vec<Option<Era>>,
    pub tactics: Option<Tactics>,
    /// Casual play: the squad rules were not enforced.
    pub casual: bool,
    /// The squad rules this team breaks, accepted because of casual play.
    pub waived: Vec<SquadIssue>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpTactics")]
pub struct Tactics {
    pub slot: u8,
    pub cards: u8,
}

/// A unit as fielded: its card (catalog data completed from the player's card) and its counters.
/// The card's numbers and the counters are each one struct, flattened so a unit's JSON
/// (journaled with `team_set`) keeps its shape; the board's unit view flattens the same two, so
/// it shows whatever either gains without a copy.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpTeamUnit")]
pub struct TeamUnit {
    #[serde(flatten)]
    pub card: UnitCard,
    pub eras: Vec<Era>,
    pub stances: Vec<Text>,
    /// Two stances: the combat card may flip once per activation.
    pub dual: bool,
    pub abilities: Vec<AbilityDef>,
    pub pay_force_with_damage: bool,
    pub verified: bool,
    pub unverified: Vec<String>,
    #[serde(flatten)]
    pub counters: UnitCounters,
}

/// What a fielded unit's card says of it: which card, its name, type and squad, its numbers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpUnitCard")]
pub struct UnitCard {
    pub def: String,
    pub name: Text,
    pub unique_name: Option<String>,
    pub unit_type: UnitType,
    pub squad: u8,
    pub stamina: u32,
    pub durability: u32,
    pub force: u32,
    pub points: Option<u32>,
    pub characters: Option<u32>,
}

/// What the game does to a fielded unit: damage, wounds and injuries, conditions and immunities,
/// hunker tokens, the active stance, defeat. A new counter is one field here.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpUnitCounters")]
pub struct UnitCounters {
    pub damage: u32,
    pub wounded: bool,
    pub injuries: u32,
    pub conditions: Vec<Condition>,
    pub immunities: Vec<Condition>,
    pub hunker: u32,
    /// The active stance: 0 or 1.
    pub stance: u8,
    pub defeated: bool,
}

impl TeamUnit {
    pub fn has(&self, c: Condition) -> bool {
        self.counters.conditions.contains(&c)
    }

    /// The extra Force active and reactive abilities cost: 1 per wound and injury token.
    pub fn tax(&self) -> u32 {
        u32::from(self.counters.wounded) + self.counters.injuries
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpMission")]
pub struct Mission {
    pub id: String,
    pub name: Text,
    pub objectives: u8,
    pub special: Option<SpecialRule>,
    pub cards: Vec<StruggleCardDef>,
    pub verified: bool,
}

/// A struggle card: its phase and, when known, which card it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpStruggleCard")]
pub struct StruggleCard {
    pub phase: u8,
    pub card: Option<String>,
    pub name: Option<Text>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpStruggle")]
pub struct Struggle {
    /// 1, 2 or 3.
    pub number: u8,
    pub card: StruggleCard,
    pub map: Option<u8>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpObjective")]
pub struct Objective {
    pub active: bool,
    pub controller: Option<u8>,
    pub priority: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpRollCounts")]
pub struct RollCounts {
    pub crit: u8,
    pub strike: u8,
    pub expertise: u8,
    pub failure: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpRollOff")]
pub struct RollOff {
    pub mode: DiceMode,
    pub counts: [RollCounts; 2],
    /// `None`: a full tie, roll again.
    pub first: Option<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpTakenAction")]
pub struct TakenAction {
    pub action: ActionKind,
    /// Granted by an effect: does not count toward the two actions.
    pub granted: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpAbilityUse")]
pub struct AbilityUse {
    pub unit: UnitRef,
    pub ability: String,
}

/// The current turn: whose it is, where the stepper waits, and what was done.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpTurn")]
pub struct Turn {
    /// 1 for the first turn of the game; 0 before it.
    pub number: u32,
    pub player: u8,
    pub step: Step,
    /// The slot of the unit activated this turn.
    pub activated: Option<u8>,
    pub actions: Vec<TakenAction>,
    pub stance_flipped: bool,
    pub reserved: bool,
    /// After a Shatterpoint redraw: the next unit card must be activated.
    pub must_activate: bool,
    pub priority_face: Option<Symbol>,
    pub ability_uses: Vec<AbilityUse>,
}

impl State {
    pub fn team(&self, player: u8) -> Option<&Team> {
        self.teams.get(usize::from(player)).and_then(Option::as_ref)
    }

    pub fn unit(&self, r: UnitRef) -> Option<&TeamUnit> {
        self.team(r.player)
            .and_then(|t| t.units.get(usize::from(r.slot)))
    }

    pub fn unit_mut(&mut self, r: UnitRef) -> Option<&mut TeamUnit> {
        self.teams
            .get_mut(usize::from(r.player))
            .and_then(Option::as_mut)
            .and_then(|t| t.units.get_mut(usize::from(r.slot)))
    }

    pub fn side(&self, player: u8) -> &Side {
        &self.players[usize::from(player.min(1))]
    }

    pub fn side_mut(&mut self, player: u8) -> &mut Side {
        &mut self.players[usize::from(player.min(1))]
    }

    /// The unit activated this turn, while its activation lasts.
    pub fn activating(&self) -> Option<UnitRef> {
        match self.turn.step {
            Step::StartOfActivation | Step::Actions => self.turn.activated.map(|slot| UnitRef {
                player: self.turn.player,
                slot,
            }),
            _ => None,
        }
    }

    pub fn special(&self) -> Option<SpecialRule> {
        self.mission.as_ref().and_then(|m| m.special)
    }

    /// The Shifting Priorities roll is due at the start of turns in struggles 2 and 3.
    pub fn priority_due(&self) -> bool {
        self.special() == Some(SpecialRule::ShiftingPriorities)
            && self.struggle.as_ref().is_some_and(|s| s.number >= 2)
    }

    /// The name of the card for the log.
    pub fn card_name(&self, player: u8, card: OrderCard) -> Option<Text> {
        match card {
            OrderCard::Unit { slot } | OrderCard::Tactic { slot, .. } => self
                .unit(UnitRef { player, slot })
                .map(|u| u.card.name.clone()),
            OrderCard::Shatterpoint => None,
        }
    }
}
