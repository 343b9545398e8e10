//! Successes of an attack with expertise charts in play, split by the attacker's row (for its
//! chart damage). Each pool is enumerated over its face counts with multinomial weights: the
//! attack pool by its expertise first, so each count of expertise picks its row once; the
//! defense pool once per attacker row that occurs. The pools then meet row pair by row pair,
//! with tail sums over strikes − blocks ([`join`]).

use super::super::stance::{row_for, Entry, Roll, Row};
use super::budget::most_added;
use super::chart::{self, Plan, AX, BLOCK, DX};
use super::error::AttackError;
use super::fold::{join, Tally};
use crate::dice::multinomial::{binomial, for_each_count};
use crate::dice::residues::{Sum, EXACT_BITS};
use crate::dice::wide::U256;

/// Successes by attacker row (index 0 = no row, i + 1 = row i), before the tree.
pub(super) type ByRow = Vec<Vec<U256>>;

/// The entries of chart row `i` (0 = no row).
pub(super) fn entries(chart: &[Row], i: usize) -> &[Entry] {
    i.checked_sub(1)
        .and_then(|i| chart.get(i))
        .map_or(&[][..], |r| &r.entries[..])
}

/// Whether a row changes faces of the attack roll's `face`.
fn turns(row: &[Entry], face: usize) -> bool {
    row.iter().any(|e| {
        matches!(*e, Entry::Change { roll: Roll::Attack, from, .. }
            if chart::index(Roll::Attack, from) == Some(face))
    })
}

/// Successes with charts in play, split by the attacker's row.
pub(super) fn charted(
    n: u32,
    b: u32,
    att_chart: &[Row],
    def_chart: &[Row],
    disarmed: bool,
    exposed: bool,
) -> Result<(ByRow, U256), AttackError> {
    let total = U256::widening_mul(8u128.pow(n), 6u128.pow(b));
    if total.bits() > EXACT_BITS {
        return Err(AttackError::Overflow);
    }
    // Changes only move dice between faces, so the dice a side can show are its pool and what
    // its largest row adds.
    let side = (u64::from(n) + most_added(att_chart) + 1) as usize;
    let block_side = (u64::from(b) + most_added(def_chart) + 1) as usize;
    let rows_a = att_chart.len() + 1;
    let rows_d = def_chart.len() + 1;
    // Each row read once for each roll it acts on (index 0: no row).
    let plans = |chart: &[Row], owner: Roll, target: Roll| -> Vec<Plan> {
        (0..=chart.len())
            .map(|i| Plan::of(entries(chart, i), owner, target))
            .collect()
    };
    let att_on_att = plans(att_chart, Roll::Attack, Roll::Attack);
    let att_on_def = plans(att_chart, Roll::Attack, Roll::Defense);
    let def_on_att = plans(def_chart, Roll::Defense, Roll::Attack);
    let def_on_def = plans(def_chart, Roll::Defense, Roll::Defense);
    let att = attack_pool(n, att_chart, &att_on_att, def_chart, disarmed, side)?;
    // The defense pool for each attacker row that occurs: blocks by (row pair).
    let seen: Vec<bool> = (0..rows_a)
        .map(|ra| {
            att.block(&[ra as u32])
                .is_none_or(|g| g.iter().any(|w| *w != 0))
        })
        .collect();
    let mut def = Tally::new([rows_a, rows_d, block_side]);
    for_each_count(b, &[2, 2, 2], |c, w| {
        let d0 = [c[0], if exposed { 0 } else { c[1] }, c[2]];
        for (ra, _) in seen.iter().enumerate().filter(|(_, s)| **s) {
            let mut d = d0;
            att_on_def[ra].apply(&mut d);
            let rd = row_for(def_chart, d[DX]).map_or(0, |i| i + 1);
            def_on_def[rd].apply(&mut d);
            def.add([ra as u32, rd as u32, d[BLOCK]], w);
        }
    })
    .map_err(|_| AttackError::Overflow)?;
    let att_cells = att.cells();
    let mut by_row = vec![Vec::<Sum>::new(); rows_a];
    let mut scratch = vec![0u128; side * side];
    for (ra, out) in by_row.iter_mut().enumerate() {
        let cells: Vec<_> = att_cells
            .iter()
            .filter(|(k, _)| k[0] == ra as u32)
            .collect();
        // The attacker row's (crit, strike) grid, when the tally holds it as one.
        let plain = att.block(&[ra as u32]).filter(|g| g.len() == side * side);
        // Defender rows that leave the attack roll alone meet that grid as it is; the join is
        // linear in the blocks, so their blocks are summed and joined once.
        let mut shared = vec![0u128; block_side];
        for (rd, on_att) in def_on_att.iter().enumerate() {
            let Some(blocks) = def
                .block(&[ra as u32, rd as u32])
                .filter(|v| v.iter().any(|w| *w != 0))
            else {
                continue;
            };
            if plain.is_some() && on_att.is_empty() {
                shared.iter_mut().zip(blocks).for_each(|(s, w)| *s += w);
                continue;
            }
            // Otherwise the row's outcomes go through the defender's row onto a fresh grid.
            let mut touched = Vec::with_capacity(cells.len());
            for ([_, c, s, x, f], w) in &cells {
                let mut a = [*c, *s, *x, *f];
                on_att.apply(&mut a);
                let i = a[0] as usize * side + a[1] as usize;
                scratch[i] += w;
                touched.push(i);
            }
            join(&scratch, side, blocks, out);
            touched.into_iter().for_each(|i| scratch[i] = 0);
        }
        if let Some(grid) = plain.filter(|_| shared.iter().any(|w| *w != 0)) {
            join(grid, side, &shared, out);
        }
    }
    // Every weight counts outcomes, so is at most the total: the residues give it exactly.
    let exact = |row: Vec<Sum>| {
        let mut row: Vec<U256> = row.iter().map(|w| w.residues().value()).collect();
        while row.last().is_some_and(|w| w.is_zero()) {
            row.pop();
        }
        row
    };
    Ok((by_row.into_iter().map(exact).collect(), total))
}

/// The attack pool after the attacker's row: weights by (row, crit, strike, expertise,
/// failure). Expertise and failures the defender's chart never turns are merged away (kept as
/// 0), so equal outcomes meet and a row's (crit, strike) grid is one slice of the tally.
fn attack_pool(
    n: u32,
    att_chart: &[Row],
    att_on_att: &[Plan],
    def_chart: &[Row],
    disarmed: bool,
    side: usize,
) -> Result<Tally<5>, AttackError> {
    let reads = |face| def_chart.iter().any(|r| turns(&r.entries, face));
    let (keep_x, keep_f) = (reads(AX), reads(chart::FAIL_A));
    let dim = |keep: bool| if keep { side } else { 1 };
    let mut att = Tally::new([att_chart.len() + 1, side, side, dim(keep_x), dim(keep_f)]);
    for x in 0..=n {
        // x dice show expertise (2 faces of 8): C(n, x) · 2^x ways; the rest are crits (1),
        // strikes (3) or failures (2).
        let ways = binomial(n, x) << x;
        let shown = if disarmed { 0 } else { x };
        let ra = row_for(att_chart, shown).map_or(0, |i| i + 1);
        let row = &att_on_att[ra];
        for_each_count(n - x, &[1, 3, 2], |c, w| {
            let mut a = [c[0], c[1], shown, c[2]];
            row.apply(&mut a);
            if ra != 0 {
                a[AX] = 0; // spent, as in combat::resolve
            }
            let x = if keep_x { a[AX] } else { 0 };
            let f = if keep_f { a[chart::FAIL_A] } else { 0 };
            att.add([ra as u32, a[0], a[1], x, f], ways * w);
        })
        .map_err(|_| AttackError::Overflow)?;
    }
    Ok(att)
}
