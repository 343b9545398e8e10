//! Numbers and lists of the rules that the board offers as choices, sent in the view so the UI
//! copies none of them: a rule changes in one place.

use super::action::StrainTrigger;
use super::Condition;
use crate::dice::Symbol;
use crate::games::shatterpoint::faces;
use serde::Serialize;
use ts_rs::TS;

/// Momentum tokens a player may hold: one per space of their half of the track.
pub const MOMENTUM_MAX: u8 = 8;
/// Attack dice each player rolls to decide who goes first.
pub const ROLL_OFF_DICE: u8 = 5;

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "SpFacts")]
pub struct Facts {
    pub momentum_max: u8,
    pub roll_off_dice: u8,
    pub max_objectives: u8,
    pub conditions: Vec<Condition>,
    pub strain_triggers: Vec<StrainTrigger>,
    /// The faces of the Shifting Priorities die a player may enter.
    pub priority_faces: Vec<Symbol>,
}

pub fn facts() -> Facts {
    Facts {
        momentum_max: MOMENTUM_MAX,
        roll_off_dice: ROLL_OFF_DICE,
        max_objectives: super::MAX_OBJECTIVES,
        conditions: Condition::ALL.to_vec(),
        strain_triggers: StrainTrigger::ALL.to_vec(),
        priority_faces: vec![faces::BLOCK, faces::DEFENSE_EXPERTISE, faces::FAILURE],
    }
}
