//! The catalogs' own tests: plural forms, placeholders and cases, and the files themselves.

use super::*;
use serde_json::json;

#[test]
fn polish_plurals_have_three_forms() {
    let forms: Vec<_> = [1.0, 2.0, 4.0, 5.0, 12.0, 22.0, 25.0, 112.0, 1.5]
        .iter()
        .map(|&n| plural_form(Lang::Pl, n))
        .collect();
    assert_eq!(
        forms,
        ["one", "few", "few", "many", "many", "few", "many", "many", "other"]
    );
    assert_eq!(plural_form(Lang::En, 1.0), "one");
    assert_eq!(plural_form(Lang::En, 0.0), "other");
}

#[test]
fn placeholders_fill_and_unknown_ones_stay() {
    assert_eq!(
        fill(
            Lang::En,
            "{a} and {b} {not a name}",
            &json!({"a": "x", "b": 2})
        ),
        "x and 2 {not a name}"
    );
    assert_eq!(
        fill(Lang::En, "{c:log.counter}", &json!({"c": "nothing"})),
        "Nothing changed."
    );
}

#[test]
fn cases_choose_plural_and_grammatical_forms_as_the_ui_does() {
    // The same cases as the UI's language.test.ts: one rule in two renderers.
    let cases: Vec<Value> =
        serde_json::from_str(include_str!("../tests/fixtures/language.json")).expect("cases");
    for c in cases {
        let lang = if c["lang"] == "pl" {
            Lang::Pl
        } else {
            Lang::En
        };
        let key = c["key"].as_str().expect("key");
        assert_eq!(
            render(lang, key, &c["args"]).as_deref(),
            c["text"].as_str(),
            "{key} {}",
            c["args"]
        );
    }
}

#[test]
fn every_catalog_parses_and_both_languages_have_the_same_keys() {
    for (path, _, parsed) in files() {
        assert!(parsed.is_ok(), "{path}: {:?}", parsed.err());
    }
    let en: Vec<_> = keys(Lang::En).collect();
    let pl: Vec<_> = keys(Lang::Pl).collect();
    let only_en: Vec<_> = en.iter().filter(|k| !pl.contains(k)).collect();
    let only_pl: Vec<_> = pl.iter().filter(|k| !en.contains(k)).collect();
    assert!(
        only_en.is_empty() && only_pl.is_empty(),
        "only in en: {only_en:?}; only in pl: {only_pl:?}"
    );
}

#[test]
fn no_key_is_in_two_files_of_one_language() {
    let mut seen: BTreeMap<(String, usize), &str> = BTreeMap::new();
    for (path, lang, parsed) in files() {
        for k in parsed.unwrap_or_default().keys() {
            if let Some(first) = seen.insert((k.clone(), index(lang)), path) {
                panic!("{k} is in {first} and {path}");
            }
        }
    }
}
