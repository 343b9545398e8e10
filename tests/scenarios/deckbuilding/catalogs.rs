//! Every refusal code, log sentence and reading has its words in both languages.

use datapad_engine::games::deckbuilding::{DbgError, READINGS};
use datapad_engine::i18n;

#[test]
fn every_error_log_key_and_reading_has_a_sentence_in_both_languages() {
    let mut keys: Vec<String> = <DbgError as strum::VariantNames>::VARIANTS
        .iter()
        .filter(|c| **c != "common")
        .map(|c| format!("error.dbg.{c}"))
        .collect();
    keys.extend(READINGS.iter().map(|r| format!("reading.{}", r.key)));
    keys.extend(
        datapad_engine::games::deckbuilding::LOG_KEYS
            .iter()
            .map(|k| k.to_string()),
    );
    assert_eq!(i18n::missing(&keys), Vec::<String>::new());
    assert!(keys.len() > 60);
}
