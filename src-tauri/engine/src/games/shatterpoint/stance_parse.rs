//! Reading and checking a stance file, reporting the JSON path of the first problem.
//!
//! serde alone would say "line 14 column 3"; an editor or a player fixing a file needs
//! `melee.chart[1].entries[0]`. So the object is read field by field from a `Value`, each part
//! deserialized on its own, then the rules of the format are checked in file order.

use super::stance::{
    AttackStat, AttackType, Entry, Roll, Row, Stance, StanceProblem, Tree, TreeOption,
    STANCE_FORMAT, STANCE_VERSION, TREE_COLS, TREE_ROWS,
};
use super::Text;
use crate::dice::Symbol;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};
use std::collections::BTreeSet;

type Res<T> = Result<T, StanceProblem>;

fn bad<T>(path: impl Into<String>, problem: impl Into<String>) -> Res<T> {
    Err(StanceProblem {
        path: path.into(),
        problem: problem.into(),
    })
}

fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_string()
    } else {
        format!("{path}.{key}")
    }
}

/// Reads and checks one stance file's text.
pub fn parse(text: &str) -> Res<Stance> {
    let v: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => return bad("", format!("not JSON: {e}")),
    };
    from_value(&v)
}

/// Reads and checks one stance already parsed as JSON.
pub fn from_value(v: &Value) -> Res<Stance> {
    let o = object(
        v,
        "",
        &[
            "format",
            "version",
            "id",
            "unit",
            "side",
            "name",
            "melee",
            "ranged",
            "defense_chart",
            "tree",
            "verified",
            "missing",
            "source",
        ],
    )?;
    let s = Stance {
        format: req(o, "", "format")?,
        version: req(o, "", "version")?,
        id: req(o, "", "id")?,
        unit: opt(o, "", "unit")?,
        side: req(o, "", "side")?,
        name: req(o, "", "name")?,
        melee: attack_stat(o, "melee")?,
        ranged: attack_stat(o, "ranged")?,
        defense_chart: rows(field(o, "", "defense_chart")?, "defense_chart")?,
        tree: tree(field(o, "", "tree")?)?,
        verified: req(o, "", "verified")?,
        missing: opt(o, "", "missing")?.unwrap_or_default(),
        source: opt(o, "", "source")?.unwrap_or_default(),
    };
    validate(&s)?;
    Ok(s)
}

fn object<'a>(v: &'a Value, path: &str, known: &[&str]) -> Res<&'a Map<String, Value>> {
    let Some(o) = v.as_object() else {
        return bad(path, "must be an object");
    };
    if let Some(k) = o.keys().find(|k| !known.contains(&k.as_str())) {
        return bad(join(path, k), "is not a field of this format");
    }
    Ok(o)
}

fn field<'a>(o: &'a Map<String, Value>, path: &str, key: &str) -> Res<&'a Value> {
    o.get(key)
        .map_or_else(|| bad(join(path, key), "is required"), Ok)
}

fn de<T: DeserializeOwned>(v: &Value, path: &str) -> Res<T> {
    T::deserialize(v).or_else(|e| bad(path, e.to_string()))
}

fn req<T: DeserializeOwned>(o: &Map<String, Value>, path: &str, key: &str) -> Res<T> {
    de(field(o, path, key)?, &join(path, key))
}

fn opt<T: DeserializeOwned>(o: &Map<String, Value>, path: &str, key: &str) -> Res<Option<T>> {
    match o.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => de(v, &join(path, key)).map(Some),
    }
}

fn list<'a>(v: &'a Value, path: &str) -> Res<&'a Vec<Value>> {
    v.as_array()
        .map_or_else(|| bad(path, "must be an array"), Ok)
}

fn attack_stat(top: &Map<String, Value>, key: &str) -> Res<AttackStat> {
    let o = object(
        field(top, "", key)?,
        key,
        &["attack", "range", "defense", "weapon", "chart"],
    )?;
    Ok(AttackStat {
        attack: opt(o, key, "attack")?,
        range: opt(o, key, "range")?,
        defense: opt(o, key, "defense")?,
        weapon: opt(o, key, "weapon")?,
        chart: match o.get("chart") {
            None | Some(Value::Null) => Vec::new(),
            Some(v) => rows(v, &join(key, "chart"))?,
        },
    })
}

fn rows(v: &Value, path: &str) -> Res<Vec<Row>> {
    list(v, path)?
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let p = format!("{path}[{i}]");
            let o = object(r, &p, &["min", "max", "entries"])?;
            Ok(Row {
                min: req(o, &p, "min")?,
                max: opt(o, &p, "max")?,
                entries: entries(field(o, &p, "entries")?, &join(&p, "entries"))?,
            })
        })
        .collect()
}

fn entries(v: &Value, path: &str) -> Res<Vec<Entry>> {
    list(v, path)?
        .iter()
        .enumerate()
        .map(|(i, e)| de(e, &format!("{path}[{i}]")))
        .collect()
}

fn tree(v: &Value) -> Res<Tree> {
    let o = object(v, "tree", &["options", "links"])?;
    let options = list(field(o, "tree", "options")?, "tree.options")?
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let p = format!("tree.options[{i}]");
            let o = object(v, &p, &["id", "row", "col", "start", "effects"])?;
            Ok(TreeOption {
                id: req(o, &p, "id")?,
                row: req(o, &p, "row")?,
                col: req(o, &p, "col")?,
                start: opt(o, &p, "start")?.unwrap_or(false),
                effects: entries(field(o, &p, "effects")?, &join(&p, "effects"))?,
            })
        })
        .collect::<Res<Vec<_>>>()?;
    let links = list(field(o, "tree", "links")?, "tree.links")?
        .iter()
        .enumerate()
        .map(|(i, l)| de(l, &format!("tree.links[{i}]")))
        .collect::<Res<Vec<[String; 2]>>>()?;
    Ok(Tree { options, links })
}

fn slug(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 64
        && s.split('-').all(|part| {
            !part.is_empty()
                && part
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

fn text(t: &Text, path: &str) -> Res<()> {
    for (lang, s) in [("pl", &t.pl), ("en", &t.en)] {
        if s.trim().is_empty() || s.chars().count() > 80 {
            return bad(join(path, lang), "must be 1–80 characters");
        }
    }
    Ok(())
}

/// The format's rules, in file order, so the first problem reported is the first in the file.
pub fn validate(s: &Stance) -> Res<()> {
    if s.format != STANCE_FORMAT {
        return bad("format", format!("must be \"{STANCE_FORMAT}\""));
    }
    if s.version != STANCE_VERSION {
        return bad("version", format!("only version {STANCE_VERSION} is known"));
    }
    if !slug(&s.id) {
        return bad(
            "id",
            "must be a slug: lowercase letters and digits joined by dashes",
        );
    }
    if s.unit.as_deref().is_some_and(|u| !slug(u)) {
        return bad("unit", "must be a unit id (a slug) or null");
    }
    if s.side > 1 {
        return bad("side", "must be 0 or 1");
    }
    text(&s.name, "name")?;
    for kind in [AttackType::Melee, AttackType::Ranged] {
        attack_rules(s, kind)?;
    }
    chart_rules(&s.defense_chart, "defense_chart", Roll::Defense)?;
    tree_rules(s)?;
    for (i, m) in s.missing.iter().enumerate() {
        if m.trim().is_empty() {
            return bad(format!("missing[{i}]"), "must name a field");
        }
    }
    Ok(())
}

fn attack_rules(s: &Stance, kind: AttackType) -> Res<()> {
    let key = kind.name();
    let a = s.stat(kind);
    let at = |f: &str| join(key, f);
    if let Some(n) = a.attack {
        if !(1..=20).contains(&n) {
            return bad(at("attack"), "must be 1–20, or null for the card's dash");
        }
    }
    match (kind, a.attack, a.range) {
        (AttackType::Melee, _, Some(_)) => return bad(at("range"), "a melee attack has no range"),
        (AttackType::Ranged, Some(_), None) if !s.is_missing(&at("range")) => {
            return bad(at("range"), "a ranged attack needs a range 1–5")
        }
        (AttackType::Ranged, None, Some(_)) if !s.is_missing(&at("attack")) => {
            return bad(at("range"), "must be null when there is no ranged attack")
        }
        (_, _, Some(r)) if !(1..=5).contains(&r) => return bad(at("range"), "must be 1–5"),
        _ => {}
    }
    match a.defense {
        Some(d) if d > 20 => return bad(at("defense"), "must be 0–20"),
        None if !s.is_missing(&at("defense")) => {
            return bad(at("defense"), "is required (or name it in missing)")
        }
        _ => {}
    }
    if let Some(w) = &a.weapon {
        text(w, &at("weapon"))?;
    }
    if a.attack.is_none() && !a.chart.is_empty() && !s.is_missing(&at("attack")) {
        return bad(at("chart"), "a dash attack has no chart");
    }
    chart_rules(&a.chart, &at("chart"), Roll::Attack)
}

fn on_die(roll: Roll, s: Symbol) -> bool {
    match roll {
        Roll::Attack => matches!(
            s,
            Symbol::Crit | Symbol::Strike | Symbol::AttackExpertise | Symbol::Failure
        ),
        Roll::Defense => matches!(
            s,
            Symbol::Block | Symbol::DefenseExpertise | Symbol::Failure
        ),
    }
}

/// `owner` is whose chart it is: attack charts add crits and strikes and may add damage,
/// the defense chart adds blocks.
fn chart_rules(rows: &[Row], path: &str, owner: Roll) -> Res<()> {
    for (i, r) in rows.iter().enumerate() {
        let p = format!("{path}[{i}]");
        if r.min < 1 {
            return bad(join(&p, "min"), "must be at least 1");
        }
        if r.max.is_some_and(|m| m < r.min) {
            return bad(
                join(&p, "max"),
                "must be at least min, or null for \"min+\"",
            );
        }
        if let Some(j) = rows[..i].iter().position(|o| overlap(o, r)) {
            return bad(p, format!("overlaps row {j}"));
        }
        if r.entries.is_empty() {
            return bad(join(&p, "entries"), "a row needs at least one entry");
        }
        for (k, e) in r.entries.iter().enumerate() {
            entry_rules(e, &format!("{p}.entries[{k}]"), Some(owner))?;
        }
    }
    Ok(())
}

fn overlap(a: &Row, b: &Row) -> bool {
    let (a_hi, b_hi) = (a.max.unwrap_or(u32::MAX), b.max.unwrap_or(u32::MAX));
    a.min <= b_hi && b.min <= a_hi
}

/// `chart` is the owner of the chart holding the entry, `None` for a tree option.
fn entry_rules(e: &Entry, path: &str, chart: Option<Roll>) -> Res<()> {
    if !(1..=9).contains(&e.n()) {
        return bad(join(path, "n"), "must be 1–9");
    }
    match (*e, chart) {
        (Entry::Add { .. } | Entry::Change { .. }, None) => bad(
            path,
            "a tree option holds effects only (damage, shove, condition, self)",
        ),
        (Entry::Add { result, .. }, Some(Roll::Attack))
            if !matches!(result, Symbol::Crit | Symbol::Strike) =>
        {
            bad(join(path, "result"), "an attack chart adds crit or strike")
        }
        (Entry::Add { result, .. }, Some(Roll::Defense)) if result != Symbol::Block => {
            bad(join(path, "result"), "a defense chart adds block")
        }
        (Entry::Change { roll, from, .. }, _) if !on_die(roll, from) => {
            bad(join(path, "from"), "is not a face of that die")
        }
        (Entry::Change { roll, to, .. }, _) if !on_die(roll, to) => {
            bad(join(path, "to"), "is not a face of that die")
        }
        (Entry::Change { from, to, .. }, _) if from == to => {
            bad(join(path, "to"), "must differ from from")
        }
        (Entry::Damage { .. }, Some(Roll::Defense)) => {
            bad(path, "damage belongs to attack charts and trees")
        }
        _ => Ok(()),
    }
}

fn option_id(id: &str) -> bool {
    (1..=16).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

fn tree_rules(s: &Stance) -> Res<()> {
    let t = &s.tree;
    let mut ids = BTreeSet::new();
    let mut cells = BTreeSet::new();
    for (i, o) in t.options.iter().enumerate() {
        let p = format!("tree.options[{i}]");
        if !option_id(&o.id) {
            return bad(join(&p, "id"), "must be 1–16 of A–Z, a–z, 0–9, _ and -");
        }
        if !ids.insert(o.id.as_str()) {
            return bad(join(&p, "id"), format!("repeats the id \"{}\"", o.id));
        }
        if o.row >= TREE_ROWS {
            return bad(join(&p, "row"), "must be 0–3");
        }
        if o.col >= TREE_COLS {
            return bad(join(&p, "col"), "must be 0–7");
        }
        if !cells.insert((o.row, o.col)) {
            return bad(&p, "another option holds this row and column");
        }
        if o.start && o.col != 0 {
            return bad(join(&p, "start"), "a start option must be in column 0");
        }
        if o.effects.is_empty() {
            return bad(join(&p, "effects"), "an option needs at least one effect");
        }
        for (k, e) in o.effects.iter().enumerate() {
            entry_rules(e, &format!("{p}.effects[{k}]"), None)?;
        }
    }
    if !s.is_missing("tree") {
        if t.options.is_empty() {
            return bad("tree.options", "a tree needs at least one option");
        }
        if !t.options.iter().any(|o| o.start) {
            return bad(
                "tree.options",
                "at least one option in column 0 must be a start",
            );
        }
    }
    let mut seen = BTreeSet::new();
    for (i, [a, b]) in t.links.iter().enumerate() {
        let p = format!("tree.links[{i}]");
        if a == b {
            return bad(p, "links an option to itself");
        }
        if let Some(unknown) = [a, b].into_iter().find(|x| !ids.contains(x.as_str())) {
            return bad(p, format!("names no option \"{unknown}\""));
        }
        let pair = if a < b { (a, b) } else { (b, a) };
        if !seen.insert(pair) {
            return bad(p, "repeats a link");
        }
    }
    Ok(())
}
