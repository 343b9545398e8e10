//! The catalogs parse and hold what the rules need; the readings have sentences (the log and the
//! refusals: the kit's checks).

use super::cards::{bases, cards};
use super::readings::READINGS;
use super::Deckbuilding;
use crate::kit::spec::given;
use serde_json::json;

#[test]
fn the_catalogs_parse_and_hold_the_beginner_bases() {
    assert!(cards().len() >= 30, "{} cards", cards().len());
    let beginner = bases().iter().filter(|b| b.beginner).count();
    assert_eq!(beginner, 10);
    let eights: Vec<_> = bases()
        .iter()
        .filter(|b| b.verified)
        .map(|b| b.hp)
        .collect();
    assert_eq!(eights, vec![8, 8]);
}

#[test]
fn every_reading_has_both_languages() {
    let keys: Vec<String> = READINGS
        .iter()
        .map(|r| format!("reading.{}", r.key))
        .collect();
    assert_eq!(crate::i18n::missing(&keys), Vec::<String>::new());
}

#[test]
fn setup_starts_the_empires_first_turn() {
    let then = given::<Deckbuilding>().when_json(json!({"type": "setup"}));
    let v = then.view_json();
    assert_eq!(v["phase"], "main");
    assert_eq!(v["active"], "empire");
    assert_eq!(v["force_track"]["position"], 3);
}
