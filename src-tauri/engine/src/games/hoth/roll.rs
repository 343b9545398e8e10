//! A roll of battle dice: made here with the die table in effect (seeded, so a table can
//! replay it) or read off the physical dice, checked against the die.

use super::error::HothError;
use crate::dice::{rng_from, roll as roll_die, Symbol};
use crate::game::Ctx;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A roll: made here (seeded for a replayable table) or read off the physical dice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "mode", rename_all = "snake_case")]
#[ts(rename = "HothRoll")]
pub enum Roll {
    Virtual {
        // A seed the players type: a JS number (safe to 2^53) is what the app sends.
        #[serde(default)]
        #[ts(type = "number | null")]
        seed: Option<u64>,
    },
    Physical {
        faces: Vec<Symbol>,
    },
}

/// `n` faces: rolled with the die in effect, or checked against it.
pub fn faces(ctx: &mut Ctx, roll: &Roll, n: u32) -> Result<Vec<Symbol>, HothError> {
    let die = ctx.dice.get("hoth")?;
    match roll {
        Roll::Physical { faces } => {
            if faces.len() != n as usize {
                return Err(HothError::WrongFaceCount {
                    expected: n as usize,
                    got: faces.len(),
                });
            }
            if let Some(s) = faces.iter().find(|s| !die.can_show(**s)) {
                return Err(HothError::SymbolNotOnDie { symbol: *s });
            }
            Ok(faces.clone())
        }
        Roll::Virtual { seed: Some(seed) } => {
            let mut rng = rng_from(Some(*seed));
            Ok((0..n).map(|_| roll_die(die, &mut rng)).collect())
        }
        Roll::Virtual { seed: None } => Ok((0..n).map(|_| roll_die(die, ctx.rng)).collect()),
    }
}

/// The faces as words, for a log sentence.
pub fn symbols(faces: &[Symbol]) -> String {
    faces.iter().map(|s| s.name()).collect::<Vec<_>>().join(" ")
}
