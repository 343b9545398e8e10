//! What Shatterpoint keeps on the device: the units players typed in from their own cards, the
//! stances they made in the stance editor (or pasted from a friend) beside the shipped ones, and
//! their strike teams (`kept_team.rs`).

use super::kept_team::KeptTeam;
use super::stance::{self, builtin_stances, Stance};
use super::{Shatterpoint, SpError, UnitDef};
use crate::error::Error;
use crate::game::wire_error;
use crate::keep::{parse, Keep, Keepable};
use serde_json::Value;

pub const KEPT: &[Keepable] = &[
    Keepable::of::<UnitDef>("units", "units.json", "shatterpoint"),
    Keepable::of::<Stance>("stances", "stances.json", "shatterpoint"),
    Keepable::of::<KeptTeam>("teams", "teams.json", "shatterpoint"),
];

impl Keep for UnitDef {
    /// Read by the unit rules and their limits: one past them (a hand-edited file, an older
    /// build's) is kept aside in the file, as a stance is, never loaded into play.
    fn read(stored: &Value) -> Option<Self> {
        serde_json::from_value::<UnitDef>(stored.clone())
            .ok()
            .filter(|u| u.validate().is_ok())
    }

    /// Valid, not taking a shipped unit's id, and marked as the player's own.
    fn accept(item: Value) -> Result<Self, Error> {
        let unit: UnitDef = parse(item)?;
        unit.validate_custom()
            .map_err(|e| wire_error::<Shatterpoint>(&e))?;
        Ok(UnitDef {
            custom: true,
            ..unit
        })
    }

    fn id(&self) -> Option<&str> {
        Some(&self.id)
    }
}

fn refused(p: stance::StanceProblem) -> Error {
    wire_error::<Shatterpoint>(&SpError::from(p))
}

impl Keep for Stance {
    /// An edited stance keeps its place, as it always has: an attack uses the newest of the
    /// player's stances for a card side, so moving an edited one to the end could change which.
    const IN_PLACE: bool = true;

    /// Read by the same rules as a new stance: one a stricter rule now refuses is kept aside.
    fn read(stored: &Value) -> Option<Self> {
        stance::from_value(stored).ok()
    }

    /// Refused with the JSON path of its first problem.
    fn accept(item: Value) -> Result<Self, Error> {
        stance::from_value(&item).map_err(refused)
    }

    fn id(&self) -> Option<&str> {
        Some(&self.id)
    }

    fn shipped() -> Result<Vec<Self>, String> {
        builtin_stances().map_err(|e| e.to_string())
    }
}
