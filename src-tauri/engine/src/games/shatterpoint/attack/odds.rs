//! Exact odds of a Shatterpoint attack through steps 4–8: successes after both charts and the
//! blocks, and the damage assigned under the best walk of the tree.
//!
//! Weights are exact integers (256-bit: 30 v 30 has ≈ 2^168 outcomes), f64 only for display.
//! Without charts in play the successes come from a closed form (see [`raw_successes`]); with
//! charts, each pool is enumerated over its face counts with multinomial weights, the attack's
//! expertise count is folded into the row it selects before the pools meet, and the pools are
//! joined row pair by row pair with tail sums over strikes − blocks.

use super::super::stance::{Row, Stance};
use super::budget;
use super::chart;
use super::charted::{charted, entries};
use super::combat::{assign, pools, Table, MAX_DICE};
use super::error::AttackError;
use super::policy::Policy;
use super::tree::Conditions;
use crate::dice::multinomial::binomial;
use crate::dice::residues::{Count, Narrow, Residues, EXACT_BITS};
use crate::dice::wide::{WideRatio, U256};

/// Exact distributions, as weights out of `total`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttackOdds {
    pub attack_dice: u32,
    pub defense_dice: u32,
    pub total: U256,
    /// Weight of each success count, 0..=the largest possible.
    pub successes: Vec<U256>,
    /// Weight of each assigned damage, 0..=the largest possible.
    pub damage: Vec<U256>,
    /// For k successes (index k − 1), the option indices of the best walk.
    pub best_path: Vec<Vec<usize>>,
    /// Weight of the defender ending Wounded, when its damage and stamina are given.
    pub wounded: Option<U256>,
    /// The walk the numbers assume.
    pub policy: Policy,
}

impl AttackOdds {
    pub fn ratio(&self, w: U256) -> WideRatio {
        WideRatio::new(w, self.total).unwrap_or(WideRatio {
            num: U256::ZERO,
            den: U256::ONE,
        })
    }

    /// The exact mean of a distribution over 0, 1, 2, …
    pub fn mean(&self, dist: &[U256]) -> Result<WideRatio, AttackError> {
        let mut sum = U256::ZERO;
        for (k, w) in dist.iter().enumerate() {
            sum = add(
                sum,
                w.checked_mul_u64(k as u64).ok_or(AttackError::Overflow)?,
            )?;
        }
        Ok(self.ratio(sum))
    }
}

fn add(a: U256, b: U256) -> Result<U256, AttackError> {
    a.checked_add(b).ok_or(AttackError::Overflow)
}

fn bump(v: &mut Vec<U256>, k: usize, w: U256) -> Result<(), AttackError> {
    if v.len() <= k {
        v.resize(k + 1, U256::ZERO);
    }
    v[k] = add(v[k], w)?;
    Ok(())
}

fn trim(mut v: Vec<U256>) -> Vec<U256> {
    while v.len() > 1 && v.last().is_some_and(|w| w.is_zero()) {
        v.pop();
    }
    if v.is_empty() {
        v.push(U256::ZERO);
    }
    v
}

/// Successes of `n` attack dice against `b` defense dice with no chart in play, exactly.
///
/// With c crits the other r = n − c dice are strikes (3 faces) or nothing (4 faces). Let V_r[w]
/// count the ways strikes − blocks = w over those r dice and the defense roll; adding one die
/// is V_r[w] = 4·V_{r−1}[w] + 3·V_{r−1}[w − 1], and the sum over w ≤ 0 is
/// S_r = 7·S_{r−1} − 3·V_{r−1}[0]. Successes are c + max(0, w), so the crits join with C(n, c)
/// once per r. Only w ≥ −(dice still to add) can reach w > 0, so about (n + 1)·(b + 1)
/// multiply-adds in all: in plain 128-bit numbers when the total fits them, else in residues
/// (every weight is a count of outcomes, at most the total).
pub fn raw_successes(n: u32, b: u32) -> Result<(Vec<U256>, U256), AttackError> {
    if n > MAX_DICE || b > MAX_DICE {
        return Err(AttackError::TooManyDice {
            roll: if n > MAX_DICE { "attack" } else { "defense" }.into(),
            dice: n.max(b),
            max: MAX_DICE,
        });
    }
    let total = U256::widening_mul(8u128.pow(n), 6u128.pow(b));
    if total.bits() > EXACT_BITS {
        return Err(AttackError::Overflow);
    }
    let weights = if total.bits() <= 128 {
        closed_form::<Narrow>(n, b)
    } else {
        closed_form::<Residues>(n, b)
    };
    Ok((trim(weights), total))
}

/// The recurrence of [`raw_successes`] in the arithmetic `C`.
fn closed_form<C: Count>(n: u32, b: u32) -> Vec<U256> {
    let (nu, bu) = (n as usize, b as usize);
    // V indexed by w + b, w from −b to n.
    let mut v = vec![C::ZERO; bu + nu + 1];
    for k in 0..=b {
        let blocks = binomial(b, k) * 2u128.pow(k) * 4u128.pow(b - k);
        v[bu - k as usize] = C::of(blocks);
    }
    let mut none = C::of(6u128.pow(b));
    let mut out = vec![C::ZERO; nu + 1];
    for r in 0..=nu {
        if r > 0 {
            none = none.mul_add(7, C::ZERO, 0) - v[bu].mul_add(3, C::ZERO, 0);
            // Upwards, each step carrying the value below as it was before this die; over a
            // slice, so the compiler checks no index.
            let lo = bu.saturating_sub(nu - r);
            let mut below = if lo > 0 { v[lo - 1] } else { C::ZERO };
            for x in &mut v[lo..=bu + r] {
                let old = *x;
                *x = old.mul_add(4, below, 3);
                below = old;
            }
        }
        let c = nu - r;
        let ways = C::of(binomial(n, c as u32));
        out[c] += none * ways;
        for (o, x) in out[c + 1..=c + r].iter_mut().zip(&v[bu + 1..=bu + r]) {
            *o += *x * ways;
        }
    }
    out.iter().map(|w| w.value()).collect()
}

/// The exact odds of an attack before rolling, the attacker walking for the most damage.
pub fn attack_odds(att: &Stance, def: &Stance, t: &Table) -> Result<AttackOdds, AttackError> {
    odds_under(att, def, t, &Policy::MaxDamage)
}

/// The exact odds of an attack before rolling, the attacker walking the tree by `policy`.
pub fn odds_under(
    att: &Stance,
    def: &Stance,
    t: &Table,
    policy: &Policy,
) -> Result<AttackOdds, AttackError> {
    let (n, b) = pools(att, def, t)?;
    let att_chart = &att.stat(t.kind).chart;
    let inert_a = att_chart.is_empty() || t.disarmed();
    let inert_d = def.defense_chart.is_empty() || t.exposed();
    let (by_row, total) = if inert_a && inert_d {
        let (s, total) = raw_successes(n, b)?;
        (vec![s], total)
    } else {
        // Exposed: no defense row at all (see combat::resolve).
        let def_chart: &[Row] = if t.exposed() { &[] } else { &def.defense_chart };
        budget::check(n, b, att_chart, def_chart)?;
        charted(n, b, att_chart, def_chart, t.disarmed(), t.exposed())?
    };
    let mut successes = Vec::new();
    for row in &by_row {
        for (k, w) in row.iter().enumerate() {
            bump(&mut successes, k, *w)?;
        }
    }
    let successes = trim(successes);
    let most = successes.len().saturating_sub(1) as u32;
    let walks = policy.walks(
        &att.tree,
        most,
        t.held_in_tree(),
        Conditions::of(&t.defender_immune),
    )?;
    let walk_damage = |k: usize| walks.get(k.min(walks.len() - 1)).map_or(0, |w| w.0);
    let mut damage = Vec::new();
    let mut wounded = t.damage.map(|_| U256::ZERO);
    for (ra, row) in by_row.iter().enumerate() {
        let chart_damage = chart::damage(entries(att_chart, ra));
        for (k, w) in row.iter().enumerate().filter(|(_, w)| !w.is_zero()) {
            let (assigned, _) = assign(chart_damage.saturating_add(walk_damage(k)), t);
            bump(&mut damage, assigned as usize, *w)?;
            if let (Some(acc), Some((d, s))) = (wounded.as_mut(), t.damage) {
                if d.saturating_add(assigned) >= s {
                    *acc = add(*acc, *w)?;
                }
            }
        }
    }
    let best_path = (1..=most as usize)
        .map(|k| walks[k.min(walks.len() - 1)].1.clone())
        .collect();
    Ok(AttackOdds {
        attack_dice: n,
        defense_dice: b,
        total,
        successes,
        damage: trim(damage),
        best_path,
        wounded,
        policy: policy.clone(),
    })
}

#[cfg(test)]
#[path = "odds_tests.rs"]
mod tests;
