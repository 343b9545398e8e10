//! Every refusal of the issue, each with its code and the state proven unchanged (the spec kit
//! checks that on every `refused_with`).

use super::harness::*;
use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::game::Ctx;
use datapad_engine::games::registry;
use serde_json::{json, Value};

fn refused(
    g: datapad_engine::kit::spec::Given<datapad_engine::games::hoth::Hoth>,
    a: Value,
    code: &str,
) {
    g.when_json(a).refused_with(code);
}

#[test]
fn an_attack_checks_attacker_target_dice_distance_sight_dice_faces_in_that_order() {
    let r = || rebels_ordered(&["r1"]);
    refused(r(), vattack("e1", "r1", 1, "open"), "hoth.enemy_unit");
    refused(r(), vattack("r2", "e1", 1, "open"), "hoth.not_ordered");
    refused(
        r(),
        vattack("r1", "r2", 1, "open"),
        "hoth.target_is_friendly",
    );
    refused(r(), vattack("r1", "nobody", 1, "open"), "hoth.bad_action");
    refused(r(), vattack("r1", "e1", 0, "open"), "hoth.out_of_range");
    refused(r(), vattack("r1", "e1", 9, "open"), "hoth.out_of_range");
    refused(
        r(),
        attack_with(
            vattack("r1", "e1", 9, "open"),
            json!({"line_of_sight": false}),
        ),
        "hoth.out_of_range",
    );
    refused(
        r(),
        attack_with(
            vattack("r1", "e1", 1, "open"),
            json!({"line_of_sight": false}),
        ),
        "hoth.no_line_of_sight",
    );
    refused(
        rebels_ordered(&["s1"]),
        vattack("s1", "e1", 2, "rocks"),
        "hoth.no_dice",
    );
    refused(
        r(),
        attack("r1", "e1", 1, "open", &["miss", "miss"]),
        "hoth.wrong_face_count",
    );
    refused(
        r(),
        attack("r1", "e1", 1, "open", &["miss", "crit", "miss"]),
        "hoth.symbol_not_on_die",
    );
    let g = battle()
        .json(json!([choice(0), order(&[]), {"type": "end_turn"}, choice(1), order(&["d1"])]));
    refused(g, vattack("d1", "r1", 1, "open"), "hoth.unit_stat_missing");
}

#[test]
fn an_attack_refuses_the_eliminated_the_spent_and_the_stopped() {
    let g = battle().json(json!([
        {"type": "adjust", "target": {"kind": "figures", "unit": "e1", "figures": 0}, "reason": "gone"},
        choice(2), order(&["r1", "r2"])
    ]));
    refused(g, vattack("r1", "e1", 1, "open"), "hoth.unit_eliminated");
    let g = rebels_ordered(&["r1"]).json(attack("r1", "e1", 1, "open", &misses(3)));
    refused(g, vattack("r1", "e2", 1, "open"), "hoth.already_attacked");
    let g = rebels_ordered(&["r1"]).json(mv("r1", 1, "rocks"));
    refused(g, vattack("r1", "e1", 1, "open"), "hoth.cannot_attack");
}

#[test]
fn orders_check_the_count_then_each_unit() {
    let g = || battle().json(card(2, &["centre"]));
    refused(g(), order(&["r1", "r2", "s1"]), "hoth.too_many_orders");
    refused(g(), order(&["r1", "r1"]), "hoth.already_ordered");
    refused(g(), order(&["r3"]), "hoth.not_in_zone");
    refused(g(), order(&["e1"]), "hoth.enemy_unit");
    let g = battle().json(json!([
        {"type": "adjust", "target": {"kind": "figures", "unit": "r1", "figures": 0}, "reason": "gone"},
        card(2, &["centre"])
    ]));
    refused(g, order(&["r1"]), "hoth.unit_eliminated");
}

#[test]
fn moves_are_once_within_reach_on_passable_ground_before_attacks() {
    let g = || rebels_ordered(&["r1"]);
    refused(g(), mv("r1", 3, "open"), "hoth.move_too_far");
    refused(g(), mv("r1", 1, "serac"), "hoth.terrain_impassable");
    refused(
        g().json(mv("r1", 1, "open")),
        mv("r1", 1, "open"),
        "hoth.already_moved",
    );
    refused(g(), mv("r2", 1, "open"), "hoth.not_ordered");
    refused(
        rebels_ordered(&["c1"]),
        mv("c1", 1, "open"),
        "hoth.move_too_far",
    );
    refused(g(), mv("r1", 0, "open"), "game.amount");
    refused(battle(), mv("r1", 1, "open"), "hoth.not_at_this_step");
}

#[test]
fn the_flow_answers_in_order() {
    let g = || {
        rebels_ordered(&["r1"]).json(attack(
            "r1",
            "e1",
            1,
            "open",
            &["retreat", "retreat", "miss"],
        ))
    };
    refused(g(), json!({"type": "end_turn"}), "hoth.answer_pending");
    refused(g(), vattack("r1", "e2", 1, "open"), "hoth.answer_pending");
    refused(
        g(),
        json!({"type": "retreat", "room": 3}),
        "hoth.retreat_room",
    );
    refused(
        g(),
        json!({"type": "retreat", "room": 0, "ignore_one": true}),
        "hoth.cannot_ignore_retreat",
    );
    refused(g(), json!({"type": "reroll", "dice": []}), "hoth.no_reroll");
    refused(
        g(),
        json!({"type": "confirm", "roll": {"mode": "virtual"}}),
        "hoth.not_at_this_step",
    );
    refused(
        battle(),
        json!({"type": "retreat", "room": 0}),
        "hoth.not_at_this_step",
    );
    refused(
        battle(),
        json!({"type": "end_turn"}),
        "hoth.not_at_this_step",
    );
    refused(battle().json(choice(1)), choice(1), "hoth.not_at_this_step");
    let ew = setup_with(vec![unit("echo_trooper", "ew", Some("e_web"), "centre")]).json(json!([
        choice(1),
        order(&["ew"]),
        attack("ew", "e1", 1, "open", &misses(3))
    ]));
    refused(ew, json!({"type": "reroll", "dice": [3]}), "hoth.die_index");
    let ew = setup_with(vec![unit("echo_trooper", "ew", Some("e_web"), "centre")]).json(json!([
        choice(1),
        order(&["ew"]),
        attack("ew", "e1", 1, "open", &misses(3))
    ]));
    refused(
        ew,
        json!({"type": "reroll", "dice": [1, 1]}),
        "hoth.die_index",
    );
}

#[test]
fn cards_setup_and_adjustments_refuse_out_of_bounds() {
    refused(
        battle(),
        json!({"type": "play_card", "card": {"zones": null, "units": 2, "id": "power_of_the_force"}}),
        "hoth.card_not_in_deck",
    );
    let held = json!({"type": "adjust", "target": {"kind": "support", "side": "rebels", "cards": 2}, "reason": "reward"});
    refused(
        battle().json(json!([held, choice(0), {"type": "play_support", "card": "A"}])),
        json!({"type": "play_support", "card": "B"}),
        "hoth.support_twice",
    );
    refused(
        battle(),
        json!({"type": "adjust", "target": {"kind": "support", "side": "rebels", "cards": 11}, "reason": "x"}),
        "game.adjust_range",
    );
    refused(battle(), choice(7), "game.amount");
    let bad_hand = json!({"type": "set_scenario", "starts": "rebels", "hand": {"empire": 0, "rebels": 4}, "victory": {"empire": 4, "rebels": null}});
    refused(datapad_engine::kit::spec::given(), bad_hand, "game.amount");
    refused(
        battle(),
        json!({"type": "adjust", "target": {"kind": "figures", "unit": "r1", "figures": 4}, "reason": "miscounted"}),
        "game.adjust_range",
    );
    refused(
        battle(),
        json!({"type": "adjust", "target": {"kind": "figures", "unit": "r1", "figures": 1}, "reason": " "}),
        "game.reason_missing",
    );
    refused(battle(), json!({"type": "start_game"}), "game.wrong_phase");
    refused(
        datapad_engine::kit::spec::given(),
        json!({"type": "end_turn"}),
        "game.wrong_phase",
    );
    refused(
        datapad_engine::kit::spec::given(),
        json!({"type": "start_game"}),
        "hoth.bad_action",
    );
    refused(
        battle(),
        unit("echo_trooper", "r1", None, "left"),
        "hoth.bad_action",
    );
    refused(
        battle(),
        unit("echo_trooper", "x", Some("elite_squadron"), "left"),
        "hoth.bad_action",
    );
    refused(
        battle(),
        json!({"type": "set_reading", "key": "nope", "choice": "x"}),
        "hoth.bad_action",
    );
    refused(
        battle(),
        json!({"type": "set_unit_dice", "kind": "at_at", "dice": [9]}),
        "game.amount",
    );
}

#[test]
fn a_finished_battle_refuses_everything() {
    let g = battle().json(json!([
        {"type": "adjust", "target": {"kind": "medals", "side": "rebels", "medals": 4}, "reason": "won"},
    ]));
    refused(g, choice(1), "game.game_over");
}

#[test]
fn negative_numbers_unknown_names_and_wrong_types_are_bad_actions() {
    let dice = Catalog::builtin();
    let mut rng = rng_from(Some(1));
    for a in [
        json!({"type": "move", "unit": "r1", "hexes": -1, "onto": "open"}),
        json!({"type": "move", "unit": "r1", "hexes": 1, "onto": "lava"}),
        json!({"type": "add_unit", "kind": "wampa", "id": "w"}),
        json!({"type": "attack", "attacker": "r1", "target": "e1", "range": "two", "terrain": "open", "roll": {"mode": "virtual"}}),
        json!({"type": "fly"}),
    ] {
        let state = registry::new_state("hoth").expect("registered");
        let mut ctx = Ctx {
            rng: &mut rng,
            dice: &dice,
        };
        let e = state.decide(&a, &mut ctx).expect_err("refused");
        assert_eq!(e.bare_code(), "bad_action", "{a}");
    }
}
