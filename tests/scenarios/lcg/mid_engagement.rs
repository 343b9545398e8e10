//! A card effect that destroys or captures a participating unit in the middle of an engagement:
//! a defender with no defending unit left loses the edge battle (seed 001 L734, L744), and a side
//! with no participating unit left to strike lets the other side strike unit by unit, end the
//! engagement and move on (a side strikes only "if able", L835, L1591–1599).

use super::harness::*;

fn u(capacity: i64) -> Value {
    unit(capacity, 0, json!({"unit_damage": [1, 0]}))
}

/// LS attacks ds-o1 with one 3-capacity unit; DS defends with one of `capacity`.
fn engaged(capacity: i64) -> Given<Lcg> {
    ls_conflict().json(json!([
        {"type": "attack", "objective": "ds-o1", "attackers": [u(3)]},
        {"type": "defend", "defenders": [u(capacity)]}
    ]))
}

#[test]
fn a_defender_destroyed_before_the_edge_leaves_the_edge_to_the_attacker() {
    let t = engaged(1)
        .json(json!({"type": "damage", "card": "ds-u1", "amount": 1}))
        .when_json(json!({"type": "edge"}));
    let v = t.view_json();
    assert_eq!(
        v["engagement"]["edge"], "ls",
        "no defending unit: the attacker wins"
    );
    assert_eq!(v["engagement"]["next_striker"], "ls");
    // And the defender may place nothing, as when no unit was declared.
    engaged(1)
        .json(json!({"type": "damage", "card": "ds-u1", "amount": 1}))
        .when_json(json!({"type": "edge", "defender": {"cards": 1, "force": 1}}))
        .refused_with("lcg.edge_not_allowed");
}

#[test]
fn a_defender_captured_before_the_edge_leaves_the_edge_to_the_attacker() {
    let t = ds_conflict()
        .json(json!([
            {"type": "attack", "objective": "ls-o1", "attackers": [u(3)]},
            {"type": "defend", "defenders": [u(2)]},
            {"type": "capture", "unit": "ls-u1", "objective": "ds-o1"}
        ]))
        .when_json(json!({"type": "edge"}));
    assert_eq!(t.view_json()["engagement"]["edge"], "ds");
}

#[test]
fn when_the_side_due_to_strike_has_no_unit_left_the_other_strikes_and_the_turn_goes_on() {
    // A tie goes to the defender, who is due to strike first; a card effect then destroys it.
    let g = engaged(3).json(json!([
        {"type": "edge"},
        {"type": "damage", "card": "ds-u1", "amount": 3}
    ]));
    assert_eq!(view(&g)["engagement"]["next_striker"], "ls");
    let g = g.json(json!({"type": "strike", "unit": "ls-u1"}));
    assert_eq!(view(&g)["engagement"]["stage"], "done");
    let g = g.json(json!({"type": "end_engagement", "unopposed": true}));
    assert_eq!(view(&g)["engagement"], Value::Null);
    g.when_json(next()).state();
}
