//! Every refusal of the issue: its code, and the state unchanged (the spec kit checks that).

use super::harness::*;

fn row() -> Value {
    json!([
        "tie_fighter",
        "x_wing",
        "c_roc_cruiser",
        "director_krennic",
        "blockade_runner",
        null
    ])
}

fn rebel_turn() -> Given<Deckbuilding> {
    table_with_row(row()).json(json!([end_turn()]))
}

fn refused(g: Given<Deckbuilding>, action: Value, code: &str) {
    g.fork().when_json(action).refused_with(code);
}

#[test]
fn wrong_phase() {
    refused(given::<Deckbuilding>(), play("x_wing"), "game.wrong_phase");
    refused(table(), json!({"type": "setup"}), "game.wrong_phase");
    refused(
        table(),
        json!({"type": "choose_base", "base": "hoth"}),
        "game.wrong_phase",
    );
    let due = destroy_enemy_base(table(), "rebel", "a").json(json!([end_turn()]));
    due.when_json(play("x_wing")).then_error(
        datapad_engine::error::Common::WrongPhase {
            phase: "choose_base".into(),
        }
        .into(),
    );
}

#[test]
fn game_over() {
    let g = table().json(json!([{"type": "concede", "faction": "rebel"}]));
    assert_eq!(view(&g)["win_reason"], "conceded");
    refused(g, end_turn(), "game.game_over");
}

#[test]
fn buying_and_paying_off() {
    refused(
        rebel_turn(),
        json!({"type": "buy", "slot": 0}),
        "dbg.faction_forbidden",
    );
    rebel_turn()
        .when_json(json!({"type": "buy", "slot": 1}))
        .then_error(
            datapad_engine::games::deckbuilding::DbgError::NotEnoughResources { need: 3, have: 1 },
        );
    refused(
        rebel_turn(),
        json!({"type": "buy", "slot": 6}),
        "dbg.no_such_slot",
    );
    refused(
        rebel_turn(),
        json!({"type": "buy", "slot": -1}),
        "dbg.no_such_slot",
    );
    refused(
        rebel_turn(),
        json!({"type": "buy", "slot": 5}),
        "dbg.empty_slot",
    );
    let no_pilots = rebel_turn().json(json!([adjust(json!({"kind": "pilots", "count": 0}))]));
    refused(
        no_pilots,
        json!({"type": "buy", "slot": "pilot"}),
        "dbg.pilots_empty",
    );
    refused(
        rebel_turn(),
        json!({"type": "pay_off", "slot": 2}),
        "dbg.optional_rule_off",
    );
    let payoff = given::<Deckbuilding>()
        .json(json!({"type": "setup", "row": row(), "pay_off_neutrals": true}));
    refused(
        payoff,
        json!({"type": "pay_off", "slot": 0}),
        "dbg.not_neutral",
    );
}

#[test]
fn attacks() {
    let g = rebel_turn().json(json!([play("x_wing"), play("mon_calamari_cruiser")]));
    refused(g.fork(), attack_row(1, &["x_wing"]), "dbg.illegal_target");
    refused(
        g.fork(),
        attack_row(0, &["mon_calamari_cruiser"]),
        "dbg.ship_not_allowed",
    );
    refused(g.fork(), attack_base(&["y_wing"]), "dbg.card_not_in_play");
    refused(
        g.fork(),
        attack_base(&["x_wing", "x_wing"]),
        "dbg.card_already_attacked",
    );
    refused(g.fork(), attack_base(&[]), "dbg.no_attackers");
    let ship = table().json(json!([play("star_destroyer"), end_turn(), unit("a", 9)]));
    let split = |s: Value| json!({"type": "attack", "target": "base", "cards": ["a"], "ships": s});
    refused(
        ship.fork(),
        split(json!([{"ship": "star_destroyer", "damage": 3}])),
        "dbg.ships_first",
    );
    refused(
        ship.fork(),
        split(json!([{"ship": "star_destroyer", "damage": 10}])),
        "dbg.split_invalid",
    );
    refused(
        ship.fork(),
        split(json!([{"ship": "a", "damage": 1}])),
        "dbg.split_invalid",
    );
    refused(
        ship,
        split(json!([{"ship": "star_destroyer", "damage": -1}])),
        "game.amount",
    );
}

#[test]
fn setup_and_bases() {
    let due = destroy_enemy_base(table(), "rebel", "a").json(json!([end_turn()]));
    refused(
        due.fork(),
        json!({"type": "choose_base", "base": "lothal"}),
        "dbg.base_not_available",
    );
    refused(
        due.fork(),
        json!({"type": "choose_base", "base": "dantooine"}),
        "dbg.base_not_available",
    );
    refused(
        due.fork(),
        json!({"type": "choose_base", "base": "jedha"}),
        "dbg.base_not_available",
    );
    refused(
        due,
        json!({"type": "choose_base", "base": "hoth", "hp": 0}),
        "game.amount",
    );
    refused(
        given::<Deckbuilding>(),
        json!({"type": "setup", "threshold": 6}),
        "dbg.threshold_range",
    );
    refused(
        given::<Deckbuilding>(),
        json!({"type": "setup", "threshold": 1}),
        "dbg.threshold_range",
    );
    refused(
        given::<Deckbuilding>(),
        json!({"type": "setup", "row": [null, null]}),
        "dbg.row_size",
    );
}

#[test]
fn abilities() {
    let g = rebel_turn().json(json!([play("x_wing"), {"type": "use", "card": "x_wing"}]));
    refused(
        g,
        json!({"type": "use", "card": "x_wing"}),
        "dbg.ability_used",
    );
    let g = rebel_turn().json(json!([play("luke_skywalker"), force(0)]));
    refused(
        g,
        json!({"type": "use", "card": "luke_skywalker"}),
        "dbg.force_not_with_you",
    );
    let g = rebel_turn().json(json!([play("b_wing")]));
    refused(
        g,
        json!({"type": "use", "card": "b_wing", "option": "force"}),
        "dbg.option_unavailable",
    );
    let g = rebel_turn().json(json!([play("mon_calamari_cruiser")]));
    refused(
        g,
        json!({"type": "use", "card": "mon_calamari_cruiser"}),
        "dbg.effect_missing",
    );
    refused(rebel_turn(), json!({"type": "use"}), "dbg.effect_missing");
    refused(
        rebel_turn(),
        json!({"type": "buy", "slot": 1, "free": true}),
        "dbg.free_not_allowed",
    );
    refused(
        rebel_turn(),
        json!({"type": "buy", "slot": 1, "free": true, "by": "base"}),
        "dbg.free_not_allowed",
    );
    refused(
        rebel_turn(),
        json!({"type": "use", "effect": {"resources": 100}}),
        "game.amount",
    );
}

#[test]
fn cards_and_galaxy() {
    refused(table(), play("death_star_ii"), "dbg.unknown_card");
    refused(
        table(),
        json!({"type": "play", "card": {"name": "x", "attack": 100}}),
        "dbg.card_invalid",
    );
    refused(
        table(),
        json!({"type": "play", "card": {"name": "x", "cost": -1}}),
        "dbg.card_invalid",
    );
    let g = table().json(json!([play("tie_fighter")]));
    refused(
        g,
        json!({"type": "play", "card": "x_wing", "as": "tie_fighter"}),
        "dbg.label_taken",
    );
    let empty = table_with_row(row()).json(json!([
        adjust(json!({"kind": "galaxy_deck", "count": 0})),
        play("grand_moff_tarkin"),
        {"type": "use", "card": "grand_moff_tarkin", "slot": 0}
    ]));
    refused(
        empty,
        json!({"type": "refill", "slot": 0, "card": "x_wing"}),
        "dbg.galaxy_empty",
    );
}

#[test]
fn adjustments() {
    refused(
        table(),
        adjust(json!({"kind": "force_track", "position": 4})),
        "game.adjust_range",
    );
    refused(
        table(),
        adjust(json!({"kind": "base_damage", "faction": "rebel", "damage": 8})),
        "game.adjust_range",
    );
    refused(
        table(),
        adjust(json!({"kind": "pilots", "count": 11})),
        "game.adjust_range",
    );
    refused(
        table(),
        adjust(json!({"kind": "resources", "amount": -1})),
        "game.adjust_range",
    );
    refused(
        table(),
        json!({"type": "adjust", "target": {"kind": "force_track", "position": 0}, "reason": " "}),
        "game.reason_missing",
    );
}
