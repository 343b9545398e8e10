//! Exact odds of a Shatterpoint attack through steps 4–8: successes after both charts and the
//! blocks, and the damage assigned under the best walk of the tree.
//!
//! Weights are exact integers (256-bit: 30 v 30 has ≈ 2^168 outcomes), f64 only for display.
//! Without charts in play the successes come from a closed form (see [`raw_successes`]); with
//! charts, each pool is enumerated over its face counts with multinomial weights, the attack's
//! expertise count is folded into the row it selects before the pools meet, and the pools are
//! joined row pair by row pair with tail sums over strikes − blocks.

use super::super::stance::{row_for, Entry, Roll, Row, Stance};
use super::budget;
use super::chart::{self, AX, BLOCK, CRIT, DX, STRIKE};
use super::combat::{assign, pools, Table, MAX_DICE};
use super::error::AttackError;
use super::fold::{join, merge, pack, unpack};
use super::policy::Policy;
use super::tree::Conditions;
use crate::dice::multinomial::{binomial, for_each_count};
use crate::dice::residues::{Residues, EXACT_BITS};
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
/// multiply-adds in all, in residues (every weight is a count of outcomes, at most the total).
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
    let (nu, bu) = (n as usize, b as usize);
    // V indexed by w + b, w from −b to n.
    let mut v = vec![Residues::ZERO; bu + nu + 1];
    for k in 0..=b {
        let blocks = binomial(b, k) * 2u128.pow(k) * 4u128.pow(b - k);
        v[bu - k as usize] = Residues::of(blocks);
    }
    let mut none = Residues::of(6u128.pow(b));
    let mut out = vec![Residues::ZERO; nu + 1];
    for r in 0..=nu {
        if r > 0 {
            none = none * 7 - v[bu] * 3;
            // Highest w first so each step reads the previous die's values.
            for i in (bu.saturating_sub(nu - r)..=bu + r).rev() {
                let below = if i > 0 { v[i - 1] } else { Residues::ZERO };
                v[i] = v[i].mul_add(4, below, 3);
            }
        }
        let c = nu - r;
        let ways = binomial(n, c as u32);
        out[c] += none * ways;
        for k in 1..=r {
            out[c + k] += v[bu + k] * ways;
        }
    }
    Ok((trim(out.iter().map(|w| w.value()).collect()), total))
}

/// Successes by attacker row (index 0 = no row, i + 1 = row i), before the tree.
type ByRow = Vec<Vec<U256>>;

fn entries(chart: &[Row], i: usize) -> &[Entry] {
    i.checked_sub(1)
        .and_then(|i| chart.get(i))
        .map_or(&[][..], |r| &r.entries[..])
}

/// Successes with charts in play, split by the attacker's row (for its chart damage).
fn charted(
    n: u32,
    b: u32,
    att_chart: &[Row],
    def_chart: &[Row],
    disarmed: bool,
    exposed: bool,
) -> Result<(ByRow, U256), AttackError> {
    // The attack pool, folded into (attacker row, counts after that row). Classes the
    // defender's row never reads are merged away so equal outcomes meet.
    let reads = |face: usize| {
        def_chart.iter().any(|r| {
            r.entries.iter().any(|e| {
                matches!(*e, Entry::Change { roll: Roll::Attack, from, .. }
                    if chart::index(Roll::Attack, from) == Some(face))
            })
        })
    };
    let keep = [true, true, reads(AX), reads(chart::FAIL_A)];
    let mut att = Vec::new();
    let mut top_dice = 0u32;
    for_each_count(n, &[1, 3, 2, 2], |c, w| {
        let mut a = [c[0], c[1], if disarmed { 0 } else { c[2] }, c[3]];
        let ra = row_for(att_chart, a[AX]).map_or(0, |i| i + 1);
        chart::apply(entries(att_chart, ra), Roll::Attack, Roll::Attack, &mut a);
        if ra != 0 {
            a[AX] = 0; // spent, as in combat::resolve
        }
        top_dice = top_dice.max(a.iter().fold(0u32, |t, x| t.saturating_add(*x)));
        for (i, k) in keep.iter().enumerate() {
            if !k {
                a[i] = 0;
            }
        }
        att.push((pack(&[ra as u32, a[0], a[1], a[2], a[3]]), w));
    })
    .map_err(|_| AttackError::Overflow)?;
    let att = merge::<5>(att);
    // The defense pool for each attacker row that occurs: (row pair, blocks after both rows).
    let rows_a = att_chart.len() + 1;
    let mut seen = vec![false; rows_a];
    for (k, _) in &att {
        seen[unpack::<5>(*k)[0] as usize] = true;
    }
    let mut def = Vec::new();
    for_each_count(b, &[2, 2, 2], |c, w| {
        let d0 = [c[0], if exposed { 0 } else { c[1] }, c[2]];
        for (ra, _) in seen.iter().enumerate().filter(|(_, s)| **s) {
            let mut d = d0;
            chart::apply(entries(att_chart, ra), Roll::Attack, Roll::Defense, &mut d);
            let rd = row_for(def_chart, d[DX]).map_or(0, |i| i + 1);
            chart::apply(entries(def_chart, rd), Roll::Defense, Roll::Defense, &mut d);
            def.push((pack(&[ra as u32, rd as u32, d[BLOCK]]), w));
        }
    })
    .map_err(|_| AttackError::Overflow)?;
    let def = merge::<3>(def);
    // Join row pair by row pair. The attack groups of one row are contiguous (the row is the
    // top part of the key); (crit, strike) after the defender's row go on a flat grid.
    let total = U256::widening_mul(8u128.pow(n), 6u128.pow(b));
    if total.bits() > EXACT_BITS {
        return Err(AttackError::Overflow);
    }
    let side = top_dice as usize + 1;
    let mut by_row = vec![Vec::new(); rows_a];
    let mut grid = vec![0u128; side * side];
    let mut start = 0;
    while start < def.len() {
        let [ra, rd, _] = unpack::<3>(def[start].0);
        let end = def[start..]
            .iter()
            .position(|(k, _)| unpack::<3>(*k)[..2] != [ra, rd])
            .map_or(def.len(), |p| start + p);
        let blocks: Vec<(u32, u128)> = def[start..end]
            .iter()
            .map(|(k, w)| (unpack::<3>(*k)[2], *w))
            .collect();
        grid.iter_mut().for_each(|g| *g = 0);
        let def_row = entries(def_chart, rd as usize);
        let lo = att.partition_point(|(k, _)| unpack::<5>(*k)[0] < ra);
        let hi = att.partition_point(|(k, _)| unpack::<5>(*k)[0] <= ra);
        for (k, w) in &att[lo..hi] {
            let [_, c, s, x, f] = unpack::<5>(*k);
            let mut a = [c, s, x, f];
            chart::apply(def_row, Roll::Defense, Roll::Attack, &mut a);
            // Changes only move dice between faces, so both stay within top_dice.
            grid[(a[CRIT] as usize).min(side - 1) * side + (a[STRIKE] as usize).min(side - 1)] += w;
        }
        join(&grid, side, &blocks, &mut by_row[ra as usize]);
        start = end;
    }
    // Every weight counts outcomes, so is at most the total: the residues give it exactly.
    let exact = |row: Vec<Residues>| {
        let mut row: Vec<U256> = row.iter().map(|w| w.value()).collect();
        while row.last().is_some_and(|w| w.is_zero()) {
            row.pop();
        }
        row
    };
    Ok((by_row.into_iter().map(exact).collect(), total))
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
