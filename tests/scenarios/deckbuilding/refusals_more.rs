//! One test per refusal of the issue, continued: bases, paying off, abilities, cards, the galaxy
//! deck, numbers and counters set by hand.

use super::harness::*;
use super::refusals::{base_due, facing_a_ship, rebel_turn, refused, row, split};
use datapad_engine::error::Common;
use datapad_engine::games::deckbuilding::DbgError;

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
