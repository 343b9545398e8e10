//! Dice and range: spec §9 T1–T2, T5–T9, T11–T12, T27–T29, T46, T51.

use super::harness::*;
use serde_json::json;

#[test]
fn t1_infantry_rolls_3_2_1_and_nothing_at_4() {
    for (range, want) in [(1, Ok(3)), (2, Ok(2)), (3, Ok(1))] {
        assert_eq!(
            dice_of(rebels_ordered(&["r1"]), vattack("r1", "e1", range, "open")),
            want
        );
    }
    let then = rebels_ordered(&["r1"]).when_json(vattack("r1", "e1", 4, "open"));
    then.refused_with("hoth.out_of_range");
}

#[test]
fn t2_snowspeeders_roll_4_2_and_nothing_at_3() {
    assert_eq!(
        dice_of(rebels_ordered(&["s1"]), vattack("s1", "e1", 1, "open")),
        Ok(4)
    );
    assert_eq!(
        dice_of(rebels_ordered(&["s1"]), vattack("s1", "e1", 2, "open")),
        Ok(2)
    );
    let then = rebels_ordered(&["s1"]).when_json(vattack("s1", "e1", 3, "open"));
    assert_eq!(
        then.refused(),
        &datapad_engine::games::hoth::HothError::OutOfRange { range: 3, max: 2 }
    );
}

#[test]
fn t5_a_vehicle_against_rocks_loses_two() {
    assert_eq!(
        dice_of(rebels_ordered(&["s1"]), vattack("s1", "e1", 1, "rocks")),
        Ok(2)
    );
}

#[test]
fn t6_two_dice_minus_building_is_no_attack() {
    rebels_ordered(&["s1"])
        .when_json(vattack("s1", "e1", 2, "building"))
        .refused_with("hoth.no_dice");
}

#[test]
fn t7_speeders_on_a_wreck_against_trenches_roll_one() {
    let a = attack_with(
        vattack("s1", "e1", 1, "trenches"),
        json!({"attacker_terrain": "wreck"}),
    );
    assert_eq!(dice_of(rebels_ordered(&["s1"]), a.clone()), Ok(1));
    let view = rebels_ordered(&["s1"]).when_json(a).view_json();
    assert_eq!(
        view["last_attack"]["breakdown"],
        json!([{"term": "range", "dice": 4}, {"term": "trenches", "dice": -1},
               {"term": "vehicle_on_building", "dice": -2}])
    );
}

#[test]
fn t8_speeders_entering_rocks_cannot_attack() {
    for terrain in ["rocks", "building", "wreck"] {
        rebels_ordered(&["s1"])
            .json(mv("s1", 2, terrain))
            .when_json(vattack("s1", "e1", 1, "open"))
            .refused_with("hoth.cannot_attack");
    }
}

#[test]
fn t9_a_ridge_protects_unless_the_attacker_is_on_one() {
    assert_eq!(
        dice_of(rebels_ordered(&["r1"]), vattack("r1", "e1", 2, "ridge")),
        Ok(1)
    );
    let both = attack_with(
        vattack("r1", "e1", 2, "ridge"),
        json!({"attacker_terrain": "ridge"}),
    );
    assert_eq!(dice_of(rebels_ordered(&["r1"]), both), Ok(2));
}

#[test]
fn t11_probe_droids_get_no_trench_protection() {
    assert_eq!(
        dice_of(rebels_ordered(&["r1"]), vattack("r1", "d1", 1, "trenches")),
        Ok(3)
    );
}

#[test]
fn t12_an_at_at_gets_no_terrain_protection() {
    assert_eq!(
        dice_of(rebels_ordered(&["r1"]), vattack("r1", "w1", 1, "rocks")),
        Ok(3)
    );
}

fn leia() -> datapad_engine::kit::spec::Given<datapad_engine::games::hoth::Hoth> {
    setup_with(vec![json!({"type": "choose_leader", "side": "rebels", "leader": "leia"})]).json(
        json!([
            {"type": "play_card", "card": {"zones": null, "units": 2, "id": "orders_from_the_princess"}},
            order(&["r1", "s1"])
        ]),
    )
}

#[test]
fn t27_orders_from_the_princess_adds_a_die() {
    assert_eq!(dice_of(leia(), vattack("r1", "e1", 3, "open")), Ok(2));
}

fn scouts() -> datapad_engine::kit::spec::Given<datapad_engine::games::hoth::Hoth> {
    setup_with(vec![unit("echo_trooper", "sc", Some("scouts"), "left")])
        .json(json!([choice(1), order(&["r1"])]))
}

#[test]
fn t28_scouts_on_a_ridge_add_a_die() {
    let a = attack_with(vattack("r1", "e1", 2, "rocks"), json!({"scouts": ["sc"]}));
    assert_eq!(dice_of(scouts(), a), Ok(2));
}

#[test]
fn t29_scouts_off_a_ridge_add_nothing() {
    assert_eq!(dice_of(scouts(), vattack("r1", "e1", 2, "rocks")), Ok(1));
}

#[test]
fn t46_the_attackers_own_rocks_do_not_matter_the_targets_building_does() {
    let a = attack_with(
        vattack("r1", "e1", 1, "building"),
        json!({"attacker_terrain": "rocks"}),
    );
    assert_eq!(dice_of(rebels_ordered(&["r1"]), a), Ok(2));
    let a = attack_with(
        vattack("s1", "e1", 1, "building"),
        json!({"attacker_terrain": "rocks"}),
    );
    assert_eq!(dice_of(rebels_ordered(&["s1"]), a), Ok(2));
}

#[test]
fn t51_losses_never_reduce_dice() {
    let g = battle().json(json!([
        {"type": "adjust", "target": {"kind": "figures", "unit": "r1", "figures": 1}, "reason": "earlier losses"},
        choice(1), order(&["r1"])
    ]));
    assert_eq!(dice_of(g, vattack("r1", "e1", 1, "open")), Ok(3));
}

#[test]
fn unit_dice_missing_from_the_rulebook_are_typed_first() {
    let g = battle()
        .json(json!([choice(0), order(&[]), {"type": "end_turn"}, choice(1), order(&["w1"])]));
    g.when_json(vattack("w1", "r1", 1, "open"))
        .refused_with("hoth.unit_stat_missing");
    let g = setup_with(vec![
        json!({"type": "set_unit_dice", "kind": "at_at", "dice": [2, 2, 2]}),
    ])
    .json(json!([choice(0), order(&[]), {"type": "end_turn"}, choice(1), order(&["w1"])]));
    assert_eq!(dice_of(g, vattack("w1", "r1", 3, "open")), Ok(2));
}
