//! Checks on a tray event as it is read from the journal or an import file. The rules never
//! produce an unknown die, a face a die does not have, more than `MAX_POOL` dice of a kind or a
//! die number past the largest roll, so an event that holds one is refused when it is parsed:
//! an import carrying it fails as a whole, and no later arithmetic meets an unbounded number.
//! (A die number past the current roll but within the largest one is ignored when applied.)

use super::{DiceMode, Face};
use crate::dice::{Catalog, Die, Symbol, MAX_POOL};
use serde::Deserialize;
use std::collections::HashMap;

/// The largest roll the rules allow: every kind of die at its limit.
pub fn max_roll() -> usize {
    Die::kinds() * MAX_POOL as usize
}

/// The event as written, before its facts are checked.
#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub(super) enum Raw {
    Rolled { mode: DiceMode, faces: Vec<Face> },
    Rerolled { results: Vec<(usize, Symbol)> },
    Locked { index: usize, locked: bool },
    FaceSet { index: usize, symbol: Symbol },
}

impl TryFrom<Raw> for super::Event {
    type Error = String;

    fn try_from(raw: Raw) -> Result<Self, String> {
        Ok(match raw {
            Raw::Rolled { mode, faces } => {
                check_faces(&faces)?;
                super::Event::Rolled { mode, faces }
            }
            Raw::Rerolled { results } => {
                if results.len() > max_roll() {
                    return Err(format!("{} dice rerolled at once", results.len()));
                }
                for (index, _) in &results {
                    check_index(*index)?;
                }
                super::Event::Rerolled { results }
            }
            Raw::Locked { index, locked } => {
                check_index(index)?;
                super::Event::Locked { index, locked }
            }
            Raw::FaceSet { index, symbol } => {
                check_index(index)?;
                super::Event::FaceSet { index, symbol }
            }
        })
    }
}

fn check_index(index: usize) -> Result<(), String> {
    if index >= max_roll() {
        return Err(format!("there is no die number {index} in any roll"));
    }
    Ok(())
}

fn check_faces(faces: &[Face]) -> Result<(), String> {
    if faces.is_empty() {
        return Err("a roll of no dice".into());
    }
    let mut per_kind: HashMap<&str, u32> = HashMap::new();
    for f in faces {
        let die = Catalog::shipped()
            .get(&f.die)
            .map_err(|_| format!("there is no die called '{}'", f.die))?;
        if !die.can_show(f.symbol) {
            return Err(format!("the {} die cannot show {:?}", f.die, f.symbol));
        }
        let n = per_kind.entry(f.die.as_str()).or_default();
        *n += 1;
        if *n > MAX_POOL {
            return Err(format!("more than {MAX_POOL} {} dice", f.die));
        }
    }
    Ok(())
}

/// The bounds every tray state keeps: at most [`super::KEPT_ROLLS`] rolls, numbered in order up
/// to the session's count, none larger than the largest roll the rules allow. Each event is
/// checked as it is read; this holds the whole.
pub fn check(state: &super::State) -> Result<(), String> {
    if state.rolls.len() > super::KEPT_ROLLS {
        return Err(format!("{} rolls kept", state.rolls.len()));
    }
    let first = (state.count as usize).saturating_sub(state.rolls.len()) + 1;
    for (i, r) in state.rolls.iter().enumerate() {
        if r.number as usize != first + i {
            return Err(format!("roll {} is numbered {}", first + i, r.number));
        }
        if r.dice.len() > max_roll() {
            return Err(format!("roll {} has {} dice", r.number, r.dice.len()));
        }
    }
    Ok(())
}
