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
fn an_impossible_attack_exits_1_with_its_reason_and_a_bad_option_2() {
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
    assert_eq!(o.status.code(), Some(1), "the rules refuse it");
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

/// Echo troopers at 2 hexes (2 dice) against a snowtrooper unit down to its last figure.
const LAST_FIGURE: [&str; 10] = [
    "--attacker",
    "echo_trooper",
    "--target",
    "snowtrooper",
    "--range",
    "2",
    "--terrain",
    "open",
    "--figures",
    "1",
];

/// The JSON of `odds hoth-attack` for these arguments (and `--json`).
fn odds_json(args: &[&str]) -> Value {
    let o = odds(&[args, &["--json"]].concat());
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    serde_json::from_slice(&o.stdout).expect("json")
}

#[test]
fn elimination_figures_retreat_and_medal_each_with_their_fraction() {
    // Echo troopers at 2 hexes: 2 dice at a snowtrooper unit's last figure. No die hits with
    // (1/2)² = 1/4: eliminated 3/4, 3/4 figures expected, a medal 3/4; it is forced back when
    // no die hits and one shows a retreat: 1/4 · (1 − (2/3)²) = 5/36.
    let v = odds_json(&LAST_FIGURE);
    assert_eq!(v["p_eliminated_exact"], "3/4");
    assert_eq!(v["p_eliminated"], 0.75);
    assert_eq!(v["eliminated_exact"], "3/4", "the older key stays");
    assert_eq!(v["figures_mean_exact"], "3/4");
    assert_eq!(v["figures_mean"], 0.75);
    assert_eq!(v["p_retreat_exact"], "5/36");
    assert!((v["p_retreat"].as_f64().unwrap() - 5.0 / 36.0).abs() < 1e-15);
    assert_eq!(v["p_medal_exact"], "3/4");
    assert_eq!(v["p_medal"], 0.75);
}

#[test]
fn a_full_unit_expects_half_a_figure_a_die_and_no_elimination() {
    // One die at 3 hexes against four figures: half a figure, never eliminated nor a medal;
    // the retreat face (1/6) always forces it back.
    let v = odds_json(&[
        "--attacker",
        "echo_trooper",
        "--target",
        "snowtrooper",
        "--range",
        "3",
        "--terrain",
        "open",
    ]);
    assert_eq!(v["figures_mean_exact"], "1/2");
    assert_eq!(v["p_eliminated_exact"], "0/1");
    assert_eq!(v["p_medal"], 0.0);
    assert_eq!(v["p_retreat_exact"], "1/6");
}

#[test]
fn trenches_forgive_one_retreat_and_a_cannon_gives_no_medal() {
    let v = odds_json(&[
        "--attacker",
        "echo_trooper",
        "--target",
        "snowtrooper",
        "--range",
        "1",
        "--terrain",
        "trenches",
        "--figures",
        "1",
    ]);
    // 3 − 1 = 2 dice; both must show a retreat: (1/6)².
    assert_eq!(v["p_retreat_exact"], "1/36");
    let v = odds_json(&[
        "--attacker",
        "snowtrooper",
        "--target",
        "rebel_cannon",
        "--range",
        "1",
        "--terrain",
        "rocks",
    ]);
    assert_eq!(v["p_eliminated_exact"], "11/36");
    assert_eq!(v["p_medal_exact"], "0/1");
    assert_eq!(v["p_retreat_exact"], "0/1");
}

#[test]
fn the_text_names_the_new_chances() {
    let o = odds(&LAST_FIGURE);
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("forced retreat 13.889%"), "{out}");
    assert!(out.contains("medal 75.000%"), "{out}");
}
