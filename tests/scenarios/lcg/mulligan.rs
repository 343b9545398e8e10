//! The optional mulligan (§6.4): chosen at setup; each player once, before the first Balance
//! phase is resolved; the hand is shuffled back and a new 6 kept, so only the log changes.

use super::harness::*;

fn with_rule() -> Given<Lcg> {
    let mut s = setup();
    s["mulligan"] = json!(true);
    given::<Lcg>().json(s)
}

#[test]
fn each_player_may_take_one_mulligan_before_the_first_balance() {
    let t = with_rule().when_json(json!({"type": "mulligan", "side": "ls"}));
    let s = t.state();
    assert!(s.ls.mulliganed && !s.ds.mulliganed);
    assert_eq!(
        (s.ls.counters.hand, s.ls.counters.command_deck),
        (6, 34),
        "counts unchanged"
    );
    with_rule()
        .json(json!({"type": "mulligan", "side": "ls"}))
        .when_json(json!({"type": "mulligan", "side": "ls"}))
        .refused_with("lcg.mulligan_done");
    with_rule()
        .json(json!([{"type": "mulligan", "side": "ls"}, {"type": "mulligan", "side": "ds"}]))
        .when_json(json!({"type": "resolve_balance"}))
        .state();
}

#[test]
fn no_mulligan_without_the_rule_or_after_the_game_began() {
    started()
        .when_json(json!({"type": "mulligan", "side": "ds"}))
        .refused_with("lcg.no_mulligan");
    with_rule()
        .json(json!({"type": "resolve_balance"}))
        .when_json(json!({"type": "mulligan", "side": "ds"}))
        .refused_with("game.wrong_phase");
}
