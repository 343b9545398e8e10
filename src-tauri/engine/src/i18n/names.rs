//! Naming things in sentences: a [`Name`] stands where a thing's id stood in a message's
//! arguments, and the catalogs render it in the sentence's language.

use super::{text_in, Lang, Message};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use ts_rs::TS;

/// What a sentence or a board calls a thing of the table (a card, an objective, a unit): the
/// name a player gave or the card's title, else a numbered name in the reader's language
/// (`{"key": "lcg.name.objective", "args": {"n": 2}}`: "Objective 2", "Cel 2"). In a
/// [`Message`]'s arguments it stands where the thing's id stood (see [`Message::named`]); the
/// catalogs render it in the sentence's language.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(untagged)]
pub enum Name {
    Given(String),
    Numbered(Message),
}

impl Name {
    /// A numbered name: the catalog entry `key` (`"Objective {n}"`) with `n`.
    pub fn numbered(key: &str, n: impl Into<Value>) -> Name {
        Name::Numbered(Message::new(key).arg("n", n))
    }

    /// The name the table gave, else the numbered one: a blank given name counts as none.
    pub fn given_or(given: Option<&str>, numbered: impl FnOnce() -> Name) -> Name {
        match given.map(str::trim) {
            Some(g) if !g.is_empty() => Name::Given(g.to_string()),
            _ => numbered(),
        }
    }

    pub fn to_value(&self) -> Value {
        serde_json::to_value(self).unwrap_or(Value::Null)
    }

    /// The name in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        text_in(lang, &self.to_value())
    }
}

impl Message {
    /// The same sentence with every thing it names by id (an argument listed in `args`, a
    /// string or a list of strings, in its consequences too) replaced by its name, where
    /// `name` knows the id; other arguments and unknown ids stay as they are.
    pub fn named(mut self, args: &[&str], name: &dyn Fn(&str) -> Option<Name>) -> Message {
        if args.is_empty() {
            return self;
        }
        name_args(&mut self.args, args, name);
        self
    }

    /// The ids this sentence names (see [`Message::named`]), in its consequences too.
    pub fn mentions(&self, args: &[&str]) -> Vec<String> {
        let mut out = Vec::new();
        if !args.is_empty() {
            mentions_in(&self.args, args, &mut out);
        }
        out
    }
}

fn name_args(
    map: &mut BTreeMap<String, Value>,
    args: &[&str],
    name: &dyn Fn(&str) -> Option<Name>,
) {
    let one = |v: &mut Value| {
        if let Some(n) = v.as_str().and_then(name) {
            *v = n.to_value();
        }
    };
    for (k, v) in map.iter_mut() {
        if k == "then" {
            for t in v.as_array_mut().into_iter().flatten() {
                if let Some(Value::Object(a)) = t.get_mut("args") {
                    let mut inner: BTreeMap<String, Value> =
                        std::mem::take(a).into_iter().collect();
                    name_args(&mut inner, args, name);
                    *a = inner.into_iter().collect();
                }
            }
        } else if args.contains(&k.as_str()) {
            match v {
                Value::Array(items) => items.iter_mut().for_each(one),
                v => one(v),
            }
        }
    }
}

fn mentions_in(map: &BTreeMap<String, Value>, args: &[&str], out: &mut Vec<String>) {
    for (k, v) in map {
        if k == "then" {
            for t in v.as_array().into_iter().flatten() {
                if let Some(Value::Object(a)) = t.get("args") {
                    let inner: BTreeMap<String, Value> =
                        a.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
                    mentions_in(&inner, args, out);
                }
            }
        } else if args.contains(&k.as_str()) {
            let ids: Vec<&Value> = match v {
                Value::Array(items) => items.iter().collect(),
                v => vec![v],
            };
            for id in ids.into_iter().filter_map(Value::as_str) {
                if !out.iter().any(|o| o == id) {
                    out.push(id.to_string());
                }
            }
        }
    }
}
