//! Hunker tokens in an attack, two readings the table may switch (the kit's readings; the
//! defaults are what the engine did before they were switchable):
//! - cover: the defender's hunker tokens give Cover [1] each against a ranged attack (rulebook
//!   §7.8). By default the players enter the cover themselves; read as `tokens`, the tokens the
//!   tracker holds are counted without being entered, and the players enter only the rest
//!   (terrain, Bodyguard).
//! - engaged: an engaged unit cannot have hunker tokens (reference, "Hunker"). By default the
//!   players remove them by hand; read as `removed`, a melee attack, which engages the target,
//!   removes them as it is declared.

use super::super::change::Change;
use super::super::guards::Tx;
use super::super::stance::AttackType;
use super::super::state::State;
use super::super::{TeamUnit, UnitRef};
use crate::kit::switch::Switch;

pub const COVER: &str = "sp.attack.hunker_cover";
pub const ENGAGED: &str = "sp.attack.engaged_hunker";

/// The two switches, the default first, for `readings::SWITCHES`.
pub const COVER_SWITCH: Switch = (COVER, &["entered", "tokens"], "sp.concept.hunker");
pub const ENGAGED_SWITCH: Switch = (ENGAGED, &["kept", "removed"], "sp.concept.hunker");

/// The cover the tracker's tokens give this defender under the reading in effect (before the
/// attack type and Ignores cover are considered, in `table::pools`).
pub fn cover_tokens(s: &State, defender: &TeamUnit) -> u32 {
    if super::super::readings::choice(s, COVER) == "tokens" {
        defender.counters.hunker
    } else {
        0
    }
}

/// A melee attack engages its target: under the `removed` reading its hunker tokens go.
pub fn engage(tx: &mut Tx, kind: AttackType, defender: UnitRef) {
    if kind != AttackType::Melee || super::super::readings::choice(&tx.state, ENGAGED) != "removed"
    {
        return;
    }
    if let Some(u) = tx.state.unit(defender).filter(|u| u.counters.hunker > 0) {
        let change = Change::HunkerLost {
            unit: defender,
            name: u.card.name.clone(),
            count: u.counters.hunker,
        };
        tx.push(change);
    }
}
