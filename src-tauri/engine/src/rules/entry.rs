//! A rules entry as stored in `content/<game>/rules/*.json` (schema: content/README.md).

use crate::settings::Lang;
use serde::{Deserialize, Serialize};

/// A text in both languages.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Text {
    pub pl: String,
    pub en: String,
}

impl Text {
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::Pl => &self.pl,
            Lang::En => &self.en,
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Words {
    #[serde(default)]
    pub pl: Vec<String>,
    #[serde(default)]
    pub en: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    pub id: String,
    pub game: String,
    pub kind: String,
    pub title: Text,
    pub summary: Text,
    pub body: Text,
    #[serde(default)]
    pub synonyms: Words,
    #[serde(default)]
    pub related: Vec<String>,
    pub source: String,
    pub verified: bool,
    // Errata and FAQ only.
    #[serde(default)]
    pub changes: Vec<String>,
    #[serde(default)]
    pub document: Option<String>,
    #[serde(default)]
    pub version: Option<String>,
    #[serde(default)]
    pub date: Option<String>,
    #[serde(default)]
    pub superseded: Option<Text>,
}

/// The games with rules entries, in registry order: each says so, and names its content
/// folder, in its `impl Game` (`RULES`, `CONTENT`).
pub fn games() -> impl Iterator<Item = &'static crate::games::registry::Entry> {
    crate::games::registry::GAMES.iter().filter(|g| g.rules)
}

pub const KINDS: [&str; 11] = [
    "concept",
    "keyword",
    "sequence",
    "condition",
    "icon",
    "action",
    "terrain",
    "unit",
    "component",
    "errata",
    "faq",
];

impl Entry {
    pub fn is_amendment(&self) -> bool {
        self.kind == "errata" || self.kind == "faq"
    }

    /// Every `[[id]]` and `[[id|text]]` in both bodies (and superseded texts).
    pub fn links(&self) -> Vec<&str> {
        let mut texts = vec![self.body.pl.as_str(), self.body.en.as_str()];
        if let Some(s) = &self.superseded {
            texts.extend([s.pl.as_str(), s.en.as_str()]);
        }
        texts.into_iter().flat_map(link_targets).collect()
    }
}

/// The ids linked from a body text.
pub fn link_targets(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("[[") {
        let after = &rest[start + 2..];
        let Some(end) = after.find("]]") else { break };
        let inner = &after[..end];
        out.push(inner.split('|').next().unwrap_or(inner).trim());
        rest = &after[end + 2..];
    }
    out
}
