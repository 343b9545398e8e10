//! What the rules screen and the CLI show: search hits and whole entries, in one language.

use serde::Serialize;
use std::collections::BTreeMap;
use ts_rs::TS;

#[derive(Debug, Clone, Serialize, TS)]
pub struct Hit {
    pub id: String,
    pub game: String,
    pub kind: String,
    pub title: String,
    pub summary: String,
    /// "errata" when it is one or one changes it, "faq" likewise, "unverified" when unsure.
    pub badges: Vec<String>,
}

#[derive(Debug, Clone, Serialize, TS)]
pub struct EntryLink {
    pub id: String,
    pub game: String,
    pub kind: String,
    pub title: String,
}

/// An errata or FAQ entry that changes the entry being shown.
#[derive(Debug, Clone, Serialize, TS)]
pub struct Amendment {
    pub id: String,
    pub kind: String,
    pub title: String,
    pub summary: String,
    pub document: Option<String>,
    pub version: Option<String>,
    pub date: Option<String>,
}

#[derive(Debug, Clone, Serialize, TS)]
pub struct EntryView {
    pub id: String,
    pub game: String,
    pub kind: String,
    pub title: String,
    pub summary: String,
    /// Light markup: paragraphs, "- " bullets, "1. " steps, [[id]] and [[id|text]] links.
    pub body: String,
    pub source: String,
    pub verified: bool,
    pub badges: Vec<String>,
    pub related: Vec<EntryLink>,
    /// The title of every entry the body links to.
    pub links: BTreeMap<String, String>,
    /// Errata and FAQ that change this entry.
    pub amended_by: Vec<Amendment>,
    /// For errata and FAQ: what they change, where, when, and the text they replaced.
    pub changes: Vec<EntryLink>,
    pub document: Option<String>,
    pub version: Option<String>,
    pub date: Option<String>,
    pub superseded: Option<String>,
}
