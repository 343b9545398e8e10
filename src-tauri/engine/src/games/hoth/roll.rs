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

/// The faces as words in one language ("3 infantry, 1 explosion"), counted in the order they
/// first show, from the shared catalogs' words for each face.
fn symbols(lang: crate::i18n::Lang, faces: &[Symbol]) -> String {
    let mut counts: Vec<(Symbol, usize)> = Vec::new();
    for f in faces {
        match counts.iter_mut().find(|(s, _)| s == f) {
            Some((_, n)) => *n += 1,
            None => counts.push((*f, 1)),
        }
    }
    counts
        .iter()
        .map(|(s, n)| {
            crate::i18n::render(
                lang,
                &format!("sym.{}", s.name()),
                &serde_json::json!({ "n": n }),
            )
            .unwrap_or_else(|| format!("{n} {}", s.name()))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A log sentence's `{faces}` (English) and `{faces_pl}` (Polish).
pub fn with_faces(msg: crate::game::Message, faces: &[Symbol]) -> crate::game::Message {
    use crate::i18n::Lang;
    msg.arg("faces", symbols(Lang::En, faces))
        .arg("faces_pl", symbols(Lang::Pl, faces))
}
