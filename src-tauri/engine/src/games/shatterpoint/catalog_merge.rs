//! The shipped catalog from two sources: the rulebook seeds (`units.json`, `stances.json`,
//! written by hand) and ShatterApp's card data (`shatterapp.json`, generated from its facts by
//! `scripts/sp_shatterapp.py`: every unit's card back and every stance's dice and range).
//!
//! The rule is one: where the seed gives a value it stands; where it is silent ShatterApp's fills
//! it, and the unit says so (`second_source`; a stance in its `source`). Every value both give
//! differently is a [`Disagreement`], listed for maintainers in
//! `content/shatterpoint/DISAGREEMENTS.md` (a test keeps that file in step).

use super::catalog::{SecondSource, UnitDef};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

const SHATTERAPP_JSON: &str = include_str!("../../../../../content/shatterpoint/shatterapp.json");

/// `shatterapp.json`: its units in the catalog's format, its stances in the stance format (read
/// and checked by the stance module).
#[derive(Deserialize)]
struct ShatterApp {
    units: Vec<UnitDef>,
    stances: Vec<serde_json::Value>,
}

fn shatterapp() -> &'static ShatterApp {
    static FILE: OnceLock<ShatterApp> = OnceLock::new();
    FILE.get_or_init(|| {
        serde_json::from_str(SHATTERAPP_JSON).unwrap_or(ShatterApp {
            units: Vec::new(),
            stances: Vec::new(),
        })
    })
}

/// ShatterApp's units as generated (the content test checks they parse).
pub(super) fn facts_units() -> &'static [UnitDef] {
    &shatterapp().units
}

/// ShatterApp's stances as generated, unread.
pub(super) fn facts_stances() -> &'static [serde_json::Value] {
    &shatterapp().stances
}

/// One value the seed and ShatterApp give differently: the seed's ships.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Disagreement {
    /// `unit <id>` or `stance <id>`.
    pub item: String,
    pub field: String,
    pub seed: String,
    pub facts: String,
}

/// A value as a maintainer reads it: a string bare, anything else as JSON.
pub(super) fn shown<T: Serialize>(v: &T) -> String {
    match serde_json::to_value(v) {
        Ok(serde_json::Value::String(s)) => s,
        Ok(serde_json::Value::Null) => "none".into(),
        Ok(v) => v.to_string(),
        Err(_) => String::new(),
    }
}

/// One seed unit and its ShatterApp twin, field by field.
struct Merge<'a> {
    item: String,
    filled: Vec<String>,
    confirmed: Vec<String>,
    out: &'a mut Vec<Disagreement>,
}

impl Merge<'_> {
    fn differ(&mut self, field: &str, seed: String, facts: String) {
        self.out.push(Disagreement {
            item: self.item.clone(),
            field: field.into(),
            seed,
            facts,
        });
    }

    /// The seed's value if it gives one, else ShatterApp's.
    fn opt<T: Clone + PartialEq + Serialize>(
        &mut self,
        field: &str,
        seed: &Option<T>,
        facts: &Option<T>,
    ) -> Option<T> {
        match (seed, facts) {
            (Some(s), Some(f)) if s != f => self.differ(field, shown(s), shown(f)),
            (Some(_), Some(_)) => self.confirmed.push(field.into()),
            (None, Some(_)) => self.filled.push(field.into()),
            _ => {}
        }
        seed.clone().or_else(|| facts.clone())
    }

    /// A list: the seed's if not empty, else ShatterApp's; compared by `key` of each item, in
    /// order unless `sorted`.
    fn list<T: Clone>(
        &mut self,
        field: &str,
        seed: &[T],
        facts: &[T],
        key: impl Fn(&T) -> String,
        sorted: bool,
    ) -> Vec<T> {
        let keys = |l: &[T]| {
            let mut k: Vec<String> = l.iter().map(&key).collect();
            if sorted {
                k.sort();
            }
            k
        };
        match (seed.is_empty(), facts.is_empty()) {
            (false, false) if keys(seed) != keys(facts) => {
                self.differ(field, keys(seed).join(", "), keys(facts).join(", "))
            }
            (false, false) => self.confirmed.push(field.into()),
            (true, false) => self.filled.push(field.into()),
            _ => {}
        }
        if seed.is_empty() { facts } else { seed }.to_vec()
    }
}

fn merge_unit(s: &UnitDef, f: &UnitDef, out: &mut Vec<Disagreement>) -> UnitDef {
    let mut m = Merge {
        item: format!("unit {}", s.id),
        filled: Vec::new(),
        confirmed: Vec::new(),
        out,
    };
    if s.name.en == f.name.en {
        m.confirmed.push("name".into());
    } else {
        m.differ("name", s.name.en.clone(), f.name.en.clone());
    }
    let en = |t: &super::Text| t.en.clone();
    let u = UnitDef {
        unique_name: m.opt("unique_name", &s.unique_name, &f.unique_name),
        unit_type: m.opt("unit_type", &s.unit_type, &f.unit_type),
        traits: m.list("traits", &s.traits, &f.traits, en, true),
        stamina: m.opt("stamina", &s.stamina, &f.stamina),
        durability: m.opt("durability", &s.durability, &f.durability),
        force: m.opt("force", &s.force, &f.force),
        points: m.opt("points", &s.points, &f.points),
        characters: m.opt("characters", &s.characters, &f.characters),
        eras: m.list("eras", &s.eras, &f.eras, shown, false),
        stances: m.list("stances", &s.stances, &f.stances, en, false),
        ..s.clone()
    };
    let (filled, confirmed) = (m.filled, m.confirmed);
    UnitDef {
        // A value ShatterApp gave or confirmed is no longer unknown or unverified.
        unverified: u
            .unverified
            .iter()
            .filter(|f| !filled.contains(f) && !confirmed.contains(f))
            .cloned()
            .collect(),
        second_source: Some(Box::new(SecondSource {
            source: f.source.clone(),
            filled,
            confirmed,
        })),
        ..u
    }
}

/// The seed units in their order, each merged with its ShatterApp twin (same id), then
/// ShatterApp's other units in its order; and every value the two give differently.
pub fn merge_units(seed: &[UnitDef], facts: &[UnitDef]) -> (Vec<UnitDef>, Vec<Disagreement>) {
    let mut out = Vec::new();
    let mut units: Vec<UnitDef> = seed
        .iter()
        .map(|s| match facts.iter().find(|f| f.id == s.id) {
            Some(f) => merge_unit(s, f, &mut out),
            None => s.clone(),
        })
        .collect();
    units.extend(
        facts
            .iter()
            .filter(|f| !seed.iter().any(|s| s.id == f.id))
            .cloned(),
    );
    (units, out)
}

/// Every disagreement of the shipped catalog: the units', then the stances'.
pub fn disagreements() -> Vec<Disagreement> {
    let mut all = merge_units(&super::catalog::seed_units(), facts_units()).1;
    all.extend(super::stance::shipped_disagreements());
    all
}

#[cfg(test)]
#[path = "catalog_merge_tests.rs"]
mod tests;
