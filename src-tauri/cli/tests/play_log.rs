//! `datapad play --log`, run as a real process: after the view, the game's log as the app shows
//! it, one sentence a line, in `--lang`; every card, objective and unit named, never by its id.

mod common;
use common::*;
use serde_json::{json, Value};

/// A Card Game to its first engagement: an untitled unit and a titled one attack an objective.
fn engagement() -> Value {
    let n = json!({"type": "next_phase"});
    json!([
        {"type": "setup",
            "ds": {"deck": "imperial_navy", "objectives": [{"capacity": 5}, {"capacity": 5}, {"capacity": 5}]},
            "ls": {"deck": "rebel_alliance", "objectives": [{"capacity": 5}, {"capacity": 5}, {"capacity": 5}]}},
        {"type": "resolve_balance"}, n, n, {"type": "draw"}, n, n,
        {"type": "force_struggle"}, n,
        {"type": "resolve_balance", "objective": "ds-o1"}, n, n, {"type": "draw"}, n, n,
        {"type": "attack", "objective": "ds-o1", "attackers": [
            {"capacity": 3, "force": 1, "icons": {"blast": [1, 0]}},
            {"title": "Luke", "capacity": 3, "force": 1, "icons": {"unit_damage": [1, 0]}}]},
        {"type": "defend"}, {"type": "edge"}, {"type": "strike", "unit": "ls-u1"}
    ])
}

/// Every id a sentence could leak: `ds-o1`, `ls-u2`, `snow1`, `star_destroyer`, `#2`.
fn leaks(line: &str) -> bool {
    let id = line
        .split(|c: char| !(c.is_alphanumeric() || "-_#".contains(c)))
        .any(|w| {
            let digits = w
                .get(4..)
                .is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()));
            let card = w.as_bytes().get(2) == Some(&b'-') && digits;
            card || w.contains('_') || w.contains('#')
        });
    id || line.contains("{")
}

#[test]
fn the_log_follows_the_view_in_words_with_every_card_named() {
    let o = play("lcg", engagement(), &["--log", "--seed", "3"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8_lossy(&o.stdout);
    let lines: Vec<&str> = out.lines().collect();
    // The view's report first, then one line a sentence.
    assert!(lines[0].starts_with("Turn 2"), "{out}");
    assert!(
        out.contains("Set up: Imperial Navy against Rebel Alliance"),
        "{out}"
    );
    assert!(
        out.contains("Unit 1 strikes: unit damage 0, tactics 0, blast 1."),
        "{out}"
    );
    assert!(out.contains("Luke of the Light Side is recorded"), "{out}");
    assert!(out.contains("Objective 1 takes 1 damage"), "{out}");
    for l in &lines[1..] {
        assert!(!leaks(l), "an id in the log: {l}");
    }
}

#[test]
fn the_log_speaks_polish_and_comes_as_json_beside_the_view() {
    let o = play(
        "lcg",
        engagement(),
        &["--log", "--lang", "pl", "--json", "--seed", "3"],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v = json_out(&o);
    assert_eq!(v["view"]["turn"], 2);
    let log: Vec<&str> = v["log"]
        .as_array()
        .expect("log")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert!(
        log.iter().any(|l| l.starts_with("Jednostka 1 naciera")),
        "{log:?}"
    );
    assert!(log.iter().any(|l| l.contains("Cel 1 otrzymuje")), "{log:?}");
    assert!(log.iter().all(|l| !leaks(l)), "{log:?}");
    // Without --log the view is bare, as before.
    let bare = json_out(&play("lcg", engagement(), &["--json", "--seed", "3"]));
    assert_eq!(bare["turn"], 2);
    assert!(bare.get("log").is_none());
}

#[test]
fn hoth_units_and_deckbuilding_copies_are_named_in_the_log() {
    let hoth = json!([
        {"type": "choose_scenario", "scenario": "shield_generators"},
        {"type": "add_unit", "kind": "snowtrooper", "id": "snow1", "zone": "left"},
        {"type": "add_unit", "kind": "snowtrooper", "id": "snow2", "name": "Blizzard Force", "zone": "left"}
    ]);
    let o = play("hoth", hoth, &["--log", "--json"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let log = json_out(&o)["log"].to_string();
    assert!(log.contains("Snowtrooper 1 (snowtroopers) joins"), "{log}");
    assert!(log.contains("Blizzard Force (snowtroopers) joins"), "{log}");
    assert!(!log.contains("snow1") && !log.contains("snow2"), "{log}");
    let o = play(
        "hoth",
        json!([{"type": "add_unit", "kind": "snowtrooper", "id": "snow1"}]),
        &["--log", "--lang", "pl", "--json"],
    );
    assert!(json_out(&o)["log"].to_string().contains("Szturmowiec 1"));

    let dbg = json!([
        {"type": "setup", "threshold": 2, "row": ["director_krennic", "x_wing", null, null, null, null]},
        {"type": "play", "card": "imperial_shuttle"},
        {"type": "play", "card": "imperial_shuttle"}
    ]);
    let o = play("dbg", dbg, &["--log", "--json", "--seed", "3"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let log: Vec<String> = serde_json::from_value(json_out(&o)["log"].clone()).expect("log");
    assert!(
        log.iter()
            .any(|l| l.starts_with("Imperial Shuttle 2 enters play.")),
        "{log:?}"
    );
    assert!(log.iter().all(|l| !leaks(l)), "{log:?}");
}

#[test]
fn lang_without_log_is_a_usage_error() {
    let o = play("counter", json!([]), &["--lang", "pl"]);
    assert_eq!(o.status.code(), Some(2));
}
