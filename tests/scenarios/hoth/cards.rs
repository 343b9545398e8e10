//! Command and support cards: spec §9 T49–T50 (in part), T52; leader cards need their leader.

use super::harness::*;
use datapad_engine::games::hoth::types::Side::{Empire, Rebels};
use serde_json::json;

fn pass() -> Vec<serde_json::Value> {
    vec![choice(0), order(&[]), json!({"type": "end_turn"})]
}

#[test]
fn t52_an_empty_deck_is_rebuilt_from_the_discards_before_drawing() {
    let g = battle().json(json!([
        {"type": "adjust", "target": {"kind": "hand", "side": "rebels", "hand": 16}, "reason": "testing the draw"},
    ]));
    assert_eq!(g.state.total(Rebels).deck, 0);
    let then = g.when_json(choice(0)).state().clone();
    let g = battle().json(json!([
        {"type": "adjust", "target": {"kind": "hand", "side": "rebels", "hand": 16}, "reason": "testing the draw"},
        choice(0), order(&[])
    ]));
    let then2 = g.when_json(json!({"type": "end_turn"}));
    let v = then2.view_json();
    assert_eq!(
        v["cards"]["rebels"],
        json!({"hand": 16, "deck": 0, "discard": 0})
    );
    assert_eq!(then.total(Rebels).hand, 15);
}

#[test]
fn the_hand_stays_at_its_size_and_cards_are_conserved() {
    let mut g = battle();
    for _ in 0..10 {
        g = g.json(serde_json::Value::Array(pass()));
        for side in [g.state.total(Rebels), g.state.total(Empire)] {
            assert_eq!(side.hand, 4);
            assert_eq!(side.hand + side.deck + side.discard, 16);
        }
    }
}

#[test]
fn a_leader_card_needs_its_leader() {
    battle()
        .when_json(json!({"type": "play_card", "card": {"zones": null, "units": 2, "id": "orders_from_the_princess"}}))
        .refused_with("hoth.card_not_in_deck");
    let g = setup_with(vec![
        json!({"type": "choose_leader", "side": "rebels", "leader": "leia"}),
    ]);
    assert_eq!(g.state.total(Rebels).deck, 15, "19 cards less a hand of 4");
}

#[test]
fn t49_one_support_card_a_turn_and_support_is_outside_the_hand() {
    let held = json!({"type": "adjust", "target": {"kind": "support", "side": "rebels", "cards": 2}, "reason": "campaign reward"});
    let g = battle()
        .json(json!([held.clone(), choice(0), {"type": "play_support", "card": "Reinforcements"}]));
    assert_eq!(g.state.support.rebels, 1);
    assert_eq!(
        g.state.total(Rebels).hand,
        3,
        "the command hand is untouched"
    );
    g.when_json(json!({"type": "play_support", "card": "Air cover"}))
        .refused_with("hoth.support_twice");
    // Next Rebel turn the second one may be played.
    let g = battle().json(
        json!([held, choice(0), {"type": "play_support", "card": "A"}, order(&[]),
        {"type": "end_turn"}, choice(0), order(&[]), {"type": "end_turn"}, choice(0)]),
    );
    let then = g.when_json(json!({"type": "play_support", "card": "B"}));
    assert_eq!(then.view_json()["support"]["rebels"], 0);
    // None held: there is nothing to play.
    battle()
        .json(choice(0))
        .when_json(json!({"type": "play_support", "card": "A"}))
        .refused_with("hoth.card_not_in_deck");
}

#[test]
fn the_fallback_orders_one_unit_anywhere_without_bonuses() {
    let g = battle().json(
        json!({"type": "play_card", "card": {"zones": ["left"], "units": 3, "fallback": true}}),
    );
    g.when_json(order(&["r1", "s1"]))
        .refused_with("hoth.too_many_orders");
    let g = battle().json(
        json!({"type": "play_card", "card": {"zones": ["left"], "units": 3, "fallback": true}}),
    );
    let then = g.when_json(order(&["c1"]));
    assert_eq!(then.view_json()["step"], "moves");
}

#[test]
fn t48_a_rebel_team_of_two_deals_eight_each_draws_three_and_takes_turns() {
    let g = datapad_engine::kit::spec::given::<datapad_engine::games::hoth::Hoth>().json(json!([
        {"type": "set_scenario", "starts": "rebels", "hand": {"empire": 4, "rebels": 5},
         "victory": {"empire": 4, "rebels": 4}, "players": {"empire": 1, "rebels": 2}},
        {"type": "start_game"}
    ]));
    let v = view(&g);
    let rebel = json!({"hand": 3, "deck": 5, "discard": 0});
    assert_eq!(v["seats"]["rebels"], json!([rebel, rebel]));
    assert_eq!(
        v["seats"]["empire"],
        json!([{"hand": 4, "deck": 12, "discard": 0}])
    );
    // Rebel 1, Empire, Rebel 2, Empire, Rebel 1: each discards and draws from their own piles.
    let mut g = g;
    let mut seen = Vec::new();
    for _ in 0..5 {
        let v = view(&g);
        seen.push(format!(
            "{}{}",
            v["active"].as_str().unwrap_or(""),
            v["seat"][v["active"].as_str().unwrap_or("")]
        ));
        g = g.json(json!([choice(0), order(&[]), {"type": "end_turn"}]));
    }
    assert_eq!(
        seen,
        ["rebels0", "empire0", "rebels1", "empire0", "rebels0"]
    );
    let v = view(&g);
    assert_eq!(
        v["seats"]["rebels"],
        json!([{"hand": 3, "deck": 3, "discard": 2}, {"hand": 3, "deck": 4, "discard": 1}])
    );
    assert_eq!(
        v["cards"]["rebels"],
        json!({"hand": 6, "deck": 7, "discard": 3})
    );
}

#[test]
fn t48_with_a_leader_each_team_member_adds_three_cards() {
    let g = datapad_engine::kit::spec::given::<datapad_engine::games::hoth::Hoth>().json(json!([
        {"type": "set_scenario", "starts": "rebels", "hand": {"empire": 4, "rebels": 5},
         "victory": {"empire": 4, "rebels": 4}, "players": {"empire": 1, "rebels": 2}},
        {"type": "choose_leader", "side": "rebels", "leader": "luke"},
        {"type": "start_game"}
    ]));
    assert_eq!(
        view(&g)["seats"]["rebels"][1],
        json!({"hand": 3, "deck": 8, "discard": 0})
    );
}
