//! `datapad play hoth`, run as a real process: a played battle, a refused action, a bad file.

mod common;
use common::*;
use serde_json::{json, Value};

fn battle() -> Vec<Value> {
    vec![
        json!({"type": "choose_scenario", "scenario": "shield_generators"}),
        json!({"type": "add_unit", "kind": "snowtrooper", "id": "e1", "zone": "centre"}),
        json!({"type": "add_unit", "kind": "echo_trooper", "id": "r1", "zone": "centre"}),
        json!({"type": "start_game"}),
        json!({"type": "play_card", "card": {"zones": ["centre"], "units": 1}}),
        json!({"type": "order", "units": ["e1"]}),
        json!({"type": "move", "unit": "e1", "hexes": 1, "onto": "open"}),
        json!({"type": "attack", "attacker": "e1", "target": "generator_1", "range": 1,
               "terrain": "open", "roll": {"mode": "physical", "faces": ["explosion", "miss", "miss"]}}),
        json!({"type": "end_turn"}),
        json!({"type": "play_card", "card": {"zones": ["centre"], "units": 1}}),
        json!({"type": "order", "units": ["r1"]}),
        json!({"type": "attack", "attacker": "r1", "target": "e1", "range": 2,
               "terrain": "open", "roll": {"mode": "virtual"}}),
    ]
}

#[test]
fn a_seeded_battle_plays_and_repeats() {
    let script = Value::Array(battle());
    let a = play("hoth", &script, &["--seed", "4", "--json"]);
    assert!(a.status.success(), "{}", String::from_utf8_lossy(&a.stderr));
    let b = play("hoth", &script, &["--seed", "4", "--json"]);
    assert_eq!(a.stdout, b.stdout, "a seed makes the battle repeat");
    let v = json_out(&a);
    assert_eq!(v["phase"], "playing");
    assert_eq!(v["active"], "rebels");
    assert_eq!(v["structures"][0]["destroyed"], true);
    assert_eq!(v["last_attack"]["dice"], 2);
    assert_eq!(
        v["cards"]["empire"],
        json!({"hand": 4, "deck": 11, "discard": 1})
    );
    assert_eq!(v["die"]["verified"], false);
    // Without --json: the plain report.
    let o = play("hoth", &script, &["--seed", "4"]);
    assert!(o.status.success());
    assert!(String::from_utf8_lossy(&o.stdout).contains("Turn 2, the Rebels to play."));
}

#[test]
fn the_second_generator_wins_at_once_then_every_action_is_refused() {
    let mut script = battle();
    script.truncate(8);
    script.push(json!({"type": "adjust", "target": {"kind": "structure", "structure": "generator_2", "destroyed": true}, "reason": "the AT-AT got it"}));
    script.push(json!({"type": "end_turn"}));
    let o = play("hoth", Value::Array(script), &["--json"]);
    assert_eq!(o.status.code(), Some(1));
    let out = json_out(&o);
    assert_eq!(out["refused"]["index"], 9);
    assert_eq!(out["refused"]["code"], "game.game_over");
    assert_eq!(out["view"]["winner"], "empire");
    assert_eq!(out["view"]["win_reason"], "sudden_death");
}

#[test]
fn a_refused_action_stops_with_its_code_sentence_and_the_view_before_it() {
    let mut script = battle();
    script.truncate(6);
    script.push(json!({"type": "move", "unit": "e1", "hexes": 3, "onto": "open"}));
    let o = play("hoth", Value::Array(script), &["--json"]);
    assert_eq!(o.status.code(), Some(1));
    let out = json_out(&o);
    assert_eq!(out["refused"]["index"], 6);
    assert_eq!(out["refused"]["type"], "move");
    assert_eq!(out["refused"]["code"], "hoth.move_too_far");
    assert_eq!(out["refused"]["data"], json!({"max": 2}));
    assert_eq!(
        out["refused"]["message"],
        "This unit moves at most 2 hexes."
    );
    assert_eq!(out["view"]["step"], "moves");
}

#[test]
fn a_bad_file_exits_with_one_sentence() {
    let o = play("hoth", json!({"type": "start_game"}), &[]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("not a JSON array"));
    let o = play(
        "hoth",
        json!([{"type": "move", "unit": "e1", "hexes": -1, "onto": "open"}]),
        &["--json"],
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(json_out(&o)["refused"]["code"], "journal.bad_action");
}

#[test]
fn faces_set_the_die_table_in_effect() {
    let mut script = battle();
    script.truncate(4);
    let o = play(
        "hoth",
        Value::Array(script.clone()),
        &[
            "--json",
            "--faces",
            "infantry,vehicle,vehicle,explosion,miss,retreat",
        ],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v = json_out(&o);
    assert_eq!(v["die"]["faces"][2], "vehicle");
    assert_eq!(v["die"]["verified"], false);
    let o = play(
        "hoth",
        Value::Array(script.clone()),
        &["--faces", "infantry,vehicle"],
    );
    assert_eq!(o.status.code(), Some(2));
    let o = play(
        "hoth",
        Value::Array(script),
        &["--faces", "infantry,vehicle,crit,explosion,miss,retreat"],
    );
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn the_luck_of_the_battle_is_in_the_view_and_the_report() {
    // The Empire's only dice: 3 at a generator, which falls to explosions alone (1 face of 6);
    // they showed 1, 1/2 expected. None of 3: (5/6)³ = 125/216, one: 3 · 1/6 · 25/36 = 75/216;
    // (125 + 75/2)/216 = 325/432. Then the second generator falls by hand: the battle is over.
    let mut script = battle();
    script.truncate(8);
    script.push(json!({"type": "adjust", "target": {"kind": "structure", "structure": "generator_2", "destroyed": true}, "reason": "the AT-AT got it"}));
    let o = play("hoth", Value::Array(script.clone()), &["--json"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v = json_out(&o);
    assert_eq!(v["phase"], "over");
    let e = &v["luck"][0];
    assert_eq!(e["player"], "empire");
    assert_eq!(
        (e["dice"].as_u64(), e["rolled"].as_u64()),
        (Some(3), Some(1))
    );
    assert_eq!(e["expected_exact"], "1/2");
    assert_eq!(e["percentile_exact"], "325/432");
    assert_eq!(e["method"], "exact");
    let o = play("hoth", Value::Array(script), &[]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        text.contains(
            "The Empire: 1 hit rolled, 0.5 expected: luckier than 75.2% of evenings like this one."
        ),
        "{text}"
    );
}
