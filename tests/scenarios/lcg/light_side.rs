//! §10 T-LS-01–05: Balance damage and the Light Side's win; T-DECK-01–03: deck-out and decks.

use super::harness::*;

/// LS's first turn, at its Balance phase.
fn ls_balance() -> Given<Lcg> {
    started().json(Value::Array(quiet_turn(true)))
}

#[test]
fn t_ls_01_balance_damage() {
    let g = with(ls_balance(), |s| {
        s.ds.objectives[0].capacity = 5;
        s.ds.objectives[0].damage = 2;
    });
    let t = g.when_json(json!({"type": "resolve_balance", "objective": "ds-o1"}));
    assert_eq!(t.state().ds.objectives[0].damage, 3);
    assert_eq!(t.state().ls.victory, 0);
}

#[test]
fn t_ls_02_balance_damage_while_ds_is_favoured() {
    let g = with(ls_balance(), |s| s.balance = Side::Ds);
    g.when_json(json!({"type": "resolve_balance", "objective": "ds-o1"}))
        .refused_with("lcg.no_balance_damage");
    let g = with(ls_balance(), |s| s.balance = Side::Ds);
    let t = g.when_json(json!({"type": "resolve_balance"}));
    assert!(t.state().ds.objectives.iter().all(|o| o.damage == 0));
}

#[test]
fn t_ls_03_balance_damage_wins_the_game() {
    let g = with(ls_balance(), |s| {
        s.ls.victory = 2;
        s.ds.objectives[1].capacity = 4;
        s.ds.objectives[1].damage = 3;
    });
    let t = g.when_json(json!({"type": "resolve_balance", "objective": "ds-o2"}));
    assert_eq!(t.state().ls.victory, 3);
    assert_eq!(t.state().winner, Some(Side::Ls));
    assert_eq!(t.state().win_reason, Some(WinReason::Objectives));
}

#[test]
fn t_ls_04_third_objective_in_an_engagement() {
    let g = with(ls_conflict(), |s| s.ls.victory = 2).json(json!([
        {"type": "attack", "objective": "ds-o1", "attackers": [
            {"capacity": 3, "force": 1, "icons": {"blast": [5, 0]}}]},
        {"type": "defend", "defenders": []},
        {"type": "edge"}
    ]));
    let t = g.when_json(json!({"type": "strike", "unit": "ls-u1"}));
    assert_eq!(t.state().winner, Some(Side::Ls));
    assert_eq!(t.state().engagement, None, "the game ends mid-engagement");
}

#[test]
fn t_ls_05_losing_ls_objectives_never_gives_ds_an_objective_count_win() {
    let g = with(started(), |s| {
        s.ds.victory = 2;
        s.dial = 2;
    });
    let t = g.when_json(json!({"type": "damage", "card": "ls-o3", "amount": 9}));
    assert_eq!(t.state().dial, 5);
    assert_eq!(t.state().winner, None);
}

#[test]
fn t_deck_01_command_deck_empty() {
    let g = with(ls_balance(), |s| {
        s.ls.counters.hand = 4;
        s.ls.counters.command_deck = 1;
    })
    .json(json!([{"type": "resolve_balance"}, next(), next()]));
    let t = g.when_json(json!({"type": "draw"}));
    assert_eq!(t.state().ls.counters.command_deck, 0);
    assert_eq!(t.state().winner, Some(Side::Ds));
    assert_eq!(t.state().win_reason, Some(WinReason::DeckEmpty));
}

#[test]
fn t_deck_02_objective_deck_empty() {
    let g = with(started(), |s| {
        s.ds.objectives.pop();
        s.ds.counters.objective_deck = 0;
    })
    .json(json!({"type": "resolve_balance"}));
    let t = g.when_json(next());
    assert_eq!(t.state().winner, Some(Side::Ls));
    assert_eq!(t.state().win_reason, Some(WinReason::DeckEmpty));
}

fn custom(ls_sets: Value) -> Value {
    let mut s = setup();
    s["ls"]["deck"] = json!({"sets": ls_sets});
    s
}

#[test]
fn t_deck_03_custom_deck_legality() {
    let nine = json!([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    let t = given::<Lcg>()
        .when_json(custom(nine))
        .refused_with("lcg.deck_illegal");
    let _ = t;
    given::<Lcg>()
        .when_json(custom(json!([1, 2, 3, 4, 5, 6, 7, 8, 9, 19])))
        .refused_with("lcg.deck_illegal");
    given::<Lcg>()
        .when_json(custom(json!([1, 1, 1, 2, 3, 4, 5, 6, 7, 8])))
        .refused_with("lcg.deck_illegal");
    let t = given::<Lcg>().when_json(custom(json!([1, 1, 2, 3, 4, 5, 6, 7, 8, 9])));
    assert_eq!(t.state().ls.counters.objective_deck, 7);
    assert_eq!(t.state().ls.counters.command_deck, 50 - 6);
}
