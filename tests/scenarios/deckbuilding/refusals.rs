//! One test per refusal of the issue: its wire code, and the state unchanged (the spec kit
//! checks that a refusal moved nothing). Phases, buying and attacks here; bases, paying off,
//! abilities, cards and numbers in `refusals_more.rs`.

use super::harness::*;
use datapad_engine::error::Common;
use datapad_engine::games::deckbuilding::DbgError;

pub(super) fn row() -> Value {
    json!([
        "tie_fighter",
        "x_wing",
        "c_roc_cruiser",
        "director_krennic",
        "blockade_runner",
        null
    ])
}

pub(super) fn rebel_turn() -> Given<Deckbuilding> {
    table_with_row(row()).json(json!([end_turn()]))
}

/// The Rebels must choose a new base.
pub(super) fn base_due() -> Given<Deckbuilding> {
    destroy_enemy_base(table(), "rebel", "a").json(json!([end_turn()]))
}

/// The Rebels facing an Empire Star Destroyer with a 9-attack unit.
pub(super) fn facing_a_ship() -> Given<Deckbuilding> {
    table().json(json!([play("star_destroyer"), end_turn(), unit("a", 9)]))
}

pub(super) fn split(ships: Value) -> Value {
    json!({"type": "attack", "target": "base", "cards": ["a"], "ships": ships})
}

pub(super) fn refused(g: Given<Deckbuilding>, action: Value, code: &str) {
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
