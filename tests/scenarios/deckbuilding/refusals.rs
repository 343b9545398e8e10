//! One test per refusal of the issue: its wire code, and the state unchanged (the spec kit
//! checks that a refusal moved nothing).

use super::harness::*;
use datapad_engine::error::Common;
use datapad_engine::games::deckbuilding::DbgError;

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

/// The Rebels must choose a new base.
fn base_due() -> Given<Deckbuilding> {
    destroy_enemy_base(table(), "rebel", "a").json(json!([end_turn()]))
}

/// The Rebels facing an Empire Star Destroyer with a 9-attack unit.
fn facing_a_ship() -> Given<Deckbuilding> {
    table().json(json!([play("star_destroyer"), end_turn(), unit("a", 9)]))
}

fn split(ships: Value) -> Value {
    json!({"type": "attack", "target": "base", "cards": ["a"], "ships": ships})
}

fn refused(g: Given<Deckbuilding>, action: Value, code: &str) {
    g.when_json(action).refused_with(code);
}

#[test]
fn wrong_phase() {
    given::<Deckbuilding>()
        .when_json(play("x_wing"))
        .then_error(
            Common::WrongPhase {
                phase: "setup".into(),
            }
            .into(),
        );
    refused(table(), json!({"type": "setup"}), "game.wrong_phase");
    table()
        .when_json(json!({"type": "choose_base", "base": "hoth"}))
        .then_error(
            Common::WrongPhase {
                phase: "main".into(),
            }
            .into(),
        );
    base_due().when_json(play("x_wing")).then_error(
        Common::WrongPhase {
            phase: "choose_base".into(),
        }
        .into(),
    );
}

#[test]
fn game_over() {
    let g = table().json(json!([{"type": "concede", "faction": "rebel"}]));
    assert_eq!(view(&g)["win_reason"], "conceded");
    assert_eq!(view(&g)["winner"], "empire");
    refused(g, end_turn(), "game.game_over");
}

#[test]
fn faction_forbidden() {
    refused(
        rebel_turn(),
        json!({"type": "buy", "slot": 0}),
        "dbg.faction_forbidden",
    );
}

#[test]
fn not_enough_resources() {
    rebel_turn()
        .when_json(json!({"type": "buy", "slot": 1}))
        .then_error(DbgError::NotEnoughResources { need: 3, have: 1 });
}

#[test]
fn no_such_slot() {
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
}

#[test]
fn empty_slot() {
    refused(
        rebel_turn(),
        json!({"type": "buy", "slot": 5}),
        "dbg.empty_slot",
    );
}

#[test]
fn pilots_empty() {
    let g = rebel_turn().json(json!([adjust(json!({"kind": "pilots", "count": 0}))]));
    refused(
        g,
        json!({"type": "buy", "slot": "pilot"}),
        "dbg.pilots_empty",
    );
}

#[test]
fn illegal_target() {
    let g = rebel_turn().json(json!([play("x_wing")]));
    g.when_json(attack_row(1, &["x_wing"]))
        .then_error(DbgError::IllegalTarget {
            reason: "own_faction".into(),
        });
    let g = rebel_turn().json(json!([play("x_wing")]));
    g.when_json(attack_row(2, &["x_wing"]))
        .then_error(DbgError::IllegalTarget {
            reason: "neutral".into(),
        });
    let g = table_with_row(json!([null, null, null, null, null, "star_destroyer"]))
        .json(json!([end_turn(), play("x_wing")]));
    g.when_json(attack_row(5, &["x_wing"]))
        .then_error(DbgError::IllegalTarget {
            reason: "ship".into(),
        });
}

#[test]
fn ship_not_allowed() {
    let g = rebel_turn().json(json!([play("x_wing"), play("mon_calamari_cruiser")]));
    refused(
        g,
        attack_row(0, &["x_wing", "mon_calamari_cruiser"]),
        "dbg.ship_not_allowed",
    );
}

#[test]
fn card_not_in_play() {
    refused(
        rebel_turn(),
        attack_base(&["y_wing"]),
        "dbg.card_not_in_play",
    );
    // The opponent's ship is in play but not the attacker's.
    let g = table().json(json!([play("star_destroyer"), end_turn()]));
    refused(g, attack_base(&["star_destroyer"]), "dbg.card_not_in_play");
}

#[test]
fn card_already_attacked() {
    let g = rebel_turn().json(json!([play("x_wing")]));
    refused(
        g,
        attack_base(&["x_wing", "x_wing"]),
        "dbg.card_already_attacked",
    );
    let g = rebel_turn().json(json!([play("x_wing"), attack_base(&["x_wing"])]));
    refused(g, attack_row(0, &["x_wing"]), "dbg.card_already_attacked");
}

#[test]
fn no_attackers() {
    refused(rebel_turn(), attack_base(&[]), "dbg.no_attackers");
}

#[test]
fn ships_first() {
    refused(
        facing_a_ship(),
        split(json!([{"ship": "star_destroyer", "damage": 3}])),
        "dbg.ships_first",
    );
}

#[test]
fn split_invalid() {
    refused(
        facing_a_ship(),
        split(json!([{"ship": "star_destroyer", "damage": 10}])),
        "dbg.split_invalid",
    );
    refused(
        facing_a_ship(),
        split(json!([{"ship": "a", "damage": 1}])),
        "dbg.split_invalid",
    );
}

#[test]
fn base_not_available() {
    refused(
        base_due(),
        json!({"type": "choose_base", "base": "lothal"}),
        "dbg.base_not_available",
    );
    refused(
        base_due(),
        json!({"type": "choose_base", "base": "dantooine"}),
        "dbg.base_not_available",
    );
    refused(
        base_due(),
        json!({"type": "choose_base", "base": "jedha"}),
        "dbg.base_not_available",
    );
    refused(
        base_due(),
        json!({"type": "choose_base", "base": "naboo"}),
        "dbg.base_not_available",
    );
}

#[test]
fn threshold_range() {
    for t in [1, 6] {
        given::<Deckbuilding>()
            .when_json(json!({"type": "setup", "threshold": t}))
            .then_error(DbgError::ThresholdRange { min: 2, max: 5 });
    }
}

#[test]
fn row_size() {
    refused(
        given::<Deckbuilding>(),
        json!({"type": "setup", "row": [null, null]}),
        "dbg.row_size",
    );
}

#[test]
fn optional_rule_off() {
    refused(
        rebel_turn(),
        json!({"type": "pay_off", "slot": 2}),
        "dbg.optional_rule_off",
    );
}

#[test]
fn not_neutral() {
    let g = given::<Deckbuilding>()
        .json(json!({"type": "setup", "row": row(), "pay_off_neutrals": true}));
    refused(g, json!({"type": "pay_off", "slot": 0}), "dbg.not_neutral");
}

#[test]
fn ability_used() {
    let g = rebel_turn().json(json!([play("x_wing"), {"type": "use", "card": "x_wing"}]));
    refused(
        g,
        json!({"type": "use", "card": "x_wing"}),
        "dbg.ability_used",
    );
}

#[test]
fn force_not_with_you() {
    let g = rebel_turn().json(json!([play("luke_skywalker"), force(0)]));
    refused(
        g,
        json!({"type": "use", "card": "luke_skywalker"}),
        "dbg.force_not_with_you",
    );
}

#[test]
fn option_unavailable() {
    let g = rebel_turn().json(json!([play("b_wing")]));
    refused(
        g,
        json!({"type": "use", "card": "b_wing", "option": "force"}),
        "dbg.option_unavailable",
    );
    let g = table().json(json!([play("tie_fighter")]));
    refused(
        g,
        json!({"type": "use", "card": "tie_fighter"}),
        "dbg.option_unavailable",
    );
}

#[test]
fn effect_missing() {
    let g = rebel_turn().json(json!([play("mon_calamari_cruiser")]));
    refused(
        g,
        json!({"type": "use", "card": "mon_calamari_cruiser"}),
        "dbg.effect_missing",
    );
    refused(rebel_turn(), json!({"type": "use"}), "dbg.effect_missing");
}

#[test]
fn free_not_allowed() {
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
    let g = rebel_turn().json(json!([play("x_wing")]));
    refused(
        g,
        json!({"type": "buy", "slot": 1, "free": true, "by": "x_wing"}),
        "dbg.free_not_allowed",
    );
    refused(
        rebel_turn(),
        json!({"type": "buy", "slot": "pilot", "free": true}),
        "dbg.free_not_allowed",
    );
}

#[test]
fn unknown_card() {
    refused(table(), play("death_star_ii"), "dbg.unknown_card");
}

#[test]
fn card_invalid() {
    table()
        .when_json(json!({"type": "play", "card": {"name": "x", "attack": 100}}))
        .then_error(DbgError::CardInvalid {
            field: "attack".into(),
        });
    table()
        .when_json(json!({"type": "play", "card": {"name": "x", "cost": -1}}))
        .then_error(DbgError::CardInvalid {
            field: "cost".into(),
        });
}

#[test]
fn label_taken() {
    let g = table().json(json!([play("tie_fighter")]));
    refused(
        g,
        json!({"type": "play", "card": "x_wing", "as": "tie_fighter"}),
        "dbg.label_taken",
    );
}

#[test]
fn galaxy_empty() {
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
fn amount() {
    refused(
        facing_a_ship(),
        split(json!([{"ship": "star_destroyer", "damage": -1}])),
        "game.amount",
    );
    refused(
        base_due(),
        json!({"type": "choose_base", "base": "hoth", "hp": 0}),
        "game.amount",
    );
    rebel_turn()
        .when_json(json!({"type": "use", "effect": {"resources": 100}}))
        .then_error(Common::Amount { min: 0, max: 99 }.into());
}

#[test]
fn adjust_range() {
    table()
        .when_json(adjust(json!({"kind": "force_track", "position": 4})))
        .then_error(Common::AdjustRange { min: -3, max: 3 }.into());
    table()
        .when_json(adjust(
            json!({"kind": "base_damage", "faction": "rebel", "damage": 8}),
        ))
        .then_error(Common::AdjustRange { min: 0, max: 7 }.into());
    table()
        .when_json(adjust(json!({"kind": "pilots", "count": 11})))
        .then_error(Common::AdjustRange { min: 0, max: 10 }.into());
    table()
        .when_json(adjust(json!({"kind": "resources", "amount": -1})))
        .then_error(Common::AdjustRange { min: 0, max: 99 }.into());
}

#[test]
fn reason_missing() {
    refused(
        table(),
        json!({"type": "adjust", "target": {"kind": "force_track", "position": 0}, "reason": " "}),
        "game.reason_missing",
    );
}
