//! `datapad play GAME --actions`: every action type of every registered game, with its fields
//! and an example the game reads, read from the Rust types (never a list kept by hand).

mod common;
use common::{datapad, json_out};
use datapad_engine::games::registry::GAMES;
use serde_json::{json, Value};

fn actions_json(game: &str) -> Value {
    let o = datapad(&["play", game, "--actions", "--json"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    json_out(&o)
}

#[test]
fn every_action_type_of_every_registered_game_is_listed() {
    for g in GAMES {
        let v = actions_json(g.id);
        assert_eq!(v["game"], g.id);
        let listed: Vec<&str> = v["actions"]
            .as_array()
            .expect("actions")
            .iter()
            .filter_map(|a| a["type"].as_str())
            .collect();
        assert_eq!(listed, g.actions, "{}: the enum's variants, in order", g.id);
        let text = String::from_utf8(datapad(&["play", g.id, "--actions"]).stdout).expect("utf8");
        for a in g.actions {
            assert!(
                text.lines().any(|l| l == *a),
                "{}: {a} is not listed in\n{text}",
                g.id
            );
        }
    }
}

#[test]
fn each_action_has_its_fields_and_an_example_of_its_type() {
    let v = actions_json("hoth");
    let mv = v["actions"]
        .as_array()
        .expect("actions")
        .iter()
        .find(|a| a["type"] == "move")
        .expect("move");
    let fields: Vec<(&str, bool)> = mv["fields"]
        .as_array()
        .expect("fields")
        .iter()
        .map(|f| (f["name"].as_str().unwrap_or(""), f["optional"] == true))
        .collect();
    assert_eq!(
        fields,
        [
            ("unit", false),
            ("hexes", false),
            ("onto", false),
            ("zone", true)
        ]
    );
    let onto = &mv["fields"][2]["type"];
    assert!(
        onto.as_str().is_some_and(|t| t.contains("open | ridge")),
        "{onto}"
    );
    assert_eq!(mv["example"]["type"], "move");
    assert_eq!(mv["example"]["onto"], "open");
    let text = String::from_utf8(datapad(&["play", "hoth", "--actions"]).stdout).expect("utf8");
    assert!(
        text.contains("  e.g. {\"type\":\"move\","),
        "the example names its type first:\n{text}"
    );
}

/// Every example is an action the game reads: played first in a new game it may be refused by
/// the rules, never as a shape the game does not know (`journal.bad_action`).
#[test]
fn every_example_is_read_by_its_game() {
    for g in GAMES {
        for a in actions_json(g.id)["actions"].as_array().expect("actions") {
            let o = common::play(g.id, json!([a["example"]]), &["--json"]);
            if o.status.success() {
                continue;
            }
            let code = &json_out(&o)["refused"]["code"];
            assert_ne!(code, "journal.bad_action", "{}: {}", g.id, a["example"]);
        }
    }
}

#[test]
fn actions_need_no_script_and_the_help_names_them() {
    let o = datapad(&["play", "counter", "--actions"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let help = String::from_utf8(datapad(&["play", "--help"]).stdout).expect("utf8");
    assert!(help.contains("--actions"), "{help}");
    assert!(help.contains("datapad play GAME --actions"), "{help}");
    let o = datapad(&["play", "counter"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--script <SCRIPT>"));
    let o = datapad(&["play", "chess", "--actions"]);
    assert_eq!(o.status.code(), Some(2));
}
