//! The rules of expertise charts and of the entries in charts and trees: which rows a chart
//! may hold, which entries a chart of either side may hold, and the count every entry carries.

use super::super::limits::ENTRY_N;
use super::problem::{at_most, bad, Problem, Res};
use super::{Entry, Roll, Row};
use crate::dice::Symbol;
use crate::games::shatterpoint::faces;
use std::collections::BTreeMap;

fn on_die(roll: Roll, s: Symbol) -> bool {
    match roll {
        Roll::Attack => matches!(
            s,
            faces::CRIT | faces::STRIKE | faces::ATTACK_EXPERTISE | faces::FAILURE
        ),
        Roll::Defense => matches!(s, faces::BLOCK | faces::DEFENSE_EXPERTISE | faces::FAILURE),
    }
}

/// `owner` is whose chart it is: attack charts add crits and strikes and may add damage,
/// the defense chart adds blocks.
pub(super) fn chart_rules(rows: &[Row], path: &str, owner: Roll) -> Res<()> {
    at_most(path, rows.len(), Problem::TooManyRows)?;
    // The rows checked so far, by min: pairwise apart, since the first overlap is refused.
    let mut apart = BTreeMap::new();
    for (i, r) in rows.iter().enumerate() {
        // Paths are written only for a problem: the odds check both stances on every question.
        row_rules(r, &apart, owner).map_err(|p| p.under(&format!("{path}[{i}]")))?;
        apart.insert(r.min, (top(r), i));
    }
    Ok(())
}

/// One row, against the rows before it; paths from the row.
fn row_rules(r: &Row, apart: &BTreeMap<u32, (u32, usize)>, owner: Roll) -> Res<()> {
    if r.min < 1 {
        return bad("min", Problem::RowMin, "must be at least 1");
    }
    if r.max.is_some_and(|m| m < r.min) {
        return bad(
            "max",
            Problem::RowMax,
            "must be at least min, or null for \"min+\"",
        );
    }
    if let Some(j) = first_overlap(apart, r) {
        return bad("", Problem::RowOverlap, format!("overlaps row {j}"));
    }
    if r.entries.is_empty() {
        return bad(
            "entries",
            Problem::RowEmpty,
            "a row needs at least one entry",
        );
    }
    at_most("entries", r.entries.len(), Problem::TooManyEntries)?;
    for (k, e) in r.entries.iter().enumerate() {
        entry_rules(e, Some(owner)).map_err(|p| p.under(&format!("entries[{k}]")))?;
    }
    Ok(())
}

fn top(r: &Row) -> u32 {
    r.max.unwrap_or(u32::MAX)
}

/// The earliest row (in file order) of `apart` that `r` overlaps. The rows of `apart` do not
/// overlap each other, so those `r` meets are the ones starting at or below its top whose top
/// reaches its min: a run of neighbours by min, walked down from `r`'s top until one ends
/// below `r`. Checking a chart is so a sort, not every row against every earlier one.
fn first_overlap(apart: &BTreeMap<u32, (u32, usize)>, r: &Row) -> Option<usize> {
    apart
        .range(..=top(r))
        .rev()
        .take_while(|(_, (hi, _))| *hi >= r.min)
        .map(|(_, (_, i))| *i)
        .min()
}

/// `chart` is the owner of the chart holding the entry, `None` for a tree option; paths from
/// the entry.
pub(super) fn entry_rules(e: &Entry, chart: Option<Roll>) -> Res<()> {
    if !(1..=ENTRY_N).contains(&e.n()) {
        return bad("n", Problem::EntryN, "must be 1–9");
    }
    match (*e, chart) {
        (Entry::Add { .. } | Entry::Change { .. }, None) => bad(
            "",
            Problem::TreeEntry,
            "a tree option holds effects only (damage, shove, condition, self)",
        ),
        (Entry::Add { result, .. }, Some(Roll::Attack))
            if !matches!(result, faces::CRIT | faces::STRIKE) =>
        {
            bad(
                "result",
                Problem::AddAttack,
                "an attack chart adds crit or strike",
            )
        }
        (Entry::Add { result, .. }, Some(Roll::Defense)) if result != faces::BLOCK => {
            bad("result", Problem::AddDefense, "a defense chart adds block")
        }
        (Entry::Change { roll, from, .. }, _) if !on_die(roll, from) => {
            bad("from", Problem::NotAFace, "is not a face of that die")
        }
        (Entry::Change { roll, to, .. }, _) if !on_die(roll, to) => {
            bad("to", Problem::NotAFace, "is not a face of that die")
        }
        (Entry::Change { from, to, .. }, _) if from == to => {
            bad("to", Problem::ChangeSame, "must differ from from")
        }
        (Entry::Damage { .. }, Some(Roll::Defense)) => bad(
            "",
            Problem::DefenseDamage,
            "damage belongs to attack charts and trees",
        ),
        _ => Ok(()),
    }
}
