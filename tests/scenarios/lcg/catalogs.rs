//! Every Card Game reading and term has its words in both catalogs
//! (content/lcg/i18n), which the engine and the UI both read.

use datapad_engine::games::lcg::{AdjustKind, Phase as P, READINGS};
use strum::VariantNames;

#[test]
fn every_reading_and_term_has_a_sentence_in_both_languages() {
    let mut keys: Vec<String> = READINGS
        .iter()
        .map(|r| format!("reading.lcg.{}", r.key))
        .collect();
    for p in [
        P::Setup,
        P::Balance,
        P::Refresh,
        P::Draw,
        P::Deployment,
        P::Conflict,
        P::Force,
        P::Over,
    ] {
        keys.push(format!("lcg.phase.{}", p.id()));
    }
    keys.extend(AdjustKind::VARIANTS.iter().map(|k| format!("lcg.kind.{k}")));
    for k in [
        "lcg.side.ds",
        "lcg.side.ls",
        "lcg.reason.dial",
        "lcg.reason.objectives",
        "lcg.reason.deck_empty",
        "lcg.result.ds",
        "lcg.result.ls",
        "lcg.result.tie",
    ] {
        keys.push(k.into());
    }
    for r in [
        "unknown_deck",
        "other_side",
        "too_few_sets",
        "too_many_sets",
        "unknown_set",
        "too_many_copies",
    ] {
        keys.push(format!("lcg.deck_reason.{r}"));
    }
    let missing = datapad_engine::i18n::missing(&keys);
    assert!(missing.is_empty(), "no sentence for {missing:?}");
}

#[test]
fn log_sentences_render_in_english_and_polish() {
    use datapad_engine::settings::Lang;
    let m = serde_json::json!({"side": "ds", "reason": "dial"});
    let en = datapad_engine::i18n::render(Lang::En, "log.lcg.won", &m).unwrap();
    let pl = datapad_engine::i18n::render(Lang::Pl, "log.lcg.won", &m).unwrap();
    assert!(en.contains("Dark Side") && en.contains("12"), "{en}");
    assert!(pl.contains("Ciemna Strona"), "{pl}");
}
