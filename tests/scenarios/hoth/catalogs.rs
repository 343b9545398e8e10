//! Every Hoth error code, log sentence, term and reading has its words in both catalogs.

use datapad_engine::games::hoth::{HothError, READINGS};
use datapad_engine::i18n;
use std::collections::BTreeSet;

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
fn every_log_key_in_the_source_has_a_sentence_in_both_languages() {
    // The log keys are the `hoth.*` message keys of the engine's hoth folder.
    let dir = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../src-tauri/engine/src/games/hoth"
    );
    let mut keys = BTreeSet::new();
    for f in std::fs::read_dir(dir).expect("hoth folder").flatten() {
        let text = std::fs::read_to_string(f.path()).unwrap_or_default();
        for part in text.split("Message::new(").skip(1) {
            let mut chars = part.chars();
            if chars.next() != Some('"') {
                continue;
            }
            let key: String = chars.take_while(|c| *c != '"').collect();
            keys.insert(format!("log.{key}"));
        }
        for part in text.split("\"hoth.").skip(1) {
            let key: String = part.chars().take_while(|c| *c != '"').collect();
            if !key.contains('.') && !key.contains('-') {
                keys.insert(format!("log.hoth.{key}"));
            }
        }
    }
    assert!(keys.len() >= 35, "{keys:?}");
    let keys: Vec<String> = keys.into_iter().collect();
    let missing = i18n::missing(&keys);
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
