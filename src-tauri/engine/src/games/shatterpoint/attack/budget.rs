//! What an odds question with charts will cost, known before anything is allocated, and the
//! fixed budget past which it is refused (`sp.odds_too_large`) instead of run.
//!
//! The stance limits (`limits.rs`) already keep every legal stance well inside the budget; this
//! is the wall behind them, so that no stance that slips past a check (a future field, a stance
//! built in code) can make the odds allocate without bound and abort the process, as a chart row
//! of 6,000 entries once did (46 GB for one grid).
//!
//! The cost follows `charted::charted`: the attack pool's outcomes, each through its row; the
//! defense pool's, once per attacker row; then, for every pair of rows, a (crit, strike) grid
//! whose side is the most attack dice any row can leave, cleared and scanned, and each filled
//! cell joined with every block count. The dice that can occur are the pool plus what the
//! largest row of that side's chart adds; changes only move dice between faces.

use super::super::stance::{Entry, Row};
use super::error::AttackError;

/// The most steps one question may take: the worst legal stance needs about a fifth of it, which
/// is a fraction of a second in a release build.
pub const ODDS_BUDGET: u64 = 1 << 28;

/// Dice a row's `add` entries put on their owner's roll.
fn added(row: &Row) -> u64 {
    row.entries
        .iter()
        .map(|e| match *e {
            Entry::Add { n, .. } => u64::from(n),
            _ => 0,
        })
        .fold(0, u64::saturating_add)
}

pub(super) fn most_added(chart: &[Row]) -> u64 {
    chart.iter().map(added).max().unwrap_or(0)
}

fn most_entries(chart: &[Row]) -> u64 {
    chart
        .iter()
        .map(|r| r.entries.len() as u64)
        .max()
        .unwrap_or(0)
}

/// Outcomes of `n` dice counted by `faces` face kinds, C(n + faces − 1, faces − 1): the product
/// of C(n + k, k) step by step, each step exact.
fn outcomes(n: u32, faces: u32) -> u64 {
    (1..u64::from(faces)).fold(1u64, |c, k| c.saturating_mul(u64::from(n) + k) / k)
}

/// The steps `charted` takes for `n` attack against `b` defense dice through these charts.
pub fn cost(n: u32, b: u32, att_chart: &[Row], def_chart: &[Row]) -> u64 {
    let side = u64::from(n)
        .saturating_add(most_added(att_chart))
        .saturating_add(1);
    let blocks = u64::from(b)
        .saturating_add(most_added(def_chart))
        .saturating_add(1);
    let rows_a = att_chart.len() as u64 + 1;
    let rows_d = def_chart.len() as u64 + 1;
    let pool_a = outcomes(n, 4);
    let pool_d = outcomes(b, 3);
    let grid = side.saturating_mul(side);
    let per_pair = grid
        .saturating_mul(2)
        .saturating_add(grid.min(pool_a).saturating_mul(blocks));
    let entries = most_entries(att_chart).saturating_add(most_entries(def_chart));
    pool_a
        .saturating_mul(most_entries(att_chart).saturating_add(1))
        .saturating_add(
            pool_d
                .saturating_mul(rows_a)
                .saturating_mul(entries.saturating_add(1)),
        )
        .saturating_add(rows_a.saturating_mul(rows_d).saturating_mul(per_pair))
}

/// Refuses a question past the budget, before any of its work is done.
pub fn check(n: u32, b: u32, att_chart: &[Row], def_chart: &[Row]) -> Result<(), AttackError> {
    let work = cost(n, b, att_chart, def_chart);
    if work > ODDS_BUDGET {
        return Err(AttackError::OddsTooLarge {
            work,
            budget: ODDS_BUDGET,
        });
    }
    Ok(())
}

#[cfg(test)]
#[path = "budget_tests.rs"]
mod tests;
