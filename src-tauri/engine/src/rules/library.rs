//! All rules entries, loaded from the embedded content and checked.

use super::entry::{games, Entry, KINDS};
use std::collections::{HashMap, HashSet};

include!(concat!(env!("OUT_DIR"), "/content.rs"));

pub struct Library {
    pub entries: Vec<Entry>,
    by_id: HashMap<String, usize>,
    /// For each entry id, the errata and FAQ entries that change or clarify it.
    amended_by: HashMap<String, Vec<usize>>,
}

impl Library {
    /// Parses every embedded rules file. A file that does not parse is reported by
    /// [`Library::problems`]; the content test keeps that from ever shipping.
    pub fn builtin() -> Library {
        let entries = RULE_FILES
            .iter()
            .flat_map(|(_, text)| serde_json::from_str::<Vec<Entry>>(text).unwrap_or_default())
            .collect();
        Library::from_entries(entries)
    }

    pub fn from_entries(entries: Vec<Entry>) -> Library {
        let by_id = entries
            .iter()
            .enumerate()
            .map(|(i, e)| (e.id.clone(), i))
            .collect();
        let mut amended_by: HashMap<String, Vec<usize>> = HashMap::new();
        for (i, e) in entries.iter().enumerate() {
            for target in &e.changes {
                amended_by.entry(target.clone()).or_default().push(i);
            }
        }
        Library {
            entries,
            by_id,
            amended_by,
        }
    }

    pub fn get(&self, id: &str) -> Option<&Entry> {
        self.by_id.get(id).map(|i| &self.entries[*i])
    }

    pub fn amended_by(&self, id: &str) -> impl Iterator<Item = &Entry> {
        self.amended_by
            .get(id)
            .into_iter()
            .flatten()
            .map(|i| &self.entries[*i])
    }

    pub fn count(&self, game: &str) -> usize {
        self.entries.iter().filter(|e| e.game == game).count()
    }

    /// Everything wrong with the content, as sentences; empty when it may ship.
    pub fn problems() -> Vec<String> {
        let mut out = Vec::new();
        let mut entries = Vec::new();
        for (path, text) in RULE_FILES {
            match serde_json::from_str::<Vec<Entry>>(text) {
                Ok(list) => {
                    let folder = path.split('/').next().unwrap_or_default();
                    for e in &list {
                        let game_folder = games().find(|g| g.id == e.game).map(|g| g.content);
                        if game_folder != Some(folder) {
                            out.push(format!(
                                "{path}: {} has game '{}' but lives in {folder}/",
                                e.id, e.game
                            ));
                        }
                    }
                    entries.extend(list);
                }
                Err(err) => out.push(format!("{path}: {err}")),
            }
        }
        let lib = Library::from_entries(entries);
        let mut seen = HashSet::new();
        for e in &lib.entries {
            let id = &e.id;
            if !seen.insert(id.as_str()) {
                out.push(format!("{id}: duplicate id"));
            }
            if !id.starts_with(&format!("{}.", e.game)) {
                out.push(format!("{id}: id must start with '{}.'", e.game));
            }
            if !KINDS.contains(&e.kind.as_str()) {
                out.push(format!("{id}: unknown kind '{}'", e.kind));
            }
            for (what, t) in [
                ("title", &e.title),
                ("summary", &e.summary),
                ("body", &e.body),
            ] {
                if t.pl.trim().is_empty() || t.en.trim().is_empty() {
                    out.push(format!("{id}: {what} needs both pl and en"));
                }
            }
            if e.source.trim().is_empty() {
                out.push(format!("{id}: no source"));
            }
            for target in e
                .related
                .iter()
                .chain(&e.changes)
                .map(String::as_str)
                .chain(e.links())
            {
                if lib.get(target).is_none() {
                    out.push(format!("{id}: links to missing entry '{target}'"));
                }
            }
            if e.is_amendment() {
                if e.changes.is_empty() {
                    out.push(format!("{id}: an {} must name what it changes", e.kind));
                }
                if e.date.is_none() || e.document.is_none() {
                    out.push(format!("{id}: an {} needs a document and a date", e.kind));
                }
            }
            if e.kind == "errata"
                && e.superseded
                    .as_ref()
                    .is_none_or(|s| s.pl.is_empty() || s.en.is_empty())
            {
                out.push(format!(
                    "{id}: errata needs the superseded text in both languages"
                ));
            }
        }
        out
    }
}
