//! Every Hoth error code, term and reading has its words in both catalogs (log sentences: the
//! kit checks each event a scenario produces).

use datapad_engine::games::hoth::{HothError, READINGS};
use datapad_engine::i18n;

#[test]
fn every_error_code_has_a_sentence_in_both_languages() {
    let codes: Vec<String> = <HothError as strum::VariantNames>::VARIANTS
        .iter()
        .filter(|c| !["dice", "common"].contains(c))
        .map(|c| format!("error.hoth.{c}"))
        .collect();
    assert!(codes.len() >= 27, "{codes:?}");
    let missing = i18n::missing(&codes);
    assert!(missing.is_empty(), "no sentence for {missing:?}");
}

#[test]
fn every_reading_and_term_has_a_sentence_in_both_languages() {
    let mut keys = Vec::new();
    for (key, choices, _) in READINGS {
        keys.push(format!("reading.hoth.{key}"));
        for c in *choices {
            keys.push(format!("reading.hoth.{key}.{c}"));
        }
    }
    for t in [
        "side.empire",
        "side.rebels",
        "kind.at_at",
        "terrain.wreck",
        "e_web.ready",
        "no_attack.moved_two",
        "card.power_of_the_force",
        "leader.han",
    ] {
        keys.push(format!("hoth.{t}"));
    }
    let missing = i18n::missing(&keys);
    assert!(missing.is_empty(), "no sentence for {missing:?}");
}
