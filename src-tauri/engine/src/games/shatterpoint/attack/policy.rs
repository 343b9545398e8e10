//! The named policy behind an odds number: which walk of the combat tree the attacker takes for
//! each number of successes. `max_damage` is the best walk for damage (what the odds always
//! showed); `max_conditions` places the most conditions, then deals the most damage; a fixed
//! path is the walk the player chose, cut short when the successes run out.

use super::super::stance::Tree;
use super::best_walk::{walks_for, Goal};
use super::error::AttackError;
use super::tree::{check_path, walk, Conditions};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpPolicy")]
pub enum Policy {
    #[default]
    MaxDamage,
    MaxConditions,
    /// The player's walk, option ids in order.
    Path(Vec<String>),
}

impl Policy {
    /// The policy's name on the wire (`max_damage`, `max_conditions`, `path`).
    pub fn name(&self) -> &'static str {
        match self {
            Policy::MaxDamage => "max_damage",
            Policy::MaxConditions => "max_conditions",
            Policy::Path(_) => "path",
        }
    }

    /// `max_damage` or `max_conditions` as the CLI's `--policy` names them.
    pub fn parse(name: &str) -> Option<Policy> {
        match name {
            "max_damage" => Some(Policy::MaxDamage),
            "max_conditions" => Some(Policy::MaxConditions),
            _ => None,
        }
    }

    /// The walk for every number of successes 0..=most: (the tree's damage, option indices).
    pub fn walks(
        &self,
        tree: &Tree,
        most: u32,
        held: Conditions,
        immune: Conditions,
    ) -> Result<Vec<(u32, Vec<usize>)>, AttackError> {
        match self {
            Policy::MaxDamage => Ok(walks_for(Goal::Damage, tree, most, held, immune)),
            Policy::MaxConditions => Ok(walks_for(Goal::Conditions, tree, most, held, immune)),
            Policy::Path(ids) => {
                // Checked as a walk of its own length: legal however many successes it gets.
                let path = check_path(tree, ids, ids.len() as u32)?;
                Ok((0..=(most as usize).min(path.len()))
                    .map(|k| {
                        let w = walk(tree, &path[..k], held, immune);
                        (w.damage, path[..k].to_vec())
                    })
                    .collect())
            }
        }
    }
}
