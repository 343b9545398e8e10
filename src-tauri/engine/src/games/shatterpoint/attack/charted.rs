//! Successes of an attack with expertise charts in play, split by the attacker's row (for its
//! chart damage). Each pool is enumerated over its face counts with multinomial weights: the
//! attack pool by its expertise first, so each count of expertise picks its row once; the
//! defense pool once per class of attacker rows that occurs. The pools then meet row pair by
//! row pair, with tail sums over strikes − blocks ([`join`]).

use super::super::stance::{row_for, Entry, Roll, Row};
use super::budget::most_added;
use super::chart::{self, Plan, AX, BLOCK, CRIT, DX, STRIKE};
use super::error::AttackError;
use super::fold::{join, Tally};
use crate::dice::mul::mul;
use crate::dice::multinomial::{binomial, for_each_count};
use crate::dice::product_sum::ProductSum;
use crate::dice::residues::EXACT_BITS;
use crate::dice::wide::U256;

/// Successes by attacker row (index 0 = no row, i + 1 = row i), before the tree. A row whose
/// outcomes end as an earlier row's do (see `class` in [`charted`]) is counted there.
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
    let attack_total = 8u128.checked_pow(n).ok_or(AttackError::Overflow)?;
    let total = U256::widening_mul(attack_total, 6u128.pow(b));
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
    // What an attacker row does to the defense roll, named by the first row that does the
    // same: classes that differ only in damage share a defense pool.
    let roll: Vec<usize> = (0..rows_a)
        .map(|ra| {
            (0..ra)
                .find(|&r| att_on_def[r] == att_on_def[ra])
                .unwrap_or(ra)
        })
        .collect();
    // Attacker rows with the same chart damage that do the same to the defense roll turn the
    // same outcomes into the same successes: they are tallied and joined as one class, named
    // by its first row, which holds their successes (the others stay empty).
    let damage = |ra: usize| chart::damage(entries(att_chart, ra));
    let class: Vec<usize> = (0..rows_a)
        .map(|ra| {
            (0..ra)
                .find(|&r| roll[r] == roll[ra] && damage(r) == damage(ra))
                .unwrap_or(ra)
        })
        .collect();
    let keep = Keep::of(def_chart);
    let att = attack_pool(n, att_chart, &att_on_att, &class, keep, disarmed, side)?;
    let seen: Vec<usize> = (0..rows_a)
        .filter(|&ra| {
            class[ra] == ra
                && att
                    .block(&[ra as u32])
                    .is_none_or(|g| g.iter().any(|w| *w != 0))
        })
        .collect();
    // The defense pool once for each thing the classes that occur do to the defense roll:
    // blocks by (its `roll`, defender row).
    let mut rolls: Vec<usize> = seen.iter().map(|&ra| roll[ra]).collect();
    rolls.sort_unstable();
    rolls.dedup();
    // The defense die shows each of its three results on two faces, so every defense weight is
    // 2^b times the ways by result alone. Those ways (at most 3^b) are counted and joined, which
    // keeps the blocks in 64 bits and halves the join's products; the 2^b goes back at the end.
    if 3u64.checked_pow(b).is_none() {
        return Err(AttackError::Overflow);
    }
    let mut def = Tally::new([rows_a, rows_d, block_side]);
    for_each_count(b, &[1, 1, 1], |c, w| {
        let d0 = [c[0], if exposed { 0 } else { c[1] }, c[2]];
        for &ra in &rolls {
            let mut d = d0;
            att_on_def[ra].apply(&mut d);
            let rd = row_for(def_chart, d[DX]).map_or(0, |i| i + 1);
            def_on_def[rd].apply(&mut d);
            def.add([ra as u32, rd as u32, d[BLOCK]], w);
        }
    })
    .map_err(|_| AttackError::Overflow)?;
    let plain = keep == Keep::default() && att.block(&[0]).is_some();
    let mut by_row = vec![Vec::<ProductSum>::new(); rows_a];
    let mut scratch = vec![0u128; side * side];
    let mut touched = Vec::new();
    for &ra in &seen {
        let out = &mut by_row[ra];
        let head = ra as u32;
        let on_def = roll[ra] as u32;
        // Defender rows that leave the attack roll alone meet the class's (crit, strike) grid
        // as it is; the join is linear in the blocks, so their blocks are summed and joined
        // once.
        let mut shared = vec![0u64; block_side];
        for (rd, on_att) in def_on_att.iter().enumerate() {
            let Some(blocks) = def
                .block(&[on_def, rd as u32])
                .filter(|v| v.iter().any(|w| *w != 0))
            else {
                continue;
            };
            // Each below 3^b, which fits (checked above).
            let blocks: Vec<u64> = blocks.iter().map(|w| *w as u64).collect();
            if plain && on_att.is_empty() {
                shared.iter_mut().zip(&blocks).for_each(|(s, w)| *s += w);
                continue;
            }
            // Otherwise the class's outcomes go through the defender's row onto a fresh grid.
            att.each(&[head], |&[_, x, f, c, s], w| {
                let mut a = [c, s, x, f];
                on_att.apply(&mut a);
                let i = a[0] as usize * side + a[1] as usize;
                scratch[i] += w;
                touched.push(i);
            });
            join(&scratch, side, &blocks, out);
            touched.drain(..).for_each(|i| scratch[i] = 0);
        }
        let any_shared = shared.iter().any(|w| *w != 0);
        if let Some(grid) = att.block(&[head]).filter(|_| plain && any_shared) {
            join(grid, side, &shared, out);
        }
    }
    // Each sum times the 2^b left out of the defense weights: a count of outcomes, at most the
    // total, so it fits.
    let exact = |row: Vec<ProductSum>| {
        let mut row: Vec<U256> = row
            .iter()
            .map(|w| w.value().checked_shl(b).ok_or(AttackError::Overflow))
            .collect::<Result<_, _>>()?;
        while row.last().is_some_and(|w| w.is_zero()) {
            row.pop();
        }
        Ok(row)
    };
    let by_row = by_row.into_iter().map(exact).collect::<Result<_, _>>()?;
    Ok((by_row, total))
}

/// Which attack faces besides crits and strikes the defender's chart turns (by `turns`), and so
/// must be told apart in the tally; the others are merged away (kept as 0).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Keep {
    expertise: bool,
    failures: bool,
}

impl Keep {
    fn of(def_chart: &[Row]) -> Keep {
        let reads = |face| def_chart.iter().any(|r| turns(&r.entries, face));
        Keep {
            expertise: reads(AX),
            failures: reads(chart::FAIL_A),
        }
    }
}

/// The attack pool after the attacker's row: weights by (class, expertise, failure, crit,
/// strike), the class's (crit, strike) grid last so that it is one slice of the tally when the
/// other faces are merged away (kept as 0).
fn attack_pool(
    n: u32,
    att_chart: &[Row],
    att_on_att: &[Plan],
    class: &[usize],
    keep: Keep,
    disarmed: bool,
    side: usize,
) -> Result<Tally<5>, AttackError> {
    let dim = |kept: bool| if kept { side } else { 1 };
    let mut att = Tally::new([
        class.len(),
        dim(keep.expertise),
        dim(keep.failures),
        side,
        side,
    ]);
    // rest[m][s]: the ways m dice that show neither crit nor expertise show s strikes (3 faces
    // each), failures (2 faces each) on the others: C(m, s) · 3^s · 2^(m − s). Row by row, a
    // die more showing a failure or a strike, in adds alone.
    let mut rest: Vec<Vec<u128>> = vec![vec![1]];
    for m in 1..=n as usize {
        let last = &rest[m - 1];
        let row = (0..=m)
            .map(|s| {
                let failure = last.get(s).map_or(0, |w| w << 1);
                let strike = s.checked_sub(1).map_or(0, |i| (last[i] << 1) + last[i]);
                failure + strike
            })
            .collect();
        rest.push(row);
    }
    let head_of = |ra: usize| class.get(ra).copied().unwrap_or(ra) as u32;
    // Where the other faces are merged away and a row moves only crits and strikes, its
    // outcomes need only (crit, strike), whatever their expertise count. Of the q = n − c − s
    // dice that show neither, x show expertise and the others a failure, 2 faces each:
    // C(q, x) · 2^q ways. So c crits and s strikes under row ra come C(n, c) · rest[n − c][s]
    // times picks[ra][q] = Σ C(q, x) over the x that pick ra ways: one product a cell and row,
    // however many expertise counts pick it.
    let merged = keep == Keep::default();
    let mut picks: Vec<Option<Vec<u64>>> = vec![None; att_on_att.len()];
    for x in 0..=n {
        let shown = if disarmed { 0 } else { x };
        let ra = row_for(att_chart, shown).map_or(0, |i| i + 1);
        let row = &att_on_att[ra];
        if merged && row.moves_only(&[CRIT, STRIKE]) {
            let p = picks[ra].get_or_insert_with(|| vec![0; n as usize + 1]);
            for q in x..=n {
                p[q as usize] += binomial(q, x) as u64; // all of them at most 2^q
            }
            continue;
        }
        // x dice show expertise (2 faces of 8): C(n, x) · 2^x ways; of the other m, c show a
        // crit (1 face): C(m, c) ways. All of it counts outcomes, so is below 8^n.
        let ways = binomial(n, x) << x;
        let head = head_of(ra);
        let m = n - x;
        for c in 0..=m {
            let with_crits = ways * binomial(m, c);
            let left = m - c;
            for (s, r) in (0..=left).zip(&rest[left as usize]) {
                let mut a = [c, s, shown, left - s];
                row.apply(&mut a);
                if ra != 0 {
                    a[AX] = 0; // spent, as in combat::resolve
                }
                let x = if keep.expertise { a[AX] } else { 0 };
                let f = if keep.failures { a[chart::FAIL_A] } else { 0 };
                att.add([head, x, f, a[0], a[1]], with_crits * r);
            }
        }
    }
    // (c, s, C(n, c) · rest[n − c][s]): what every summed row multiplies by its picks.
    let cells: Vec<(u32, u32, u128)> = (0..=n)
        .flat_map(|c| {
            let lead = binomial(n, c) as u64; // at most 2^n
            let rest = &rest[(n - c) as usize];
            (0..=n - c).map(move |s| (c, s, mul(rest[s as usize], lead)))
        })
        .collect();
    for (ra, picks) in picks.iter().enumerate() {
        let Some(picks) = picks else {
            continue;
        };
        for &(c, s, ways) in &cells {
            let w = mul(ways, picks[(n - c - s) as usize]);
            if w != 0 {
                let mut a = [c, s, 0, 0];
                att_on_att[ra].apply(&mut a);
                att.add([head_of(ra), 0, 0, a[0], a[1]], w);
            }
        }
    }
    att.settle();
    Ok(att)
}
