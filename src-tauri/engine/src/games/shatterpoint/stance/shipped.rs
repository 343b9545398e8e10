//! The shipped stances: the seeds' (`stances.json`, written by hand, fragments of the rulebook's
//! worked examples) and ShatterApp's dice-only stances (`shatterapp.json`, one a card side: its
//! name, dice and range, no charts and no tree). A seed stance and ShatterApp's for the same
//! unit and side are one: the seed's values stand, ShatterApp's dice and range fill what it
//! leaves `missing`, and its `source` names what was filled. Every value the two give
//! differently is a [`Disagreement`] (see `catalog_merge.rs`).

use super::super::catalog::builtin_units;
use super::super::catalog_merge::{facts_stances, shown, Disagreement};
use super::parse::from_value;
use super::problem::Problem;
use super::{AttackStat, AttackType, Stance, StanceProblem};

const MELEE_PARTS: [&str; 4] = ["attack", "defense", "weapon", "chart"];
const RANGED_PARTS: [&str; 5] = ["attack", "range", "defense", "weapon", "chart"];

fn parts(kind: AttackType) -> Vec<String> {
    let list: &[&str] = match kind {
        AttackType::Melee => &MELEE_PARTS,
        AttackType::Ranged => &RANGED_PARTS,
    };
    list.iter()
        .map(|p| format!("{}.{p}", kind.name()))
        .collect()
}

fn stat_mut(s: &mut Stance, kind: AttackType) -> &mut AttackStat {
    match kind {
        AttackType::Melee => &mut s.melee,
        AttackType::Ranged => &mut s.ranged,
    }
}

/// `missing` with a whole line (`ranged`) named by its parts, so each can be filled on its own.
fn expanded(missing: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for m in missing {
        match AttackType::parse(m) {
            Some(kind) => out.extend(parts(kind)),
            None => out.push(m.clone()),
        }
    }
    out
}

/// A line still missing every part is named whole again, where its first part stood.
fn collapsed(mut missing: Vec<String>) -> Vec<String> {
    for kind in [AttackType::Melee, AttackType::Ranged] {
        let all = parts(kind);
        if all.iter().all(|p| missing.contains(p)) {
            let at = missing.iter().position(|p| *p == all[0]).unwrap_or(0);
            missing.retain(|p| !all.contains(p));
            missing.insert(at.min(missing.len()), kind.name().to_string());
        }
    }
    missing
}

/// One seed stance filled from ShatterApp's stance for the same unit and side.
fn merge_one(seed: &Stance, facts: &Stance, out: &mut Vec<Disagreement>) -> Stance {
    let item = format!("stance {}", seed.id);
    let mut differ = |field: &str, s: String, f: String| {
        out.push(Disagreement {
            item: item.clone(),
            field: field.into(),
            seed: s,
            facts: f,
        })
    };
    if seed.name.en != facts.name.en {
        differ("name", seed.name.en.clone(), facts.name.en.clone());
    }
    let mut merged = seed.clone();
    let mut missing = expanded(&seed.missing);
    let mut filled = Vec::new();
    for kind in [AttackType::Melee, AttackType::Ranged] {
        let (s, f) = (seed.stat(kind), facts.stat(kind));
        let values = [
            ("attack", s.attack, f.attack),
            ("range", s.range, f.range),
            ("defense", s.defense, f.defense),
        ];
        for (part, sv, fv) in values {
            let path = format!("{}.{part}", kind.name());
            if kind == AttackType::Melee && part == "range" || facts.is_missing(&path) {
                continue;
            }
            if !missing.contains(&path) {
                if sv != fv {
                    differ(&path, shown(&sv), shown(&fv));
                }
                continue;
            }
            let stat = stat_mut(&mut merged, kind);
            match part {
                "attack" => stat.attack = fv,
                "range" => stat.range = fv,
                _ => stat.defense = fv,
            }
            missing.retain(|p| *p != path);
            filled.push(path);
        }
        // A known dash has no weapon and no chart: nothing of them is missing.
        let attack = format!("{}.attack", kind.name());
        if merged.stat(kind).attack.is_none() && !missing.contains(&attack) {
            let gone = [
                format!("{}.weapon", kind.name()),
                format!("{}.chart", kind.name()),
            ];
            missing.retain(|p| !gone.contains(p));
        }
    }
    merged.missing = collapsed(missing);
    if !filled.is_empty() {
        let from = facts.source.split(';').next().unwrap_or(&facts.source);
        merged.source = format!(
            "{} Filled from {from}, stance {}: {}.",
            seed.source,
            facts.side + 1,
            filled.join(", ")
        );
    }
    // A merge the format refuses keeps the seed as it was, and says so.
    match super::validate(&merged) {
        Ok(()) => merged,
        Err(p) => {
            differ("merge", "kept".into(), p.to_string());
            seed.clone()
        }
    }
}

/// ShatterApp's stances, read and checked; a problem names its place in `shatterapp.json`.
fn facts() -> Result<Vec<Stance>, StanceProblem> {
    facts_stances()
        .iter()
        .enumerate()
        .map(|(i, v)| {
            from_value(v).map_err(|p| StanceProblem {
                path: format!("shatterapp.json stances[{i}].{}", p.path),
                ..p
            })
        })
        .collect()
}

/// The seed stances in their order, each merged with ShatterApp's for its unit and side, then
/// ShatterApp's others in its order; and every value the two give differently.
pub(super) fn merge(
    seed: Vec<Stance>,
    out: &mut Vec<Disagreement>,
) -> Result<Vec<Stance>, StanceProblem> {
    let facts = facts()?;
    let twin = |s: &Stance, f: &Stance| s.unit.is_some() && f.unit == s.unit && f.side == s.side;
    let mut all: Vec<Stance> = seed
        .iter()
        .map(|s| match facts.iter().find(|f| twin(s, f)) {
            Some(f) => merge_one(s, f, out),
            None => s.clone(),
        })
        .collect();
    // A side the seed names (in Polish too) keeps the seed unit's name for it.
    let named = |mut f: Stance| {
        let unit = f
            .unit
            .as_deref()
            .and_then(|id| builtin_units().iter().find(|u| u.id == id));
        if let Some(name) = unit.and_then(|u| u.stances.get(usize::from(f.side))) {
            f.name = name.clone();
        }
        f
    };
    all.extend(
        facts
            .into_iter()
            .filter(|f| !seed.iter().any(|s| twin(s, f)))
            .map(named),
    );
    let mut ids = std::collections::BTreeSet::new();
    if let Some(s) = all.iter().find(|s| !ids.insert(s.id.clone())) {
        return Err(StanceProblem {
            path: "id".into(),
            problem: format!("two shipped stances have the id \"{}\"", s.id),
            code: Problem::Id,
        });
    }
    Ok(all)
}
