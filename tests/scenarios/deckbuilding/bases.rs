//! §9 scenarios 14–19, 22, 32, 33: bases, their damage, their abilities, and victory.

use super::harness::*;

#[test]
fn base_destroyed_excess_lost() {
    let g = table().json(json!([base_damage("empire", 6), end_turn(), unit("a", 5)]));
    let then = g.fork().when_json(attack_base(&["a"]));
    assert!(then.events().contains(&Change::DamageLost { amount: 3 }));
    let v = then.view_json();
    assert_eq!(v["bases"]["empire"]["active"], Value::Null);
    assert_eq!(v["bases"]["empire"]["lost"], json!(["lothal"]));
    assert_eq!(v["victory"]["rebel"], 1);
    let g = g.fork().json(json!([attack_base(&["a"]), end_turn()]));
    let v = view(&g);
    assert_eq!(v["phase"], "choose_base");
    assert_eq!(
        v["bases"]["empire"]["reserve"].as_array().map(Vec::len),
        Some(4)
    );
    let then = g
        .fork()
        .when_json(json!({"type": "choose_base", "base": "coruscant", "hp": 16}));
    let v = then.view_json();
    assert_eq!(
        v["bases"]["empire"]["active"],
        json!({"id": "coruscant", "hp": 16, "damage": 0, "verified": true})
    );
    assert_eq!(v["phase"], "main");
}

#[test]
fn attack_after_base_destroyed() {
    let g = table().json(json!([play("star_destroyer"), end_turn()]));
    let g = g
        .fork()
        .json(json!([base_damage("empire", 6), play("y_wing"), {"type": "use", "card": "y_wing"}]));
    assert_eq!(view(&g)["bases"]["empire"]["active"], Value::Null);
    let then = g
        .fork()
        .json(json!([unit("a", 5)]))
        .when_json(attack_base(&["a"]));
    assert_eq!(then.view_json()["ships"]["empire"][0]["damage"], 5);
    let then = g
        .fork()
        .json(json!([unit("b", 9)]))
        .when_json(attack_base(&["b"]));
    assert_eq!(then.view_json()["ships"]["empire"], json!([]));
    assert!(then.events().contains(&Change::DamageLost { amount: 2 }));
}

/// The Empire destroys Rebel bases until `n` are in its victory pile.
fn empire_destroys(g: Given<Deckbuilding>, n: usize) -> Given<Deckbuilding> {
    let next = ["mon_cala", "sullust", "yavin_4", "hoth"];
    let mut g = g;
    for (i, base) in next.iter().enumerate().take(n) {
        g = destroy_enemy_base(g, "rebel", &format!("u{i}"));
        if i + 1 < n {
            g = g
                .fork()
                .json(json!([end_turn(), {"type": "choose_base", "base": base}, end_turn()]));
        }
    }
    g
}

#[test]
fn victory_immediate() {
    let g = empire_destroys(table(), 2);
    assert_eq!(view(&g)["phase"], "main");
    let g = g
        .fork()
        .json(json!([end_turn(), {"type": "choose_base", "base": "sullust"}, end_turn()]));
    let g = g
        .fork()
        .json(json!([base_damage("rebel", 15), unit("z", 1)]));
    let then = g.fork().when_json(attack_base(&["z"]));
    let v = then.view_json();
    assert_eq!(v["winner"], "empire");
    assert_eq!(v["win_reason"], "bases_destroyed");
    assert_eq!(v["phase"], "over");
    assert!(matches!(then.events().last(), Some(Change::Won { .. })));
    let g = g.fork().json(json!([attack_base(&["z"])]));
    g.fork()
        .when_json(end_turn())
        .refused_with("game.game_over");
}

#[test]
fn custom_threshold() {
    let g = given::<Deckbuilding>()
        .json(json!({"type": "setup", "mode": "full_control", "threshold": 4}));
    let g = empire_destroys(g, 3);
    assert_eq!(view(&g)["winner"], Value::Null);
    let g = g
        .fork()
        .json(json!([end_turn(), {"type": "choose_base", "base": "hoth"}, end_turn()]));
    let g = g
        .fork()
        .json(json!([base_damage("rebel", 13), unit("z", 3)]));
    let then = g.fork().when_json(attack_base(&["z"]));
    assert_eq!(then.view_json()["winner"], "empire");
}

fn hoth_table() -> Given<Deckbuilding> {
    let g = destroy_enemy_base(table(), "rebel", "a");
    g.fork()
        .json(json!([end_turn(), {"type": "choose_base", "base": "hoth"}, end_turn()]))
}

#[test]
fn hoth_prevention() {
    let g = hoth_table().json(json!([unit("a5", 5), unit("a4", 4), attack_base(&["a5"])]));
    assert_eq!(view(&g)["bases"]["rebel"]["active"]["damage"], 3);
    let g = g.fork().json(json!([attack_base(&["a4"])]));
    assert_eq!(view(&g)["bases"]["rebel"]["active"]["damage"], 7);
    let g = g.fork().json(json!([
        end_turn(),
        end_turn(),
        unit("b1", 1),
        unit("b5", 5),
        attack_base(&["b1"])
    ]));
    assert_eq!(view(&g)["bases"]["rebel"]["active"]["damage"], 7);
    let then = g.fork().when_json(attack_base(&["b5"]));
    assert_eq!(then.view_json()["bases"]["rebel"]["active"]["damage"], 11);
}

#[test]
fn repair_clamps() {
    let g = table().json(json!([
        end_turn(),
        base_damage("rebel", 2),
        force(1),
        play("u_wing")
    ]));
    let then = g.fork().when_json(json!({"type": "use", "card": "u_wing"}));
    assert_eq!(then.view_json()["bases"]["rebel"]["active"]["damage"], 0);
    table()
        .json(json!([
            end_turn(),
            base_damage("rebel", 2),
            force(0),
            play("u_wing")
        ]))
        .when_json(json!({"type": "use", "card": "u_wing"}))
        .refused_with("dbg.force_not_with_you");
    let then = table()
        .json(json!([
            end_turn(),
            base_damage("rebel", 5),
            play("c_roc_cruiser")
        ]))
        .when_json(json!({"type": "use", "card": "c_roc_cruiser"}));
    assert_eq!(then.view_json()["bases"]["rebel"]["active"]["damage"], 2);
    assert_eq!(reminders(&then), vec!["discard_from_hand"]);
}

#[test]
fn endor_aura() {
    let g = destroy_enemy_base(table().json(json!([end_turn()])), "empire", "a");
    let g = g
        .fork()
        .json(json!([end_turn(), {"type": "choose_base", "base": "endor"}]));
    let g = g
        .fork()
        .json(json!([play("stormtrooper"), play("tie_fighter")]));
    let v = view(&g);
    assert_eq!(v["in_play"][0]["attack"], 3);
    assert_eq!(v["in_play"][1]["attack"], 2);
}

#[test]
fn corellia_reveal() {
    let row = json!([
        "star_destroyer",
        "x_wing",
        null,
        null,
        null,
        "grand_moff_tarkin"
    ]);
    let g = table_with_row(row).json(json!([end_turn()]));
    let g = destroy_enemy_base(g, "empire", "a").json(json!([end_turn()]));
    let then = g
        .fork()
        .when_json(json!({"type": "choose_base", "base": "corellia"}));
    assert_eq!(reminders(&then), vec!["corellia_free_buy"]);
    let g = g
        .fork()
        .json(json!([{"type": "choose_base", "base": "corellia"}]));
    g.fork()
        .when_json(json!({"type": "buy", "slot": 1, "free": true, "by": "base"}))
        .refused_with("dbg.faction_forbidden");
    let then = g.fork().when_json(
        json!({"type": "buy", "slot": 0, "free": true, "by": "base", "refill": "tie_fighter"}),
    );
    let s = then.state();
    assert_eq!(s.resources, 0);
    assert_eq!(
        s.row[0].as_ref().map(|c| c.id.as_str()),
        Some("tie_fighter")
    );
    let g = g
        .fork()
        .json(json!([{"type": "buy", "slot": 0, "free": true, "by": "base"}]));
    g.fork()
        .when_json(json!({"type": "buy", "slot": 5, "free": true, "by": "base"}))
        .refused_with("dbg.free_not_allowed");
    g.fork()
        .json(json!([end_turn(), end_turn()]))
        .when_json(json!({"type": "buy", "slot": 5, "free": true, "by": "base"}))
        .refused_with("dbg.free_not_allowed");
}

#[test]
fn coruscant_start() {
    let g = destroy_enemy_base(table().json(json!([end_turn()])), "empire", "a")
        .json(json!([end_turn()]));
    let then = g
        .fork()
        .when_json(json!({"type": "choose_base", "base": "coruscant"}));
    assert_eq!(reminders(&then), vec!["coruscant_look"]);
    let then = g
        .fork()
        .json(json!([{"type": "choose_base", "base": "coruscant"}]))
        .when_json(json!({"type": "use", "effect": {"discard_top": true}}));
    assert_eq!(
        (then.state().galaxy_deck, then.state().galaxy_discard),
        (83, 1)
    );
}

#[test]
fn mon_cala_reveal_gives_a_free_buy() {
    let row = json!(["x_wing", "tie_fighter", null, null, null, null]);
    let g = destroy_enemy_base(table_with_row(row), "rebel", "a").json(json!([end_turn()]));
    let then = g
        .fork()
        .when_json(json!({"type": "choose_base", "base": "mon_cala"}));
    assert_eq!(reminders(&then), vec!["mon_cala_free_buy"]);
    let g = g
        .fork()
        .json(json!([{"type": "choose_base", "base": "mon_cala"}]));
    let then = g
        .fork()
        .when_json(json!({"type": "buy", "slot": 0, "free": true, "by": "base"}));
    assert!(then.state().row[0].is_none());
}

#[test]
fn a_row_card_waits_while_a_base_is_due() {
    let g = destroy_enemy_base(table(), "rebel", "a").json(json!([end_turn()]));
    g.fork()
        .when_json(json!({"type": "refill", "slot": 0, "card": "x_wing"}))
        .then_error(
            datapad_engine::error::Common::WrongPhase {
                phase: "choose_base".into(),
            }
            .into(),
        );
}

#[test]
fn death_star_pays_four_to_destroy_a_ship() {
    let row = json!([null, null, null, null, null, "mon_calamari_cruiser"]);
    let g = table_with_row(row).json(json!([end_turn(), play("hammerhead_corvette")]));
    let g = destroy_enemy_base(g, "empire", "a").json(json!([end_turn()]));
    let g = g
        .fork()
        .json(json!([{"type": "choose_base", "base": "death_star"}]));
    g.fork()
        .when_json(json!({"type": "use", "card": "base", "ship": "hammerhead_corvette"}))
        .refused_with("dbg.not_enough_resources");
    let g = g.fork().json(json!([resources(8)]));
    let then = g
        .fork()
        .when_json(json!({"type": "use", "card": "base", "ship": "hammerhead_corvette"}));
    assert_eq!(then.view_json()["ships"]["rebel"], json!([]));
    assert_eq!(then.state().resources, 4);
    let g = g
        .fork()
        .json(json!([{"type": "use", "card": "base", "ship": "hammerhead_corvette"}]));
    g.fork()
        .when_json(json!({"type": "use", "card": "base", "effect": {"destroy_row_ship": 5}}))
        .refused_with("dbg.ability_used");
}

#[test]
fn secret_bases_stay_unnamed_until_chosen() {
    let g =
        given::<Deckbuilding>().json(json!({"type": "setup", "mode": "secret", "threshold": 4}));
    assert_eq!(
        view(&g)["bases"]["rebel"]["reserve"],
        json!(["secret", "secret", "secret", "secret"])
    );
    let g = destroy_enemy_base(g, "rebel", "a")
        .json(json!([end_turn(), {"type": "choose_base", "base": "jedha"}]));
    let v = view(&g);
    assert_eq!(v["bases"]["rebel"]["active"]["id"], "jedha");
    assert_eq!(
        v["bases"]["rebel"]["reserve"].as_array().map(Vec::len),
        Some(3)
    );
}
