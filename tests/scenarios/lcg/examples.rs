//! §9 EX-1–EX-15: the rulebook's worked examples.

use super::harness::*;

#[test]
fn ex_1_first_balance_phase() {
    assert_eq!(
        started()
            .when_json(json!({"type": "resolve_balance"}))
            .state()
            .dial,
        1
    );
}

fn ds_draw(hand: i64) -> Given<Lcg> {
    with(started(), |s| s.ds.counters.hand = hand)
        .json(json!([{"type": "resolve_balance"}, next(), next()]))
}

#[test]
fn ex_2_discard_down_to_the_reserve() {
    let t = ds_draw(8).when_json(json!({"type": "draw"}));
    assert_eq!(t.state().ds.counters.hand, 6);
    assert!(serde_json::to_string(t.events())
        .unwrap()
        .contains("\"discarded\":2"));
}

#[test]
fn ex_3_optional_discard_then_draw() {
    let g = ds_draw(3);
    let deck = g.state.ds.counters.command_deck;
    let t = g.when_json(json!({"type": "draw", "discard": 1}));
    assert_eq!(t.state().ds.counters.hand, 6);
    assert_eq!(t.state().ds.counters.command_deck, deck - 4);
}

fn ds_deploy() -> Given<Lcg> {
    started().json(json!([{"type": "resolve_balance"}, next(), next(), {"type": "draw"}, next()]))
}

#[test]
fn ex_4_an_objective_generates_up_to_its_value() {
    for n in 1..=3 {
        let t = ds_deploy().when_json(json!({"type": "deploy",
            "unit": {"capacity": 2, "force": 0, "cost": n}, "pay": {"ds-o1": n}}));
        assert_eq!(t.state().ds.objectives[0].focus, n);
    }
    ds_deploy()
        .when_json(json!({"type": "deploy", "unit": {"capacity": 2, "force": 0, "cost": 4}, "pay": {"ds-o1": 4}}))
        .refused_with("lcg.invalid_count");
}

#[test]
fn ex_5_combined_providers() {
    let g = with(ds_deploy(), |s| s.ds.objectives[1].resources = 2);
    let t = g.when_json(json!({"type": "deploy",
        "unit": {"capacity": 2, "force": 0, "cost": 3}, "pay": {"ds-o2": 2, "ds-o1": 1}}));
    assert_eq!(t.state().ds.objectives[1].focus, 2);
    assert_eq!(t.state().ds.objectives[0].focus, 1);
}

#[test]
fn ex_6_resource_match_untyped_is_the_tables() {
    // Affiliations not typed in are left to the table (the checked match is resource_match.rs);
    // the affiliation card pays 1 like any provider.
    let t = ds_deploy().when_json(json!({"type": "deploy",
        "unit": {"capacity": 2, "force": 0, "cost": 2}, "pay": {"ds-aff": 1, "ds-o2": 1}}));
    assert_eq!(
        t.view_json()["players"]["ds"]["units"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn ex_7_an_exhausted_provider_cannot_pay_again() {
    let g = ds_deploy().json(json!([
        {"type": "deploy", "unit": {"capacity": 2, "force": 0, "cost": 2}, "pay": {"ds-aff": 1, "ds-o2": 1}},
        {"type": "deploy", "unit": {"capacity": 2, "force": 0, "cost": 2}, "pay": {"ds-o1": 2}}
    ]));
    g.when_json(json!({"type": "deploy", "unit": {"capacity": 2, "force": 0, "cost": 1}, "pay": {"ds-o1": 1}}))
        .refused_with("lcg.unit_exhausted");
}

#[test]
fn ex_8_edge_battle() {
    let g = ls_conflict().json(json!([
        {"type": "attack", "objective": "ds-o1", "attackers": [{"capacity": 3, "force": 1}]},
        {"type": "defend", "defenders": [{"capacity": 3, "force": 1}]}
    ]));
    let t = g.when_json(json!({"type": "edge",
        "attacker": {"cards": 2, "force": 7}, "defender": {"cards": 3, "force": 5}}));
    assert_eq!(t.view_json()["engagement"]["edge"], "ls");
    assert_eq!(t.state().ls.counters.hand, 4);
    assert_eq!(t.state().ds.counters.hand, 3);
}

#[test]
fn ex_9_edge_enabled_icons_only_with_the_edge() {
    let obi = json!({"capacity": 5, "force": 2, "icons": {"unit_damage": [1, 0], "tactics": [1, 1], "blast": [0, 1]}});
    let g = ls_conflict().json(json!([
        {"type": "attack", "objective": "ds-o1", "attackers": [obi]},
        {"type": "defend", "defenders": [{"capacity": 5, "force": 0}]},
        {"type": "edge", "attacker": {"cards": 1, "force": 1}}
    ]));
    let t = g.when_json(json!({"type": "strike", "unit": "ls-u1", "damage_to": "ds-u1", "tactics_to": {"ds-u1": 2}}));
    assert_eq!(t.state().ds.objectives[0].damage, 1);
    assert_eq!(t.state().ds.units[0].counters.focus, 2);
}

#[test]
fn ex_10_strike_example() {
    let g = with(ls_conflict(), |s| s.ds.objectives[0].capacity = 8).json(json!([
        {"type": "attack", "objective": "ds-o1", "attackers": [
            {"title": "Luke Skywalker", "capacity": 4, "force": 2, "unique": true,
             "icons": {"unit_damage": [2, 0], "blast": [2, 0]}},
            {"title": "Czerwony Pięć", "capacity": 3, "force": 1},
            {"title": "Twi'lekański lojalista", "capacity": 2, "force": 1, "committed": true,
             "icons": {"unit_damage": [1, 0], "tactics": [1, 0]}}]},
        {"type": "defend", "defenders": [
            {"title": "Darth Vader", "capacity": 5, "force": 3, "unique": true},
            {"title": "Siostra Nocy", "capacity": 1, "force": 1},
            {"title": "Droid przesłuchujący", "capacity": 2, "force": 0, "icons": {"tactics": [1, 0]}},
            {"title": "Kuatskie siły bezpieczeństwa", "capacity": 2, "force": 0},
            {"title": "Doradca Imperatora", "capacity": 2, "force": 1, "icons": {"tactics": [0, 1]}}]},
        {"type": "edge", "attacker": {"cards": 1, "force": 2}},
        {"type": "strike", "unit": "ls-u3", "damage_to": "ds-u2", "tactics_to": {"ds-u1": 1}},
        {"type": "strike", "unit": "ds-u3", "tactics_to": {"ls-u2": 1}},
        {"type": "strike", "unit": "ls-u1", "damage_to": "ds-u4"},
        {"type": "strike", "unit": "ds-u5"}
    ]));
    let s = &g.state;
    assert_eq!(
        s.ls.units[2].counters.focus, 2,
        "the committed Twi'lek took 2"
    );
    assert_eq!(s.ds.objectives[0].damage, 2);
    let titles: Vec<_> =
        s.ds.units
            .iter()
            .map(|u| u.card.title.clone().unwrap())
            .collect();
    assert_eq!(
        titles,
        ["Darth Vader", "Droid przesłuchujący", "Doradca Imperatora"]
    );
    assert_eq!(view(&g)["engagement"]["next_striker"], Value::Null);
    g.when_json(json!({"type": "end_engagement", "unopposed": true}))
        .refused_with("lcg.no_unopposed_bonus");
}

#[test]
fn ex_11_objectives_destroyed_one_after_another() {
    let g = started().json(json!({"type": "damage", "card": "ls-o1", "amount": 5}));
    assert_eq!(g.state.dial, 1);
    let g = g.json(json!({"type": "damage", "card": "ls-o2", "amount": 5}));
    assert_eq!(g.state.dial, 3);
    let g = g.json(json!({"type": "damage", "card": "ls-o3", "amount": 5}));
    assert_eq!(g.state.dial, 6);
}

#[test]
fn ex_12_a_cancelled_event_keeps_its_cost() {
    // Events are not tracked: the cost paid shows only as focus, which nothing refunds.
    let t = ds_deploy().when_json(json!({"type": "adjust",
        "target": {"kind": "hand", "side": "ds", "value": 5}, "reason": "event cancelled"}));
    assert_eq!(t.state().ds.counters.hand, 5);
}

#[test]
fn ex_13_jedi_training() {
    let g = with(started(), |s| {
        s.ls.objectives[2].title = Some("Jedi Training".into())
    });
    assert_eq!(
        view(&g)["players"]["ls"]["force_terms"],
        json!([{"card": "ls-o3", "n": 1}])
    );
}

#[test]
fn ex_14_intimidated_adds_focus() {
    // The forced extra focus is card text: entered as a card effect after the strike.
    let g = ls_conflict().json(json!([
        {"type": "attack", "objective": "ds-o1", "attackers": [{"capacity": 3, "force": 1, "committed": true}]},
        {"type": "defend"}, {"type": "edge"}, {"type": "strike", "unit": "ls-u1"}
    ]));
    assert_eq!(g.state.ls.units[0].counters.focus, 2);
    let t = g.when_json(json!({"type": "adjust", "reason": "Zastraszeni",
        "target": {"kind": "focus", "card": "ls-u1", "value": 3}}));
    assert_eq!(
        t.state().ls.units[0].counters.focus,
        3,
        "1 for the strike, 1 forced, 1 committed"
    );
}

#[test]
fn a_unit_readied_by_a_card_during_the_strikes_strikes_again() {
    let g = ls_conflict().json(json!([
        {"type": "attack", "objective": "ds-o1", "attackers": [{"capacity": 3, "force": 1}]},
        {"type": "defend"}, {"type": "edge"}, {"type": "strike", "unit": "ls-u1"}
    ]));
    assert_eq!(view(&g)["engagement"]["next_striker"], Value::Null);
    let g = g.json(json!({"type": "adjust", "reason": "a card readies it",
        "target": {"kind": "focus", "card": "ls-u1", "value": 0}}));
    assert_eq!(view(&g)["engagement"]["next_striker"], "ls");
    g.when_json(json!({"type": "end_engagement"}))
        .refused_with("lcg.strikes_pending");
}

fn peacekeeper() -> Given<Lcg> {
    started().json(json!([
        {"type": "add_unit", "side": "ls", "unit": {"title": "Strażnik pokoju", "capacity": 3,
            "force": 0, "damage": 1, "keywords": {"protect": true}}},
        {"type": "add_unit", "side": "ls", "unit": {"title": "Luke Skywalker", "capacity": 4, "force": 2}}
    ]))
}

#[test]
fn ex_15_protect_takes_damage_up_to_its_capacity() {
    let t = peacekeeper().when_json(json!({"type": "damage", "card": "ls-u2", "amount": 3,
        "protect": {"by": "ls-u1", "n": 2}}));
    let ls = &t.state().ls;
    assert_eq!(
        ls.units.len(),
        1,
        "the Peacekeeper took 2 on its 1 and was destroyed"
    );
    assert_eq!(ls.units[0].counters.damage, 1, "Luke took the rest");
    // Reading `protect_capacity`: the damage already on it counts, so 3 more would exceed it.
    peacekeeper()
        .when_json(json!({"type": "damage", "card": "ls-u2", "amount": 3, "protect": {"by": "ls-u1", "n": 3}}))
        .refused_with("lcg.invalid_count");
    peacekeeper()
        .when_json(json!({"type": "damage", "card": "ls-u1", "amount": 1, "protect": {"by": "ls-u2", "n": 1}}))
        .refused_with("lcg.bad_target");
}
