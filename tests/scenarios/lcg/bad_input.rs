//! Bad input gets its code and changes nothing (the spec kit checks the state is unchanged):
//! out of phase or turn, negative or absurd numbers, a destroyed, own or twice-attacked
//! objective, exhausted attackers, striking out of turn or ending with a ready participant, a
//! fourth Force card, a second shield, unique or Limited, a short payment, anything after the end.

use super::harness::*;

#[test]
fn anything_before_setup_is_out_of_phase() {
    for a in [
        next(),
        json!({"type": "dial", "by": 1}),
        json!({"type": "resolve_balance"}),
    ] {
        given::<Lcg>().when_json(a).refused_with("game.wrong_phase");
    }
}

#[test]
fn a_second_setup_is_out_of_phase() {
    started()
        .when_json(setup())
        .refused_with("game.wrong_phase");
}

#[test]
fn out_of_phase_actions_name_the_phase() {
    let t = started()
        .when_json(json!({"type": "draw"}))
        .refused_with("game.wrong_phase");
    let wire = datapad_engine::kit::spec::code::<Lcg>(t.refused());
    assert_eq!(wire, "game.wrong_phase");
    assert_eq!(
        serde_json::to_value(t.refused()).unwrap()["data"],
        json!({"phase": "balance"})
    );
    started()
        .when_json(json!({"type": "attack", "objective": "ls-o1", "attackers": [{"capacity": 1, "force": 0}]}))
        .refused_with("game.wrong_phase");
}

#[test]
fn what_is_owed_blocks_the_next_phase() {
    started()
        .when_json(next())
        .refused_with("lcg.balance_pending");
    started()
        .json(json!({"type": "resolve_balance"}))
        .when_json(json!({"type": "resolve_balance"}))
        .refused_with("lcg.balance_done");
    started()
        .json(json!([{"type": "resolve_balance"}, next(), next()]))
        .when_json(next())
        .refused_with("lcg.draw_pending");
    started()
        .json(json!([{"type": "resolve_balance"}, next(), next(), {"type": "draw"}]))
        .when_json(json!({"type": "draw"}))
        .refused_with("lcg.draw_done");
    started()
        .json(
            json!([{"type": "resolve_balance"}, next(), next(), {"type": "draw"}, next(), next()]),
        )
        .when_json(next())
        .refused_with("lcg.struggle_pending");
    ls_conflict()
        .json(json!({"type": "attack", "objective": "ds-o1", "attackers": [{"capacity": 1, "force": 0}]}))
        .when_json(next())
        .refused_with("lcg.engagement_open");
}

#[test]
fn negative_and_absurd_numbers() {
    let bad = [
        json!({"type": "dial", "by": -1}),
        json!({"type": "dial", "by": 13}),
        json!({"type": "damage", "card": "ds-o1", "amount": -3}),
        json!({"type": "damage", "card": "ds-o1", "amount": i64::MAX}),
        json!({"type": "add_unit", "side": "ls", "unit": {"capacity": 0, "force": 1}}),
        json!({"type": "add_unit", "side": "ls", "unit": {"capacity": 21, "force": 1}}),
        json!({"type": "add_unit", "side": "ls", "unit": {"capacity": 3, "force": -1}}),
        json!({"type": "add_unit", "side": "ls", "unit": {"capacity": 3, "force": 10}}),
        json!({"type": "add_unit", "side": "ls", "unit": {"capacity": 3, "force": 1, "icons": {"blast": [10, 0]}}}),
        json!({"type": "add_unit", "side": "ls", "unit": {"capacity": 3, "force": 1, "icons": {"tactics": [0, -1]}}}),
        json!({"type": "add_unit", "side": "ls", "unit": {"capacity": 3, "force": 1, "damage": 3}}),
        json!({"type": "add_unit", "side": "ls", "unit": {"capacity": 3, "force": 1, "keywords": {"edge": i64::MIN}}}),
    ];
    for a in bad {
        let t = started()
            .when_json(a.clone())
            .refused_with("lcg.invalid_count");
        let field = serde_json::to_value(t.refused()).unwrap()["data"]["field"].clone();
        assert!(field.is_string(), "{a}: names the field");
    }
    let mut s = setup();
    s["ds"]["objectives"][0]["capacity"] = json!(-5);
    given::<Lcg>()
        .when_json(s)
        .refused_with("lcg.invalid_count");
    let mut s = setup();
    s["ls"]["objectives"] = json!([{"capacity": 5}]);
    given::<Lcg>()
        .when_json(s)
        .refused_with("lcg.invalid_count");
}

#[test]
fn bad_objectives_to_attack() {
    let g = ls_conflict().json(json!({"type": "damage", "card": "ds-o2", "amount": 5}));
    let a = |o: &str| json!({"type": "attack", "objective": o, "attackers": [{"capacity": 1, "force": 0}]});
    g.when_json(a("ds-o2")).refused_with("lcg.not_in_play");
    ls_conflict()
        .when_json(a("ls-o1"))
        .refused_with("lcg.not_enemy");
    ls_conflict()
        .when_json(a("ds-o9"))
        .refused_with("lcg.not_in_play");
}

#[test]
fn striking_out_of_turn_or_exhausted() {
    let g = ls_conflict().json(json!([
        {"type": "attack", "objective": "ds-o1", "attackers": [{"capacity": 2, "force": 0}, {"capacity": 2, "force": 0}]},
        {"type": "defend", "defenders": [{"capacity": 2, "force": 0}]},
        {"type": "edge", "attacker": {"cards": 0, "force": 1}}
    ]));
    g.when_json(json!({"type": "strike", "unit": "ds-u1"}))
        .refused_with("lcg.not_your_strike");
    let g = ls_conflict().json(json!([
        {"type": "attack", "objective": "ds-o1", "attackers": [{"capacity": 2, "force": 0}, {"capacity": 2, "force": 0}]},
        {"type": "defend", "defenders": [{"capacity": 2, "force": 0}, {"capacity": 2, "force": 0}]},
        {"type": "edge", "attacker": {"cards": 0, "force": 1}},
        {"type": "strike", "unit": "ls-u1"}, {"type": "strike", "unit": "ds-u1"}
    ]));
    g.when_json(json!({"type": "strike", "unit": "ls-u1"}))
        .refused_with("lcg.unit_exhausted");
    ls_conflict()
        .json(json!({"type": "attack", "objective": "ds-o1", "attackers": [{"capacity": 2, "force": 0}]}))
        .when_json(json!({"type": "strike", "unit": "ls-u1"}))
        .refused_with("lcg.wrong_step");
}

#[test]
fn a_short_payment() {
    started()
        .json(json!([{"type": "resolve_balance"}, next(), next(), {"type": "draw"}, next()]))
        .when_json(json!({"type": "deploy", "unit": {"capacity": 2, "force": 0, "cost": 3}, "pay": {"ds-o2": 1}}))
        .refused_with("lcg.short_payment");
}

#[test]
fn a_fourth_force_card_is_refused_when_entered() {
    let c = json!({"type": "add_unit", "side": "ds", "unit": {"capacity": 2, "force": 1, "committed": true}});
    started()
        .json(json!([c.clone(), c.clone(), c.clone()]))
        .when_json(c)
        .refused_with("lcg.no_force_card");
}

#[test]
fn adjustments_need_a_reason_and_a_range() {
    let adj = |kind: &str, value: Value, reason: &str| json!({"type": "adjust", "target": {"kind": kind, "side": "ds", "value": value}, "reason": reason});
    started()
        .when_json(adj("dial", json!(3), " "))
        .refused_with("game.reason_missing");
    started()
        .when_json(adj("dial", json!(13), "card"))
        .refused_with("game.adjust_range");
    started()
        .when_json(adj("hand", json!(-1), "card"))
        .refused_with("game.adjust_range");
    let t = started().when_json(adj("dial", json!(12), "Superlaser"));
    assert_eq!(t.state().winner, Some(Side::Ds));
    let t = started().when_json(adj("destroyed_objectives", json!(3), "missed"));
    assert_eq!(t.state().winner, Some(Side::Ls));
    let t = started().when_json(adj("balance", json!("ds"), "card"));
    assert_eq!(t.state().balance, Side::Ds);
}

#[test]
fn anything_after_the_end() {
    let g = started().json(json!({"type": "dial", "by": 12}));
    assert_eq!(g.state.winner, Some(Side::Ds));
    for a in [
        next(),
        json!({"type": "dial", "by": 1}),
        json!({"type": "shield", "card": "ls-o1"}),
    ] {
        started()
            .json(json!({"type": "dial", "by": 12}))
            .when_json(a)
            .refused_with("game.game_over");
    }
}
