//! The rules of the stance format, checked in file order so that the first problem reported is
//! the first in the file: stats, charts and their entries (`charts.rs`), then the tree's options
//! and links, with the limits of `limits.rs` on every list and text.

use super::super::limits::{ID_BYTES, MISSING_CHARS, NAME_CHARS, OPTION_ID_BYTES, SOURCE_CHARS};
use super::super::Text;
use super::charts::{chart_rules, entry_rules};
use super::problem::{at_most, bad, join, Problem, Res};
use super::{
    AttackType, Roll, Stance, TreeOption, STANCE_FORMAT, STANCE_VERSION, TREE_COLS, TREE_ROWS,
};

fn slug(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= ID_BYTES
        && s.split('-').all(|part| {
            !part.is_empty()
                && part
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

fn text(t: &Text, path: &str) -> Res<()> {
    for (lang, s) in [("pl", &t.pl), ("en", &t.en)] {
        if s.trim().is_empty() || s.chars().count() > NAME_CHARS {
            return bad(join(path, lang), Problem::Text, "must be 1–80 characters");
        }
    }
    Ok(())
}

/// The format's rules, in file order, so the first problem reported is the first in the file.
pub fn validate(s: &Stance) -> Res<()> {
    if s.format != STANCE_FORMAT {
        return bad(
            "format",
            Problem::Format,
            format!("must be \"{STANCE_FORMAT}\""),
        );
    }
    if s.version != STANCE_VERSION {
        return bad(
            "version",
            Problem::Version,
            format!("only version {STANCE_VERSION} is known"),
        );
    }
    if !slug(&s.id) {
        return bad(
            "id",
            Problem::Id,
            "must be a slug: lowercase letters and digits joined by dashes",
        );
    }
    if s.unit.as_deref().is_some_and(|u| !slug(u)) {
        return bad("unit", Problem::Unit, "must be a unit id (a slug) or null");
    }
    if s.side > 1 {
        return bad("side", Problem::Side, "must be 0 or 1");
    }
    text(&s.name, "name")?;
    for kind in [AttackType::Melee, AttackType::Ranged] {
        attack_rules(s, kind)?;
    }
    chart_rules(&s.defense_chart, "defense_chart", Roll::Defense)?;
    tree_rules(s)?;
    at_most("missing", s.missing.len(), Problem::TooManyMissing)?;
    for (i, m) in s.missing.iter().enumerate() {
        if m.trim().is_empty() || m.chars().count() > MISSING_CHARS {
            return bad(
                format!("missing[{i}]"),
                Problem::MissingName,
                format!("must name a field in 1–{MISSING_CHARS} characters"),
            );
        }
    }
    if s.source.chars().count() > SOURCE_CHARS {
        return bad(
            "source",
            Problem::TooLongSource,
            format!("must be at most {SOURCE_CHARS} characters"),
        );
    }
    Ok(())
}

fn attack_rules(s: &Stance, kind: AttackType) -> Res<()> {
    let key = kind.name();
    let a = s.stat(kind);
    let at = |f: &str| join(key, f);
    if let Some(n) = a.attack {
        if !(1..=20).contains(&n) {
            return bad(
                at("attack"),
                Problem::Attack,
                "must be 1–20, or null for the card's dash",
            );
        }
    }
    match (kind, a.attack, a.range) {
        (AttackType::Melee, _, Some(_)) => {
            return bad(
                at("range"),
                Problem::MeleeRange,
                "a melee attack has no range",
            )
        }
        (AttackType::Ranged, Some(_), None) if !s.is_missing(&at("range")) => {
            return bad(
                at("range"),
                Problem::RangeNeeded,
                "a ranged attack needs a range 1–5",
            )
        }
        (AttackType::Ranged, None, Some(_)) if !s.is_missing(&at("attack")) => {
            return bad(
                at("range"),
                Problem::RangeWithoutAttack,
                "must be null when there is no ranged attack",
            )
        }
        (_, _, Some(r)) if !(1..=5).contains(&r) => {
            return bad(at("range"), Problem::Range, "must be 1–5")
        }
        _ => {}
    }
    match a.defense {
        Some(d) if d > 20 => return bad(at("defense"), Problem::Defense, "must be 0–20"),
        None if !s.is_missing(&at("defense")) => {
            return bad(
                at("defense"),
                Problem::DefenseRequired,
                "is required (or name it in missing)",
            )
        }
        _ => {}
    }
    if let Some(w) = &a.weapon {
        text(w, &at("weapon"))?;
    }
    if a.attack.is_none() && !a.chart.is_empty() && !s.is_missing(&at("attack")) {
        return bad(
            at("chart"),
            Problem::DashChart,
            "a dash attack has no chart",
        );
    }
    chart_rules(&a.chart, &at("chart"), Roll::Attack)
}

fn option_id(id: &str) -> bool {
    (1..=OPTION_ID_BYTES).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// One option of the tree, against the ids and cells before it; paths from the option.
fn option_rules<'a>(o: &'a TreeOption, ids: &mut Vec<&'a str>, cells: &mut u32) -> Res<()> {
    if !option_id(&o.id) {
        return bad(
            "id",
            Problem::OptionId,
            "must be 1–16 of A–Z, a–z, 0–9, _ and -",
        );
    }
    if ids.contains(&o.id.as_str()) {
        return bad(
            "id",
            Problem::OptionIdRepeat,
            format!("repeats the id \"{}\"", o.id),
        );
    }
    if o.row >= TREE_ROWS {
        return bad("row", Problem::OptionRow, "must be 0–3");
    }
    if o.col >= TREE_COLS {
        return bad("col", Problem::OptionCol, "must be 0–7");
    }
    let cell = 1u32 << (o.row * TREE_COLS + o.col);
    if *cells & cell != 0 {
        return bad(
            "",
            Problem::OptionCell,
            "another option holds this row and column",
        );
    }
    ids.push(o.id.as_str());
    *cells |= cell;
    if o.start && o.col != 0 {
        return bad(
            "start",
            Problem::StartColumn,
            "a start option must be in column 0",
        );
    }
    if o.effects.is_empty() {
        return bad(
            "effects",
            Problem::OptionEmpty,
            "an option needs at least one effect",
        );
    }
    at_most("effects", o.effects.len(), Problem::TooManyEffects)?;
    for (k, e) in o.effects.iter().enumerate() {
        entry_rules(e, None).map_err(|p| p.under(&format!("effects[{k}]")))?;
    }
    Ok(())
}

fn tree_rules(s: &Stance) -> Res<()> {
    let t = &s.tree;
    at_most("tree.options", t.options.len(), Problem::TooManyOptions)?;
    // At most one option a cell, so at most 32: flat sets, not trees.
    let mut ids = Vec::with_capacity(t.options.len());
    let mut cells = 0u32;
    for (i, o) in t.options.iter().enumerate() {
        // Paths are written only for a problem: the odds check both stances on every question.
        option_rules(o, &mut ids, &mut cells)
            .map_err(|p| p.under(&format!("tree.options[{i}]")))?;
    }
    if !s.is_missing("tree") {
        if t.options.is_empty() {
            return bad(
                "tree.options",
                Problem::TreeEmpty,
                "a tree needs at least one option",
            );
        }
        if !t.options.iter().any(|o| o.start) {
            return bad(
                "tree.options",
                Problem::NoStart,
                "at least one option in column 0 must be a start",
            );
        }
    }
    at_most("tree.links", t.links.len(), Problem::TooManyLinks)?;
    // Links already seen, as a bit per option pair.
    let mut seen = [0u32; (TREE_ROWS * TREE_COLS) as usize];
    for (i, [a, b]) in t.links.iter().enumerate() {
        let p = || format!("tree.links[{i}]");
        if a == b {
            return bad(p(), Problem::LinkSelf, "links an option to itself");
        }
        let at = |x: &str| ids.iter().position(|id| *id == x);
        let (Some(ia), Some(ib)) = (at(a), at(b)) else {
            let unknown = if at(a).is_none() { a } else { b };
            return bad(
                p(),
                Problem::LinkUnknown,
                format!("names no option \"{unknown}\""),
            );
        };
        let (lo, hi) = (ia.min(ib), ia.max(ib));
        if seen[lo] & (1 << hi) != 0 {
            return bad(p(), Problem::LinkRepeat, "repeats a link");
        }
        seen[lo] |= 1 << hi;
    }
    Ok(())
}
