//! Reading and checking a stance file, reporting the JSON path of the first problem.
//!
//! serde alone would say "line 14 column 3"; an editor or a player fixing a file needs
//! `melee.chart[1].entries[0]`. So the object is read field by field from a `Value`, each part
//! deserialized on its own, then the rules of the format (`stance_rules.rs`) are checked in
//! file order.

use super::super::limits::STANCE_TEXT_BYTES;
use super::problem::{at_most, bad, join, Problem, Res};
use super::rules::validate;
use super::{AttackStat, Entry, Row, Stance, StanceProblem, Tree, TreeOption};
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

/// Reads and checks one stance file's text. A text past the limit is refused unread: parsing
/// it would already cost what the limit is there to avoid.
pub fn parse(text: &str) -> Res<Stance> {
    if text.len() > STANCE_TEXT_BYTES {
        return Err(oversize());
    }
    let v: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => return bad("", Problem::NotJson, not_json(&e)),
    };
    from_value(&v)
}

/// Where the text stops being JSON, in words (serde's own sentence names its parser's states).
fn not_json(e: &serde_json::Error) -> String {
    let at = format!("line {}, column {}", e.line(), e.column());
    match e.classify() {
        serde_json::error::Category::Eof => format!("not JSON: it ends too early ({at})"),
        _ => format!("not JSON: it stops being JSON at {at}"),
    }
}

/// The refusal of a text past [`STANCE_TEXT_BYTES`], for a reader that stops at the limit
/// (the CLI's file) as well as for [`parse`].
pub fn oversize() -> StanceProblem {
    StanceProblem {
        path: String::new(),
        problem: format!(
            "the text is over {} KiB, the most a stance file may be",
            STANCE_TEXT_BYTES / 1024
        ),
        code: Problem::TooLarge,
    }
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
        missing: missing(o)?,
        source: opt(o, "", "source")?.unwrap_or_default(),
    };
    validate(&s)?;
    Ok(s)
}

fn object<'a>(v: &'a Value, path: &str, known: &[&str]) -> Res<&'a Map<String, Value>> {
    let Some(o) = v.as_object() else {
        return bad(path, Problem::NotObject, "must be an object");
    };
    if let Some(k) = o.keys().find(|k| !known.contains(&k.as_str())) {
        return bad(
            join(path, k),
            Problem::UnknownField,
            "is not a field of this format",
        );
    }
    Ok(o)
}

fn field<'a>(o: &'a Map<String, Value>, path: &str, key: &str) -> Res<&'a Value> {
    o.get(key).map_or_else(
        || bad(join(path, key), Problem::Required, "is required"),
        Ok,
    )
}

fn de<T: DeserializeOwned>(v: &Value, path: &str) -> Res<T> {
    T::deserialize(v).or_else(|e| bad(path, Problem::BadValue, e.to_string()))
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
        .map_or_else(|| bad(path, Problem::NotArray, "must be an array"), Ok)
}

/// A list no longer than its limit (`code` names which), before any item of it is read.
fn bounded<'a>(v: &'a Value, path: &str, code: Problem) -> Res<&'a Vec<Value>> {
    let items = list(v, path)?;
    at_most(path, items.len(), code)?;
    Ok(items)
}

fn missing(o: &Map<String, Value>) -> Res<Vec<String>> {
    if let Some(items) = o.get("missing").and_then(Value::as_array) {
        at_most("missing", items.len(), Problem::TooManyMissing)?;
    }
    Ok(opt(o, "", "missing")?.unwrap_or_default())
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
    bounded(v, path, Problem::TooManyRows)?
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let p = format!("{path}[{i}]");
            let o = object(r, &p, &["min", "max", "entries"])?;
            Ok(Row {
                min: req(o, &p, "min")?,
                max: opt(o, &p, "max")?,
                entries: entries(
                    field(o, &p, "entries")?,
                    &join(&p, "entries"),
                    Problem::TooManyEntries,
                )?,
            })
        })
        .collect()
}

/// A chart row's entries or an option's effects; `code` names the limit of which.
fn entries(v: &Value, path: &str, code: Problem) -> Res<Vec<Entry>> {
    bounded(v, path, code)?
        .iter()
        .enumerate()
        .map(|(i, e)| de(e, &format!("{path}[{i}]")))
        .collect()
}

fn tree(v: &Value) -> Res<Tree> {
    let o = object(v, "tree", &["options", "links"])?;
    let options = bounded(
        field(o, "tree", "options")?,
        "tree.options",
        Problem::TooManyOptions,
    )?
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
            effects: entries(
                field(o, &p, "effects")?,
                &join(&p, "effects"),
                Problem::TooManyEffects,
            )?,
        })
    })
    .collect::<Res<Vec<_>>>()?;
    let links = bounded(
        field(o, "tree", "links")?,
        "tree.links",
        Problem::TooManyLinks,
    )?
    .iter()
    .enumerate()
    .map(|(i, l)| de(l, &format!("tree.links[{i}]")))
    .collect::<Res<Vec<[String; 2]>>>()?;
    Ok(Tree { options, links })
}
