//! Readings the table may switch (`set_reading`): each is a key, its choices with the
//! recommended one first, and the rules entry it is about. A game keeps the choices the table
//! set in its state as a map; reading and checking them is written here once.

use super::Reading;
use std::collections::BTreeMap;

/// `(key, choices with the recommended first, rules entry)`.
pub type Switch = (&'static str, &'static [&'static str], &'static str);

/// The choice in effect for `key`: the one set, else the recommended one; `""` for no such key.
pub fn choice(table: &[Switch], set: &BTreeMap<String, String>, key: &str) -> &'static str {
    let Some((_, choices, _)) = table.iter().find(|(k, _, _)| *k == key) else {
        return "";
    };
    let chosen = set.get(key).map(String::as_str);
    choices
        .iter()
        .find(|c| Some(**c) == chosen)
        .or(choices.first())
        .copied()
        .unwrap_or("")
}

/// Every switchable reading with the choice in effect, for a view.
pub fn in_effect(table: &[Switch], set: &BTreeMap<String, String>) -> Vec<Reading> {
    table
        .iter()
        .map(|(key, choices, rule)| Reading {
            choices,
            ..Reading::new(key, choice(table, set, key), rule)
        })
        .collect()
}

/// Whether `choice` is one of `key`'s choices; the problem in English otherwise (the game wraps
/// it in its own refusal).
pub fn check(table: &[Switch], key: &str, choice: &str) -> Result<(), String> {
    let (_, choices, _) = table
        .iter()
        .find(|(k, _, _)| *k == key)
        .ok_or_else(|| format!("no reading '{key}'"))?;
    if choices.contains(&choice) {
        Ok(())
    } else {
        Err(format!("reading '{key}' has no choice '{choice}'"))
    }
}
