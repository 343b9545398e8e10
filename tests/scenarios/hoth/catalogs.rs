//! Every Hoth term and reading has its words in both catalogs (log sentences and refusals: the
//! kit's checks).

use datapad_engine::games::hoth::READINGS;
use datapad_engine::i18n;

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
