//! The campaign log: spec §9 T50 and §6.5. Results, the winner's instructions as typed, support
//! cards carried over, leader cards for the next battle only, secondary objectives once revealed.

use super::harness::*;
use datapad_engine::games::hoth::types::Side::Rebels;
use datapad_engine::games::hoth::Hoth;
use datapad_engine::kit::spec::{given, Given};
use serde_json::{json, Value};

/// A first battle of Campaign 1 that the Rebels win by medals, with one unused support card.
fn first_battle_won() -> Given<Hoth> {
    setup_with(vec![json!({"type": "campaign", "campaign": "campaign_1"})]).json(json!([
        {"type": "adjust", "target": {"kind": "support", "side": "rebels", "cards": 1}, "reason": "reward"},
        {"type": "reveal_objective", "side": "rebels", "text": "Hold the ridge for two turns"},
        {"type": "adjust", "target": {"kind": "medals", "side": "rebels", "medals": 4}, "reason": "the table's count"},
    ]))
}

fn next_battle(log: &Value) -> Given<Hoth> {
    let mut all = vec![scenario(), json!({"type": "campaign_continue", "log": log})];
    all.extend(roster());
    all.push(json!({"type": "start_game"}));
    given::<Hoth>().json(Value::Array(all))
}

#[test]
fn t50_unused_support_carries_over_and_leader_cards_last_one_battle() {
    let g = first_battle_won();
    assert_eq!(view(&g)["phase"], "over");
    // The winner reads the instructions aloud; they give the Rebels Leia for the next battle.
    let g = g.json(
        json!({"type": "campaign_record", "instructions": "Rebels: set up the second trench line.",
                          "next_leaders": {"empire": null, "rebels": "leia"}}),
    );
    let log = view(&g)["campaign_next"].clone();
    assert_eq!(log["battles"][0]["winner"], "rebels");
    assert_eq!(log["battles"][0]["support"]["rebels"], 1);
    assert_eq!(
        log["battles"][0]["instructions"],
        "Rebels: set up the second trench line."
    );
    assert_eq!(log["objectives"][0]["text"], "Hold the ridge for two turns");

    // Battle 2: the support card is held again, Leia's three cards are in the deck.
    let g2 = next_battle(&log);
    assert_eq!(g2.state.support.rebels, 1);
    assert_eq!(g2.state.total(Rebels).deck, 15, "19 cards less a hand of 4");
    assert_eq!(
        view(&g2)["campaign"]["battles"].as_array().map(Vec::len),
        Some(1)
    );

    // Battle 2 ends without new leader instructions: battle 3 has no leader cards.
    let g2 = g2.json(json!([
        {"type": "adjust", "target": {"kind": "medals", "side": "rebels", "medals": 4}, "reason": "the table's count"},
        {"type": "campaign_record", "instructions": "Empire: bring the walkers.", "next_leaders": {"empire": null, "rebels": null}},
    ]));
    let g3 = next_battle(&view(&g2)["campaign_next"]);
    assert_eq!(g3.state.total(Rebels).deck, 12, "16 cards less a hand of 4");
    assert_eq!(g3.state.support.rebels, 1, "still unused, still carried");
    assert_eq!(
        view(&g3)["campaign"]["battles"].as_array().map(Vec::len),
        Some(2)
    );
}

#[test]
fn the_log_is_kept_only_where_the_rules_place_it() {
    // Instructions are read after the battle, not during it.
    setup_with(vec![json!({"type": "campaign", "campaign": "outpost_delta"})])
        .when_json(json!({"type": "campaign_record", "instructions": "x", "next_leaders": {"empire": null, "rebels": null}}))
        .refused_with("hoth.not_at_this_step");
    // Campaigns are for two players.
    let team = json!({"type": "set_scenario", "starts": "rebels", "hand": {"empire": 4, "rebels": 4},
                      "victory": {"empire": 4, "rebels": 4}, "players": {"empire": 2, "rebels": 2}});
    given::<Hoth>()
        .json(team)
        .when_json(json!({"type": "campaign", "campaign": "campaign_1"}))
        .refused_with("hoth.bad_action");
    // A leader for the wrong side, and a battle outside any campaign.
    first_battle_won()
        .when_json(json!({"type": "campaign_record", "instructions": "x", "next_leaders": {"empire": "leia", "rebels": null}}))
        .refused_with("hoth.bad_action");
    battle()
        .when_json(json!({"type": "reveal_objective", "side": "empire", "text": "x"}))
        .refused_with("hoth.bad_action");
}
