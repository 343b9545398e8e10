//! Full-text search over every entry: SQLite FTS5 in memory, built from the embedded content at
//! start. Text is folded (lower case, no diacritics) before indexing and before querying; every
//! word of the query is a prefix; titles weigh more than synonyms, synonyms more than summaries,
//! summaries more than bodies, and the reader's language more than the other.

use super::entry::{link_targets, Entry};
use super::fold::fold;
use super::library::Library;
use super::view::{Amendment, EntryLink, EntryView, Hit};
use crate::error::{ContentError, Error, JournalError};
use crate::settings::Lang;
use rusqlite::{params, Connection};

pub struct Index {
    conn: Connection,
    lib: Library,
}

const LIMIT: usize = 25;

/// Only this much of a query is searched: no rules question is longer, and it bounds the work.
pub const MAX_QUERY_CHARS: usize = 120;
/// Only the first words are searched. When all words together match nothing each becomes an OR'd
/// prefix term, and their cost grows with their number: 1,000 one-letter words took 10 s.
pub const MAX_QUERY_WORDS: usize = 8;

/// Whether a query goes past [`MAX_QUERY_CHARS`] or [`MAX_QUERY_WORDS`], so only its beginning is
/// searched: the UI and the CLI say so.
pub fn query_clipped(query: &str) -> bool {
    let q = query.trim();
    q.chars().count() > MAX_QUERY_CHARS || words(&fold(q)).len() > MAX_QUERY_WORDS
}

fn words(folded: &str) -> Vec<&str> {
    folded
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect()
}

impl Index {
    pub fn build(lib: Library) -> Result<Index, Error> {
        let conn = Connection::open_in_memory()?;
        conn.execute_batch(
            "CREATE VIRTUAL TABLE rules USING fts5(
               id UNINDEXED, game UNINDEXED, title_pl, title_en, synonyms, summary_pl, summary_en, body_pl, body_en,
               tokenize = 'unicode61 remove_diacritics 2');",
        )?;
        {
            let mut insert =
                conn.prepare("INSERT INTO rules VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)")?;
            for e in &lib.entries {
                let synonyms = e
                    .synonyms
                    .pl
                    .iter()
                    .chain(&e.synonyms.en)
                    .map(|s| fold(s))
                    .collect::<Vec<_>>()
                    .join(" ; ");
                insert.execute(params![
                    e.id,
                    e.game,
                    fold(&e.title.pl),
                    fold(&e.title.en),
                    synonyms,
                    fold(&e.summary.pl),
                    fold(&e.summary.en),
                    fold(&strip_links(&e.body.pl)),
                    fold(&strip_links(&e.body.en)),
                ])?;
            }
        }
        Ok(Index { conn, lib })
    }

    pub fn builtin() -> Result<Index, Error> {
        Index::build(Library::builtin())
    }

    pub fn library(&self) -> &Library {
        &self.lib
    }

    /// The best entries for what a player typed, best first; `game` narrows to one game.
    pub fn search(&self, query: &str, game: Option<&str>, lang: Lang) -> Result<Vec<Hit>, Error> {
        let clipped: String = query.trim().chars().take(MAX_QUERY_CHARS).collect();
        let q = fold(&clipped);
        let mut words = words(&q);
        words.truncate(MAX_QUERY_WORDS);
        if words.is_empty() {
            return Ok(Vec::new());
        }
        let terms: Vec<String> = words.iter().map(|w| format!("\"{w}\"*")).collect();
        let mut ids = self.matches(&terms.join(" "), game, lang)?;
        if ids.is_empty() && words.len() > 1 {
            // No entry has every word: take those with any, still ranked.
            ids = self.matches(&terms.join(" OR "), game, lang)?;
        }
        let mut ranked: Vec<(u8, usize, &Entry)> = ids
            .iter()
            .enumerate()
            .filter_map(|(rank, id)| self.lib.get(id).map(|e| (tier(e, &q, lang), rank, e)))
            .collect();
        ranked.sort_by_key(|(tier, rank, _)| (*tier, *rank));
        Ok(ranked
            .into_iter()
            .take(LIMIT)
            .map(|(_, _, e)| self.hit(e, lang))
            .collect())
    }

    fn matches(&self, fts: &str, game: Option<&str>, lang: Lang) -> Result<Vec<String>, Error> {
        // bm25 weights per column: id, game, title_pl, title_en, synonyms, summary_pl, summary_en, body_pl, body_en.
        let (own, other) = (10.0, 5.0);
        let (tp, te, sp, se, bp, be) = match lang {
            Lang::Pl => (own, other, 3.0, 1.5, 1.0, 0.5),
            Lang::En => (other, own, 1.5, 3.0, 0.5, 1.0),
        };
        let sql = format!(
            "SELECT id FROM rules WHERE rules MATCH ?1 AND (?2 IS NULL OR game = ?2)
             ORDER BY bm25(rules, 0, 0, {tp}, {te}, 7.0, {sp}, {se}, {bp}, {be}) LIMIT 100"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt.query_map(params![fts, game], |r| r.get::<_, String>(0))?;
        rows.collect::<rusqlite::Result<Vec<_>>>().map_err(|e| {
            Error::from(JournalError::Storage {
                detail: e.to_string(),
            })
        })
    }

    fn badges(&self, e: &Entry) -> Vec<String> {
        let mut b = Vec::new();
        let amended: Vec<&Entry> = self.lib.amended_by(&e.id).collect();
        if e.kind == "errata" || amended.iter().any(|a| a.kind == "errata") {
            b.push("errata".to_string());
        }
        if e.kind == "faq" || amended.iter().any(|a| a.kind == "faq") {
            b.push("faq".to_string());
        }
        if !e.verified {
            b.push("unverified".to_string());
        }
        b
    }

    fn hit(&self, e: &Entry, lang: Lang) -> Hit {
        Hit {
            id: e.id.clone(),
            game: e.game.clone(),
            kind: e.kind.clone(),
            title: e.title.get(lang).to_string(),
            summary: e.summary.get(lang).to_string(),
            badges: self.badges(e),
        }
    }

    fn link(&self, id: &str, lang: Lang) -> Option<EntryLink> {
        self.lib.get(id).map(|e| EntryLink {
            id: e.id.clone(),
            game: e.game.clone(),
            kind: e.kind.clone(),
            title: e.title.get(lang).to_string(),
        })
    }

    /// One whole entry in one language, with everything it links to resolved.
    pub fn show(&self, id: &str, lang: Lang) -> Result<EntryView, Error> {
        let e = self
            .lib
            .get(id)
            .ok_or_else(|| ContentError::UnknownRule { id: id.to_string() })?;
        let links = e
            .links()
            .into_iter()
            .filter_map(|target| {
                self.lib
                    .get(target)
                    .map(|t| (target.to_string(), t.title.get(lang).to_string()))
            })
            .collect();
        Ok(EntryView {
            id: e.id.clone(),
            game: e.game.clone(),
            kind: e.kind.clone(),
            title: e.title.get(lang).to_string(),
            summary: e.summary.get(lang).to_string(),
            body: e.body.get(lang).to_string(),
            source: super::cite::source(&e.source, lang),
            verified: e.verified,
            badges: self.badges(e),
            related: e
                .related
                .iter()
                .filter_map(|r| self.link(r, lang))
                .collect(),
            links,
            amended_by: self
                .lib
                .amended_by(&e.id)
                .map(|a| Amendment {
                    id: a.id.clone(),
                    kind: a.kind.clone(),
                    title: a.title.get(lang).to_string(),
                    summary: a.summary.get(lang).to_string(),
                    document: super::cite::document(&a.document),
                    version: super::cite::version(&a.version),
                    date: super::cite::date(&a.date),
                })
                .collect(),
            changes: e
                .changes
                .iter()
                .filter_map(|c| self.link(c, lang))
                .collect(),
            document: super::cite::document(&e.document),
            version: super::cite::version(&e.version),
            date: super::cite::date(&e.date),
            superseded: e.superseded.as_ref().map(|s| s.get(lang).to_string()),
        })
    }
}

/// Exact title matches first, then exact synonyms, then titles that start with the query.
fn tier(e: &Entry, q: &str, lang: Lang) -> u8 {
    let own = fold(e.title.get(lang));
    let titles = [fold(&e.title.pl), fold(&e.title.en)];
    let synonym = || {
        e.synonyms
            .pl
            .iter()
            .chain(&e.synonyms.en)
            .any(|s| fold(s) == q)
    };
    if own == q {
        0
    } else if titles.iter().any(|t| t == q) || synonym() {
        1
    } else if titles.iter().any(|t| t.starts_with(q)) {
        2
    } else {
        3
    }
}

/// Body text without link markup: "[[sp.x|Strained]]" indexes as "Strained", "[[sp.x]]" as nothing.
fn strip_links(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("[[") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find("]]") else {
            out.push_str(after);
            return out;
        };
        if let Some((_, shown)) = after[..end].split_once('|') {
            out.push_str(shown);
        }
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    debug_assert!(link_targets(&out).is_empty());
    out
}
