//! The scenario as the table enters it (or the rulebook's preset): who starts, hands, medals to
//! win, no-medal rules, structures, medal hexes, sudden death, the team variant; and the
//! structures and medal hexes on the board during the battle.

use super::types::*;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// The scenario's facts, as entered (or taken from a preset).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "HothScenario")]
pub struct Scenario {
    pub starts: Side,
    pub hand: Sides<u32>,
    /// Medals to win; `None`: that side cannot win on medals.
    pub victory: Sides<Option<u32>>,
    /// Sides whose eliminations give them no medal.
    #[serde(default)]
    pub no_medal_for: Vec<Side>,
    #[serde(default)]
    pub structures: Vec<StructureDef>,
    #[serde(default)]
    pub sudden_death: Option<SuddenDeath>,
    #[serde(default)]
    pub objectives: Vec<ObjectiveDef>,
    #[serde(default)]
    /// Players per side in the team variant (1 or 2 each); `None`: one each.
    pub players: Option<Sides<u32>>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "HothStructureDef")]
pub struct StructureDef {
    pub id: String,
    pub kind: StructureKind,
    pub terrain: Terrain,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "HothSuddenDeath")]
pub struct SuddenDeath {
    pub side: Side,
    pub structures_destroyed: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "HothObjectiveDef")]
pub struct ObjectiveDef {
    pub id: String,
    pub kind: ObjectiveKind,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "HothStructure")]
pub struct Structure {
    pub id: String,
    pub kind: StructureKind,
    pub terrain: Terrain,
    pub destroyed: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "HothObjective")]
pub struct Objective {
    pub id: String,
    pub kind: ObjectiveKind,
    /// The side whose medal it is now (a permanent one stays taken).
    pub held_by: Option<Side>,
    /// The unit standing on it (temporary medals leave with it).
    pub holder: Option<String>,
}
