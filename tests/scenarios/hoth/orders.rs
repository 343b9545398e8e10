//! Orders: spec §9 T37–T39 and the turn example of §3.7.

use super::harness::*;
use serde_json::json;

#[test]
fn t37_a_border_hex_counts_for_the_centre() {
    let g = setup_with(vec![unit("echo_trooper", "rb", None, "centre_right")]);
    let then = g
        .json(card(3, &["centre"]))
        .when_json(order(&["r1", "r2", "rb"]));
    let v = then.view_json();
    let ordered: Vec<_> = v["units"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|u| u["ordered"] == true)
        .map(|u| u["id"].clone())
        .collect();
    assert_eq!(ordered, vec![json!("r1"), json!("r2"), json!("rb")]);
    // …and for the right flank, but a unit takes one order only.
    setup_with(vec![unit("echo_trooper", "rb", None, "centre_right")])
        .json(card(3, &["right"]))
        .when_json(order(&["rb", "rb"]))
        .refused_with("hoth.already_ordered");
}

#[test]
fn t38_orders_beyond_the_units_in_the_zone_are_lost() {
    let then = battle().json(card(3, &["left"])).when_json(order(&["r3"]));
    assert_eq!(
        then.events()[0].changes[0],
        datapad_engine::games::hoth::Change::Ordered {
            units: vec!["r3".into()],
            lost: 2
        }
    );
    battle()
        .json(card(3, &["left"]))
        .when_json(order(&["r3", "r1"]))
        .refused_with("hoth.not_in_zone");
}

#[test]
fn t39_no_units_in_the_zones_means_no_orders_then_the_draw() {
    let g = setup_with(vec![]).json(json!([card(2, &["right"]), order(&[])]));
    let then = g.when_json(json!({"type": "end_turn"}));
    let v = then.view_json();
    assert_eq!(v["active"], "empire");
    assert_eq!(
        v["cards"]["rebels"],
        json!({"hand": 4, "deck": 11, "discard": 1})
    );
}

#[test]
fn the_turn_example_of_3_7_three_ordered_two_attack() {
    let g = battle().json(json!([
        card(3, &["centre"]),
        order(&["s1", "r1", "r2"]),
        mv("r1", 1, "open"),
        mv("r2", 2, "trenches"),
        mv("s1", 3, "open")
    ]));
    let v = view(&g);
    assert_eq!(v["step"], "moves");
    assert_eq!(
        dice_of(
            battle().json(json!([
                card(3, &["centre"]),
                order(&["s1", "r1", "r2"]),
                mv("r1", 1, "open")
            ])),
            vattack("r1", "e1", 1, "rocks")
        ),
        Ok(2)
    );
    let g2 = g.json(vattack("r1", "e1", 1, "open"));
    assert_eq!(g2.state.last_attack.as_ref().map(|a| a.dice), Some(3));
    // Attacks have begun: no more moves.
    let g3 = battle().json(json!([
        card(3, &["centre"]),
        order(&["s1", "r1", "r2"]),
        mv("r1", 1, "open"),
        attack("r1", "e1", 1, "open", &misses(3))
    ]));
    g3.when_json(mv("s1", 3, "open"))
        .refused_with("hoth.not_at_this_step");
    let g4 = battle().json(json!([
        card(3, &["centre"]),
        order(&["s1", "r1", "r2"]),
        mv("r2", 2, "trenches"),
        mv("s1", 3, "open")
    ]));
    assert_eq!(dice_of(g4, vattack("s1", "e2", 1, "open")), Ok(4));
    battle()
        .json(json!([
            card(3, &["centre"]),
            order(&["s1", "r1", "r2"]),
            mv("r2", 2, "trenches")
        ]))
        .when_json(vattack("r2", "e1", 1, "open"))
        .refused_with("hoth.cannot_attack");
}
