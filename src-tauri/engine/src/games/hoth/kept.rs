//! What Battle of Hoth keeps on the device: a side's roster as the players set it out on the
//! map (each unit's kind, name, badge and zone), under a name to pick it again, so the next
//! battle of a scenario sets that side out in one tap. The scenario book that lists each
//! battle's units is not among the sources, so the rosters are the players' own. Kept only if
//! every unit could be added to that side as `add_unit` checks it.

use super::types::{Badge, Kind, Side, Zone};
use super::{units, Hoth, HothError};
use crate::error::Error;
use crate::game::wire_error;
use crate::keep::{parse, Keep, Keepable};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

pub const KEPT: &[Keepable] = &[Keepable::of::<KeptRoster>(
    "rosters",
    "rosters.json",
    "hoth",
)];

/// The longest roster name, and the most units one roster sets out.
pub const ROSTER_NAME_CHARS: usize = 40;
pub const ROSTER_UNITS: usize = 30;
/// A unit's name, as `add_unit` takes it.
const UNIT_NAME_CHARS: usize = 24;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "HothKeptRoster")]
pub struct KeptRoster {
    /// How the players find it again; also its identity (a roster kept under the same name
    /// replaces the old one).
    pub name: String,
    pub side: Side,
    pub units: Vec<RosterUnit>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "HothRosterUnit")]
pub struct RosterUnit {
    pub kind: Kind,
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub badge: Option<Badge>,
    #[serde(default)]
    pub zone: Option<Zone>,
}

impl Keep for KeptRoster {
    fn accept(item: serde_json::Value) -> Result<Self, Error> {
        let mut kept: KeptRoster = parse(item)?;
        kept.name = kept.name.trim().to_string();
        check(&kept).map_err(|e| wire_error::<Hoth>(&e))?;
        Ok(kept)
    }

    fn id(&self) -> Option<&str> {
        Some(&self.name)
    }
}

fn check(kept: &KeptRoster) -> Result<(), HothError> {
    let chars = kept.name.chars().count();
    if chars == 0 || chars > ROSTER_NAME_CHARS {
        return Err(HothError::RosterName {
            max: ROSTER_NAME_CHARS,
        });
    }
    if kept.units.is_empty() || kept.units.len() > ROSTER_UNITS {
        return Err(HothError::RosterUnits { max: ROSTER_UNITS });
    }
    for (i, u) in kept.units.iter().enumerate() {
        let fits_side = units::stats(u.kind).is_some_and(|s| s.side == kept.side);
        let fits_badge = u
            .badge
            .is_none_or(|b| units::badge(b).is_some_and(|r| r.kinds.contains(&u.kind)));
        let name_ok = u
            .name
            .as_deref()
            .is_none_or(|n| n.chars().count() <= UNIT_NAME_CHARS);
        if !(fits_side && fits_badge && name_ok) {
            return Err(HothError::RosterUnit { n: i + 1 });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::KEPT;
    use serde_json::json;

    fn roster(units: serde_json::Value) -> serde_json::Value {
        json!({"name": " Echo Base ", "side": "rebels", "units": units})
    }

    #[test]
    fn a_roster_that_fits_its_side_is_kept_under_its_name() {
        let units = json!([
            {"kind": "echo_trooper", "name": "Dak", "zone": "left"},
            {"kind": "snowspeeder"}
        ]);
        let saved = KEPT[0].save(None, roster(units)).expect("kept");
        let listed = KEPT[0].list(Some(saved.stored)).expect("list");
        assert_eq!(listed.mine[0]["name"], "Echo Base");
        assert_eq!(listed.mine[0]["units"].as_array().map(Vec::len), Some(2));
    }

    #[test]
    fn a_unit_of_the_other_side_or_no_unit_is_refused() {
        let other = KEPT[0]
            .save(
                None,
                roster(json!([{"kind": "echo_trooper"}, {"kind": "at_at"}])),
            )
            .expect_err("an AT-AT is the Empire's");
        assert_eq!(other.code, "hoth.roster_unit");
        assert_eq!(other.data["n"], 2);
        let empty = KEPT[0].save(None, roster(json!([]))).expect_err("no unit");
        assert_eq!(empty.code, "hoth.roster_units");
        let unnamed = KEPT[0]
            .save(
                None,
                json!({"name": "  ", "side": "rebels", "units": [{"kind": "echo_trooper"}]}),
            )
            .expect_err("no name");
        assert_eq!(unnamed.code, "hoth.roster_name");
    }
}
