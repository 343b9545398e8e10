//! §9 scenarios 2–7, 25, 26: the Force track, its edge bonus and "the Force is with you".

use super::harness::*;

#[test]
fn no_force_bonus_wrong_side() {
    let g = table();
    assert_eq!(g.state.force, 3);
    assert_eq!(view(&g)["resources"], 0);
}

#[test]
fn rebel_edge_bonus() {
    let g = table().json(json!([end_turn()]));
    assert_eq!(view(&g)["active"], "rebel");
    assert_eq!(view(&g)["resources"], 1);
    let g = table().json(json!([force(2), end_turn()]));
    assert_eq!(view(&g)["resources"], 0);
}

#[test]
fn empire_edge_bonus_with_ships() {
    let g = table().json(json!([
        play("imperial_carrier"),
        force(-3),
        end_turn(),
        end_turn()
    ]));
    let v = view(&g);
    assert_eq!(v["active"], "empire");
    assert_eq!(v["resources"], 4);
}

#[test]
fn force_from_played_card() {
    let then = table().when_json(play("grand_moff_tarkin"));
    let v = then.view_json();
    assert_eq!(v["force_track"], json!({"position": 1, "with": "rebel"}));
    assert_eq!(v["resources"], 2);
    let g = table().json(json!([force(-1)]));
    let then = g.fork().when_json(play("grand_moff_tarkin"));
    assert_eq!(then.state().force, -3);
}

#[test]
fn force_clamp() {
    let then = table()
        .json(json!([force(-2)]))
        .when_json(json!({"type": "use", "effect": {"force": 3}}));
    assert_eq!(then.state().force, -3);
    assert!(then.events().contains(&Change::ForceMoved {
        by: faction("empire"),
        from: -2,
        to: -3,
        lost: 2
    }));
}

#[test]
fn force_with_you_thresholds() {
    let rebel_x_wing = |f: i64| table().json(json!([end_turn(), force(f), play("x_wing")]));
    rebel_x_wing(0)
        .when_json(json!({"type": "use", "card": "x_wing"}))
        .refused_with("dbg.force_not_with_you");
    let then = rebel_x_wing(1).when_json(json!({"type": "use", "card": "x_wing"}));
    assert_eq!(reminders(&then), vec!["draw"]);
    assert_eq!(
        view(&table().json(json!([force(0)])))["force_track"]["with"],
        Value::Null
    );
    assert_eq!(
        view(&table().json(json!([force(-1)])))["force_track"]["with"],
        "empire"
    );
    assert_eq!(
        view(&table().json(json!([force(1)])))["force_track"]["with"],
        "rebel"
    );
}

#[test]
fn duros_spy_edge() {
    let g = table().json(json!([end_turn(), play("duros_spy")]));
    assert_eq!(g.state.force, 3);
    g.fork()
        .when_json(json!({"type": "use", "card": "duros_spy", "option": "force"}))
        .refused_with("dbg.option_unavailable");
    let g = table().json(json!([end_turn(), play("duros_spy")]));
    let then = g
        .fork()
        .when_json(json!({"type": "use", "card": "duros_spy", "option": "discard"}));
    assert_eq!(reminders(&then), vec!["opponent_discards"]);
    let g = table().json(json!([end_turn(), force(1), play("duros_spy")]));
    let then = g
        .fork()
        .when_json(json!({"type": "use", "card": "duros_spy", "option": "force"}));
    assert_eq!(then.state().force, 2);
}

#[test]
fn scout_trooper_reveal() {
    let g = || table().json(json!([play("scout_trooper")]));
    let then = g().when_json(json!({"type": "use", "card": "scout_trooper", "option": "empire"}));
    assert_eq!(then.state().force, 2);
    let then = g().when_json(json!({"type": "use", "card": "scout_trooper", "option": "rebel"}));
    assert_eq!(
        (then.state().galaxy_deck, then.state().galaxy_discard),
        (83, 1)
    );
    assert_eq!(then.state().force, 3);
    let then = g().when_json(json!({"type": "use", "card": "scout_trooper", "option": "neutral"}));
    assert_eq!(
        (then.state().galaxy_deck, then.state().galaxy_discard),
        (84, 0)
    );
    assert_eq!(then.state().force, 3);
}
