//! `datapad play dbg`, run as a real process: a game played to its end, a refusal with its code
//! and the view before it, and a bad script file.

mod common;
use common::*;
use serde_json::json;

#[test]
fn a_quick_game_is_played_to_the_empires_win() {
    let script = json!([
        {"type": "setup", "threshold": 2, "row": ["director_krennic", "x_wing", null, null, null, null]},
        {"type": "play", "card": {"name": "AT-AT", "type": "unit", "attack": 8}, "as": "atat"},
        {"type": "attack", "target": "base", "cards": ["atat"]},
        {"type": "end_turn"},
        {"type": "choose_base", "base": "mon_cala", "hp": 10},
        {"type": "end_turn"},
        {"type": "play", "card": {"name": "AT-AT", "attack": 10}, "as": "atat"},
        {"type": "attack", "target": "base", "cards": ["atat"]}
    ]);
    let o = play("dbg", script.to_string(), &["--json", "--seed", "3"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v = json_out(&o);
    assert_eq!(v["winner"], "empire");
    assert_eq!(v["win_reason"], "bases_destroyed");
    assert_eq!(v["victory"], json!({"empire": 2, "rebel": 0}));
    assert_eq!(
        v["bases"]["rebel"]["lost"],
        json!(["dantooine", "mon_cala"])
    );
    let text = play("dbg", script.to_string(), &[]);
    assert!(text.status.success());
    assert!(String::from_utf8_lossy(&text.stdout).contains("empire won"));
}

#[test]
fn a_refused_purchase_stops_with_its_code() {
    let script = json!([
        {"type": "setup", "row": ["director_krennic", "x_wing", null, null, null, null]},
        {"type": "buy", "slot": 1}
    ]);
    let o = play("dbg", script.to_string(), &["--json"]);
    assert_eq!(o.status.code(), Some(1));
    let out = json_out(&o);
    assert_eq!(out["refused"]["index"], 1);
    assert_eq!(out["refused"]["type"], "buy");
    assert_eq!(out["refused"]["code"], "dbg.faction_forbidden");
    assert_eq!(
        out["refused"]["message"],
        "That card belongs to the other side."
    );
    assert_eq!(out["view"]["row"][1]["card"], "x_wing");
    let o = play(
        "dbg",
        json!([{"type": "setup", "threshold": 9}]).to_string(),
        &["--json"],
    );
    let out = json_out(&o);
    assert_eq!(out["refused"]["code"], "dbg.threshold_range");
    assert_eq!(out["refused"]["data"], json!({"min": 2, "max": 5}));
}

#[test]
fn a_bad_script_exits_with_one_sentence() {
    let o = play("dbg", "{not json", &["--json"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(!o.stderr.is_empty());
    let o = play("dbg", json!({"type": "setup"}).to_string(), &[]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("not a JSON array"));
    let o = play("dbg", json!([{"type": "fly"}]).to_string(), &["--json"]);
    assert_ne!(o.status.code(), Some(0));
}
