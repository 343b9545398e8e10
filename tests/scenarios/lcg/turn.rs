//! §10 T-TURN-01–07 and T-SETUP-01–02: the turn's order and the table after setup.

use super::harness::*;

#[test]
fn t_turn_01_first_player() {
    let v = started()
        .when_json(json!({"type": "resolve_balance"}))
        .before;
    assert_eq!(v.active, Side::Ds);
    assert_eq!(v.phase, Phase::Balance);
    assert_eq!(v.turn, 1);
}

#[test]
fn t_turn_02_ds_first_turn_conflict_skip() {
    let g = started()
        .json(json!([{"type": "resolve_balance"}, next(), next(), {"type": "draw"}, next()]));
    assert_eq!(g.state.phase, Phase::Deployment);
    let t = g.when_json(next());
    assert_eq!(t.state().phase, Phase::Force);
}

fn ls_turn_1_with_focus_and_shield() -> Given<Lcg> {
    let g = started().json(Value::Array(quiet_turn(true)));
    with(g, |s| {
        s.ls.objectives[0].focus = 2;
        s.ls.objectives.pop();
    })
    .json(json!([
        {"type": "add_unit", "side": "ls", "unit": {"capacity": 2, "force": 1}},
        {"type": "shield", "card": "ls-u1"},
        {"type": "resolve_balance"}
    ]))
}

#[test]
fn t_turn_03_ls_first_turn_refresh() {
    let t = ls_turn_1_with_focus_and_shield().when_json(next());
    let ls = &t.state().ls;
    assert_eq!(ls.objectives[0].focus, 2, "focus removal is skipped");
    assert!(!ls.units[0].counters.shield, "shields still go");
    assert_eq!(ls.objectives.len(), 2);
    ls_turn_1_with_focus_and_shield()
        .json(next())
        .when_json(next())
        .refused_with("lcg.objectives_missing");
}

#[test]
fn t_turn_04_normal_refresh() {
    let g = started()
        .json(Value::Array(quiet_turn(true)))
        .json(Value::Array(quiet_turn(false)))
        .json(Value::Array(quiet_turn(false)));
    assert_eq!(g.state.turn, 4);
    let g = g.json(json!([
        {"type": "add_unit", "side": "ls", "unit": {"capacity": 2, "force": 0, "focus": 0}},
        {"type": "add_unit", "side": "ls", "unit": {"capacity": 2, "force": 0, "focus": 1}},
        {"type": "add_unit", "side": "ls", "unit": {"capacity": 2, "force": 0, "focus": 3}},
        {"type": "add_unit", "side": "ls", "unit": {"capacity": 2, "force": 0, "focus": 2}},
        {"type": "add_unit", "side": "ls", "unit": {"capacity": 2, "force": 0, "focus": 2, "keywords": {"elite": true}}},
        {"type": "shield", "card": "ls-o1"},
        {"type": "resolve_balance"}
    ]));
    let t = g.when_json(next());
    let focus: Vec<i64> = t
        .state()
        .ls
        .units
        .iter()
        .map(|u| u.counters.focus)
        .collect();
    assert_eq!(focus, [0, 0, 2, 1, 0]);
    assert!(!t.state().ls.objectives[0].shield);
}

#[test]
fn t_turn_05_refresh_only_touches_the_active_players_cards() {
    let g = started().json(json!([
        {"type": "add_unit", "side": "ls", "unit": {"capacity": 2, "force": 0, "focus": 2}},
        {"type": "resolve_balance"}
    ]));
    let t = g.when_json(next());
    assert_eq!(t.state().ls.units[0].counters.focus, 2);
}

#[test]
fn t_turn_06_objective_replacement() {
    let g = with(started(), |s| {
        s.ds.objectives.truncate(1);
    })
    .json(json!([{"type": "resolve_balance"}, next()]));
    g.json(json!({"type": "reveal_objective", "capacity": 4}))
        .json(json!({"type": "reveal_objective", "capacity": 6, "title": "Okrutne przesłuchanie"}))
        .when_json(next())
        .state();
    let g = with(started(), |s| s.ds.objectives.truncate(1)).json(
        json!([{"type": "resolve_balance"}, next(), {"type": "reveal_objective", "capacity": 4}]),
    );
    assert_eq!(g.state.ds.counters.objective_deck, 4);
    assert_eq!(g.state.ds.objectives[1].id, "ds-o4");
    g.when_json(next()).refused_with("lcg.objectives_missing");
}

#[test]
fn t_turn_07_objective_destroyed_mid_turn_stays_empty() {
    let g = ds_conflict().json(json!({"type": "damage", "card": "ls-o2", "amount": 5}));
    assert_eq!(g.state.ls.objectives.len(), 2);
    let g =
        g.json(json!([next(), {"type": "force_struggle"}, next(), {"type": "resolve_balance"}]));
    assert_eq!(g.state.ls.objectives.len(), 2, "until LS's Refresh");
    let t = g.when_json(next());
    assert_eq!(t.state().phase, Phase::Refresh);
    assert_eq!(
        t.view_json()["players"]["ls"]["objectives"]
            .as_array()
            .unwrap()
            .len(),
        2
    );
}

#[test]
fn t_setup_01_setup_state() {
    let v = view(&started());
    assert_eq!(v["dial"], 0);
    assert_eq!(v["balance"], "ls");
    for side in ["ds", "ls"] {
        let p = &v["players"][side];
        assert_eq!(p["objectives"].as_array().unwrap().len(), 3);
        assert_eq!(p["hand"], 6);
        assert_eq!(p["reserve"], 6);
        assert_eq!(p["force_cards"], 3);
        assert_eq!(p["objective_deck"], 5);
    }
    assert_eq!(v["destroyed_objectives"], json!({"ds": 0, "ls": 0}));
    assert_eq!(v["winner"], Value::Null);
}

#[test]
fn t_setup_02_ready_deck_sizes() {
    let s = &started().state;
    // 8 objectives + 40 command cards: 3 objectives out, 6 cards in hand.
    assert_eq!(s.ls.counters.objective_deck + 3, 8);
    assert_eq!(s.ls.counters.command_deck + s.ls.counters.hand, 40);
}

#[test]
fn t_setup_sides_drawn_are_recorded_and_repeat_with_the_seed() {
    let mut drawn = setup();
    drawn["draw_sides"] = json!(true);
    let names = |seed: u64| {
        let t = given::<Lcg>().seed(seed).when_json(drawn.clone());
        (
            t.state().ds.name.clone().unwrap(),
            t.state().ls.name.clone().unwrap(),
        )
    };
    assert_eq!(names(1), names(1));
    let all: std::collections::BTreeSet<_> = (0..16).map(names).collect();
    assert_eq!(all.len(), 2, "both draws happen: {all:?}");
}
