use super::*;
use crate::settings::Lang;

#[test]
fn the_content_is_valid() {
    let problems = Library::problems();
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn every_game_has_the_coverage_it_promises() {
    let lib = Library::builtin();
    for (game, min) in [("sp", 120), ("lcg", 40), ("dbg", 30), ("hoth", 40)] {
        assert!(
            lib.count(game) >= min,
            "{game}: {} entries, want at least {min}",
            lib.count(game)
        );
    }
}

#[test]
fn every_die_symbol_has_a_rule() {
    let lib = Library::builtin();
    for die in crate::dice::Catalog::builtin().all() {
        assert!(
            lib.get(&die.rule).is_some(),
            "{}: rule {}",
            die.id,
            die.rule
        );
        for s in die.faces.iter() {
            let id = die
                .rules
                .get(s)
                .unwrap_or_else(|| panic!("{}: no rule for {s:?}", die.id));
            assert!(lib.get(id).is_some(), "{}: rule {id} missing", die.id);
        }
    }
}

#[test]
fn diacritics_do_not_matter() {
    let index = Index::builtin().unwrap();
    let with = index.search("Zmęczenie", Some("sp"), Lang::Pl).unwrap();
    let without = index.search("zmeczenie", Some("sp"), Lang::Pl).unwrap();
    assert_eq!(with[0].id, without[0].id);
    assert_eq!(with[0].id, "sp.condition.strained");
}

#[test]
fn prefixes_find_while_typing_and_games_filter() {
    let index = Index::builtin().unwrap();
    assert_eq!(
        index.search("strai", Some("sp"), Lang::En).unwrap()[0].id,
        "sp.condition.strained"
    );
    assert!(index
        .search("strained", Some("hoth"), Lang::En)
        .unwrap()
        .iter()
        .all(|h| h.game == "hoth"));
    assert!(index.search("   ", None, Lang::En).unwrap().is_empty());
    assert!(
        index.search("\"*(", None, Lang::En).unwrap().is_empty(),
        "FTS syntax is not passed through"
    );
}

#[test]
fn an_entry_changed_by_errata_says_so() {
    let index = Index::builtin().unwrap();
    let lib = index.library();
    let errata = lib
        .entries
        .iter()
        .find(|e| e.kind == "errata")
        .expect("some errata");
    let target = &errata.changes[0];
    let view = index.show(target, Lang::En).unwrap();
    assert!(view.badges.contains(&"errata".to_string()));
    assert!(view.amended_by.iter().any(|a| a.id == errata.id));
    let shown = index.show(&errata.id, Lang::Pl).unwrap();
    assert!(shown.superseded.is_some());
}

#[test]
fn unknown_ids_are_an_error() {
    let index = Index::builtin().unwrap();
    assert!(matches!(
        index.show("sp.nope", Lang::En),
        Err(e) if e.code == "content.unknown_rule"
    ));
}

#[test]
fn a_huge_query_is_clipped_and_said_to_be() {
    let index = Index::builtin().unwrap();
    // 1,000 one-letter words matched nothing together and took 10 s as 1,000 OR'd prefixes.
    let letters: Vec<String> = (0..1000)
        .map(|i| char::from(b'a' + (i % 26) as u8).to_string())
        .collect();
    let huge = letters.join(" ");
    assert!(query_clipped(&huge));
    // Its speed is measured in the benchmarks, not asserted here.
    index.search(&huge, None, Lang::En).unwrap();
    index.search(&"zz".repeat(100_000), None, Lang::Pl).unwrap();
    assert!(!query_clipped("strained condition"));
}
