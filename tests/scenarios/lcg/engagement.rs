//! §10 T-ENG-01–19: engagements, the edge battle, strikes, damage, shields.

use super::harness::*;
use datapad_engine::games::lcg::{fate_order, placement_over, Move};

fn u(capacity: i64, icons: Value) -> Value {
    unit(capacity, 0, icons)
}

/// LS attacks ds-o1 with these attackers; DS defends with these.
fn engaged(attackers: Value, defenders: Value) -> Given<Lcg> {
    ls_conflict().json(json!([
        {"type": "attack", "objective": "ds-o1", "attackers": attackers},
        {"type": "defend", "defenders": defenders}
    ]))
}

#[test]
fn t_eng_01_each_objective_attacked_once() {
    let g = ls_conflict().json(json!([
        {"type": "add_unit", "side": "ls", "unit": {"capacity": 3, "force": 0}},
        {"type": "add_unit", "side": "ls", "unit": {"capacity": 3, "force": 0}},
        {"type": "attack", "objective": "ds-o1", "attackers": ["ls-u1"]},
        {"type": "defend"}, {"type": "edge"}, {"type": "strike", "unit": "ls-u1"},
        {"type": "end_engagement"}
    ]));
    g.when_json(json!({"type": "attack", "objective": "ds-o1", "attackers": ["ls-u2"]}))
        .refused_with("lcg.already_attacked");
    let g = with(ls_conflict(), |_| {}).json(json!([
        {"type": "add_unit", "side": "ls", "unit": {"capacity": 3, "force": 0}},
        {"type": "add_unit", "side": "ls", "unit": {"capacity": 3, "force": 0}},
        {"type": "attack", "objective": "ds-o1", "attackers": ["ls-u1"]},
        {"type": "defend"}, {"type": "edge"}, {"type": "strike", "unit": "ls-u1"},
        {"type": "end_engagement"}
    ]));
    g.when_json(json!({"type": "attack", "objective": "ds-o2", "attackers": ["ls-u2"]}))
        .state();
}

#[test]
fn t_eng_02_no_attackers_no_engagement() {
    ls_conflict()
        .when_json(json!({"type": "attack", "objective": "ds-o1", "attackers": []}))
        .refused_with("lcg.no_attackers");
    ls_conflict()
        .json(json!({"type": "add_unit", "side": "ls", "unit": {"capacity": 3, "force": 0, "focus": 1}}))
        .when_json(json!({"type": "attack", "objective": "ds-o1", "attackers": ["ls-u1"]}))
        .refused_with("lcg.unit_exhausted");
}

#[test]
fn t_eng_03_no_defenders() {
    let g = engaged(json!([u(3, json!({}))]), json!([]));
    g.when_json(json!({"type": "edge", "defender": {"cards": 1, "force": 2}}))
        .refused_with("lcg.edge_not_allowed");
    let t = engaged(json!([u(3, json!({}))]), json!([])).when_json(json!({"type": "edge"}));
    assert_eq!(t.view_json()["engagement"]["edge"], "ls");
}

#[test]
fn t_eng_04_edge_tie() {
    let t = engaged(json!([u(3, json!({}))]), json!([u(3, json!({}))])).when_json(json!({
        "type": "edge", "attacker": {"cards": 2, "force": 3}, "defender": {"cards": 1, "force": 3}}));
    let v = t.view_json();
    assert_eq!(
        v["engagement"],
        json!({"edge": "ds", "next_striker": "ds",
        "objective": "ds-o1", "attackers": ["ls-u1"], "defenders": ["ds-u1"], "stage": "strikes"})
    );
    assert_eq!(v["players"]["ls"]["hand"], 4);
    assert_eq!(v["players"]["ds"]["hand"], 5);
}

#[test]
fn t_eng_05_fate_priority_tie() {
    let order = fate_order(&[(Side::Ls, 4), (Side::Ds, 4), (Side::Ds, 2)]);
    assert_eq!(
        order,
        [(Side::Ds, 2), (Side::Ls, 4), (Side::Ds, 4)],
        "ties keep the attacker's order"
    );
}

#[test]
fn t_eng_06_edge_placement_loop() {
    use Move::*;
    assert!(placement_over(&[Place, Pass, Pass]));
    assert!(placement_over(&[Pass, Place, Pass, Pass]));
    assert!(!placement_over(&[Pass, Place]));
}

fn strike_with_edge(edge: bool) -> i64 {
    let defender = if edge {
        json!({"cards": 0, "force": 0})
    } else {
        json!({"cards": 0, "force": 1})
    };
    let g = engaged(
        json!([u(3, json!({"unit_damage": [1, 1]}))]),
        json!([u(5, json!({}))]),
    )
    .json(json!({"type": "edge", "attacker": {"cards": 0, "force": 0}, "defender": defender}));
    let g = if edge {
        g
    } else {
        g.json(json!({"type": "strike", "unit": "ds-u1"}))
    };
    g.when_json(json!({"type": "strike", "unit": "ls-u1", "damage_to": "ds-u1"}))
        .state()
        .ds
        .units[0]
        .counters
        .damage
}

#[test]
fn t_eng_07_edge_enabled_icons() {
    // The defender wins ties: with force 0 each, DS has the edge; LS wins it only with more.
    assert_eq!(strike_with_edge(false), 1);
    let g = engaged(
        json!([u(3, json!({"unit_damage": [1, 1]}))]),
        json!([u(5, json!({}))]),
    )
    .json(json!({"type": "edge", "attacker": {"cards": 1, "force": 1}}));
    let t = g.when_json(json!({"type": "strike", "unit": "ls-u1", "damage_to": "ds-u1"}));
    assert_eq!(t.state().ds.units[0].counters.damage, 2);
}

#[test]
fn t_eng_08_blast_only_for_attackers() {
    let g = engaged(
        json!([u(3, json!({"blast": [2, 0]}))]),
        json!([u(3, json!({"blast": [2, 0]}))]),
    )
    .json(json!({"type": "edge"}));
    let g = g.json(json!({"type": "strike", "unit": "ds-u1"}));
    assert_eq!(g.state.ds.objectives[0].damage, 0);
    let t = g.when_json(json!({"type": "strike", "unit": "ls-u1"}));
    assert_eq!(t.state().ds.objectives[0].damage, 2);
}

#[test]
fn t_eng_09_tactics_on_non_participants() {
    let g = ls_conflict()
        .json(json!({"type": "add_unit", "side": "ds", "unit": {"capacity": 2, "force": 0}}))
        .json(json!([
            {"type": "attack", "objective": "ds-o1", "attackers": [u(3, json!({"tactics": [2, 0]}))]},
            {"type": "defend", "defenders": [u(3, json!({}))]},
            {"type": "edge", "attacker": {"cards": 1, "force": 1}}
        ]));
    let t = g.when_json(
        json!({"type": "strike", "unit": "ls-u1", "tactics_to": {"ds-u1": 1, "ds-u2": 1}}),
    );
    let focus: Vec<i64> = t
        .state()
        .ds
        .units
        .iter()
        .map(|u| u.counters.focus)
        .collect();
    assert_eq!(focus, [1, 1]);
}

#[test]
fn t_eng_10_unit_damage_targets_a_participant_only() {
    let setup = |targeted: bool| {
        ls_conflict()
            .json(json!({"type": "add_unit", "side": "ds", "unit": {"capacity": 2, "force": 0}}))
            .json(json!([
                {"type": "attack", "objective": "ds-o1", "attackers": [{"capacity": 3, "force": 0,
                    "icons": {"unit_damage": [1, 0]}, "keywords": {"targeted_strike": targeted}}]},
                {"type": "defend", "defenders": [u(3, json!({}))]},
                {"type": "edge", "attacker": {"cards": 1, "force": 1}}
            ]))
    };
    setup(false)
        .when_json(json!({"type": "strike", "unit": "ls-u1", "damage_to": "ds-u1"}))
        .refused_with("lcg.bad_target");
    let t = setup(true).when_json(json!({"type": "strike", "unit": "ls-u1", "damage_to": "ds-u1"}));
    assert_eq!(t.state().ds.units[0].counters.damage, 1);
}

#[test]
fn t_eng_11_no_passing_in_strikes() {
    let g =
        engaged(json!([u(3, json!({}))]), json!([u(3, json!({}))])).json(json!({"type": "edge"}));
    g.when_json(json!({"type": "end_engagement"}))
        .refused_with("lcg.strikes_pending");
    let g =
        engaged(json!([u(3, json!({}))]), json!([u(3, json!({}))])).json(json!({"type": "edge"}));
    let t = g.when_json(json!({"type": "strike", "unit": "ds-u1"}));
    assert_eq!(
        t.state().ds.units[0].counters.focus,
        1,
        "focused, nothing resolved"
    );
    assert_eq!(t.state().ls.units[0].counters.damage, 0);
}

#[test]
fn t_eng_12_lopsided_strikes() {
    let g = engaged(json!([u(3, json!({})), u(3, json!({}))]), json!([u(3, json!({}))]))
        .json(json!([{"type": "edge"}, {"type": "strike", "unit": "ds-u1"}, {"type": "strike", "unit": "ls-u1"}]));
    assert_eq!(view(&g)["engagement"]["next_striker"], "ls");
    let t = g.when_json(json!({"type": "strike", "unit": "ls-u2"}));
    assert_eq!(t.view_json()["engagement"]["next_striker"], Value::Null);
}

fn unopposed() -> Given<Lcg> {
    with(
        engaged(
            json!([u(3, json!({"unit_damage": [2, 0]}))]),
            json!([u(1, json!({}))]),
        ),
        |s| s.ds.objectives[0].damage = 3,
    )
    .json(
        json!([{"type": "edge", "attacker": {"cards": 1, "force": 1}},
        {"type": "strike", "unit": "ls-u1", "damage_to": "ds-u1"}]),
    )
}

#[test]
fn t_eng_13_unopposed_bonus() {
    let t = unopposed().when_json(json!({"type": "end_engagement", "unopposed": true}));
    assert_eq!(t.state().ds.objectives[0].damage, 4);
    assert_eq!(t.state().engagement, None);
}

#[test]
fn t_eng_14_unopposed_bonus_forfeited() {
    let g = with(
        engaged(json!([u(3, json!({"blast": [2, 0]}))]), json!([])),
        |s| s.ds.objectives[0].damage = 3,
    )
    .json(json!([{"type": "edge"}, {"type": "strike", "unit": "ls-u1"}]));
    assert_eq!(g.state.ls.victory, 1);
    g.when_json(json!({"type": "end_engagement", "unopposed": true}))
        .refused_with("lcg.no_unopposed_bonus");
}

#[test]
fn t_eng_15_no_unopposed_bonus_if_any_defender_survives() {
    let g = engaged(json!([u(3, json!({}))]), json!([u(3, json!({}))]))
        .json(json!([{"type": "edge"}, {"type": "strike", "unit": "ds-u1"}, {"type": "strike", "unit": "ls-u1"}]));
    g.when_json(json!({"type": "end_engagement", "unopposed": true}))
        .refused_with("lcg.no_unopposed_bonus");
}

#[test]
fn t_eng_16_damage_overflow() {
    let t = started()
        .json(json!([{"type": "add_unit", "side": "ls", "unit": {"capacity": 2, "force": 0, "damage": 1}},
            {"type": "add_unit", "side": "ls", "unit": {"capacity": 2, "force": 0}}]))
        .when_json(json!({"type": "damage", "card": "ls-u1", "amount": 3}));
    assert_eq!(t.state().ls.units.len(), 1);
    assert_eq!(t.state().ls.units[0].counters.damage, 0, "nothing spills");
}

#[test]
fn t_eng_17_shield_prevents_one() {
    let g = engaged(json!([u(3, json!({"blast": [2, 0]}))]), json!([]))
        .json(json!([{"type": "shield", "card": "ds-o1"}, {"type": "edge"}]));
    let t = g.when_json(json!({"type": "strike", "unit": "ls-u1"}));
    assert_eq!(t.state().ds.objectives[0].damage, 1);
    assert!(!t.state().ds.objectives[0].shield);
    let g = engaged(json!([u(3, json!({"blast": [2, 0]}))]), json!([]))
        .json(json!([{"type": "shield", "card": "ds-o1"}, {"type": "edge"}]));
    let t = g.when_json(json!({"type": "strike", "unit": "ls-u1", "keep_shields": true}));
    assert_eq!(
        t.state().ds.objectives[0].damage,
        2,
        "kept by its controller"
    );
}

#[test]
fn t_eng_18_shield_vs_own_cost() {
    let g = engaged(json!([u(3, json!({}))]), json!([]))
        .json(json!([{"type": "shield", "card": "ls-u1"}, {"type": "edge"}]));
    let t = g.when_json(json!({"type": "strike", "unit": "ls-u1"}));
    let u = &t.state().ls.units[0];
    assert_eq!(
        u.counters.focus, 1,
        "the strike's own focus is not prevented"
    );
    assert!(u.counters.shield);
}

#[test]
fn t_eng_19_shield_cap() {
    started()
        .json(json!({"type": "shield", "card": "ds-o1"}))
        .when_json(json!({"type": "shield", "card": "ds-o1"}))
        .refused_with("lcg.shield_present");
}
