//! Moves and badges: spec §9 T30–T31, T33–T36, T47.

use super::harness::*;
use serde_json::{json, Value};

fn unit_of(v: &Value, id: &str) -> Value {
    v["units"]
        .as_array()
        .and_then(|u| u.iter().find(|u| u["id"] == id))
        .cloned()
        .unwrap_or_default()
}

#[test]
fn t30_infantry_moving_two_cannot_attack_elite_troopers_can() {
    let g = setup_with(vec![unit(
        "echo_trooper",
        "el",
        Some("elite_troopers"),
        "centre",
    )])
    .json(json!([
        choice(2),
        order(&["r1", "el"]),
        mv("r1", 2, "open"),
        mv("el", 2, "open")
    ]));
    let then = g.when_json(vattack("r1", "e1", 1, "open"));
    assert_eq!(
        then.refused(),
        &datapad_engine::games::hoth::HothError::CannotAttack {
            reason: datapad_engine::games::hoth::types::NoAttack::MovedTwo
        }
    );
    let g = setup_with(vec![unit(
        "echo_trooper",
        "el",
        Some("elite_troopers"),
        "centre",
    )])
    .json(json!([choice(1), order(&["el"]), mv("el", 2, "open")]));
    assert_eq!(dice_of(g, vattack("el", "e1", 1, "open")), Ok(3));
}

#[test]
fn t31_elite_troopers_ending_on_rocks_cannot_attack() {
    setup_with(vec![unit(
        "echo_trooper",
        "el",
        Some("elite_troopers"),
        "centre",
    )])
    .json(json!([choice(1), order(&["el"]), mv("el", 2, "rocks")]))
    .when_json(vattack("el", "e1", 1, "open"))
    .refused_with("hoth.cannot_attack");
}

#[test]
fn t33_the_e_web_turns_moving_then_ready_and_stays_ready() {
    let g = setup_with(vec![unit("echo_trooper", "ew", Some("e_web"), "centre")]);
    assert_eq!(unit_of(&view(&g), "ew")["e_web"], "ready");
    let moved = g.json(json!([choice(1), order(&["ew"]), mv("ew", 1, "open")]));
    let v = view(&moved);
    assert_eq!(unit_of(&v, "ew")["e_web"], "moving");
    // Moving: the attack resolves at once, no reroll offered.
    let then = moved.when_json(attack("ew", "e1", 1, "open", &["miss", "miss", "miss"]));
    assert_eq!(then.view_json()["pending"], Value::Null);
    // Next Rebel turn: ordered and standing still, it is ready and may reroll.
    let g = setup_with(vec![unit("echo_trooper", "ew", Some("e_web"), "centre")]).json(json!([
        choice(1), order(&["ew"]), mv("ew", 1, "open"), {"type": "end_turn"},
        choice(0), order(&[]), {"type": "end_turn"},
        choice(1), order(&["ew"])
    ]));
    let then = g.when_json(attack("ew", "e1", 1, "open", &["miss", "miss", "miss"]));
    let v = then.view_json();
    assert_eq!(unit_of(&v, "ew")["e_web"], "ready");
    assert_eq!(v["pending"]["awaiting"], "reroll");
    // Reroll two dice by hand: one infantry hit.
    let g = setup_with(vec![unit("echo_trooper", "ew", Some("e_web"), "centre")]).json(json!([
        choice(1),
        order(&["ew"]),
        attack("ew", "e1", 1, "open", &["miss", "miss", "miss"])
    ]));
    let then = g.when_json(json!({"type": "reroll", "dice": [0, 2], "roll": {"mode": "physical", "faces": ["infantry", "miss"]}}));
    let v = then.view_json();
    assert_eq!(v["last_attack"]["hits"], 1);
    assert_eq!(unit_of(&v, "e1")["figures"], 3);
    // Not ordered the turn after: it keeps its side.
    let g = setup_with(vec![unit("echo_trooper", "ew", Some("e_web"), "centre")]).json(json!([
        choice(0), order(&[]), {"type": "end_turn"}, choice(0), order(&[]), {"type": "end_turn"}
    ]));
    assert_eq!(
        g.state
            .units
            .iter()
            .find(|u| u.id == "ew")
            .and_then(|u| u.board.e_web),
        Some(datapad_engine::games::hoth::types::EWeb::Ready)
    );
}

fn commandos() -> datapad_engine::kit::spec::Given<datapad_engine::games::hoth::Hoth> {
    setup_with(vec![unit(
        "echo_trooper",
        "cm",
        Some("commandos"),
        "centre",
    )])
    .json(json!([choice(1), order(&["cm"])]))
}

#[test]
fn t34_commandos_take_ground_and_attack_again_once() {
    let g = commandos().json(json!([
        {"type": "adjust", "target": {"kind": "figures", "unit": "e1", "figures": 1}, "reason": "earlier losses"},
        attack("cm", "e1", 1, "open", &["infantry", "miss", "miss"])
    ]));
    assert_eq!(
        g.state.pending,
        Some(datapad_engine::games::hoth::Pending::TakeGround {
            attacker: "cm".into()
        })
    );
    let g = g.json(json!({"type": "take_ground", "take": true, "onto": "open"}));
    // The second attack, on anyone in range; it may not take ground again.
    let g = g.json(json!([
        {"type": "adjust", "target": {"kind": "figures", "unit": "e2", "figures": 1}, "reason": "earlier losses"},
        attack("cm", "e2", 1, "open", &["infantry", "miss", "miss"])
    ]));
    assert_eq!(g.state.pending, None);
    g.when_json(vattack("cm", "e3", 1, "open"))
        .refused_with("hoth.already_attacked");
}

#[test]
fn t35_taking_ground_onto_a_wreck_forbids_the_second_attack() {
    let g = commandos().json(json!([
        attack("cm", "e1", 1, "open", &["retreat", "miss", "miss"]),
        {"type": "retreat", "room": 1},
        {"type": "take_ground", "take": true, "onto": "wreck"}
    ]));
    g.when_json(vattack("cm", "e2", 1, "open"))
        .refused_with("hoth.already_attacked");
}

#[test]
fn t36_a_ranged_commando_attack_takes_no_ground() {
    let g = commandos().json(json!([
        {"type": "adjust", "target": {"kind": "figures", "unit": "e1", "figures": 1}, "reason": "earlier losses"},
        attack("cm", "e1", 2, "open", &["infantry", "miss"])
    ]));
    assert_eq!(g.state.pending, None);
    g.when_json(json!({"type": "take_ground", "take": true}))
        .refused_with("hoth.not_at_this_step");
}

#[test]
fn t47_at_at_not_onto_a_ridge_speeders_over_crevasses_infantry_not() {
    empire_ordered(&["w1"])
        .when_json(mv("w1", 1, "ridge"))
        .refused_with("hoth.terrain_impassable");
    let then = rebels_ordered(&["s1"]).when_json(mv("s1", 2, "crevasse"));
    assert_eq!(unit_of(&then.view_json(), "s1")["terrain"], "crevasse");
    rebels_ordered(&["r1"])
        .when_json(mv("r1", 1, "crevasse"))
        .refused_with("hoth.terrain_impassable");
}
