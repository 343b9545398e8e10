//! Dice in words: a symbol's count, a roll's counts and a die's group, from the catalogs
//! (`sym.<symbol>`, `summary.nothing` and each die's `label`), so the dice kernel holds no words.

use super::{render, Lang};
use crate::dice::{Catalog, Counts, Symbol};
use serde_json::{json, Value};

/// "3 strikes".
pub fn symbol(lang: Lang, s: Symbol, n: impl Into<Value>) -> String {
    let n = n.into();
    render(lang, &format!("sym.{}", s.name()), &json!({ "n": n }))
        .unwrap_or_else(|| format!("{n} {}", s.name()))
}

/// "1 crit, 3 strikes, 2 failures": in the symbols' summary order, zeros left out.
pub fn counts(lang: Lang, c: &Counts) -> String {
    named(lang, Symbol::ALL.map(|s| (s, c.get(s))))
}

/// Counts by symbol in the symbols' summary order, zeros left out, or "nothing".
pub(super) fn named(lang: Lang, counts: impl IntoIterator<Item = (Symbol, u32)>) -> String {
    let parts: Vec<String> = counts
        .into_iter()
        .filter(|(_, n)| *n > 0)
        .map(|(s, n)| symbol(lang, s, n))
        .collect();
    if parts.is_empty() {
        render(lang, "summary.nothing", &Value::Null).unwrap_or_default()
    } else {
        parts.join(", ")
    }
}

/// The lowercase word naming a die's group in a roll ("attack"), or its id if none.
pub fn die_label(lang: Lang, id: &str) -> String {
    Catalog::shipped()
        .get(id)
        .ok()
        .and_then(|d| render(lang, &d.label, &Value::Null))
        .map_or_else(|| id.to_string(), |l| l.to_lowercase())
}
