//! One attack as the players tell it: who attacks whom with which stances, what is true at the
//! table, the faces rolled and the walk chosen ([`commit`](super::commit) records it, the
//! queries answer it). Plain data, so the action that carries it names no rule file.
//!
//! The stances travel inside the action, so the journal replays an attack exactly even when the
//! device that stored a player's stance is gone.

use super::super::stance::AttackType;
use super::super::state::TeamUnit;
use super::super::types::UnitRef;
use super::combat::{Faces, Table};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// What the players tell about the table for one attack; the conditions, immunities, damage and
/// stamina of both units come from the tracker.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(default)]
#[ts(rename = "SpAttackFacts")]
pub struct AttackFacts {
    pub kind: AttackType,
    pub focus: bool,
    pub impact: u32,
    pub sharpshooter: u32,
    pub cover: u32,
    pub ignore_cover: bool,
    pub extra_attack: i32,
    pub extra_defense: i32,
    pub protection: bool,
    pub steadfast: bool,
    pub split: bool,
    pub engaged: bool,
    pub target_forbidden: bool,
}

impl Default for AttackFacts {
    fn default() -> Self {
        AttackFacts::of(&Table::new(AttackType::Melee))
    }
}

impl AttackFacts {
    fn of(t: &Table) -> AttackFacts {
        AttackFacts {
            kind: t.kind,
            focus: t.focus,
            impact: t.impact,
            sharpshooter: t.sharpshooter,
            cover: t.cover,
            ignore_cover: t.ignore_cover,
            extra_attack: t.extra_attack,
            extra_defense: t.extra_defense,
            protection: t.protection,
            steadfast: t.steadfast,
            split: t.split,
            engaged: t.engaged,
            target_forbidden: t.target_forbidden,
        }
    }

    /// The table of this attack between two units of the tracker.
    pub fn table(&self, attacker: &TeamUnit, defender: &TeamUnit) -> Table {
        Table {
            attacker_conditions: attacker.counters.conditions.clone(),
            defender_conditions: defender.counters.conditions.clone(),
            defender_immune: defender.counters.immunities.clone(),
            // A Wounded defender counts as at its stamina whatever was healed since: it is
            // Wounded before the attack and takes none of its damage.
            damage: Some((
                if defender.counters.wounded {
                    defender.counters.damage.max(defender.card.stamina)
                } else {
                    defender.counters.damage
                },
                defender.card.stamina,
            )),
            ..self.bare()
        }
    }

    /// The table with nothing known about the two units (no conditions, no damage).
    pub fn bare(&self) -> Table {
        Table {
            kind: self.kind,
            focus: self.focus,
            impact: self.impact,
            sharpshooter: self.sharpshooter,
            cover: self.cover,
            hunker: 0,
            ignore_cover: self.ignore_cover,
            extra_attack: self.extra_attack,
            extra_defense: self.extra_defense,
            attacker_conditions: Vec::new(),
            defender_conditions: Vec::new(),
            defender_immune: Vec::new(),
            protection: self.protection,
            steadfast: self.steadfast,
            split: self.split,
            engaged: self.engaged,
            target_forbidden: self.target_forbidden,
            damage: None,
        }
    }
}

/// One attack as the players play it: `Action::Attack`'s fields.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpAttack")]
pub struct AttackInput {
    pub attacker: UnitRef,
    pub defender: UnitRef,
    /// The attacker's and defender's stances in the v1 stance format.
    #[ts(type = "unknown")]
    pub attacker_stance: serde_json::Value,
    #[ts(type = "unknown")]
    pub defender_stance: serde_json::Value,
    pub facts: AttackFacts,
    /// The faces on the table, before anything modifies them.
    #[serde(default)]
    pub faces: Faces,
    /// The walk chosen, option ids in order; empty for none.
    #[serde(default)]
    pub path: Vec<String>,
}
