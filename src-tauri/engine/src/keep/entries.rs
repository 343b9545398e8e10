//! A stored list read entry by entry: one entry that no longer parses (an older or newer shape, a
//! hand edit, a damaged byte) is kept as it was, not dropped with the whole list.

use crate::i18n::Message;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

#[derive(Debug, Clone, PartialEq)]
pub struct Entries<T> {
    /// The entries that parse, in stored order.
    pub items: Vec<T>,
    /// The stored values that do not, verbatim: written back after `items` at every save.
    pub kept: Vec<Value>,
}

impl<T: DeserializeOwned + Serialize> Entries<T> {
    /// Reads a stored value; anything but an array is kept whole as one unreadable entry.
    pub fn load(stored: Option<Value>) -> Entries<T> {
        Entries::load_with(stored, |v| serde_json::from_value::<T>(v.clone()).ok())
    }

    /// Reads a stored value with a reader of the caller's: one that checks more than the shape
    /// (a stance's rules, say) keeps what it refuses the same way.
    pub fn load_with(stored: Option<Value>, read: impl Fn(&Value) -> Option<T>) -> Entries<T> {
        let values = match stored {
            None | Some(Value::Null) => Vec::new(),
            Some(Value::Array(values)) => values,
            Some(other) => vec![other],
        };
        let mut items = Vec::new();
        let mut kept = Vec::new();
        for v in values {
            match read(&v) {
                Some(item) => items.push(item),
                None => kept.push(v),
            }
        }
        Entries { items, kept }
    }

    /// What to store: the entries, then the unreadable values untouched.
    pub fn to_value(&self) -> Result<Value, serde_json::Error> {
        let mut values = Vec::with_capacity(self.items.len() + self.kept.len());
        for item in &self.items {
            values.push(serde_json::to_value(item)?);
        }
        values.extend(self.kept.iter().cloned());
        Ok(Value::Array(values))
    }

    /// A notice when some entries could not be read; `what` names the list (`units.json`).
    pub fn notice(&self, what: &str) -> Option<Message> {
        (!self.kept.is_empty()).then(|| {
            Message::new("notice.entries_kept")
                .arg("file", what)
                .arg("n", self.kept.len())
                .arg("loaded", self.items.len())
        })
    }
}
