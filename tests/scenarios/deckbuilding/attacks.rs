//! §9 scenarios 8–13, 20, 21, 23, 24: row attacks, ships before bases, attack values.

use super::harness::*;

fn krennic_row() -> Value {
    json!([
        "director_krennic",
        "x_wing",
        "tie_fighter",
        "jabba_the_hutt",
        "c_roc_cruiser",
        "star_destroyer"
    ])
}

#[test]
fn sabotage_krennic() {
    let g = table_with_row(krennic_row()).json(json!([
        end_turn(),
        force(-3),
        play("rebel_commando"),
        play("x_wing")
    ]));
    let before = g.state.resources;
    let then = g
        .fork()
        .when_json(json!({"type": "attack", "target": {"slot": 0},
        "cards": ["rebel_commando", "x_wing"], "refill": "tie_fighter"}));
    let v = then.view_json();
    assert_eq!(v["row"][0]["card"], "tie_fighter");
    assert_eq!(
        v["row"]
            .as_array()
            .map(|r| r.iter().filter(|c| !c.is_null()).count()),
        Some(6)
    );
    assert_eq!(v["galaxy_deck"], 83);
    assert_eq!(v["galaxy_discard"], 1);
    assert_eq!(then.state().resources, before + 3);
    assert_eq!(v["force_track"]["position"], -1);
    assert!(v["in_play"]
        .as_array()
        .into_iter()
        .flatten()
        .all(|c| c["attacked"] == true));
}

#[test]
fn failed_sabotage() {
    let g = table_with_row(krennic_row()).json(json!([
        end_turn(),
        play("rebel_trooper"),
        play("snowspeeder"),
        play("x_wing"),
        play("rebel_commando")
    ]));
    let then = g
        .fork()
        .when_json(attack_row(0, &["rebel_trooper", "snowspeeder"]));
    let s = then.state();
    assert_eq!(
        s.row[0].as_ref().map(|c| c.id.as_str()),
        Some("director_krennic")
    );
    assert_eq!((s.galaxy_deck, s.galaxy_discard), (84, 0));
    assert!(s.card("rebel_trooper").is_some_and(|c| c.attacked));
    // Damage does not carry over: 3 alone still fails, the next 6 succeeds on its own.
    let g = g
        .fork()
        .json(json!([attack_row(0, &["rebel_trooper", "snowspeeder"])]));
    g.fork()
        .when_json(attack_row(0, &["rebel_trooper"]))
        .refused_with("dbg.card_already_attacked");
    let g = g.fork().json(json!([attack_row(0, &["x_wing"])]));
    assert!(g.state.row[0].is_some());
    let g = g
        .fork()
        .json(json!([play("rebel_commando"), play("x_wing")]));
    let then = g
        .fork()
        .when_json(attack_row(0, &["rebel_commando#2", "x_wing#2"]));
    assert!(then.state().row[0].is_none());
}

#[test]
fn illegal_row_targets() {
    let g = table_with_row(krennic_row()).json(json!([
        end_turn(),
        play("x_wing"),
        play("mon_calamari_cruiser")
    ]));
    g.fork().when_json(attack_row(1, &["x_wing"])).then_error(
        datapad_engine::games::deckbuilding::DbgError::IllegalTarget {
            reason: "own_faction".into(),
        },
    );
    table_with_row(krennic_row())
        .json(json!([end_turn(), play("x_wing")]))
        .when_json(attack_row(3, &["x_wing"]))
        .then_error(
            datapad_engine::games::deckbuilding::DbgError::IllegalTarget {
                reason: "neutral".into(),
            },
        );
    table_with_row(krennic_row())
        .json(json!([
            end_turn(),
            play("x_wing"),
            play("mon_calamari_cruiser")
        ]))
        .when_json(attack_row(0, &["x_wing", "mon_calamari_cruiser"]))
        .refused_with("dbg.ship_not_allowed");
    // The optional pay-off: the Empire pays 3 to clear the neutral C-ROC; no reward.
    let g = given::<Deckbuilding>().json(json!([
        {"type": "setup", "row": krennic_row(), "pay_off_neutrals": true},
        resources(3)
    ]));
    let then = g
        .fork()
        .when_json(json!({"type": "pay_off", "slot": 4, "refill": "dengar"}));
    let s = then.state();
    assert_eq!(s.resources, 0);
    assert_eq!(s.row[4].as_ref().map(|c| c.id.as_str()), Some("dengar"));
    assert_eq!((s.galaxy_deck, s.galaxy_discard, s.force), (83, 1, 3));
}

/// The Rebels with a Mon Calamari Cruiser in play, the Empire to attack.
fn rebel_cruiser() -> Given<Deckbuilding> {
    table().json(json!([
        end_turn(),
        play("mon_calamari_cruiser"),
        end_turn()
    ]))
}

#[test]
fn ships_absorb_first() {
    let then = rebel_cruiser()
        .json(json!([unit("a", 4), unit("b", 4)]))
        .when_json(attack_base(&["a", "b"]));
    let v = then.view_json();
    assert_eq!(v["ships"]["rebel"], json!([]));
    assert_eq!(v["bases"]["rebel"]["active"]["damage"], 2);
}

#[test]
fn ships_not_broken() {
    let g = rebel_cruiser().json(json!([unit("a", 4), attack_base(&["a"])]));
    let v = view(&g);
    assert_eq!(v["ships"]["rebel"][0]["damage"], 4);
    assert_eq!(v["bases"]["rebel"]["active"]["damage"], 0);
    let then = g
        .fork()
        .json(json!([end_turn(), end_turn(), unit("b", 3)]))
        .when_json(attack_base(&["b"]));
    let v = then.view_json();
    assert_eq!(v["ships"]["rebel"], json!([]));
    assert_eq!(v["bases"]["rebel"]["active"]["damage"], 1);
}

#[test]
fn attacker_splits_between_ships() {
    let g = table().json(json!([
        end_turn(),
        play("hammerhead_corvette"),
        play("mon_calamari_cruiser"),
        end_turn(),
        unit("a", 7)
    ]));
    let then = g.fork().when_json(json!({"type": "attack", "target": "base", "cards": ["a"],
        "ships": [{"ship": "hammerhead_corvette", "damage": 1}, {"ship": "mon_calamari_cruiser", "damage": 6}]}));
    let v = then.view_json();
    assert_eq!(
        v["ships"]["rebel"],
        json!([{"label": "hammerhead_corvette", "card": "hammerhead_corvette", "hp": 4, "damage": 1}])
    );
    assert_eq!(v["bases"]["rebel"]["active"]["damage"], 0);
    // Without a split, the ships take it in the order they arrived.
    let then = g.fork().when_json(attack_base(&["a"]));
    let v = then.view_json();
    assert_eq!(v["ships"]["rebel"][0]["label"], "mon_calamari_cruiser");
    assert_eq!(v["ships"]["rebel"][0]["damage"], 3);
    assert_eq!(v["bases"]["rebel"]["active"]["damage"], 0);
}

#[test]
fn y_wing_direct_damage() {
    let g = table().json(json!([play("star_destroyer"), end_turn(), play("y_wing")]));
    let g = g.fork().json(json!([attack_base(&["y_wing"])]));
    assert_eq!(view(&g)["ships"]["empire"][0]["damage"], 2);
    let then = g.fork().when_json(json!({"type": "use", "card": "y_wing"}));
    let v = then.view_json();
    assert_eq!(v["bases"]["empire"]["active"]["damage"], 2);
    assert!(then.state().card("y_wing").is_none());
}

#[test]
fn carrier_aura() {
    let g = table().json(json!([play("imperial_carrier"), play("tie_fighter")]));
    assert_eq!(view(&g)["in_play"][1]["attack"], 3);
    let g = g.fork().json(json!([end_turn(), play("luke_skywalker")]));
    let g = g
        .fork()
        .json(json!([{"type": "use", "card": "luke_skywalker", "ship": "imperial_carrier"}]));
    assert_eq!(view(&g)["ships"]["empire"], json!([]));
    let then = g
        .fork()
        .json(json!([end_turn()]))
        .when_json(play("tie_fighter"));
    assert_eq!(then.view_json()["in_play"][0]["attack"], 2);
}

#[test]
fn rodian_gunslinger() {
    let g = table_with_row(json!(["u_wing", null, null, null, null, null]))
        .json(json!([play("rodian_gunslinger")]));
    assert_eq!(view(&g)["in_play"][0]["attack"], 2);
    let then = g.fork().when_json(attack_row(0, &["rodian_gunslinger"]));
    assert!(matches!(
        then.events().first(),
        Some(Change::Attacked { total: 4, .. })
    ));
    assert!(then.state().row[0].is_none());
}

#[test]
fn baze_malbus() {
    let g = table().json(json!([end_turn(), play("baze_malbus")]));
    assert_eq!(view(&g)["in_play"][0]["attack"], 2);
    let g = table();
    let g = destroy_enemy_base(g, "rebel", "a");
    let g = g
        .fork()
        .json(json!([end_turn(), {"type": "choose_base", "base": "sullust"}, end_turn()]));
    let g = destroy_enemy_base(g, "rebel", "b");
    let g = g
        .fork()
        .json(json!([end_turn(), {"type": "choose_base", "base": "yavin_4"}, play("baze_malbus")]));
    assert_eq!(view(&g)["victory"]["empire"], 2);
    assert_eq!(view(&g)["in_play"][0]["attack"], 4);
}
