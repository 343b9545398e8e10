//! What the attack screen asks before it commits (issue 9), answered from the tracker's state
//! and never journaled: the exact odds and best walks of a planned attack, the virtual roll of
//! its pools (made once: the screen keeps the faces, so a kill never rerolls), and every step's
//! result, with why, for the faces and walk chosen.

use super::attack::{parts, AttackInput};
use super::attack_json::{attack_json, odds_json};
use super::attack_why::explain;
use super::chart::{index, ATTACK_FACES, DEFENSE_FACES};
use super::combat::{pools, resolve, Faces};
use super::error::SpError;
use super::stance::Roll;
use super::state::State;
use crate::dice::roll;
use crate::game::Ctx;
use serde::Deserialize;
use serde_json::{json, Value};
use ts_rs::TS;

#[derive(Debug, Clone, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(rename = "SpQuery")]
pub enum Query {
    /// Exact odds of the planned attack (its faces and path are not read).
    AttackOdds(AttackInput),
    /// Rolls both pools once with the app's dice.
    AttackRoll(AttackInput),
    /// Every step for the faces and path given, and why.
    AttackPreview(AttackInput),
}

fn bad(e: serde_json::Error) -> crate::Error {
    crate::JournalError::BadAction {
        detail: e.to_string(),
    }
    .into()
}

/// Answers a question as `Game::query` does: a refusal carries its `sp.*` code.
pub fn answer(s: &State, q: &Value, ctx: &mut Ctx) -> Result<Value, crate::Error> {
    let q: Query = serde_json::from_value(q.clone()).map_err(bad)?;
    ask(s, &q, ctx).map_err(|e| crate::game::wire_error::<super::Shatterpoint>(&e))
}

fn ask(s: &State, q: &Query, ctx: &mut Ctx) -> Result<Value, SpError> {
    match q {
        Query::AttackOdds(a) => {
            let (att, def, t) = parts(s, a)?;
            Ok(odds_json(&att, &def, &t)?)
        }
        Query::AttackRoll(a) => {
            let (att, def, t) = parts(s, a)?;
            let (na, nd) = pools(&att, &def, &t)?;
            Ok(json!(rolled(ctx, na, nd)?))
        }
        Query::AttackPreview(a) => {
            let (att, def, t) = parts(s, a)?;
            let r = resolve(&att, &def, &t, a.faces, Some(&a.path))?;
            let mut v = attack_json(&r);
            v["why"] = json!(explain(&r, &att, &def, &t));
            v["to_attacker"] = json!(r.to_attacker);
            Ok(v)
        }
    }
}

fn rolled(ctx: &mut Ctx, attack: u32, defense: u32) -> Result<Faces, SpError> {
    let mut f = Faces::default();
    let die = ctx.dice.get("sp-attack")?;
    for _ in 0..attack {
        let face = roll(die, ctx.rng);
        if let Some(i) = index(Roll::Attack, face).filter(|&i| i < ATTACK_FACES.len()) {
            f.attack[i] += 1;
        }
    }
    let die = ctx.dice.get("sp-defense")?;
    for _ in 0..defense {
        let face = roll(die, ctx.rng);
        if let Some(i) = index(Roll::Defense, face).filter(|&i| i < DEFENSE_FACES.len()) {
            f.defense[i] += 1;
        }
    }
    Ok(f)
}
