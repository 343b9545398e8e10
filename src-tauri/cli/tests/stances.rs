//! `datapad stances` lists every shipped stance, and `datapad odds sp` answers for each of them:
//! a dice-only stance (no charts, no tree) gets the dice alone, said so in the text.

mod common;

use common::datapad;
use serde_json::Value;

fn ok_json(args: &[&str]) -> Value {
    let o = datapad(args);
    assert!(
        o.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    serde_json::from_slice(&o.stdout).expect("json")
}

fn shipped() -> Vec<Value> {
    ok_json(&["stances", "--json"])
        .as_array()
        .expect("an array")
        .clone()
}

#[test]
fn every_shipped_stance_is_listed_with_its_unit_name_and_completeness() {
    let list = shipped();
    assert_eq!(list.len(), 183, "every side of every card");
    for s in &list {
        // Sorted: a workspace build may keep JSON objects in insertion order.
        let mut keys: Vec<&str> = s
            .as_object()
            .expect("object")
            .keys()
            .map(String::as_str)
            .collect();
        keys.sort_unstable();
        assert_eq!(keys, ["complete", "id", "missing", "name", "unit"]);
        assert_eq!(
            s["complete"].as_bool(),
            Some(s["missing"].as_array().is_some_and(Vec::is_empty))
        );
        assert!(s["name"].as_str().is_some_and(|n| !n.is_empty()));
    }
    let jar_kai = list
        .iter()
        .find(|s| s["id"] == "ahsoka-jar-kai")
        .expect("a seed stance");
    assert_eq!(jar_kai["unit"], "ahsoka-tano-jedi-no-more");
    let text = String::from_utf8(datapad(&["stances"]).stdout).expect("utf-8");
    assert!(
        text.contains("maul-dark-rage") && text.contains("dice only"),
        "{text}"
    );
    assert!(
        text.lines()
            .last()
            .is_some_and(|l| l.starts_with("183 stances")),
        "{text}"
    );
}

#[test]
fn odds_answer_for_every_shipped_stance_with_the_dice_alone() {
    let ids: Vec<String> = shipped()
        .iter()
        .map(|s| s["id"].as_str().expect("id").to_string())
        .collect();
    // Each stance attacks the next (every melee line has its dice), so each is asked as the
    // attacker and as the defender.
    for (i, attacker) in ids.iter().enumerate() {
        let defender = &ids[(i + 1) % ids.len()];
        let args = [
            "odds",
            "sp",
            "--attacker",
            attacker,
            "--defender",
            defender,
            "--type",
            "melee",
            "--json",
        ];
        let v = ok_json(&args);
        for key in [
            "successes",
            "successes_exact",
            "attack_dice",
            "defense_dice",
            "mean",
        ] {
            assert!(v.get(key).is_some(), "{attacker} v {defender}: no {key}");
        }
        let n = v["successes"].as_object().expect("table").len();
        assert_eq!(v["successes_exact"].as_object().map(|m| m.len()), Some(n));
        assert_eq!(v["dice_only"], Value::Bool(true), "{attacker}");
        let sum: f64 = v["successes"]
            .as_object()
            .expect("table")
            .values()
            .filter_map(Value::as_f64)
            .sum();
        assert!((sum - 1.0).abs() < 1e-9, "{attacker} v {defender}: {sum}");
    }
}

#[test]
fn the_text_says_the_charts_and_tree_are_missing() {
    let o = datapad(&[
        "odds",
        "sp",
        "--attacker",
        "maul-dark-rage",
        "--defender",
        "ahsoka-jar-kai",
        "--type",
        "melee",
        "--focus",
    ]);
    assert!(o.status.success());
    let text = String::from_utf8(o.stdout).expect("utf-8");
    assert!(
        text.starts_with("8 attack vs 5 defense dice\ndice only:"),
        "{text}"
    );
    assert!(
        text.contains("the expertise charts and the combat tree are missing"),
        "{text}"
    );
    // A stat the source does not give is still refused, naming it.
    let o = datapad(&[
        "odds",
        "sp",
        "--attacker",
        "501st-clone-troopers-1",
        "--defender",
        "jedi-master-kit-fisto-1",
        "--type",
        "ranged",
    ]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("ranged.defense"), "{err}");
}
