//! The stance list as stored: what is saved reads back equal, a stance that breaks a rule is
//! refused with its path, and a stored entry the rules no longer accept is kept, not dropped.

use super::*;
use serde_json::json;

fn fixture() -> Value {
    serde_json::from_str(include_str!("../../engine/tests/fixtures/stance-3x6.json"))
        .expect("fixture json")
}

#[test]
fn a_saved_stance_reads_back_equal_and_replaces_its_namesake() {
    let s = stance::from_value(&fixture()).expect("fixture");
    let mut stored = read(None);
    put(&mut stored, s.clone());
    let mut renamed = s.clone();
    renamed.name.en = "Renamed".into();
    put(&mut stored, renamed.clone());
    let again = read(Some(stored.to_value().expect("to json")));
    assert_eq!(again.items, vec![renamed]);
    assert!(again.kept.is_empty());
}

#[test]
fn a_stored_stance_the_rules_refuse_is_kept_and_reported() {
    let good = fixture();
    let mut bad = fixture();
    bad["id"] = json!("other");
    bad["tree"]["options"][4]["start"] = json!(true);
    let loaded = read(Some(json!([bad.clone(), good])));
    assert_eq!(loaded.items.len(), 1);
    assert_eq!(loaded.kept, vec![bad.clone()]);
    assert!(loaded.notice(FILE).is_some());
    let written = loaded.to_value().expect("to json");
    assert_eq!(written[1], bad, "written back untouched");
}

#[test]
fn a_refusal_is_localized_by_code_and_names_the_path() {
    let mut v = fixture();
    v["melee"]["chart"][1]["max"] = json!(1);
    let e = refused(stance::from_value(&v).expect_err("max below min"));
    assert_eq!(e.code, "sp.stance_rejected");
    assert_eq!(e.data["path"], "melee.chart[1].max");
    assert_eq!(e.data["problem"], "row_max");
    let e = sp_stance_check("{ not json".into()).expect_err("not json");
    assert_eq!(e.code, "sp.stance_unreadable");
    assert_eq!(e.data["problem"], "not_json");
    assert_eq!(
        e.message,
        "This is not a stance file: the text is not valid JSON."
    );
}

#[test]
fn the_shipped_stances_come_with_every_list() {
    let l = lists(Vec::new()).expect("shipped");
    assert_eq!(l.shipped.len(), 3);
    assert!(l.shipped.iter().all(|s| !s.missing.is_empty()));
}
