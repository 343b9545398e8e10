//! Issue 20, the luck of the evening: every die an attack throws counts for the attacker's side
//! (the first roll, an E-Web's rerolled dice, an AT-AT's confirmation dice), a hit being what
//! the attack itself counts against that target, against the exact distribution of the sum.

use super::harness::*;
use datapad_engine::game::Game;
use datapad_engine::games::hoth::Hoth;
use serde_json::{json, Value};

/// The side's line of the view's luck.
fn side(v: &Value, side: &str) -> Value {
    v["luck"]
        .as_array()
        .and_then(|l| l.iter().find(|x| x["player"] == side).cloned())
        .unwrap_or(Value::Null)
}

#[test]
fn an_attack_a_retreat_and_an_at_ats_confirmation() {
    // r1's 3 dice at e1 show infantry, miss, retreat: 1 hit of 3 dice hitting infantry on 3
    // faces of 6. Of 8 equally likely hit patterns 1 has none and 3 have one: (1 + 3/2)/8 = 5/16.
    let g = rebels_ordered(&["r1", "s1"]).json(attack(
        "r1",
        "e1",
        1,
        "open",
        &["infantry", "miss", "retreat"],
    ));
    let r = side(&view(&g), "rebels");
    assert_eq!(
        (r["dice"].as_u64(), r["rolled"].as_u64()),
        (Some(3), Some(1))
    );
    assert_eq!(r["expected_exact"], "3/2");
    assert_eq!(r["percentile_exact"], "5/16");
    assert_eq!(
        side(&view(&g), "empire"),
        Value::Null,
        "the Empire threw nothing"
    );
    // s1's 4 dice at the AT-AT: vehicle and explosion would hit it (2 faces of 6); both go to the
    // confirmation, whose 2 dice destroy it on an explosion (1 face of 6), and one does.
    let g = g.json(json!([
        {"type": "retreat", "room": 1},
        attack("s1", "w1", 1, "open", &["vehicle", "explosion", "miss", "infantry"]),
        {"type": "confirm", "roll": {"mode": "physical", "faces": ["explosion", "miss"]}}
    ]));
    let r = side(&view(&g), "rebels");
    assert_eq!(
        (r["dice"].as_u64(), r["rolled"].as_u64()),
        (Some(9), Some(4))
    );
    // 3/2 + 4 · 1/3 + 2 · 1/6 = 19/6; the place of 4 in that sum, by enumeration: 11195/15552.
    assert_eq!(r["expected_exact"], "19/6");
    assert_eq!(r["percentile_exact"], "11195/15552");
    let report = Hoth::report(&g.state);
    assert!(
        report.contains("The Rebels: 4 hits rolled, 3.17 expected: luckier than 72.0%"),
        "{report}"
    );
}

#[test]
fn vaders_card_makes_a_retreat_a_hit_of_four_faces() {
    // Under "Power of the Force" the retreat face hits infantry too: 4 faces of 6. e1's retreat,
    // miss, vehicle is 1 hit of 3, 2 expected; none: (1/3)³ = 1/27, one: 3 · 2/3 · 1/9 = 6/27;
    // (1 + 6/2)/27 = 4/27.
    let g = vader_ordered(&["e1"]).json(attack(
        "e1",
        "r1",
        1,
        "open",
        &["retreat", "miss", "vehicle"],
    ));
    let e = side(&view(&g), "empire");
    assert_eq!(e["rolled"], 1);
    assert_eq!(e["expected_exact"], "2/1");
    assert_eq!(e["percentile_exact"], "4/27");
}

#[test]
fn an_e_webs_rerolled_dice_are_thrown_again() {
    // Three misses, then two dice rerolled to infantry and explosion: 5 dice thrown, 2 hits,
    // 5/2 expected. Of 32 patterns 1 + 5 show fewer and 10 show two: (6 + 10/2)/32 = 11/32.
    let g = setup_with(vec![unit("echo_trooper", "ew", Some("e_web"), "centre")]).json(json!([
        choice(1),
        order(&["ew"]),
        attack("ew", "e1", 1, "open", &misses(3)),
        {"type": "reroll", "dice": [0, 1], "roll": {"mode": "physical", "faces": ["infantry", "explosion"]}}
    ]));
    let r = side(&view(&g), "rebels");
    assert_eq!(
        (r["dice"].as_u64(), r["rolled"].as_u64()),
        (Some(5), Some(2))
    );
    assert_eq!(r["percentile_exact"], "11/32");
}
