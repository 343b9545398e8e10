//! `datapad odds hoth-attack`, run as a real process.

mod common;
use serde_json::Value;
use std::process::Output;

fn odds(args: &[&str]) -> Output {
    common::datapad(&[&["odds", "hoth-attack"], args].concat())
}

#[test]
fn speeders_against_an_at_at_fold_in_the_confirmation() {
    let o = odds(&[
        "--attacker",
        "snowspeeder",
        "--target",
        "at_at",
        "--range",
        "1",
        "--terrain",
        "rocks",
        "--json",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: Value = serde_json::from_slice(&o.stdout).expect("json");
    assert_eq!(v["dice"], 4, "no terrain protection for an AT-AT");
    // 1 − (17/18)^4, exactly.
    assert_eq!(v["eliminated_exact"], "21455/104976");
    assert_eq!(v["verified"], false);
    let sum: f64 = v["figures_removed"]
        .as_object()
        .expect("table")
        .values()
        .filter_map(Value::as_f64)
        .sum();
    assert!((sum - 1.0).abs() < 1e-12);
}

#[test]
fn a_changed_die_table_changes_the_odds() {
    let base = [
        "--attacker",
        "echo_trooper",
        "--target",
        "snowtrooper",
        "--range",
        "3",
        "--terrain",
        "open",
        "--json",
    ];
    let a: Value = serde_json::from_slice(&odds(&base).stdout).expect("json");
    let mut with = base.to_vec();
    with.extend(["--faces", "infantry,vehicle,vehicle,explosion,miss,retreat"]);
    let b: Value = serde_json::from_slice(&odds(&with).stdout).expect("json");
    assert_eq!(a["figures_removed_exact"]["1"], "1/2");
    assert_eq!(b["figures_removed_exact"]["1"], "1/3");
}

#[test]
fn an_impossible_attack_exits_2_with_its_reason() {
    let o = odds(&[
        "--attacker",
        "snowspeeder",
        "--target",
        "snowtrooper",
        "--range",
        "2",
        "--terrain",
        "building",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("no dice left"));
    let o = odds(&[
        "--attacker",
        "at_at",
        "--target",
        "echo_trooper",
        "--range",
        "1",
        "--terrain",
        "open",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let o = odds(&[
        "--attacker",
        "at_at",
        "--target",
        "echo_trooper",
        "--range",
        "1",
        "--terrain",
        "open",
        "--unit-dice",
        "2,2",
    ]);
    assert!(o.status.success());
    let o = odds(&[
        "--attacker",
        "wampa",
        "--target",
        "echo_trooper",
        "--range",
        "1",
        "--terrain",
        "open",
    ]);
    assert_eq!(o.status.code(), Some(2));
}
