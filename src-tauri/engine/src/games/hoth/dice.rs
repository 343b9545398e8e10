//! How many battle dice an attack rolls (spec §3.2–§3.4, §4.1, §6.2): the base by distance, less
//! the target hex's protection (none for an AT-AT; a structure has its hex's), less 2 for a
//! vehicle on a building or wreck, plus card and scout bonuses; summed, then 0 is no attack
//! (reading `dice_clamp`). Every term is kept, so the board can say "3 at 1 hex − 1 rocks = 2".

use super::cards;
use super::error::HothError;
use super::readings;
use super::state::{State, Term, Unit};
use super::types::*;
use super::units;

/// The attacker's dice by distance: the sheet's, or the ones the players typed.
pub fn table(state: &State, kind: Kind) -> Result<Vec<u32>, HothError> {
    state
        .unit_dice
        .get(&kind)
        .cloned()
        .or_else(|| units::stats(kind).and_then(|s| s.dice.clone()))
        .ok_or(HothError::UnitStatMissing {
            kind: serde_json::to_value(kind)
                .ok()
                .and_then(|v| v.as_str().map(String::from))
                .unwrap_or_default(),
        })
}

/// The base term, or `out_of_range` at distance 0 or beyond the last entry.
pub fn base(state: &State, attacker: &Unit, range: u32) -> Result<Term, HothError> {
    let t = table(state, attacker.kind)?;
    let max = t.len() as u32;
    let n = range
        .checked_sub(1)
        .and_then(|i| t.get(i as usize))
        .ok_or(HothError::OutOfRange { range, max })?;
    Ok(Term {
        term: "range".into(),
        dice: i64::from(*n),
    })
}

fn category(kind: Kind) -> Option<Category> {
    units::stats(kind).map(|s| s.category)
}

/// What the target is: a unit (with its kind) or a structure.
pub enum Target {
    Unit(Kind),
    Structure,
}

fn term(name: &str, dice: i64) -> Term {
    Term {
        term: name.into(),
        dice,
    }
}

fn terrain_name(t: Terrain) -> String {
    serde_json::to_value(t)
        .ok()
        .and_then(|v| v.as_str().map(String::from))
        .unwrap_or_default()
}

/// Every term after the base, in the order the board shows them.
pub fn modifiers(
    state: &State,
    attacker: &Unit,
    target: &Target,
    terrain: Terrain,
    attacker_terrain: Terrain,
    scouts: u32,
) -> Vec<Term> {
    let mut out = Vec::new();
    let vehicle = category(attacker.kind) == Some(Category::Vehicle);
    let protected = match target {
        Target::Unit(k) => units::stats(*k).is_some_and(|s| s.terrain_protection),
        Target::Structure => true,
    };
    if protected {
        let p = match terrain {
            Terrain::Ridge if attacker_terrain != Terrain::Ridge => 1,
            Terrain::Rocks | Terrain::Building | Terrain::Wreck => {
                if vehicle {
                    2
                } else {
                    1
                }
            }
            Terrain::Trenches => match target {
                Target::Unit(k) if category(*k) == Some(Category::Infantry) => 1,
                _ => 0,
            },
            _ => 0,
        };
        if p > 0 {
            out.push(term(&terrain_name(terrain), -p));
        }
    }
    if vehicle && matches!(attacker_terrain, Terrain::Building | Terrain::Wreck) {
        out.push(term("vehicle_on_building", -2));
    }
    if cards::is(state, CardId::OrdersFromThePrincess) {
        out.push(term("orders_from_the_princess", 1));
    }
    let scouts = if readings::choice(state, "scouts_stacking") == "stacking" {
        scouts
    } else {
        scouts.min(1)
    };
    if scouts > 0 {
        out.push(term("scouts", i64::from(scouts)));
    }
    out
}

/// The dice rolled: the terms summed (or penalties floored at 0 first, by reading).
pub fn total(state: &State, terms: &[Term]) -> i64 {
    let (bonus, rest): (Vec<&Term>, Vec<&Term>) = terms
        .iter()
        .partition(|t| matches!(t.term.as_str(), "orders_from_the_princess" | "scouts"));
    let rest: i64 = rest.iter().map(|t| t.dice).sum();
    let bonus: i64 = bonus.iter().map(|t| t.dice).sum();
    if readings::choice(state, "dice_clamp") == "clamp_then_bonus" {
        rest.max(0) + bonus
    } else {
        rest + bonus
    }
}
