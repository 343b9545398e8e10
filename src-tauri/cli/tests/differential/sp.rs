//! Shatterpoint: every exact number `odds sp --json` and the attack screen show (successes and
//! their mean, damage, damage at least N, the expected damage, the chance the target ends
//! Wounded, attacks to wound 1–10 and "more", the best walk for each number of successes and
//! the policy's name) against seeded attacks through `combat::resolve`.

use crate::bound::{moments, Checker};
use crate::repro;
use crate::sp_gen::{self, PolicyPick};
use crate::sp_sim::{Attacker, Samples, MOST_ATTACKS};
use crate::walks;
use datapad_engine::dice::Catalog;
use datapad_engine::games::shatterpoint::attack::policy::Policy;
use datapad_engine::games::shatterpoint::cli::odds_json;
use datapad_engine::games::shatterpoint::combat::Table;
use datapad_engine::games::shatterpoint::stance::{AttackType, Stance};
use datapad_engine::games::shatterpoint::tree::check_path;
use proptest::prelude::*;
use serde_json::Value;

/// Attacks from the board as it is, per case.
pub const ATTACKS: usize = 10_000;
/// Chains of identical attacks until Wounded, per case with a board: as many as fit about
/// this many attacks at the exact expected length of a chain (a target seldom wounded makes
/// every chain ten attacks long), within these bounds.
pub const CHAIN_ATTACKS: f64 = 10_000.0;
pub const CHAINS: (usize, usize) = (1_000, 3_000);

/// How many chains: fixed by the exact numbers before any die is rolled, so the stopping
/// rule cannot lean on the samples.
fn chains(odds: &Value) -> usize {
    let p = &odds["attacks_to_wound"];
    let long: f64 = (1..=MOST_ATTACKS)
        .map(|i| i as f64 * num(p, &i.to_string()))
        .sum::<f64>()
        + MOST_ATTACKS as f64 * num(p, "more");
    let n = (CHAIN_ATTACKS / long.max(1.0)) as usize;
    if n == 0 || !long.is_finite() {
        CHAINS.0
    } else {
        n.clamp(CHAINS.0, CHAINS.1)
    }
}

/// One generated matchup.
#[derive(Debug, Clone)]
pub struct Case {
    pub att: Stance,
    pub def: Stance,
    pub table: Table,
    pub policy: Policy,
    pub seed: u64,
}

pub fn case() -> impl Strategy<Value = Case> {
    (
        sp_gen::stance("attacker"),
        sp_gen::stance("defender"),
        sp_gen::table(),
        sp_gen::policy(),
        any::<u64>(),
    )
        .prop_map(|(att, def, mut table, pick, seed)| {
            if att.ranged.attack.is_none() {
                table.kind = AttackType::Melee;
            }
            let policy = match pick {
                PolicyPick::Named(p) => p,
                PolicyPick::Fixed(i) => {
                    let all = walks::legal(&att.tree);
                    Policy::Path(all[i % all.len()].clone())
                }
            };
            Case {
                att,
                def,
                table,
                policy,
                seed,
            }
        })
}

/// A distribution `{"0": p, "1": p, …}` as a list.
fn dist(v: &Value) -> Vec<f64> {
    let mut out = Vec::new();
    while let Some(p) = v.get(out.len().to_string()).and_then(Value::as_f64) {
        out.push(p);
    }
    out
}

fn num(v: &Value, key: &str) -> f64 {
    v.get(key).and_then(Value::as_f64).unwrap_or(f64::NAN)
}

/// A distribution over 0, 1, … against the share of samples at each value, and its mean.
fn compare_dist(c: &mut Checker, name: &str, exact: &[f64], mean: f64, seen: &[u32]) {
    let n = seen.len() as u64;
    let top = exact
        .len()
        .max(seen.iter().max().map_or(0, |m| *m as usize + 1));
    for k in 0..top {
        let hits = seen.iter().filter(|x| **x as usize == k).count() as u64;
        c.p(
            &format!("{name}[{k}]"),
            exact.get(k).copied().unwrap_or(0.0),
            hits,
            n,
        );
    }
    let values: Vec<f64> = seen.iter().map(|x| f64::from(*x)).collect();
    c.mean(
        &format!("{name} mean"),
        mean,
        Some(moments(exact).1),
        &values,
    );
}

/// Every comparison of one case; `Err` holds the report of a mismatch. The dice are rolled
/// with `cat`'s: the app's, or a wrong one to show the check has power.
pub fn check(case: &Case, cat: &Catalog) -> Result<u64, String> {
    let Case {
        att, def, table, ..
    } = case;
    let odds = odds_json(att, def, table, &case.policy)
        .map_err(|e| repro::shatterpoint(case, &[format!("the odds refused: {e}")]))?;
    let successes = dist(&odds["successes"]);
    let most = successes.len().saturating_sub(1);
    let walks = walks::by_successes(&case.policy, &att.tree, table, most);
    let best = case.policy == Policy::MaxDamage;
    let samples = Attacker::new(att, def, table, &walks, best)
        .sample(cat, case.seed, ATTACKS, chains(&odds))
        .map_err(|e| repro::shatterpoint(case, &[format!("an attack the odds answered: {e}")]))?;
    let mut c = Checker::default();
    compare(&mut c, case, &odds, &walks, &samples);
    if c.failures.is_empty() {
        Ok(c.comparisons)
    } else {
        Err(repro::shatterpoint(case, &c.failures))
    }
}

fn compare(c: &mut Checker, case: &Case, odds: &Value, walks: &[Vec<String>], s: &Samples) {
    let succ: Vec<u32> = s.hits.iter().map(|h| h.successes).collect();
    compare_dist(
        c,
        "successes",
        &dist(&odds["successes"]),
        num(odds, "mean"),
        &succ,
    );
    let dmg: Vec<u32> = s.hits.iter().map(|h| h.assigned).collect();
    let exact = dist(&odds["damage"]);
    compare_dist(c, "damage", &exact, num(odds, "damage_mean"), &dmg);
    let at_least = dist(&odds["damage_at_least"]);
    for k in 0..at_least.len().max(exact.len()) + 1 {
        let hits = dmg.iter().filter(|x| **x as usize >= k).count() as u64;
        let p = at_least.get(k).copied().unwrap_or(0.0);
        c.p(&format!("damage_at_least[{k}]"), p, hits, dmg.len() as u64);
    }
    if case.table.damage.is_some() {
        let hits = s.hits.iter().filter(|h| h.wounded == Some(true)).count() as u64;
        c.p(
            "p_wounded",
            num(odds, "p_wounded"),
            hits,
            s.hits.len() as u64,
        );
        let chains = s.first_wound.len() as u64;
        for i in 1..=MOST_ATTACKS + 1 {
            let key = if i > MOST_ATTACKS {
                "more".to_string()
            } else {
                i.to_string()
            };
            let hits = s.first_wound.iter().filter(|f| **f == i).count() as u64;
            let p = num(&odds["attacks_to_wound"], &key);
            c.p(&format!("attacks_to_wound[{key}]"), p, hits, chains);
        }
    } else {
        c.same(
            "p_wounded without a board",
            &Value::Null,
            &odds["p_wounded"],
        );
    }
    c.same(
        "policy",
        case.policy.name(),
        odds["policy"].as_str().unwrap_or(""),
    );
    best_paths(c, case, odds, walks);
    c.same(
        "resolve's own best walk against brute force",
        Vec::<String>::new(),
        s.best_walk_differs.iter().take(3).cloned().collect(),
    );
}

/// The walk the odds name for each number of successes is legal and as good as the best the
/// brute force finds (ties may pick another walk of equal worth).
fn best_paths(c: &mut Checker, case: &Case, odds: &Value, walks: &[Vec<String>]) {
    let tree = &case.att.tree;
    for (k, want) in walks.iter().enumerate().skip(1) {
        let ids: Vec<String> = odds["best_path"][k.to_string()]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|x| x.as_str().map(String::from))
                    .collect()
            })
            .unwrap_or_default();
        let legal = check_path(tree, &ids, k as u32).is_ok();
        c.same(&format!("best_path[{k}] is a legal walk"), true, legal);
        let score = |w: &[String]| walks::score(&case.policy, tree, w, &case.table);
        c.same(&format!("best_path[{k}] worth"), score(want), score(&ids));
    }
}
