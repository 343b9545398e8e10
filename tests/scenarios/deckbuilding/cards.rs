//! §9 scenarios 27–29, 31, 34, 35: buying, free purchases, once-per-turn abilities, exiles.

use super::harness::*;

fn row() -> Value {
    json!([
        "tie_fighter",
        "x_wing",
        "c_roc_cruiser",
        "director_krennic",
        "blockade_runner",
        "u_wing"
    ])
}

#[test]
fn purchase_rules() {
    let g = table_with_row(row()).json(json!([end_turn(), resources(3)]));
    g.fork()
        .when_json(json!({"type": "buy", "slot": 0}))
        .refused_with("dbg.faction_forbidden");
    let then = g
        .fork()
        .when_json(json!({"type": "buy", "slot": 2, "refill": "dengar"}));
    let s = then.state();
    assert_eq!(s.resources, 0);
    assert_eq!(s.row[2].as_ref().map(|c| c.id.as_str()), Some("dengar"));
    assert_eq!(s.galaxy_deck, 83);
    let then = g
        .fork()
        .json(json!([resources(2)]))
        .when_json(json!({"type": "buy", "slot": "pilot"}));
    assert_eq!(then.view_json()["pilots"], 9);
    assert_eq!(then.state().resources, 0);
}

#[test]
fn leia() {
    let g = table_with_row(row()).json(json!([end_turn(), play("princess_leia"), force(2)]));
    let res = g.state.resources;
    let then = g.fork().when_json(json!({"type": "buy", "slot": 1, "free": true, "by": "princess_leia", "refill": "snowspeeder"}));
    assert_eq!(then.state().resources, res);
    assert_eq!(reminders(&then), vec!["leia_top_of_deck"]);
    assert_eq!(
        then.state().row[1].as_ref().map(|c| c.id.as_str()),
        Some("snowspeeder")
    );
    let then = g
        .fork()
        .json(json!([force(-1)]))
        .when_json(json!({"type": "buy", "slot": 1, "free": true, "by": "princess_leia"}));
    assert_eq!(reminders(&then), vec!["leia_discard"]);
    let g = g
        .fork()
        .json(json!([{"type": "buy", "slot": 1, "free": true, "by": "princess_leia"}]));
    g.fork()
        .when_json(json!({"type": "buy", "slot": 5, "free": true, "by": "princess_leia"}))
        .refused_with("dbg.ability_used");
}

#[test]
fn once_per_turn_vs_when() {
    let g = table().json(json!([play("star_destroyer"), play("tie_fighter")]));
    let g = g
        .fork()
        .json(json!([{"type": "use", "card": "tie_fighter"}]));
    g.fork()
        .when_json(json!({"type": "use", "card": "tie_fighter"}))
        .refused_with("dbg.ability_used");
    // Yavin 4's trigger fires every time: a "when" without a card.
    let g = table().json(json!([end_turn()]));
    let yavin = json!({"type": "use", "effect": {"damage_base": 2}});
    let g = g.fork().json(json!([yavin.clone()]));
    let then = g.fork().when_json(yavin);
    assert_eq!(then.view_json()["bases"]["empire"]["active"]["damage"], 4);
}

#[test]
fn tarkin_exile() {
    let g = table_with_row(row()).json(json!([play("grand_moff_tarkin")]));
    let then = g
        .fork()
        .when_json(json!({"type": "use", "card": "grand_moff_tarkin", "slot": 0}));
    assert!(then.state().row[0].is_none());
    assert_eq!(then.state().exile_at_end, vec!["tie_fighter".to_string()]);
    let g = g.fork().json(json!([
        {"type": "use", "card": "grand_moff_tarkin", "slot": 0},
        {"type": "refill", "slot": 0, "card": "star_destroyer"},
        play("tie_fighter")
    ]));
    assert_eq!(g.state.galaxy_deck, 83);
    let then = g.fork().when_json(end_turn());
    assert!(reminders(&then).contains(&"exile_now".to_string()));
    assert_eq!(reminders(&then)[0], "exile_now");
}

#[test]
fn ship_played_this_turn() {
    let g = table().json(json!([play("imperial_carrier")]));
    assert_eq!(g.state.resources, 3);
    let then = g.fork().when_json(attack_base(&["imperial_carrier"]));
    assert_eq!(then.view_json()["bases"]["rebel"]["active"]["damage"], 0);
    let g = g.fork().json(json!([end_turn(), end_turn()]));
    assert_eq!(g.state.resources, 3);
}

#[test]
fn hand_exile_timing() {
    let g = table().json(json!([play("kel_dor_mystic")]));
    assert_eq!(g.state.force, 1);
    let then = g
        .fork()
        .when_json(json!({"type": "use", "card": "kel_dor_mystic"}));
    assert_eq!(reminders(&then), vec!["exile_card"]);
    assert!(then.state().card("kel_dor_mystic").is_none());
}

#[test]
fn jedha_sends_only_the_first_neutral_buy_to_hand() {
    let row = json!(["dengar", "rodian_gunslinger", null, null, null, null]);
    let setup = json!({"type": "setup", "mode": "full_control", "row": row});
    let g = destroy_enemy_base(given::<Deckbuilding>().json(setup), "rebel", "a").json(json!([
        end_turn(),
        {"type": "choose_base", "base": "jedha"},
        resources(10),
        {"type": "buy", "slot": 0},
        {"type": "buy", "slot": 1}
    ]));
    assert_eq!(g.state.exile_at_end, vec!["dengar".to_string()]);
}

#[test]
fn dengar_gains_two_when_he_defeats_a_target() {
    let g = table_with_row(json!(["x_wing", null, null, null, null, null]))
        .json(json!([play("dengar")]));
    let then = g.fork().when_json(
        json!({"type": "attack", "target": {"slot": 0}, "cards": ["dengar"], "reward": false}),
    );
    assert_eq!(then.state().resources, 2);
    assert_eq!(reminders(&then), vec!["when_defeats"]);
}
