//! Where an entry comes from, as a player reads it: "Rulebook" / "Instrukcja" (with the page
//! where the data gives one: "Rulebook p. 12", "Instrukcja s. 12"), the reference site, a
//! section's title; never the transcript's line numbers, the seed files or the spec sections,
//! which stay in the data for maintainers. The same for an errata's document and version: no
//! "as scraped", no date that is not given.

use crate::i18n::{render, Lang};
use serde_json::{json, Value};

fn word(lang: Lang, key: &str, args: &Value) -> String {
    render(lang, key, args).unwrap_or_default()
}

/// Drops every `( … )` group (the spec and seed notes live there).
fn without_parens(s: &str) -> String {
    let mut out = String::new();
    let mut depth = 0u32;
    for c in s.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            c if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// A transcript reference (`L1591–1597`, `L46,`) or a seed's (`seed 004`, `lines 908–924`),
/// given the word before it.
fn is_line_ref(before: &str, w: &str) -> bool {
    let w = w.trim_end_matches([',', '.', ';']);
    let digits =
        |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit() || "–-".contains(c));
    (w.starts_with('L') && digits(&w[1..]))
        || (digits(w) && ["lines", "seed"].contains(&before))
        || w == "lines"
        || w == "seed"
}

/// A page number the data gives after `p.`, `s.`, `page` or `str.`.
fn page(words: &[&str]) -> Option<String> {
    words.windows(2).find_map(|w| {
        let n = w[1].trim_end_matches([',', '.', ';']);
        (["p.", "s.", "page", "str."].contains(&w[0])
            && n.chars().all(|c| c.is_ascii_digit())
            && !n.is_empty())
        .then(|| n.to_string())
    })
}

/// One part of a source (`Rulebook (PL) L1437–1474 (spec …)`) in words, or nothing.
fn part(raw: &str, lang: Lang) -> Option<String> {
    let text = without_parens(raw);
    let words: Vec<&str> = text.split_whitespace().collect();
    let first = words.first()?.to_lowercase();
    if first.starts_with("spec") || ["przykład", "schemat"].contains(&first.as_str()) {
        return None;
    }
    let page = page(&words);
    let rest: Vec<&str> = words
        .windows(2)
        .filter(|p| !is_line_ref(p[0], p[1]))
        .map(|p| p[1])
        .filter(|w| !["PL", "PL,", "p.", "s.", "page", "str."].contains(w))
        .filter(|w| page.as_deref() != Some(w.trim_end_matches([',', '.', ';'])))
        .collect();
    let rest = rest.join(" ").trim_matches([' ', ',']).to_string();
    let head = match first.as_str() {
        "rulebook" | "instrukcja" => match &page {
            Some(n) => word(lang, "rules.cite.rulebook_page", &json!({ "n": n })),
            None => word(lang, "rules.cite.rulebook", &Value::Null),
        },
        "reference" => return Some(word(lang, "rules.cite.reference", &Value::Null)),
        "faq" => return Some(word(lang, "rules.cite.faq", &Value::Null)),
        _ => return Some(text.trim().to_string()).filter(|t| !t.is_empty()),
    };
    Some(if rest.is_empty() {
        head
    } else {
        format!("{head}, {rest}")
    })
}

/// An entry's source as a player reads it (see the module).
pub fn source(raw: &str, lang: Lang) -> String {
    let mut out: Vec<String> = Vec::new();
    for p in raw.split(';').filter_map(|p| part(p, lang)) {
        if !out.contains(&p) {
            out.push(p);
        }
    }
    out.join("; ")
}

/// An errata's document without its seed note: "Shatterpoint errata (fan reference site)".
pub fn document(raw: &Option<String>) -> Option<String> {
    let raw = raw.as_deref()?;
    let kept: Vec<&str> = raw
        .split([',', '(', ')'])
        .map(str::trim)
        .filter(|p| !p.is_empty() && !p.starts_with("seed") && !p.contains(" seed "))
        .collect();
    let (head, notes) = kept.split_first()?;
    Some(if notes.is_empty() {
        (*head).to_string()
    } else {
        format!("{head} ({})", notes.join(", "))
    })
}

/// A version a player can use: none for "as scraped", "as in seed …" or "spec as written"; a
/// print's name without its OCR note.
pub fn version(raw: &Option<String>) -> Option<String> {
    let v = without_parens(raw.as_deref()?).trim().to_string();
    let internal = v.starts_with("as ") || v.starts_with("spec") || v.is_empty();
    (!internal).then_some(v)
}

/// A date that was given (not "unknown").
pub fn date(raw: &Option<String>) -> Option<String> {
    raw.clone()
        .filter(|d| d != "unknown" && !d.trim().is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_source_names_the_book_never_its_lines() {
        let raw = "Rulebook (PL) L1591–1597 (spec shatterpoint-rulebook §4); reference site L44–55 (spec x E3)";
        assert_eq!(source(raw, Lang::En), "Rulebook; Rules reference site");
        assert_eq!(source(raw, Lang::Pl), "Instrukcja; Serwis z opisem zasad");
        assert_eq!(
            source("Rulebook PL, seed 004 lines 908–924", Lang::En),
            "Rulebook"
        );
        assert_eq!(
            source("Rulebook (PL) L10 Appendix B", Lang::En),
            "Rulebook, Appendix B"
        );
        assert_eq!(source("Rulebook p. 12", Lang::En), "Rulebook p. 12");
        assert_eq!(source("Rulebook p. 12", Lang::Pl), "Instrukcja s. 12");
        assert_eq!(source("spec sw-deckbuilding §7", Lang::En), "");
        assert_eq!(
            source("Instrukcja PL „Przygotowanie” krok 5 (spec §2)", Lang::Pl),
            "Instrukcja, „Przygotowanie” krok 5"
        );
    }

    #[test]
    fn errata_keep_their_document_and_lose_the_seed_notes() {
        let d = Some("Shatterpoint errata (fan reference site, seed 003 L533–540)".to_string());
        assert_eq!(
            document(&d).as_deref(),
            Some("Shatterpoint errata (fan reference site)")
        );
        assert_eq!(version(&Some("as scraped".into())), None);
        assert_eq!(
            version(&Some("Galakta 2012 print (OCR seed 001)".into())).as_deref(),
            Some("Galakta 2012 print")
        );
        assert_eq!(date(&Some("unknown".into())), None);
    }
}
