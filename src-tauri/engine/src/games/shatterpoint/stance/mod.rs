//! A combat card side as data: attack and defense stats, expertise charts and the combat tree
//! (issue 9, format `datapad-sp-stance` v1). The same type serves the shipped content, the
//! stance editor and the CLI, so a stance is checked once, here, whoever wrote it.
//!
//! Reading is piecewise (see `stance_parse.rs`) so that the first problem is reported with its
//! JSON path, `tree.links[3]`; a value the sources do not give is `null` and named in `missing`,
//! and such a stance is valid content but unusable in an attack until completed.

mod charts;
pub(super) mod parse;
pub(super) mod problem;
mod rules;
mod shipped;

use super::catalog_merge::Disagreement;
use super::{Condition, Text};
use crate::dice::Symbol;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;
use ts_rs::TS;

pub use self::parse::{from_value, oversize, parse};
pub use self::problem::Problem;
pub use self::rules::validate;

pub const STANCE_FORMAT: &str = "datapad-sp-stance";
pub const STANCE_VERSION: u32 = 1;
/// The tree grid: rows 0–3, columns 0–7.
pub const TREE_ROWS: u8 = 4;
pub const TREE_COLS: u8 = 8;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpStance")]
pub struct Stance {
    pub format: String,
    pub version: u32,
    pub id: String,
    pub unit: Option<String>,
    /// The combat card side, 0 or 1.
    pub side: u8,
    pub name: Text,
    pub melee: AttackStat,
    pub ranged: AttackStat,
    pub defense_chart: Vec<Row>,
    pub tree: Tree,
    pub verified: bool,
    #[serde(default)]
    pub missing: Vec<String>,
    #[serde(default)]
    pub source: String,
}

/// One attack type's line of the card. `attack: null` is the card's dash (no such attack)
/// unless the path is in `missing`, where it means "not known".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpAttackStat")]
pub struct AttackStat {
    pub attack: Option<u32>,
    #[serde(default)]
    pub range: Option<u32>,
    pub defense: Option<u32>,
    pub weapon: Option<Text>,
    #[serde(default)]
    pub chart: Vec<Row>,
}

/// An expertise chart row: applies when the count is in `min..=max` (`max: null` = "min+").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpChartRow")]
pub struct Row {
    pub min: u32,
    pub max: Option<u32>,
    pub entries: Vec<Entry>,
}

impl Row {
    pub fn covers(&self, count: u32) -> bool {
        count >= self.min && self.max.is_none_or(|m| count <= m)
    }
}

/// The row a count selects, if any: a count no row covers applies nothing.
pub fn row_for(chart: &[Row], count: u32) -> Option<usize> {
    chart.iter().position(|r| r.covers(count))
}

/// Which roll a `change` entry turns faces on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpRoll")]
pub enum Roll {
    Attack,
    Defense,
}

/// What a self (personal) icon lets the owner do after the attack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpSelfEffect")]
pub enum SelfEffect {
    Advance,
    Dash,
    Jump,
    Climb,
    Reposition,
    Heal,
    Active,
}

impl SelfEffect {
    pub fn name(self) -> &'static str {
        match self {
            SelfEffect::Advance => "advance",
            SelfEffect::Dash => "dash",
            SelfEffect::Jump => "jump",
            SelfEffect::Climb => "climb",
            SelfEffect::Reposition => "reposition",
            SelfEffect::Heal => "heal",
            SelfEffect::Active => "active",
        }
    }
}

fn one() -> u32 {
    1
}

/// A chart entry or a tree effect, by `kind`; each repeats `n` times (1–9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
// ts-rs skips the serde list holding `deny_unknown_fields`, so the tag is repeated for it.
#[ts(rename = "SpEntry", tag = "kind", rename_all = "snake_case")]
pub enum Entry {
    /// Adds `n` dice showing `result` (charts only).
    Add {
        result: Symbol,
        #[serde(default = "one")]
        n: u32,
    },
    /// Turns up to `n` dice of `roll` showing `from` to show `to` (charts only).
    Change {
        roll: Roll,
        from: Symbol,
        to: Symbol,
        #[serde(default = "one")]
        n: u32,
    },
    Damage {
        #[serde(default = "one")]
        n: u32,
    },
    Shove {
        #[serde(default = "one")]
        n: u32,
    },
    Condition {
        condition: Condition,
        #[serde(default = "one")]
        n: u32,
    },
    #[serde(rename = "self")]
    Personal {
        effect: SelfEffect,
        #[serde(default = "one")]
        n: u32,
    },
}

impl Entry {
    pub fn n(&self) -> u32 {
        match *self {
            Entry::Add { n, .. }
            | Entry::Change { n, .. }
            | Entry::Damage { n }
            | Entry::Shove { n }
            | Entry::Condition { n, .. }
            | Entry::Personal { n, .. } => n,
        }
    }

    /// Dice entries act in the modify step; the rest are effects.
    pub fn is_effect(&self) -> bool {
        !matches!(self, Entry::Add { .. } | Entry::Change { .. })
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpTree")]
pub struct Tree {
    pub options: Vec<TreeOption>,
    /// Unordered pairs of option ids joined by a line.
    pub links: Vec<[String; 2]>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpTreeOption")]
pub struct TreeOption {
    pub id: String,
    pub row: u8,
    pub col: u8,
    #[serde(default)]
    pub start: bool,
    pub effects: Vec<Entry>,
}

/// The attack type, which picks the stats and the attack chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpAttackType")]
pub enum AttackType {
    Melee,
    Ranged,
}

impl AttackType {
    pub fn name(self) -> &'static str {
        match self {
            AttackType::Melee => "melee",
            AttackType::Ranged => "ranged",
        }
    }

    pub fn parse(s: &str) -> Option<AttackType> {
        match s {
            "melee" => Some(AttackType::Melee),
            "ranged" => Some(AttackType::Ranged),
            _ => None,
        }
    }
}

/// The first problem of a stance file: where (a JSON path, empty for the whole file) and what.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StanceProblem {
    pub path: String,
    /// In English, for the CLI and logs.
    pub problem: String,
    /// What is wrong, as a stable code the app localizes.
    pub code: Problem,
}

impl std::fmt::Display for StanceProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.path.is_empty() {
            write!(f, "{}", self.problem)
        } else {
            write!(f, "{}: {}", self.path, self.problem)
        }
    }
}

impl Stance {
    pub fn stat(&self, kind: AttackType) -> &AttackStat {
        match kind {
            AttackType::Melee => &self.melee,
            AttackType::Ranged => &self.ranged,
        }
    }

    /// True when `path` or a parent of it (`ranged` for `ranged.range`) is named in `missing`.
    pub fn is_missing(&self, path: &str) -> bool {
        self.missing.iter().any(|m| {
            path == m || (path.starts_with(m.as_str()) && path[m.len()..].starts_with('.'))
        })
    }

    /// An attack needs every value: a stance with anything `missing` is refused.
    pub fn usable(&self) -> Result<(), Vec<String>> {
        if self.missing.is_empty() {
            Ok(())
        } else {
            Err(self.missing.clone())
        }
    }

    /// The index of an option by id.
    pub fn option(&self, id: &str) -> Option<usize> {
        self.tree.options.iter().position(|o| o.id == id)
    }
}

const STANCES_JSON: &str = include_str!("../../../../../../content/shatterpoint/stances.json");

/// The seeds' stances as written in `stances.json`.
fn seed_stances() -> Result<Vec<Stance>, StanceProblem> {
    let all: serde_json::Value = serde_json::from_str(STANCES_JSON).map_err(|e| StanceProblem {
        path: String::new(),
        problem: e.to_string(),
        code: Problem::NotJson,
    })?;
    let items = all.as_array().ok_or_else(|| StanceProblem {
        path: String::new(),
        problem: "the file must hold an array of stances".into(),
        code: Problem::NotArray,
    })?;
    items
        .iter()
        .enumerate()
        .map(|(i, v)| {
            self::parse::from_value(v).map_err(|p| StanceProblem {
                path: format!(
                    "[{i}]{}{}",
                    if p.path.is_empty() { "" } else { "." },
                    p.path
                ),
                ..p
            })
        })
        .collect()
}

/// The shipped stances (or the first problem of their files) and where the sources differ.
type Shipped = (Result<Vec<Stance>, StanceProblem>, Vec<Disagreement>);

fn shipped_and_disagreements() -> &'static Shipped {
    static SHIPPED: OnceLock<Shipped> = OnceLock::new();
    SHIPPED.get_or_init(|| {
        let mut out = Vec::new();
        let all = seed_stances().and_then(|seed| shipped::merge(seed, &mut out));
        (all, out)
    })
}

/// The shipped stances: the seeds' (incomplete, each naming what is `missing`) with the dice
/// ShatterApp fills in, then ShatterApp's dice-only stances of every other card side.
pub fn builtin_stances() -> Result<Vec<Stance>, StanceProblem> {
    shipped_and_disagreements().0.clone()
}

/// Every value the seed stances and ShatterApp's give differently (the seed's stands).
pub(super) fn shipped_disagreements() -> Vec<Disagreement> {
    shipped_and_disagreements().1.clone()
}

#[cfg(test)]
#[path = "limits_tests.rs"]
pub(crate) mod limits_tests;
#[cfg(test)]
mod tests;
