//! Medals and victory: spec §9 T40–T43; line of sight T44–T45 is the players' call.

use super::harness::*;
use serde_json::json;

fn take(objective: &str, unit: &str, entered: bool) -> serde_json::Value {
    json!({"type": "objective", "objective": objective, "unit": unit, "entered": entered})
}

#[test]
fn t40_a_temporary_medal_leaves_with_its_holder() {
    let g = battle().json(json!([
        {"type": "adjust", "target": {"kind": "medals", "side": "rebels", "medals": 2}, "reason": "earlier kills"},
        choice(1), order(&["r1"]), mv("r1", 1, "open"), take("ridge_top", "r1", true)
    ]));
    assert_eq!(g.state.medals.rebels, 3);
    // Next Empire turn it is forced to retreat out: the medal goes back at once.
    let g = g.json(json!([
        {"type": "end_turn"}, choice(1), order(&["e1"]),
        attack("e1", "r1", 1, "open", &["retreat", "miss", "miss"])
    ]));
    let then = g.when_json(json!({"type": "retreat", "room": 1}));
    let v = then.view_json();
    assert_eq!(v["medals"]["rebels"], 2);
    assert_eq!(v["objectives"][0]["held_by"], serde_json::Value::Null);
}

#[test]
fn t41_a_permanent_medal_is_kept_after_leaving() {
    let g = battle().json(json!([
        choice(1),
        order(&["r1"]),
        mv("r1", 1, "open"),
        take("bunker", "r1", true)
    ]));
    assert_eq!(g.state.medals.rebels, 1);
    let g = g.json(json!([{"type": "end_turn"}, choice(0), order(&[]), {"type": "end_turn"}, choice(1), order(&["r1"])]));
    let then = g.when_json(mv("r1", 1, "open"));
    assert_eq!(then.view_json()["medals"]["rebels"], 1);
}

fn generators() -> datapad_engine::kit::spec::Given<datapad_engine::games::hoth::Hoth> {
    let mut all = vec![json!({"type": "choose_scenario", "scenario": "shield_generators"})];
    all.extend(roster());
    all.push(json!({"type": "start_game"}));
    datapad_engine::kit::spec::given::<datapad_engine::games::hoth::Hoth>()
        .json(serde_json::Value::Array(all))
}

#[test]
fn t42_the_second_generator_ends_the_battle_at_once() {
    let g = generators().json(json!([
        {"type": "adjust", "target": {"kind": "medals", "side": "rebels", "medals": 4}, "reason": "earlier kills"},
        {"type": "adjust", "target": {"kind": "structure", "structure": "generator_1", "destroyed": true}, "reason": "fell earlier"},
        choice(2), order(&["e1", "e2"]),
        attack("e1", "r1", 1, "open", &["infantry", "infantry", "infantry"])
    ]));
    // The Rebel unit eliminated gave the Empire no medal.
    assert_eq!(g.state.medals.empire, 0);
    let then = g.when_json(attack(
        "e2",
        "generator_2",
        1,
        "open",
        &["explosion", "miss", "miss"],
    ));
    let v = then.view_json();
    assert_eq!(v["winner"], "empire");
    assert_eq!(v["win_reason"], "sudden_death");
    assert_eq!(v["phase"], "over");
}

#[test]
fn t43_a_generator_needs_an_explosion() {
    let g = generators().json(json!([choice(1), order(&["e1"])]));
    let then = g.when_json(attack(
        "e1",
        "generator_1",
        1,
        "open",
        &["infantry", "vehicle", "retreat"],
    ));
    let v = then.view_json();
    assert_eq!(v["structures"][0]["destroyed"], false);
    assert_eq!(v["pending"], serde_json::Value::Null);
}

#[test]
fn reaching_the_medals_ends_the_battle_mid_attack() {
    let g = battle().json(json!([
        {"type": "adjust", "target": {"kind": "medals", "side": "rebels", "medals": 3}, "reason": "earlier kills"},
        {"type": "adjust", "target": {"kind": "figures", "unit": "e1", "figures": 1}, "reason": "earlier losses"},
        choice(1), order(&["r1"])
    ]));
    let then = g.when_json(attack(
        "r1",
        "e1",
        1,
        "open",
        &["infantry", "retreat", "retreat"],
    ));
    let v = then.view_json();
    assert_eq!(v["winner"], "rebels");
    assert_eq!(v["win_reason"], "medals");
    assert_eq!(v["pending"], serde_json::Value::Null);
}

#[test]
fn t44_t45_line_of_sight_is_the_players_call_a_blocked_line_is_refused() {
    let a = attack_with(
        vattack("r1", "e1", 2, "open"),
        json!({"line_of_sight": false}),
    );
    rebels_ordered(&["r1"])
        .when_json(a)
        .refused_with("hoth.no_line_of_sight");
    let a = attack_with(
        vattack("r1", "e1", 2, "open"),
        json!({"line_of_sight": true}),
    );
    assert_eq!(dice_of(rebels_ordered(&["r1"]), a), Ok(2));
}
