//! Retreats: spec §9 T10, T16–T21. The app does not see hexes: the players say how many of the
//! hexes owed are free.

use super::harness::*;
use datapad_engine::games::hoth::Hoth;
use datapad_engine::kit::spec::Given;
use serde_json::{json, Value};

fn unit_of(v: &Value, id: &str) -> Value {
    v["units"]
        .as_array()
        .and_then(|u| u.iter().find(|u| u["id"] == id))
        .cloned()
        .unwrap_or_default()
}

fn retreat(room: u32) -> Value {
    json!({"type": "retreat", "room": room})
}

#[test]
fn t10_trench_infantry_may_ignore_one_retreat() {
    let g =
        || rebels_ordered(&["r1"]).json(attack("r1", "e1", 1, "trenches", &["retreat", "retreat"]));
    assert_eq!(g().state.last_attack.as_ref().map(|a| a.dice), Some(2));
    // Ignoring one: one hex owed.
    let then = g().when_json(json!({"type": "retreat", "room": 1, "ignore_one": true}));
    assert_eq!(unit_of(&then.view_json(), "e1")["figures"], 4);
    g().when_json(json!({"type": "retreat", "room": 2, "ignore_one": true}))
        .refused_with("hoth.retreat_room");
    // Not ignoring: two hexes.
    let then = g().when_json(retreat(2));
    assert_eq!(unit_of(&then.view_json(), "e1")["figures"], 4);
}

fn on_three_figures(faces: &[&str]) -> Given<Hoth> {
    battle()
        .json(json!([
            {"type": "adjust", "target": {"kind": "figures", "unit": "e1", "figures": 3}, "reason": "earlier losses"},
            choice(1), order(&["r1"])
        ]))
        .json(attack("r1", "e1", 1, "open", faces))
}

#[test]
fn t16_one_free_hex_of_two_costs_a_figure() {
    let then = on_three_figures(&["infantry", "retreat", "retreat"]).when_json(retreat(1));
    let v = then.view_json();
    assert_eq!(unit_of(&v, "e1")["figures"], 1);
    assert_eq!(v["last_attack"]["retreat_losses"], 1);
}

#[test]
fn t17_no_room_at_all_eliminates_for_a_medal() {
    let g = empire_ordered(&["e1"]).json(attack(
        "e1",
        "r1",
        1,
        "open",
        &["infantry", "retreat", "retreat"],
    ));
    let then = g.when_json(retreat(0));
    let v = then.view_json();
    assert_eq!(unit_of(&v, "r1")["eliminated"], true);
    assert_eq!(v["medals"]["empire"], 1);
}

#[test]
fn t18_on_its_own_base_line_a_retreat_costs_a_figure() {
    let then = on_three_figures(&["retreat", "miss", "miss"]).when_json(retreat(0));
    assert_eq!(unit_of(&then.view_json(), "e1")["figures"], 2);
}

#[test]
fn t19_retreating_through_rocks_does_not_stop() {
    let then = on_three_figures(&["retreat", "retreat", "miss"]).when_json(retreat(2));
    assert_eq!(unit_of(&then.view_json(), "e1")["figures"], 3);
}

#[test]
fn t20_a_path_only_through_a_serac_is_a_blocked_retreat() {
    let then = on_three_figures(&["retreat", "miss", "miss"]).when_json(retreat(0));
    let v = then.view_json();
    assert_eq!(unit_of(&v, "e1")["figures"], 2);
    assert_eq!(v["last_attack"]["retreat_losses"], 1);
}

#[test]
fn t21_a_possible_retreat_cannot_be_traded_for_a_figure() {
    // Losses are only ever the hexes that are not free; more room than owed is refused, and
    // ignoring a retreat outside trenches is refused.
    on_three_figures(&["retreat", "miss", "miss"])
        .when_json(retreat(2))
        .refused_with("hoth.retreat_room");
    on_three_figures(&["retreat", "miss", "miss"])
        .when_json(json!({"type": "retreat", "room": 0, "ignore_one": true}))
        .refused_with("hoth.cannot_ignore_retreat");
}
