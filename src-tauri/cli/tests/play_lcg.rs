//! `datapad play lcg`, run as a real process: a played game, a refused action, a bad file; and
//! `datapad play sp` alongside it.

mod common;
use common::*;
use serde_json::{json, Value};

fn setup() -> Value {
    json!({"type": "setup",
        "ds": {"deck": "imperial_navy", "objectives": [{"capacity": 5}, {"capacity": 5}, {"capacity": 5}]},
        "ls": {"deck": "rebel_alliance", "objectives": [{"capacity": 5}, {"capacity": 5}, {"capacity": 5}]}})
}

#[test]
fn a_card_game_plays_through_ds_first_turn_to_an_ls_engagement() {
    let n = json!({"type": "next_phase"});
    let script = json!([
        setup(),
        {"type": "resolve_balance"}, n, n, {"type": "draw"}, n, n,
        {"type": "force_struggle"}, n,
        {"type": "resolve_balance", "objective": "ds-o1"}, n, n, {"type": "draw"}, n, n,
        {"type": "attack", "objective": "ds-o1", "attackers": [
            {"capacity": 3, "force": 1, "icons": {"blast": [1, 0]}}]},
        {"type": "defend"}, {"type": "edge"}, {"type": "strike", "unit": "ls-u1"},
        {"type": "end_engagement", "unopposed": true}
    ]);
    let o = play("lcg", &script, &["--json", "--seed", "3"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v = json_out(&o);
    assert_eq!(v["dial"], 1);
    assert_eq!(v["turn"], 2);
    assert_eq!(v["phase"], "conflict");
    assert_eq!(v["players"]["ds"]["objectives"][0]["damage"], 3);
    assert_eq!(v["engagement"], Value::Null);
    let plain = play("lcg", &script, &[]);
    assert!(plain.status.success());
    assert!(String::from_utf8_lossy(&plain.stdout).contains("Dial 1"));
}

#[test]
fn a_refused_card_game_action_stops_with_its_code() {
    let script = json!([setup(), {"type": "next_phase"}]);
    let o = play("lcg", &script, &["--json"]);
    assert_eq!(o.status.code(), Some(1));
    let out = json_out(&o);
    assert_eq!(out["refused"]["index"], 1);
    assert_eq!(out["refused"]["code"], "lcg.balance_pending");
    assert_eq!(
        out["refused"]["message"],
        "Resolve the Balance phase first."
    );
    assert_eq!(out["view"]["phase"], "balance");
    let script = json!([setup(), {"type": "dial", "by": -2}]);
    let out = json_out(&play("lcg", &script, &["--json"]));
    assert_eq!(out["refused"]["code"], "lcg.invalid_count");
    assert_eq!(out["refused"]["data"]["field"], "by");
}

#[test]
fn a_bad_card_game_file_exits_with_one_sentence() {
    let o = play("lcg", "{not json", &[]);
    assert_eq!(o.status.code(), Some(1));
    assert!(!o.stderr.is_empty());
    let o = play(
        "lcg",
        json!([{"type": "fly_to_dagobah"}]).to_string(),
        &["--json"],
    );
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn shatterpoint_still_plays_beside_it() {
    let setup = json!([{"type": "set_player_name", "player": 0, "name": "Ahsoka"}]);
    let o = play("sp", setup.to_string(), &["--json"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(json_out(&o)["players"][0]["name"], "Ahsoka");
}
