//! §10 T-DIAL-01–11: the Death Star dial and the Dark Side's win.

use super::harness::*;

fn ds_balance(dial: i64, balance: Side) -> Given<Lcg> {
    with(started(), |s| {
        s.dial = dial;
        s.balance = balance;
    })
}

#[test]
fn t_dial_01_first_ds_turn() {
    let t = started().when_json(json!({"type": "resolve_balance"}));
    assert_eq!(t.state().dial, 1);
    assert_eq!(t.state().winner, None);
}

#[test]
fn t_dial_02_ds_favoured() {
    let t = ds_balance(5, Side::Ds).when_json(json!({"type": "resolve_balance"}));
    assert_eq!(t.state().dial, 7);
}

#[test]
fn t_dial_03_ls_balance_phase_never_moves_the_dial() {
    let g = with(ls_conflict(), |s| {
        s.phase = Phase::Balance;
        s.flags.balance_done = false;
        s.dial = 7;
        s.balance = Side::Ds;
    });
    let t = g.when_json(json!({"type": "resolve_balance"}));
    assert_eq!(t.state().dial, 7);
    assert!(t.state().ds.objectives.iter().all(|o| o.damage == 0));
}

#[test]
fn t_dial_04_win_in_the_balance_phase() {
    let t = ds_balance(10, Side::Ds).when_json(json!({"type": "resolve_balance"}));
    assert_eq!(t.state().dial, 12);
    assert_eq!(t.state().winner, Some(Side::Ds));
    assert_eq!(t.state().win_reason, Some(WinReason::Dial));
    assert_eq!(t.state().phase, Phase::Over);
    given::<Lcg>()
        .events(&[t.events()[0].clone()])
        .when_json(next())
        .refused_with("game.game_over");
}

#[test]
fn t_dial_05_win_without_the_force() {
    let t = ds_balance(11, Side::Ls).when_json(json!({"type": "resolve_balance"}));
    assert_eq!(t.state().dial, 12);
    assert_eq!(t.state().winner, Some(Side::Ds));
}

#[test]
fn t_dial_06_not_yet_a_win() {
    let t = ds_balance(10, Side::Ls).when_json(json!({"type": "resolve_balance"}));
    assert_eq!(t.state().dial, 11);
    assert_eq!(t.state().winner, None);
}

fn ls_objective_destroyed(pile: i64, dial: i64) -> State {
    let g = with(started(), |s| {
        s.ds.victory = pile;
        s.dial = dial;
    });
    g.when_json(json!({"type": "damage", "card": "ls-o1", "amount": 5}))
        .state()
        .clone()
}

#[test]
fn t_dial_07_first_ls_objective_destroyed() {
    let s = ls_objective_destroyed(0, 4);
    assert_eq!(s.ds.victory, 1);
    assert_eq!(s.dial, 5);
}

#[test]
fn t_dial_08_third_ls_objective_destroyed() {
    let s = ls_objective_destroyed(2, 7);
    assert_eq!(s.ds.victory, 3);
    assert_eq!(s.dial, 10);
    assert_eq!(s.winner, None);
}

#[test]
fn t_dial_09_objective_destruction_overshoots_12() {
    let g = with(started(), |s| {
        s.ds.victory = 3;
        s.dial = 9;
    });
    let t = g.when_json(json!({"type": "damage", "card": "ls-o1", "amount": 5}));
    assert_eq!(t.state().dial, 12, "the dial stops at 12");
    assert_eq!(t.state().winner, Some(Side::Ds));
    let log = serde_json::to_value(t.events()).unwrap().to_string();
    assert!(log.contains("\"overshoot\":1"), "{log}");
}

#[test]
fn t_dial_10_cumulative_advance() {
    let mut g = started();
    let mut dials = Vec::new();
    for o in ["ls-o1", "ls-o2", "ls-o3"] {
        g = g.json(json!({"type": "damage", "card": o, "amount": 5}));
        dials.push(g.state.dial);
    }
    assert_eq!(dials, [1, 3, 6]);
}

#[test]
fn t_dial_11_fastest_pure_timer_win() {
    let mut g = started();
    for turn in 1..=11 {
        g = g.json(Value::Array(quiet_turn(turn == 1)));
        assert_eq!(g.state.dial, turn, "after DS turn {turn}");
        // Keep the balance on the Light Side (the struggle ties at 0 anyway).
        g = g.json(Value::Array(quiet_turn(false)));
        assert_eq!(g.state.balance, Side::Ls);
    }
    let t = g.when_json(json!({"type": "resolve_balance"}));
    assert_eq!(t.state().turn, 23, "DS's 12th turn");
    assert_eq!(t.state().dial, 12);
    assert_eq!(t.state().winner, Some(Side::Ds));
}
