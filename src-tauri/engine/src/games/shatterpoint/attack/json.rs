//! An attack and its odds as JSON with the keys: one shape for `datapad odds sp` /
//! `datapad attack sp` and for the app's attack screen.

use super::super::stance::Stance;
use super::super::Condition;
use super::chart::{ATTACK_FACES, DEFENSE_FACES};
use super::combat::{AttackResult, Faces, Table};
use super::error::AttackError;
use super::odds::{odds_under, AttackOdds};
use super::policy::Policy;
use super::rank::Ranked;
use super::wound::{attacks_to_wound, MOST_ATTACKS};
use crate::dice::big::BigRatio;
use crate::dice::wide::{WideRatio, U256};
use serde_json::{json, Map, Value};

fn exact(r: WideRatio) -> Value {
    json!(r.to_string())
}

fn table(weights: &[U256], ratio: impl Fn(U256) -> WideRatio) -> (Value, Value) {
    let mut p = Map::new();
    let mut e = Map::new();
    for (k, w) in weights.iter().enumerate() {
        let r = ratio(*w);
        p.insert(k.to_string(), json!(r.to_f64()));
        e.insert(k.to_string(), exact(r));
    }
    (Value::Object(p), Value::Object(e))
}

/// `{"0": 1.0, "1": …}`: the chance of at least N, from the weights of exactly N.
fn at_least(o: &AttackOdds, weights: &[U256]) -> Result<(Value, Value), AttackError> {
    let mut tails = vec![U256::ZERO; weights.len()];
    let mut acc = U256::ZERO;
    for (k, w) in weights.iter().enumerate().rev() {
        acc = acc.checked_add(*w).ok_or(AttackError::Overflow)?;
        tails[k] = acc;
    }
    Ok(table(&tails, |w| o.ratio(w)))
}

/// `{"1": p, …, "10": p, "more": p}` and its exact fractions.
fn attacks_json(chances: &[BigRatio]) -> (Value, Value) {
    let mut p = Map::new();
    let mut e = Map::new();
    for (i, r) in chances.iter().enumerate() {
        let key = if i < MOST_ATTACKS {
            (i + 1).to_string()
        } else {
            "more".to_string()
        };
        p.insert(key.clone(), json!(r.to_f64()));
        e.insert(key, json!(r.to_string()));
    }
    (Value::Object(p), Value::Object(e))
}

/// The exact odds of a matchup as JSON (the keys for `odds sp --attacker …`), the
/// attacker walking the tree by `policy`.
pub fn odds_json(
    att: &Stance,
    def: &Stance,
    t: &Table,
    policy: &Policy,
) -> Result<Value, AttackError> {
    let o = odds_under(att, def, t, policy)?;
    let (successes, successes_exact) = table(&o.successes, |w| o.ratio(w));
    let (damage, damage_exact) = table(&o.damage, |w| o.ratio(w));
    let (damage_at_least, damage_at_least_exact) = at_least(&o, &o.damage)?;
    let mean = o.mean(&o.successes)?;
    let damage_mean = o.mean(&o.damage)?;
    let best_path: Map<String, Value> = o
        .best_path
        .iter()
        .enumerate()
        .map(|(k, p)| {
            let ids: Vec<&str> = p.iter().map(|&i| att.tree.options[i].id.as_str()).collect();
            ((k + 1).to_string(), json!(ids))
        })
        .collect();
    let mut v = json!({
        "attack_dice": o.attack_dice,
        "defense_dice": o.defense_dice,
        "successes": successes,
        "successes_exact": successes_exact,
        "mean": mean.to_f64(),
        "mean_exact": exact(mean),
        "damage": damage,
        "damage_exact": damage_exact,
        "damage_mean": damage_mean.to_f64(),
        "damage_mean_exact": exact(damage_mean),
        "damage_at_least": damage_at_least,
        "damage_at_least_exact": damage_at_least_exact,
        "best_path": best_path,
        "policy": o.policy.name(),
    });
    if let Policy::Path(ids) = &o.policy {
        v["policy_path"] = json!(ids);
    }
    if let (Some(w), Some((d, s))) = (o.wounded, t.damage) {
        let r = o.ratio(w);
        v["p_wounded"] = json!(r.to_f64());
        v["p_wounded_exact"] = exact(r);
        let (chances, exact) =
            attacks_json(&attacks_to_wound(&o.damage, o.total, s.saturating_sub(d)));
        v["attacks_to_wound"] = chances;
        v["attacks_to_wound_exact"] = exact;
    }
    Ok(v)
}

/// A ranked list as JSON: `[{"target", "type", "p_wounded", "damage_mean"}, …]` with the exact
/// fractions beside them; `p_wounded` is null where the damage and stamina are not known.
pub fn ranked_json(list: &[Ranked<Value>], policy: &Policy) -> Value {
    Value::Array(
        list.iter()
            .map(|r| {
                json!({
                    "target": r.label,
                    "type": r.kind.name(),
                    "p_wounded": r.p_wounded.map(|p| p.to_f64()),
                    "p_wounded_exact": r.p_wounded.map(exact),
                    "damage_mean": r.damage_mean.to_f64(),
                    "damage_mean_exact": exact(r.damage_mean),
                    "policy": policy.name(),
                })
            })
            .collect(),
    )
}

fn counts<const N: usize>(names: [crate::dice::Symbol; N], c: [u32; N]) -> Value {
    Value::Object(
        names
            .iter()
            .zip(c)
            .map(|(s, n)| (s.name().to_string(), json!(n)))
            .collect(),
    )
}

pub fn faces_json(f: &Faces) -> Value {
    json!({"attack": counts(ATTACK_FACES, f.attack), "defense": counts(DEFENSE_FACES, f.defense)})
}

fn row_json(r: Option<(u32, Option<u32>)>) -> Value {
    r.map_or(Value::Null, |(min, max)| json!([min, max]))
}

pub fn attack_json(r: &AttackResult) -> Value {
    let names = |l: &[Condition]| l.iter().map(|c| c.name()).collect::<Vec<_>>();
    let mut v = json!({
        "type": r.kind.name(),
        "attack_dice": r.attack_dice,
        "defense_dice": r.defense_dice,
        "rolled": faces_json(&r.rolled),
        "modified": faces_json(&r.modified),
        "removed": {"attack_expertise": r.removed.0, "defense_expertise": r.removed.1},
        "attack_row": row_json(r.attack_row),
        "defense_row": row_json(r.defense_row),
        "chart_damage": r.chart_damage,
        "successes": r.successes,
        "path": r.path,
        "pool_after": r.pool_after,
        "conditions_placed": names(&r.conditions_placed),
        "to_pool": names(&r.to_pool),
        "shoves": r.shoves,
        "pool": r.pool,
        "assigned": r.assigned,
        "after_attack": r.after_attack,
    });
    if let (Some(total), Some(w)) = (r.damage_total, r.wounded) {
        v["damage_total"] = json!(total);
        v["wounded"] = json!(w);
    }
    v
}
