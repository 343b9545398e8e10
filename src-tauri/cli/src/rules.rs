//! `datapad rules`: search and read the rules reference, offline.

use crate::{usage, Failure};
use datapad_engine::rules::Index;
use datapad_engine::settings::Lang;

#[derive(clap::Subcommand)]
pub enum RulesCommand {
    /// The best entries for a query, best first.
    Search {
        /// Words to look for, in titles, summaries and bodies.
        query: String,
        /// Only this game's entries.
        #[arg(long, value_parser = games())]
        game: Option<String>,
        /// The language to search and answer in.
        #[arg(long, value_parser = ["pl", "en"], default_value = "en")]
        lang: String,
        /// Print the hits as a JSON array.
        #[arg(long)]
        json: bool,
    },
    /// One whole entry.
    Show {
        /// The entry's id, as `datapad rules search` lists it (e.g. sp.condition.strained).
        id: String,
        /// The language to show it in.
        #[arg(long, value_parser = ["pl", "en"], default_value = "en")]
        lang: String,
        /// Print the entry as JSON.
        #[arg(long)]
        json: bool,
    },
}

/// The `--game` values, its help and its refusal: the games with rules entries, from the
/// registry.
fn games() -> clap::builder::PossibleValuesParser {
    clap::builder::PossibleValuesParser::new(datapad_engine::rules::games().map(|g| g.id))
}

pub fn run(command: RulesCommand) -> Result<String, Failure> {
    let index = Index::builtin().map_err(|e| Failure(1, e.to_string()))?;
    let lang = |l: &str| if l == "pl" { Lang::Pl } else { Lang::En };
    let as_json = |v: &dyn erased_json::Json| v.json().map_err(|e| Failure(1, e));
    match command {
        RulesCommand::Search {
            query,
            game,
            lang: l,
            json,
        } => {
            let hits = index
                .search(&query, game.as_deref(), lang(&l))
                .map_err(|e| Failure(1, e.to_string()))?;
            if json {
                return as_json(&hits);
            }
            if hits.is_empty() {
                return Ok(format!("Nothing found for \"{query}\"."));
            }
            Ok(hits
                .iter()
                .map(|h| {
                    let badges = if h.badges.is_empty() {
                        String::new()
                    } else {
                        format!(" [{}]", h.badges.join(", "))
                    };
                    format!("{}  {}{badges}\n    {}", h.id, h.title, h.summary)
                })
                .collect::<Vec<_>>()
                .join("\n"))
        }
        RulesCommand::Show { id, lang: l, json } => {
            let e = index.show(&id, lang(&l)).map_err(usage)?;
            if json {
                return as_json(&e);
            }
            let mut out = format!(
                "{} ({}, {})\n{}\n\n{}\n\nSource: {}",
                e.title,
                e.game,
                e.kind,
                e.summary,
                plain(&e.body, &e.links),
                e.source
            );
            if !e.verified {
                out.push_str("\nUnverified: the rulebooks do not settle this.");
            }
            for a in &e.amended_by {
                out.push_str(&format!(
                    "\nChanged by {} {} ({}): {}",
                    a.kind,
                    a.id,
                    a.date.as_deref().unwrap_or("undated"),
                    a.summary
                ));
            }
            if let Some(old) = &e.superseded {
                out.push_str(&format!(
                    "\n\nBefore this change:\n{}",
                    plain(old, &e.links)
                ));
            }
            Ok(out)
        }
    }
}

/// Body markup as plain text: links become their shown text or the linked title.
fn plain(body: &str, titles: &std::collections::BTreeMap<String, String>) -> String {
    let mut out = String::new();
    let mut rest = body;
    while let Some(start) = rest.find("[[") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find("]]") else { break };
        let inner = &after[..end];
        let (id, shown) = inner.split_once('|').unwrap_or((inner, ""));
        out.push_str(if shown.is_empty() {
            titles.get(id).map_or(id, String::as_str)
        } else {
            shown
        });
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    out
}

/// Serializes any of the CLI's outputs.
mod erased_json {
    pub trait Json {
        fn json(&self) -> Result<String, String>;
    }
    impl<T: serde::Serialize> Json for T {
        fn json(&self) -> Result<String, String> {
            serde_json::to_string(self).map_err(|e| e.to_string())
        }
    }
}
