//! The sentence catalogs, as data: `content/i18n/{en,pl}.json` for the framework and
//! `content/<game>/i18n/{en,pl}.json` for each game, embedded at build time. The UI reads the same
//! files, so every sentence is written once. An entry is a string with `{name}` placeholders, or
//! plural forms `{"one", "few", "many", "other"}` chosen by the argument `n` (Polish: 1 → one,
//! 2–4 but not 12–14 → few, else many; English: 1 → one, else other). A placeholder
//! `{name:prefix}` names a term: it renders the entry `prefix.<value of name>` of the same
//! language, so the engine sends ids (`condition: "strained"`) and never words.

use crate::error::{
    Common, ContentError, DiceError, Error, JournalError, LimitError, SettingsError, SyncError,
};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::sync::OnceLock;
use ts_rs::TS;

/// The two languages Datapad speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum Lang {
    Pl,
    En,
}

/// A sentence for the log, as a catalog key and its arguments. The sentence itself is data
/// (`content/<game>/i18n/{en,pl}.json`): the UI localizes it, the CLI renders it with
/// [`Message::render`]. Plural forms use the argument `n`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct Message {
    pub key: String,
    #[ts(type = "Record<string, unknown>")]
    pub args: BTreeMap<String, Value>,
}

impl Message {
    pub fn new(key: &str) -> Message {
        Message {
            key: key.into(),
            args: BTreeMap::new(),
        }
    }

    pub fn arg(mut self, name: &str, value: impl Into<Value>) -> Message {
        self.args.insert(name.into(), value.into());
        self
    }

    /// One sentence for an event of several changes: the first change's, with the consequences
    /// in `args.then` (`[{key, args}, …]`), which [`Message::render`] and the UI read.
    /// `None` when no change said anything.
    pub fn chain(messages: impl IntoIterator<Item = Message>) -> Option<Message> {
        let mut messages = messages.into_iter();
        let head = messages.next()?;
        let then: Vec<Value> = messages
            .map(|m| serde_json::json!({ "key": m.key, "args": m.args }))
            .collect();
        Some(if then.is_empty() {
            head
        } else {
            head.arg("then", then)
        })
    }
}

pub mod dice;
mod names;
mod said;
pub use names::Name;
pub use said::message;

include!(concat!(env!("OUT_DIR"), "/i18n.rs"));

/// A catalog file, parsed: its path under content/, its language and its entries.
pub type CatalogFile = (&'static str, Lang, Result<Map<String, Value>, String>);

/// Every catalog file, parsed.
pub fn files() -> Vec<CatalogFile> {
    I18N_FILES
        .iter()
        .map(|(path, text)| {
            let lang = if path.ends_with("pl.json") {
                Lang::Pl
            } else {
                Lang::En
            };
            let parsed = match serde_json::from_str::<Value>(text) {
                Ok(Value::Object(m)) => Ok(m),
                Ok(_) => Err("a catalog is one JSON object".to_string()),
                Err(e) => Err(e.to_string()),
            };
            (*path, lang, parsed)
        })
        .collect()
}

type Catalog = BTreeMap<String, Value>;

fn catalogs() -> &'static [Catalog; 2] {
    static CATALOGS: OnceLock<[Catalog; 2]> = OnceLock::new();
    CATALOGS.get_or_init(|| {
        let mut out = [Catalog::new(), Catalog::new()];
        for (_, lang, entries) in files() {
            // A file that does not parse is reported by the catalog test; here it adds nothing.
            out[index(lang)].extend(entries.unwrap_or_default());
        }
        out
    })
}

fn index(lang: Lang) -> usize {
    match lang {
        Lang::En => 0,
        Lang::Pl => 1,
    }
}

/// Every key of a language's catalog.
pub fn keys(lang: Lang) -> impl Iterator<Item = &'static String> {
    catalogs()[index(lang)].keys()
}

/// The plural form of `n` in `lang`, as the UI's `Intl.PluralRules` names it.
pub fn plural_form(lang: Lang, n: f64) -> &'static str {
    let whole = n.fract() == 0.0 && n >= 0.0;
    match lang {
        Lang::En if n == 1.0 => "one",
        Lang::En => "other",
        Lang::Pl if !whole => "other",
        Lang::Pl => {
            let i = n as u64;
            let (ten, hundred) = (i % 10, i % 100);
            if i == 1 {
                "one"
            } else if (2..=4).contains(&ten) && !(12..=14).contains(&hundred) {
                "few"
            } else {
                "many"
            }
        }
    }
}

fn text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

/// An argument as a sentence shows it in `lang`: a [`Name`] or a message (`{key, args}`) as
/// its catalog entry, a list as its items joined by ", ", anything else as its text.
fn text_in(lang: Lang, v: &Value) -> String {
    match v {
        Value::Object(o) => match o.get("key").and_then(Value::as_str) {
            Some(key) => {
                let args = o.get("args").cloned().unwrap_or(Value::Null);
                render(lang, key, &args).unwrap_or_else(|| key.to_string())
            }
            None => text(v),
        },
        Value::Array(items) => items
            .iter()
            .map(|i| text_in(lang, i))
            .collect::<Vec<_>>()
            .join(", "),
        v => text(v),
    }
}

/// The sentence of `key` in `lang` (falling back to English) with `args` filled in.
pub fn render(lang: Lang, key: &str, args: &Value) -> Option<String> {
    let entry = catalogs()[index(lang)]
        .get(key)
        .or_else(|| catalogs()[0].get(key))?;
    let template = match entry {
        Value::String(s) => s.clone(),
        Value::Object(forms) => {
            let n = args.get("n").and_then(Value::as_f64).unwrap_or(0.0);
            let form = plural_form(lang, n);
            forms
                .get(form)
                .or_else(|| forms.get("other"))
                .or_else(|| forms.get("many"))
                .map(text)?
        }
        _ => return None,
    };
    Some(fill(lang, &template, args))
}

/// The keys of `keys` that a language's catalog lacks, as `lang:key`.
pub fn missing(keys: &[impl AsRef<str>]) -> Vec<String> {
    [Lang::En, Lang::Pl]
        .into_iter()
        .flat_map(|lang| {
            keys.iter()
                .filter(move |k| !catalogs()[index(lang)].contains_key(k.as_ref()))
                .map(move |k| format!("{lang:?}:{}", k.as_ref()))
        })
        .collect()
}

/// The English sentence of `key`.
pub fn english(key: &str, args: &Value) -> Option<String> {
    render(Lang::En, key, args)
}

/// Replaces each `{name}` by the argument of that name and each `{name:prefix}` by the entry
/// `prefix.<argument>`; unknown names stay as written. A placeholder with cases,
/// `{name|case:text|case:text…}`, is replaced by the text of one case: for a number, its plural
/// form in `lang` (`{n|one:baza|few:bazy|many:baz|other:bazy}`); with a prefix, the grammatical
/// form of the term, the entry `gram.prefix.<argument>` (`{side:hoth.side|n:zdobyło|mpl:zdobyli}`:
/// Polish `n`, `m`, `f` singular, `mpl` masculine-personal and `pl` other plural; English `sg`,
/// `pl`). A form without its case takes `other`.
fn fill(lang: Lang, template: &str, args: &Value) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let parsed = after
            .find(['{', '}'])
            .filter(|&close| after.as_bytes()[close] == b'}')
            .and_then(|close| {
                let inner = &after[..close];
                let (head, cases) = match inner.split_once('|') {
                    Some((h, c)) => (h, Some(c)),
                    None => (inner, None),
                };
                let head_ok = !head.is_empty()
                    && head
                        .chars()
                        .all(|c| c.is_alphanumeric() || "_:.".contains(c));
                head_ok.then_some((close, head, cases))
            });
        match parsed {
            Some((close, head, cases)) => {
                let (name, prefix) = match head.split_once(':') {
                    Some((n, p)) => (n, Some(p)),
                    None => (head, None),
                };
                let whole = &rest[open..open + close + 2];
                match (args.get(name), cases) {
                    (None, _) => out.push_str(whole),
                    (Some(value), Some(cases)) => {
                        let form = case_of(lang, value, prefix);
                        out.push_str(pick_case(cases, &form).unwrap_or(whole));
                    }
                    (Some(value), None) => {
                        let value = text_in(lang, value);
                        let term = prefix
                            .and_then(|p| render(lang, &format!("{p}.{value}"), &Value::Null));
                        out.push_str(&term.unwrap_or(value));
                    }
                }
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The case a placeholder with cases takes for `value`: the grammatical form of the term
/// `prefix.<value>` (its entry `gram.prefix.<value>`), else the plural form of the number.
fn case_of(lang: Lang, value: &Value, prefix: Option<&str>) -> String {
    match prefix {
        Some(p) => render(lang, &format!("gram.{p}.{}", text(value)), &Value::Null)
            .unwrap_or_else(|| "other".into()),
        None => match value.as_f64().or_else(|| text(value).parse().ok()) {
            Some(n) => plural_form(lang, n).into(),
            None => "other".into(),
        },
    }
}

/// The text of the case `form` among `case:text|case:text…`, else of `other`.
fn pick_case<'a>(cases: &'a str, form: &str) -> Option<&'a str> {
    let cases: Vec<(&str, &str)> = cases.split('|').filter_map(|c| c.split_once(':')).collect();
    let find = |f: &str| cases.iter().find(|(k, _)| *k == f).map(|(_, t)| *t);
    find(form).or_else(|| find("other"))
}

// The wire error says itself in English from the catalogs: it is built here, above the error
// enums, so `error.rs` stays below the words.
impl Error {
    /// Wraps an error enum that serializes as `{code, data}`, under `namespace`.
    pub fn coded(namespace: &str, e: &(impl Serialize + std::fmt::Display)) -> Error {
        let v = serde_json::to_value(e).unwrap_or(Value::Null);
        let bare = v.get("code").and_then(Value::as_str).unwrap_or("unknown");
        let code = format!("{namespace}.{bare}");
        let data = v.get("data").cloned().unwrap_or(Value::Null);
        let message = english(&format!("error.{code}"), &data).unwrap_or_else(|| e.to_string());
        Error {
            code,
            data,
            message,
        }
    }

    /// The refusal of the `n`th entry of a file (counted from 1): its data gains `entry`, which
    /// the UI, like this English sentence, puts in front of the refusal (`error.at_entry`).
    pub fn at_entry(mut self, n: usize) -> Error {
        match &mut self.data {
            Value::Object(map) => {
                map.insert("entry".into(), n.into());
            }
            data => *data = serde_json::json!({ "entry": n }),
        }
        let at = english("error.at_entry", &self.data).unwrap_or_default();
        self.message = format!("{at}{}", self.message);
        self
    }

    /// The part after the namespace: `wrong_step` for `sp.wrong_step`.
    pub fn bare_code(&self) -> &str {
        self.code.split_once('.').map_or(&self.code, |(_, c)| c)
    }
}

macro_rules! namespaced {
    ($($t:ty => $ns:literal),* $(,)?) => {$(
        impl From<$t> for Error {
            fn from(e: $t) -> Self {
                Error::coded($ns, &e)
            }
        }
    )*};
}

namespaced! {
    JournalError => "journal",
    DiceError => "dice",
    ContentError => "content",
    Common => "game",
    LimitError => "limit",
    SyncError => "sync",
}

impl From<SettingsError> for Error {
    fn from(e: SettingsError) -> Self {
        match e {
            SettingsError::Dice(d) => d.into(),
            e => Error::coded("settings", &e),
        }
    }
}

#[cfg(test)]
#[path = "i18n_tests.rs"]
mod tests;
