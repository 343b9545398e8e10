//! The tray's rules: what may be rolled, entered, rerolled and locked.

use super::error::TrayError;
use super::{Action, DiceMode, Event, Face, State};
use crate::dice::{roll, MAX_POOL};
use crate::error::DiceError;
use crate::game::Ctx;

pub fn decide(state: &State, action: &Action, ctx: &mut Ctx) -> Result<Vec<Event>, TrayError> {
    match action {
        Action::Roll { pool } => {
            let mut faces = Vec::new();
            for part in pool {
                let die = ctx.dice.get(&part.die)?;
                if part.count > MAX_POOL {
                    return Err(DiceError::TooManyDice { max: MAX_POOL }.into());
                }
                for _ in 0..part.count {
                    faces.push(Face {
                        die: die.id.clone(),
                        symbol: roll(die, ctx.rng),
                    });
                }
            }
            check_pool_size(&faces)?;
            Ok(vec![Event::Rolled {
                mode: DiceMode::Virtual,
                faces,
            }])
        }
        Action::Enter { faces } => {
            for f in faces {
                let die = ctx.dice.get(&f.die)?;
                if !die.can_show(f.symbol) {
                    return Err(DiceError::SymbolNotOnDie {
                        die: die.id.clone(),
                        symbol: f.symbol,
                    }
                    .into());
                }
            }
            check_pool_size(faces)?;
            Ok(vec![Event::Rolled {
                mode: DiceMode::Physical,
                faces: faces.clone(),
            }])
        }
        Action::Reroll { indices } => {
            let current = state.rolls.last().ok_or(TrayError::NoRoll)?;
            let chosen: Vec<usize> = if indices.is_empty() {
                (0..current.dice.len())
                    .filter(|i| !current.dice[*i].locked)
                    .collect()
            } else {
                let mut chosen = indices.clone();
                chosen.sort_unstable();
                chosen.dedup();
                chosen
            };
            if chosen.is_empty() {
                return Err(TrayError::NothingToReroll);
            }
            let mut results = Vec::with_capacity(chosen.len());
            for i in chosen {
                let d = current.dice.get(i).ok_or(TrayError::DieIndex {
                    index: i,
                    len: current.dice.len(),
                })?;
                if d.locked {
                    return Err(TrayError::DieLocked { index: i });
                }
                results.push((i, roll(ctx.dice.get(&d.die)?, ctx.rng)));
            }
            Ok(vec![Event::Rerolled { results }])
        }
        Action::Lock { index, locked } => {
            let current = state.rolls.last().ok_or(TrayError::NoRoll)?;
            current.dice.get(*index).ok_or(TrayError::DieIndex {
                index: *index,
                len: current.dice.len(),
            })?;
            Ok(vec![Event::Locked {
                index: *index,
                locked: *locked,
            }])
        }
        Action::SetFace { index, symbol } => {
            let current = state.rolls.last().ok_or(TrayError::NoRoll)?;
            let d = current.dice.get(*index).ok_or(TrayError::DieIndex {
                index: *index,
                len: current.dice.len(),
            })?;
            if d.locked {
                return Err(TrayError::DieLocked { index: *index });
            }
            if !ctx.dice.get(&d.die)?.can_show(*symbol) {
                return Err(DiceError::SymbolNotOnDie {
                    die: d.die.clone(),
                    symbol: *symbol,
                }
                .into());
            }
            Ok(vec![Event::FaceSet {
                index: *index,
                symbol: *symbol,
            }])
        }
    }
}

fn check_pool_size(faces: &[Face]) -> Result<(), TrayError> {
    if faces.is_empty() {
        return Err(DiceError::EmptyPool.into());
    }
    // Each kind of die is limited on its own, as the odds are.
    let mut kinds: Vec<&str> = faces.iter().map(|f| f.die.as_str()).collect();
    kinds.sort_unstable();
    kinds.dedup();
    for k in kinds {
        if faces.iter().filter(|f| f.die == k).count() > MAX_POOL as usize {
            return Err(DiceError::TooManyDice { max: MAX_POOL }.into());
        }
    }
    Ok(())
}
