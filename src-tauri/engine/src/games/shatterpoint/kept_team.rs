//! A strike team kept on the device for the next game, and shared as a list file: the team as
//! the builder sends it, a name to pick it by, and the player's own units it fields, so a team
//! handed to a friend carries the units their device has never seen. Kept only if it could be
//! set: every unit resolves and the squads have their shape. The squad rules are the game's to
//! enforce when the team is set, casual or not, as always.

use super::limits::{TEAM_NAME_CHARS, TEAM_UNITS};
use super::{validate_team, Shatterpoint, SpError, TeamPick, UnitDef};
use crate::error::Error;
use crate::game::wire_error;
use crate::keep::{parse, Keep};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpKeptTeam")]
pub struct KeptTeam {
    /// How the player finds it again; also its identity (a team kept under the same name
    /// replaces the old one).
    pub name: String,
    pub team: TeamPick,
    /// Casual play was on when it was kept: the builder turns it on again.
    pub casual: bool,
    /// The player's own units the team fields.
    #[serde(default)]
    pub units: Vec<UnitDef>,
}

impl Keep for KeptTeam {
    fn accept(item: serde_json::Value) -> Result<Self, Error> {
        let mut kept: KeptTeam = parse(item)?;
        kept.name = kept.name.trim().to_string();
        check(&kept).map_err(|e| wire_error::<Shatterpoint>(&e))?;
        for unit in &mut kept.units {
            unit.custom = true;
        }
        Ok(kept)
    }

    fn id(&self) -> Option<&str> {
        Some(&self.name)
    }
}

fn check(kept: &KeptTeam) -> Result<(), SpError> {
    let chars = kept.name.chars().count();
    if chars == 0 || chars > TEAM_NAME_CHARS {
        return Err(SpError::TeamName {
            max: TEAM_NAME_CHARS,
        });
    }
    if kept.units.len() > TEAM_UNITS {
        return Err(SpError::TeamUnits { max: TEAM_UNITS });
    }
    for unit in &kept.units {
        unit.validate_custom()?;
    }
    // Casual: a team that breaks a squad rule is still a team; the game asks when it is set.
    validate_team(&kept.units, &kept.team, true).map(|_| ())
}

#[cfg(test)]
#[path = "kept_team_tests.rs"]
mod tests;
