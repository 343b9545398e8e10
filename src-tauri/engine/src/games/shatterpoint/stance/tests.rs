//! The shipped stances, and every rule of the format reported at its JSON path.

use super::*;
use crate::games::shatterpoint::builtin_units;
use serde_json::{json, Value};

const SAMPLE: &str = include_str!("../../../../tests/fixtures/stance-3x6.json");

fn sample() -> Value {
    serde_json::from_str(SAMPLE).expect("fixture json")
}

#[test]
fn the_shipped_stances_are_valid_incomplete_and_tied_to_their_units() {
    let stances = builtin_stances().expect("shipped stances");
    let ids: Vec<&str> = stances.iter().map(|s| s.id.as_str()).collect();
    assert_eq!(
        ids[..3],
        ["ahsoka-jar-kai", "ahsoka-form-v-shien", "maul-dark-rage"],
        "the seeds' first, then ShatterApp's dice-only stances"
    );
    assert_eq!(ids.len(), 183);
    let units = builtin_units();
    for s in &stances {
        // No source gives a whole card: each names what is missing and cannot attack yet.
        assert!(s.usable().is_err(), "{}", s.id);
        assert!(!s.verified);
        assert!(!s.source.is_empty());
        let unit = units
            .iter()
            .find(|u| Some(&u.id) == s.unit.as_ref())
            .unwrap_or_else(|| panic!("{}: unit {:?}", s.id, s.unit));
        assert_eq!(
            unit.stances.get(usize::from(s.side)),
            Some(&s.name),
            "{}",
            s.id
        );
    }
}

#[test]
fn a_stance_survives_a_round_trip() {
    let s = parse(SAMPLE).expect("fixture");
    let again = from_value(&serde_json::to_value(&s).expect("json")).expect("again");
    assert_eq!(s, again);
    assert_eq!(s.tree.options.len(), 18);
    assert!(s.usable().is_ok());
}

/// Applies `edit` to the fixture and returns the first problem's path and text.
fn problem(edit: impl FnOnce(&mut Value)) -> (String, String) {
    let mut v = sample();
    edit(&mut v);
    let p = from_value(&v).expect_err("the edit breaks a rule");
    (p.path, p.problem)
}

#[test]
fn each_problem_names_its_json_path() {
    type Edit = Box<dyn FnOnce(&mut Value)>;
    let cases: Vec<(Edit, &str, &str)> = vec![
        (
            Box::new(|v| v["format"] = json!("other")),
            "format",
            "datapad-sp-stance",
        ),
        (
            Box::new(|v| v["version"] = json!(2)),
            "version",
            "version 1",
        ),
        (Box::new(|v| v["side"] = json!(2)), "side", "0 or 1"),
        (Box::new(|v| v["id"] = json!("Bad Id")), "id", "slug"),
        (
            Box::new(|v| v["melee"]["foo"] = json!(1)),
            "melee.foo",
            "not a field",
        ),
        (
            Box::new(|v| v["melee"]["attack"] = json!(21)),
            "melee.attack",
            "1–20",
        ),
        (
            Box::new(|v| v["melee"]["attack"] = json!("7")),
            "melee.attack",
            "invalid type",
        ),
        (
            Box::new(|v| v["melee"]["range"] = json!(2)),
            "melee.range",
            "no range",
        ),
        (
            Box::new(|v| v["ranged"]["range"] = json!(null)),
            "ranged.range",
            "range 1–5",
        ),
        (
            Box::new(|v| v["ranged"]["range"] = json!(6)),
            "ranged.range",
            "1–5",
        ),
        (
            Box::new(|v| v["melee"]["defense"] = json!(null)),
            "melee.defense",
            "missing",
        ),
        (
            Box::new(|v| v["melee"]["chart"][1]["min"] = json!(1)),
            "melee.chart[1]",
            "overlaps row 0",
        ),
        (
            Box::new(|v| v["melee"]["chart"][0]["min"] = json!(0)),
            "melee.chart[0].min",
            "at least 1",
        ),
        (
            Box::new(|v| v["melee"]["chart"][1]["max"] = json!(1)),
            "melee.chart[1].max",
            "at least min",
        ),
        (
            Box::new(|v| v["melee"]["chart"][0]["entries"][0]["n"] = json!(0)),
            "melee.chart[0].entries[0].n",
            "1–9",
        ),
        (
            Box::new(|v| v["melee"]["chart"][0]["entries"][0]["result"] = json!("block")),
            "melee.chart[0].entries[0].result",
            "crit or strike",
        ),
        (
            Box::new(|v| v["melee"]["chart"][0]["entries"][0] = json!({"kind": "explode"})),
            "melee.chart[0].entries[0]",
            "unknown variant",
        ),
        (
            Box::new(|v| v["defense_chart"][0]["entries"][0] = json!({"kind": "damage"})),
            "defense_chart[0].entries[0]",
            "attack charts",
        ),
        (
            Box::new(|v| v["defense_chart"][1]["entries"][1]["from"] = json!("block")),
            "defense_chart[1].entries[1].from",
            "not a face",
        ),
        (
            Box::new(|v| v["tree"]["options"][4]["start"] = json!(true)),
            "tree.options[4].start",
            "column 0",
        ),
        (
            Box::new(|v| v["tree"]["options"][0]["id"] = json!("a b")),
            "tree.options[0].id",
            "1–16",
        ),
        (
            Box::new(|v| v["tree"]["options"][1]["id"] = json!("a0")),
            "tree.options[1].id",
            "repeats",
        ),
        (
            Box::new(|v| v["tree"]["options"][1]["row"] = json!(0)),
            "tree.options[1]",
            "row and column",
        ),
        (
            Box::new(|v| v["tree"]["options"][1]["col"] = json!(8)),
            "tree.options[1].col",
            "0–7",
        ),
        (
            Box::new(|v| v["tree"]["options"][2]["effects"] = json!([])),
            "tree.options[2].effects",
            "at least one",
        ),
        (
            Box::new(|v| {
                v["tree"]["options"][2]["effects"][0] = json!({"kind": "add", "result": "crit"})
            }),
            "tree.options[2].effects[0]",
            "effects only",
        ),
        (
            Box::new(|v| {
                for i in 0..3 {
                    v["tree"]["options"][i]["start"] = json!(false);
                }
            }),
            "tree.options",
            "start",
        ),
        (
            Box::new(|v| v["tree"]["links"][3] = json!(["a0", "a1"])),
            "tree.links[3]",
            "repeats a link",
        ),
        (
            Box::new(|v| v["tree"]["links"][3] = json!(["b1", "b1"])),
            "tree.links[3]",
            "itself",
        ),
        (
            Box::new(|v| v["tree"]["links"][3] = json!(["b1", "zz"])),
            "tree.links[3]",
            "\"zz\"",
        ),
        (
            Box::new(|v| v["tree"]["links"][3] = json!(["b1"])),
            "tree.links[3]",
            "invalid length",
        ),
    ];
    for (edit, path, words) in cases {
        let (p, text) = problem(edit);
        assert_eq!(p, path, "{text}");
        assert!(text.contains(words), "{path}: {text}");
    }
}

#[test]
fn not_json_and_a_missing_field_are_reported_too() {
    assert_eq!(parse("{").map_err(|p| p.path), Err(String::new()));
    let (p, text) = problem(|v| {
        v.as_object_mut().map(|o| o.remove("tree"));
    });
    assert_eq!((p.as_str(), text.as_str()), ("tree", "is required"));
}

#[test]
fn missing_covers_a_field_and_its_children() {
    let mut v = sample();
    v["ranged"] =
        json!({"attack": null, "range": null, "defense": null, "weapon": null, "chart": []});
    assert_eq!(
        from_value(&v).map_err(|p| p.path),
        Err("ranged.defense".into())
    );
    v["missing"] = json!(["ranged"]);
    let s = from_value(&v).expect("valid once named");
    assert_eq!(s.usable(), Err(vec!["ranged".to_string()]));
    assert!(s.is_missing("ranged.defense") && !s.is_missing("rangedx"));
}

#[test]
fn every_problem_code_has_a_sentence_in_both_languages() {
    use strum::VariantNames;
    let keys: Vec<String> = Problem::VARIANTS
        .iter()
        .map(|c| format!("sp.stance_problem.{c}"))
        .chain(["error.sp.stance_rejected", "error.sp.stance_unreadable"].map(String::from))
        .collect();
    let missing = crate::i18n::missing(&keys);
    assert!(missing.is_empty(), "no sentence for {missing:?}");
}

#[test]
fn a_refusal_names_the_path_and_the_code_on_the_wire() {
    let (mut v, sp) = (sample(), crate::games::shatterpoint::SpError::from);
    v["tree"]["options"][4]["start"] = json!(true);
    let p = from_value(&v).expect_err("a start off the left edge");
    assert_eq!(p.code, Problem::StartColumn);
    let wire = crate::game::wire_error::<crate::games::shatterpoint::Shatterpoint>(&sp(p));
    assert_eq!(wire.code, "sp.stance_rejected");
    assert_eq!(wire.data["path"], "tree.options[4].start");
    assert_eq!(wire.data["problem"], "start_column");
    assert_eq!(
        wire.message,
        "Not saved — tree.options[4].start: a start option must be in the leftmost column"
    );
}
