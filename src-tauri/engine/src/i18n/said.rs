//! A log sentence exactly as the app shows it (the UI's `describe` in `ui/src/lib/words.ts`):
//! what `datapad play --log` prints.

use super::{render, Lang, Message};
use crate::dice::Symbol;
use serde_json::{Map, Value};

/// "1 crit, 3 strikes": a group's counts (`{"crit": 1, …}`) in the symbols' summary order.
fn summary(lang: Lang, counts: &Value) -> String {
    let n = |s: Symbol| counts.get(s.name()).and_then(Value::as_u64).unwrap_or(0);
    super::dice::named(
        lang,
        Symbol::ALL.map(|s| (s, u32::try_from(n(s)).unwrap_or(u32::MAX))),
    )
}

/// "attack: 1 crit, …; defense: 2 blocks" (a single kind of die needs no label).
fn groups_text(lang: Lang, groups: &[Value]) -> String {
    let counts = |g: &Value| g.get("counts").cloned().unwrap_or(Value::Null);
    if let [one] = groups {
        return summary(lang, &counts(one));
    }
    groups
        .iter()
        .map(|g| {
            let die = g.get("die").and_then(Value::as_str).unwrap_or_default();
            let label = super::dice::die_label(lang, die);
            format!("{label}: {}", summary(lang, &counts(g)))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// A log message in `lang` (see [`Message::render`]).
pub fn message(lang: Lang, m: &Message) -> String {
    m.render(lang)
}

impl Message {
    /// The sentence in `lang` exactly as the app shows it (the UI's `describe`): the entry
    /// `log.<key>` with the arguments, `n` falling back to `dice`, a roll's `groups` as
    /// `{summary}` and its `symbol` as `{face}`; then its consequences (`args.then`, a list of
    /// `{key, args}`), one after another. The entry's key when the catalog has no sentence.
    pub fn render(&self, lang: Lang) -> String {
        let mut args: Map<String, Value> = self.args.clone().into_iter().collect();
        if !args.contains_key("n") {
            if let Some(d) = args.get("dice").cloned() {
                args.insert("n".into(), d);
            }
        }
        let groups = match args.get("groups") {
            Some(Value::Array(g)) => groups_text(lang, g),
            _ => String::new(),
        };
        args.insert("summary".into(), groups.into());
        let face = match args.get("symbol") {
            Some(Value::String(s)) => render(lang, &format!("face.{s}"), &Value::Null)
                .unwrap_or_else(|| format!("face.{s}"))
                .to_lowercase(),
            _ => String::new(),
        };
        args.insert("face".into(), face.into());
        let key = format!("log.{}", self.key);
        let mut out = render(lang, &key, &Value::Object(args)).unwrap_or(key);
        if let Some(Value::Array(then)) = self.args.get("then") {
            for t in then {
                let m = Message {
                    key: t
                        .get("key")
                        .and_then(Value::as_str)
                        .unwrap_or_default()
                        .to_string(),
                    args: t
                        .get("args")
                        .and_then(Value::as_object)
                        .map(|a| a.clone().into_iter().collect())
                        .unwrap_or_default(),
                };
                out.push(' ');
                out.push_str(&m.render(lang));
            }
        }
        out
    }
}
