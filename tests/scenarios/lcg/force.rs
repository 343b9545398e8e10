//! §10 T-FORCE-01–09: committing to the Force and the Force struggle.

use super::harness::*;

/// DS's first turn at its Force phase.
fn ds_force() -> Given<Lcg> {
    started().json(
        json!([{"type": "resolve_balance"}, next(), next(), {"type": "draw"}, next(), next()]),
    )
}

fn committed(side: &str, force: i64, focus: i64) -> Value {
    json!({"type": "add_unit", "side": side,
        "unit": {"capacity": 3, "force": force, "committed": true, "focus": focus}})
}

#[test]
fn t_force_01_higher_value_flips_the_token() {
    let g = ds_force().json(json!([
        committed("ds", 2, 0),
        committed("ds", 1, 0),
        committed("ls", 2, 0)
    ]));
    let t = g.when_json(json!({"type": "force_struggle"}));
    let v = t.view_json();
    assert_eq!(
        v["last_struggle"],
        json!({"ds": 3, "ls": 2, "result": "ds"})
    );
    assert_eq!(v["balance"], "ds");
}

#[test]
fn t_force_02_tie() {
    let g = with(ds_force(), |s| s.balance = Side::Ds);
    let t = g.when_json(json!({"type": "force_struggle", "ds": 2, "ls": 2}));
    assert_eq!(t.state().balance, Side::Ds);
    assert_eq!(t.view_json()["last_struggle"]["result"], "tie");
}

#[test]
fn t_force_03_exhausted_units_do_not_count() {
    let g = ds_force().json(json!([
        committed("ls", 3, 1),
        committed("ls", 1, 0),
        committed("ds", 2, 0)
    ]));
    let t = g.when_json(json!({"type": "force_struggle"}));
    assert_eq!(
        t.view_json()["last_struggle"],
        json!({"ds": 2, "ls": 1, "result": "ds"})
    );
    assert_eq!(t.state().balance, Side::Ds);
}

#[test]
fn t_force_04_enhancement_icons_ignored() {
    // Only the printed icon is typed in; the enhancement's icons have no field to go in.
    let g = ds_force().json(json!([committed("ls", 1, 0), committed("ds", 2, 0)]));
    let t = g.when_json(json!({"type": "force_struggle"}));
    assert_eq!(
        t.view_json()["last_struggle"],
        json!({"ds": 2, "ls": 1, "result": "ds"})
    );
}

#[test]
fn t_force_05_jedi_training() {
    let g = with(ds_force(), |s| {
        s.ls.objectives[0].title = Some("Szkolenie Jedi".into())
    })
    .json(json!([committed("ls", 2, 0), committed("ds", 3, 0)]));
    let v = view(&g);
    assert_eq!(
        v["players"]["ls"]["force_terms"].as_array().unwrap().len(),
        2,
        "{v}"
    );
    let t = g.when_json(json!({"type": "force_struggle"}));
    assert_eq!(
        t.view_json()["last_struggle"],
        json!({"ds": 3, "ls": 3, "result": "tie"})
    );
    assert_eq!(t.state().balance, Side::Ls);
}

#[test]
fn t_force_06_force_card_limit() {
    let g = ds_force().json(json!([
        {"type": "commit", "unit": {"capacity": 2, "force": 1}},
        {"type": "commit", "unit": {"capacity": 2, "force": 1}},
        {"type": "commit", "unit": {"capacity": 2, "force": 1}},
        {"type": "add_unit", "side": "ds", "unit": {"capacity": 2, "force": 1}}
    ]));
    assert_eq!(g.state.ds.counters.force_cards, 0);
    g.when_json(json!({"type": "commit", "unit": "ds-u4"}))
        .refused_with("lcg.no_force_card");
}

#[test]
fn t_force_07_force_card_returns() {
    let g = started().json(committed("ls", 1, 0));
    assert_eq!(g.state.ls.counters.force_cards, 2);
    let t = g.when_json(json!({"type": "damage", "card": "ls-u1", "amount": 3}));
    assert_eq!(t.state().ls.counters.force_cards, 3);
    assert!(t.state().ls.units.is_empty());
}

#[test]
fn t_force_08_only_the_active_player_commits() {
    let g = ds_force()
        .json(json!({"type": "add_unit", "side": "ls", "unit": {"capacity": 2, "force": 1}}));
    g.when_json(json!({"type": "commit", "unit": "ls-u1"}))
        .refused_with("lcg.not_your_unit");
}

#[test]
fn t_force_09_committed_strike_penalty() {
    let attack = |elite: bool| {
        ds_conflict().json(json!([
            {"type": "attack", "objective": "ls-o1", "attackers": [
                {"capacity": 3, "force": 2, "committed": true, "keywords": {"elite": elite}}]},
            {"type": "defend"}, {"type": "edge"},
            {"type": "strike", "unit": "ds-u1"},
            {"type": "end_engagement"}, next(), {"type": "force_struggle"}, next(),
        ]))
    };
    let g = attack(false);
    assert_eq!(g.state.ds.units[0].counters.focus, 2);
    // LS's turn, then DS's next Refresh.
    let g = g
        .json(Value::Array(quiet_turn(false)))
        .json(json!([{"type": "resolve_balance"}, next()]));
    assert_eq!(g.state.ds.units[0].counters.focus, 1, "still exhausted");
    assert_eq!(view(&g)["players"]["ds"]["force_terms"], json!([]));
    let g = attack(true)
        .json(Value::Array(quiet_turn(false)))
        .json(json!([{"type": "resolve_balance"}, next()]));
    assert_eq!(g.state.ds.units[0].counters.focus, 0, "Elite refreshes two");
    assert_eq!(
        view(&g)["players"]["ds"]["force_terms"],
        json!([{"card": "ds-u1", "n": 2}])
    );
}
