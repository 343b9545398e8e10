//! §10 T-RES-01–04, T-LIM-01, T-UNQ-01, T-CAP-01–02: paying for units, unique and Limited
//! cards, capture and rescue.

use super::harness::*;

/// DS's first turn at its Deployment phase (ds-o1 gives 3 resources, the others 1).
fn ds_deploy() -> Given<Lcg> {
    started().json(json!([{"type": "resolve_balance"}, next(), next(), {"type": "draw"}, next()]))
}

fn deploy(cost: i64, pay: Value) -> Value {
    json!({"type": "deploy", "unit": {"capacity": 2, "force": 1, "cost": cost}, "pay": pay})
}

#[test]
fn t_res_01_one_payment_per_generation() {
    let g = ds_deploy().json(deploy(1, json!({"ds-o1": 1})));
    assert_eq!(
        g.state.ds.objectives[0].focus, 1,
        "exhausted after paying 1"
    );
    g.when_json(deploy(1, json!({"ds-o1": 1})))
        .refused_with("lcg.unit_exhausted");
    let t = ds_deploy().when_json(deploy(1, json!({"ds-o1": 3})));
    let log = serde_json::to_value(t.events()).unwrap();
    assert!(
        log.to_string().contains("\"paid\":3"),
        "the excess 2 is lost: {log}"
    );
}

#[test]
fn t_res_02_neutral_match() {
    // Resource match is the table's to check (the app does not know affiliations): two
    // providers paying 2 for a neutral unit are accepted.
    let t = ds_deploy().when_json(deploy(2, json!({"ds-o2": 1, "ds-o3": 1})));
    assert_eq!(t.state().ds.units.len(), 1);
}

#[test]
fn t_res_03_zero_cost() {
    let t = ds_deploy().when_json(deploy(0, json!({})));
    assert_eq!(t.state().ds.units.len(), 1);
    assert_eq!(t.state().ds.counters.hand, 5);
}

#[test]
fn t_res_04_exhausted_provider() {
    let g = with(ds_deploy(), |s| s.ds.objectives[0].focus = 1);
    g.when_json(deploy(1, json!({"ds-o1": 1})))
        .refused_with("lcg.unit_exhausted");
}

#[test]
fn t_lim_01_limited() {
    let limited = json!({"type": "deploy", "unit": {"capacity": 2, "force": 1, "keywords": {"limited": true}}});
    let g = ds_deploy().json(limited.clone());
    g.when_json(limited.clone())
        .refused_with("lcg.limited_played");
    // A Limited card in an edge stack is not played: only a count of cards goes there.
    let g = ds_deploy()
        .json(limited.clone())
        .json(json!([next(), {"type": "force_struggle"}, next()]));
    assert!(!g.state.ds.limited_played, "a new turn");
}

#[test]
fn t_unq_01_unique() {
    let vader = json!({"type": "deploy", "unit": {"title": "Darth Vader", "capacity": 5, "force": 3, "unique": true}});
    ds_deploy()
        .json(vader.clone())
        .when_json(vader)
        .refused_with("lcg.unique_in_play");
}

#[test]
fn t_cap_01_rescue_by_destruction() {
    let g = with(started(), |s| s.ds.objectives[0].captured = 2);
    let hand = g.state.ls.counters.hand;
    let t = g.when_json(json!({"type": "damage", "card": "ds-o1", "amount": 5}));
    assert_eq!(t.state().ls.counters.hand, hand + 2);
    assert_eq!(t.state().ls.victory, 1);
}

#[test]
fn t_cap_02_capture_cleanup() {
    let g = started().json(json!({"type": "add_unit", "side": "ls",
        "unit": {"capacity": 4, "force": 1, "damage": 2, "focus": 1, "committed": true}}));
    assert_eq!(g.state.ls.counters.force_cards, 2);
    let t = g.when_json(json!({"type": "capture", "unit": "ls-u1", "objective": "ds-o2"}));
    assert!(t.state().ls.units.is_empty());
    assert_eq!(t.state().ls.counters.force_cards, 3);
    assert_eq!(
        t.view_json()["players"]["ds"]["objectives"][1]["captured"],
        1
    );
}
