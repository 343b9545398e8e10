//! `datapad play`, run as a real process: the same for every registered game.

mod common;
use common::json_out;
use serde_json::{json, Value};
use std::process::{Command, Output};

/// Plays with `--json`, as the UI receives the view.
fn play(game: &str, script: &Value, extra: &[&str]) -> Output {
    common::play(game, script, &[&["--json"], extra].concat())
}

#[test]
fn the_test_game_plays_to_its_end() {
    let o = play(
        "counter",
        &json!([{"type": "start", "target": 3}, {"type": "add", "n": 2}, {"type": "add", "n": 1}]),
        &[],
    );
    assert!(o.status.success());
    assert_eq!(json_out(&o), json!({"target": 3, "count": 3, "over": true}));
}

#[test]
fn a_refused_action_stops_with_its_code_and_the_view_before_it() {
    let script = json!([
        {"type": "start", "target": 2},
        {"type": "add", "n": 2},
        {"type": "add", "n": 1}
    ]);
    let o = play("counter", &script, &[]);
    assert_eq!(o.status.code(), Some(1));
    let out = json_out(&o);
    assert_eq!(out["refused"]["index"], 2);
    assert_eq!(out["refused"]["type"], "add");
    assert_eq!(out["refused"]["code"], "game.game_over");
    assert_eq!(out["refused"]["message"], "The game is over.");
    assert_eq!(out["view"]["count"], 2);
}

#[test]
fn shatterpoint_plays_and_refuses_with_its_own_codes() {
    let setup = json!([{"type": "set_player_name", "player": 0, "name": "Ahsoka"}]);
    let o = play("sp", &setup, &[]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(json_out(&o)["players"][0]["name"], "Ahsoka");
    let o = play("sp", &json!([{"type": "end_activation"}]), &[]);
    assert_eq!(o.status.code(), Some(1));
    let out = json_out(&o);
    assert_eq!(out["refused"]["code"], "game.wrong_phase");
    assert_eq!(out["refused"]["data"], json!({"phase": "setup"}));
}

#[test]
fn the_dice_tray_plays_seeded_and_undoes() {
    let script = json!([
        {"type": "roll", "pool": [{"die": "sp-attack", "count": 3}]},
        {"type": "lock", "index": 0, "locked": true}
    ]);
    let a = play("tray", &script, &["--seed", "5"]);
    let b = play("tray", &script, &["--seed", "5"]);
    assert!(a.status.success());
    assert_eq!(a.stdout, b.stdout, "a seed makes the roll repeat");
    let undone = json_out(&play("tray", &script, &["--seed", "5", "--undo", "1"]));
    let played = json_out(&a);
    assert_ne!(undone, played);
}

#[test]
fn the_trays_luck_is_in_the_view() {
    // Entered by hand: 1 crit and a failure on attack dice (successes on 4 faces of 8), a block
    // on a defense die (2 of 6), then the failure set to a strike, a throw of its own: 3 attack
    // dice with 2 successes, 1 defense die with 1; 3/2 + 1/3 = 11/6 expected.
    let script = json!([
        {"type": "enter", "faces": [
            {"die": "sp-attack", "symbol": "crit"},
            {"die": "sp-attack", "symbol": "failure"},
            {"die": "sp-defense", "symbol": "block"}
        ]},
        {"type": "set_face", "index": 1, "symbol": "strike"}
    ]);
    let v = json_out(&play("tray", &script, &[]));
    let l = &v["luck"][0];
    assert_eq!(l["player"], "table");
    assert_eq!(
        (l["dice"].as_u64(), l["rolled"].as_u64()),
        (Some(4), Some(3))
    );
    assert_eq!(l["expected_exact"], "11/6");
    // P(4) = 1/8 · 1/3 = 1/24 and P(3) = 1/8 · 2/3 + 3/8 · 1/3 = 5/24, so fewer than 3 is
    // 1 − 6/24, and the place of 3 is 3/4 + 5/48 = 41/48.
    assert_eq!(l["percentile_exact"], "41/48");
}

#[test]
fn it_plays_into_a_real_journal_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("j.db");
    let db = db.to_str().expect("utf-8");
    let script = json!([{"type": "start", "target": 5}, {"type": "add", "n": 1}]);
    assert!(play("counter", &script, &["--journal", db])
        .status
        .success());
    let journal = datapad_engine::journal::Journal::open(std::path::Path::new(db)).expect("open");
    let sessions = journal.list("counter").expect("list");
    assert_eq!(sessions.len(), 1);
    assert_eq!(sessions[0].head, 2, "both actions are stored");
}

#[test]
fn bad_files_and_unknown_games_exit_with_one_sentence() {
    let o = play("counter", &json!({"type": "start"}), &[]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("not a JSON array"));
    let o = play("chess", &json!([]), &[]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("no game called 'chess'"));
    let o = Command::new(env!("CARGO_BIN_EXE_datapad"))
        .args(["play", "counter", "--script", "/nonexistent/x.json"])
        .output()
        .expect("run");
    assert_eq!(o.status.code(), Some(1));
}
