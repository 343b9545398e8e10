//! The actions, exactly as the UI and `datapad play lcg` send them (`{"type": …}`). Numbers are
//! read as signed integers so a negative one is refused with `invalid_count`, naming the field,
//! rather than failing to parse.

use super::change::{AdjustKind, Value};
use super::state::{Icons, Keywords, Side};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(untagged)]
#[ts(rename = "LcgDeckChoice")]
pub enum DeckChoice {
    /// A core-set ready deck: `jedi`, `rebel_alliance`, `sith`, `imperial_navy`.
    Ready(String),
    /// A custom deck by objective-set numbers.
    Custom {
        #[ts(type = "Array<number>")]
        sets: Vec<i64>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LcgObjectiveInput")]
pub struct ObjectiveInput {
    #[ts(type = "number")]
    pub capacity: i64,
    #[serde(default)]
    #[ts(type = "number | null")]
    pub resources: Option<i64>,
    #[serde(default)]
    pub title: Option<String>,
    /// As printed (`jedi`, `neutral`, …); unsaid, it cannot be checked for the resource match.
    #[serde(default)]
    pub affiliation: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LcgSideSetup")]
pub struct SideSetup {
    #[serde(default)]
    pub name: Option<String>,
    pub deck: DeckChoice,
    /// The affiliation card of a custom deck (a ready deck's is its own).
    #[serde(default)]
    pub affiliation: Option<String>,
    pub objectives: Vec<ObjectiveInput>,
}

/// A unit as typed from its card.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LcgUnitInput")]
pub struct UnitInput {
    #[serde(default)]
    pub title: Option<String>,
    #[ts(type = "number")]
    pub capacity: i64,
    #[ts(type = "number")]
    pub force: i64,
    #[serde(default)]
    pub icons: Icons,
    #[serde(default)]
    pub keywords: Keywords,
    #[serde(default)]
    pub unique: bool,
    /// As printed (`sith`, `neutral`, …): a card of an affiliation needs a matching provider.
    #[serde(default)]
    pub affiliation: Option<String>,
    /// The resource cost (deploy only).
    #[serde(default)]
    #[ts(type = "number")]
    pub cost: i64,
    #[serde(default)]
    #[ts(type = "number")]
    pub focus: i64,
    #[serde(default)]
    #[ts(type = "number")]
    pub damage: i64,
    #[serde(default)]
    pub committed: bool,
}

/// A unit in play by id, or one already on the table entered the first time it matters.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(untagged)]
#[ts(rename = "LcgUnitRef")]
pub enum UnitRef {
    Id(String),
    Unit(UnitInput),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LcgEdgeStack")]
pub struct EdgeStack {
    #[ts(type = "number")]
    pub cards: i64,
    #[ts(type = "number")]
    pub force: i64,
}

/// Protect: `n` of the damage goes onto the friendly Protect unit `by` instead.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LcgProtect")]
pub struct Protect {
    pub by: String,
    #[ts(type = "number")]
    pub n: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LcgAdjustTarget")]
pub struct AdjustTarget {
    pub kind: AdjustKind,
    #[serde(default)]
    pub side: Option<Side>,
    #[serde(default)]
    pub card: Option<String>,
    pub value: Value,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, strum::VariantNames)]
#[serde(tag = "type", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
#[ts(rename = "LcgAction")]
pub enum Action {
    Setup {
        ds: SideSetup,
        ls: SideSetup,
        /// The players could not agree: the sides are drawn (the two names may swap).
        #[serde(default)]
        draw_sides: bool,
        /// The optional mulligan rule (§6.4) is in use.
        #[serde(default)]
        mulligan: bool,
    },
    /// A mulligan (§6.4): the setup hand shuffled back and a new 6 drawn and kept.
    Mulligan {
        side: Side,
    },
    ResolveBalance {
        #[serde(default)]
        objective: Option<String>,
        #[serde(default)]
        keep_shields: bool,
    },
    NextPhase,
    RevealObjective {
        #[ts(type = "number")]
        capacity: i64,
        #[serde(default)]
        #[ts(type = "number | null")]
        resources: Option<i64>,
        #[serde(default)]
        title: Option<String>,
        #[serde(default)]
        affiliation: Option<String>,
    },
    Draw {
        #[serde(default)]
        #[ts(type = "number")]
        discard: i64,
    },
    Deploy {
        unit: UnitInput,
        #[serde(default)]
        #[ts(type = "Record<string, number>")]
        pay: BTreeMap<String, i64>,
    },
    Attack {
        objective: String,
        attackers: Vec<UnitRef>,
        /// Where each declared Shielding unit puts its shield, in declaration order (reading
        /// `shielding_attacker`: the players choose); null or missing, the app's choice.
        #[serde(default)]
        shield_on: Vec<Option<String>>,
    },
    Defend {
        #[serde(default)]
        defenders: Vec<UnitRef>,
        #[serde(default)]
        shield_on: Vec<Option<String>>,
    },
    /// One move of the edge-card placement by the side whose turn it is: place a card or pass.
    EdgeMove {
        place: bool,
    },
    Edge {
        #[serde(default)]
        attacker: Option<EdgeStack>,
        #[serde(default)]
        defender: Option<EdgeStack>,
    },
    Strike {
        unit: String,
        #[serde(default)]
        damage_to: Option<String>,
        #[serde(default)]
        protect: Option<Protect>,
        #[serde(default)]
        #[ts(type = "Record<string, number>")]
        tactics_to: BTreeMap<String, i64>,
        #[serde(default)]
        keep_shields: bool,
    },
    EndEngagement {
        #[serde(default)]
        unopposed: bool,
        #[serde(default)]
        keep_shields: bool,
    },
    Commit {
        unit: UnitRef,
    },
    ForceStruggle {
        #[serde(default)]
        #[ts(type = "number | null")]
        ds: Option<i64>,
        #[serde(default)]
        #[ts(type = "number | null")]
        ls: Option<i64>,
    },
    AddUnit {
        side: Side,
        unit: UnitInput,
    },
    Damage {
        card: String,
        #[ts(type = "number")]
        amount: i64,
        #[serde(default)]
        protect: Option<Protect>,
        #[serde(default)]
        keep_shields: bool,
    },
    Shield {
        card: String,
    },
    Capture {
        unit: String,
        objective: String,
    },
    Dial {
        #[ts(type = "number")]
        by: i64,
        #[serde(default)]
        card: Option<String>,
    },
    Adjust {
        target: AdjustTarget,
        reason: String,
    },
}
