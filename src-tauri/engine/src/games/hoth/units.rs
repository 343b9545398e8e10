//! The unit and badge tables, as data (`content/hoth/units.json`). Dice the rulebook lost are
//! `null` there and never guessed: the players type them (`set_unit_dice`) from their sheet.

use super::types::{Badge, Category, Kind, Side, Terrain};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::OnceLock;

#[derive(Debug, Clone, Deserialize)]
pub struct UnitStats {
    pub kind: Kind,
    pub side: Side,
    pub category: Category,
    pub figures: u32,
    /// The farthest move, and the farthest after which the unit may still attack.
    pub r#move: u32,
    pub move_and_attack: u32,
    /// Dice at distance 1, 2, 3…; `None` where the rulebook's icons were lost.
    pub dice: Option<Vec<u32>>,
    pub flying: bool,
    pub ignores_retreat: bool,
    pub terrain_protection: bool,
    pub confirm_reroll: bool,
    pub medal: bool,
    pub no_entry: Vec<Terrain>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct BadgeRule {
    pub kinds: Vec<Kind>,
    pub extra_figures: u32,
}

#[derive(Debug, Deserialize)]
pub struct Table {
    /// True while "hit by" is read off the die legend, not the unit sheets.
    pub hit_by_inferred: bool,
    pub units: Vec<UnitStats>,
    pub badges: BTreeMap<Badge, BadgeRule>,
}

const UNITS: &str = include_str!("../../../../../content/hoth/units.json");

/// The tables; empty if the file does not parse (the content test guarantees it does).
pub fn table() -> &'static Table {
    static T: OnceLock<Table> = OnceLock::new();
    T.get_or_init(|| {
        serde_json::from_str(UNITS).unwrap_or(Table {
            hit_by_inferred: true,
            units: Vec::new(),
            badges: BTreeMap::new(),
        })
    })
}

pub fn parse_check() -> Result<(), String> {
    serde_json::from_str::<Table>(UNITS)
        .map(|_| ())
        .map_err(|e| e.to_string())
}

pub fn stats(kind: Kind) -> Option<&'static UnitStats> {
    table().units.iter().find(|u| u.kind == kind)
}

pub fn badge(badge: Badge) -> Option<&'static BadgeRule> {
    table().badges.get(&badge)
}
