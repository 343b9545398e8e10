//! Hits and the AT-AT: spec §9 T3–T4 (Examples A and B), T13–T15, T22–T26, T32.

use super::harness::*;
use serde_json::{json, Value};

fn figures(view: &Value, unit: &str) -> u64 {
    view["units"]
        .as_array()
        .and_then(|us| us.iter().find(|u| u["id"] == unit))
        .map(|u| u["figures"].as_u64().unwrap_or(99))
        .unwrap_or(99)
}

#[test]
fn t3_example_a_one_figure_left_still_rolls_three_less_rocks() {
    let g = battle().json(json!([
        {"type": "adjust", "target": {"kind": "figures", "unit": "r1", "figures": 1}, "reason": "earlier losses"},
        choice(1), order(&["r1"])
    ]));
    let then = g.when_json(attack("r1", "e1", 1, "rocks", &["miss", "explosion"]));
    let v = then.view_json();
    assert_eq!(v["last_attack"]["dice"], 2);
    assert_eq!(v["last_attack"]["hits"], 1);
    assert_eq!(figures(&v, "e1"), 3);
    assert_eq!(v["pending"], Value::Null, "no retreat");
}

#[test]
fn t4_example_b_speeders_two_hits_then_one_retreat() {
    let then = rebels_ordered(&["s1"]).when_json(attack(
        "s1",
        "e1",
        1,
        "open",
        &["vehicle", "infantry", "infantry", "retreat"],
    ));
    let v = then.view_json();
    assert_eq!(v["last_attack"]["hits"], 2);
    assert_eq!(figures(&v, "e1"), 2);
    assert_eq!(
        v["pending"],
        json!({"awaiting": "retreat", "target": "e1", "owed": 1, "may_ignore": false})
    );
}

#[test]
fn t13_a_confirmation_with_an_explosion_destroys_the_at_at() {
    let g = rebels_ordered(&["s1"]).json(attack(
        "s1",
        "w1",
        1,
        "open",
        &["vehicle", "explosion", "infantry", "retreat"],
    ));
    assert_eq!(
        g.state.pending,
        Some(datapad_engine::games::hoth::Pending::Confirm {
            target: "w1".into(),
            dice: 2
        })
    );
    let then = g.when_json(
        json!({"type": "confirm", "roll": {"mode": "physical", "faces": ["explosion", "miss"]}}),
    );
    let v = then.view_json();
    assert_eq!(v["units"][8]["eliminated"], true);
    assert_eq!(v["medals"]["rebels"], 1);
    assert_eq!(v["last_attack"]["medal"], "rebels");
}

#[test]
fn t14_a_confirmation_without_an_explosion_leaves_it_unharmed() {
    let g = rebels_ordered(&["s1"]).json(attack(
        "s1",
        "w1",
        1,
        "open",
        &["vehicle", "explosion", "infantry", "retreat"],
    ));
    let then = g.when_json(
        json!({"type": "confirm", "roll": {"mode": "physical", "faces": ["vehicle", "infantry"]}}),
    );
    let v = then.view_json();
    assert_eq!(figures(&v, "w1"), 1);
    assert_eq!(v["pending"], Value::Null, "no retreat for an AT-AT");
    assert_eq!(v["medals"]["rebels"], 0);
}

#[test]
fn t15_no_hit_dice_no_confirmation_and_retreats_ignored() {
    let then = rebels_ordered(&["r1"]).when_json(attack(
        "r1",
        "w1",
        1,
        "open",
        &["infantry", "infantry", "retreat"],
    ));
    let v = then.view_json();
    assert_eq!(v["pending"], Value::Null);
    assert_eq!(figures(&v, "w1"), 1);
}

#[test]
fn t22_the_cannon_falls_to_an_explosion_and_gives_no_medal() {
    let then = empire_ordered(&["e1"]).when_json(attack(
        "e1",
        "c1",
        1,
        "open",
        &["infantry", "retreat", "explosion"],
    ));
    let v = then.view_json();
    assert_eq!(v["last_attack"]["hits"], 1);
    assert_eq!(figures(&v, "c1"), 0);
    assert_eq!(v["medals"]["empire"], 0);
    assert_eq!(v["pending"], Value::Null);
}

#[test]
fn t23_the_cannon_ignores_retreats_and_other_symbols() {
    let then = empire_ordered(&["e1"]).when_json(attack(
        "e1",
        "c1",
        1,
        "open",
        &["retreat", "retreat", "infantry"],
    ));
    let v = then.view_json();
    assert_eq!(figures(&v, "c1"), 1);
    assert_eq!(v["pending"], Value::Null);
}

#[test]
fn t24_probe_droids_eliminated_give_no_medal() {
    let then = rebels_ordered(&["r3"]).when_json(attack(
        "r3",
        "d1",
        2,
        "open",
        &["explosion", "explosion"],
    ));
    let v = then.view_json();
    assert_eq!(figures(&v, "d1"), 0);
    assert_eq!(v["medals"]["rebels"], 0);
}

#[test]
fn t25_leias_five_dice_waste_extra_hits_on_three_figures() {
    let g = setup_with(vec![
        json!({"type": "choose_leader", "side": "rebels", "leader": "leia"}),
        unit("snowtrooper", "e9", None, "left"),
    ])
    .json(json!([
        {"type": "adjust", "target": {"kind": "figures", "unit": "e9", "figures": 3}, "reason": "earlier losses"},
        {"type": "play_card", "card": {"zones": null, "units": 2, "id": "orders_from_the_princess"}},
        order(&["s1"])
    ]));
    let then = g.when_json(attack(
        "s1",
        "e9",
        1,
        "open",
        &[
            "infantry",
            "infantry",
            "explosion",
            "explosion",
            "explosion",
        ],
    ));
    let v = then.view_json();
    assert_eq!(v["last_attack"]["hits"], 5);
    assert_eq!(v["last_attack"]["figures_removed"], 3);
    assert_eq!(v["last_attack"]["eliminated"], true);
    assert_eq!(v["medals"]["rebels"], 1);
}

#[test]
fn t26_vaders_power_of_the_force_turns_retreats_into_explosions() {
    let g = vader_ordered(&["e1"]);
    let then = g.when_json(attack(
        "e1",
        "r1",
        1,
        "open",
        &["retreat", "retreat", "infantry"],
    ));
    let v = then.view_json();
    assert_eq!(v["last_attack"]["hits"], 3);
    assert_eq!(figures(&v, "r1"), 0);
    assert_eq!(v["medals"]["empire"], 1);
    assert_eq!(v["pending"], Value::Null);
}

#[test]
fn t32_an_elite_squadron_has_four_figures_and_keeps_its_dice() {
    let g = setup_with(vec![unit(
        "snowspeeder",
        "s4",
        Some("elite_squadron"),
        "centre",
    )]);
    let g = g.json(json!([choice(0), order(&[]), {"type": "end_turn"}, choice(1), order(&["e1"])]));
    let then = g.when_json(attack(
        "e1",
        "s4",
        1,
        "open",
        &["vehicle", "vehicle", "vehicle"],
    ));
    let v = then.view_json();
    let s4 = v["units"]
        .as_array()
        .and_then(|u| u.iter().find(|u| u["id"] == "s4"))
        .cloned()
        .unwrap_or_default();
    assert_eq!(s4["max_figures"], 4);
    assert_eq!(s4["figures"], 1);
    assert_eq!(s4["dice"], json!([4, 2]));
    assert_eq!(s4["hit_by"], json!(["vehicle", "explosion"]));
    assert_eq!(
        s4["hit_by_inferred"], true,
        "the unit sheets' icons are lost"
    );
}
