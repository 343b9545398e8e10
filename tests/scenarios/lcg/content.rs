//! `content/lcg/cards.json` agrees with the engine: the ready decks' sets and sides, and the
//! standing Force bonuses the struggle adds.

use super::harness::*;
use datapad_engine::games::lcg::{set_side, READY_DECKS, STANDING_BONUSES};

fn cards() -> Value {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../content/lcg/cards.json");
    serde_json::from_str(&std::fs::read_to_string(path).expect("cards.json")).expect("JSON")
}

#[test]
fn the_ready_decks_match_the_card_data() {
    let c = cards();
    let decks = c["ready_decks"].as_array().expect("ready_decks");
    assert_eq!(decks.len(), READY_DECKS.len());
    for (id, side, sets) in READY_DECKS {
        let d = decks
            .iter()
            .find(|d| d["id"] == *id)
            .expect("the deck is listed");
        assert_eq!(d["side"], serde_json::to_value(side).unwrap());
        assert_eq!(d["sets"], json!(sets));
        assert!(sets.iter().all(|s| set_side(*s) == Some(*side)), "{id}");
    }
}

#[test]
fn standing_bonuses_match_the_card_data() {
    let c = cards();
    for card in c["cards"].as_array().expect("cards") {
        if let Some(n) = card.get("force_bonus") {
            for lang in ["pl", "en"] {
                let t = card["title"][lang].as_str().unwrap().to_lowercase();
                assert!(
                    STANDING_BONUSES.contains(&(t.as_str(), n.as_i64().unwrap())),
                    "{t}"
                );
            }
        }
    }
}

#[test]
fn every_card_has_both_titles_a_side_and_a_verified_flag() {
    for card in cards()["cards"].as_array().expect("cards") {
        assert!(
            card["title"]["pl"].is_string() && card["title"]["en"].is_string(),
            "{card}"
        );
        assert!(card["side"] == "ds" || card["side"] == "ls", "{card}");
        assert!(card["verified"].is_boolean(), "{card}");
        assert!(card.get("text").is_none(), "no card text");
    }
}
