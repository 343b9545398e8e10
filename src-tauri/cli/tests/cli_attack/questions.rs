//! Issue 20: the table's questions from the command line: the named policy, damage at least N,
//! attacks to wound, and the ranked targets; their properties checked on the exact fractions.

use super::*;
use num_bigint::BigUint;

/// "n/d" as a pair of big integers.
fn frac(s: &Value) -> (BigUint, BigUint) {
    let s = s.as_str().expect("fraction");
    let (n, d) = s.split_once('/').expect("n/d");
    (n.parse().expect("n"), d.parse().expect("d"))
}

fn fracs(m: &Value, keys: &[String]) -> Vec<(BigUint, BigUint)> {
    keys.iter().map(|k| frac(&m[k])).collect()
}

fn less_or_equal(a: &(BigUint, BigUint), b: &(BigUint, BigUint)) -> bool {
    &a.0 * &b.1 <= &b.0 * &a.1
}

fn odds(dir: &Path, extra: &[&str]) -> Value {
    let s = stance_file(dir, "s.json", |_| {});
    let s = s.to_str().expect("path");
    let args = [
        "odds",
        "sp",
        "--attacker",
        s,
        "--defender",
        s,
        "--type",
        "melee",
        "--json",
    ];
    ok_json(&datapad(&[&args[..], extra].concat()))
}

#[test]
fn damage_at_least_falls_from_one_and_attacks_to_wound_sum_to_one() {
    let dir = tempfile::tempdir().expect("dir");
    let v = odds(dir.path(), &["--damage", "3", "--stamina", "9"]);
    let n = v["damage"].as_object().expect("map").len();
    let keys: Vec<String> = (0..n).map(|k| k.to_string()).collect();
    let tail = fracs(&v["damage_at_least_exact"], &keys);
    assert_eq!(v["damage_at_least_exact"]["0"], "1/1");
    assert!(tail.windows(2).all(|w| less_or_equal(&w[1], &w[0])));
    // The first attack wounds exactly when p_wounded says it does.
    assert_eq!(v["attacks_to_wound_exact"]["1"], v["p_wounded_exact"]);
    let mut keys: Vec<String> = (1..=10).map(|k| k.to_string()).collect();
    keys.push("more".into());
    let parts = fracs(&v["attacks_to_wound_exact"], &keys);
    let den = parts.iter().fold(BigUint::from(1u8), |acc, p| acc * &p.1);
    let num: BigUint = parts.iter().map(|p| &p.0 * (&den / &p.1)).sum();
    assert_eq!(num, den, "attacks_to_wound sums to exactly 1");
    assert_eq!(v["policy"], "max_damage");
}

#[test]
fn a_target_one_damage_short_is_wounded_by_any_attack_that_deals_damage() {
    let dir = tempfile::tempdir().expect("dir");
    let v = odds(dir.path(), &["--damage", "8", "--stamina", "9"]);
    assert_eq!(
        v["attacks_to_wound_exact"]["1"],
        v["damage_at_least_exact"]["1"]
    );
    assert_eq!(v["p_wounded_exact"], v["damage_at_least_exact"]["1"]);
}

/// The fixture's tree: with 3 successes max_damage walks a0 → a1 → b1 (5 damage, no
/// condition); max_conditions walks b0 → b1 → b2 (Exposed and Disarmed, 4 damage).
#[test]
fn the_policy_is_named_and_changes_the_walk() {
    let dir = tempfile::tempdir().expect("dir");
    let dmg = odds(dir.path(), &[]);
    let cond = odds(dir.path(), &["--policy", "max_conditions"]);
    assert_eq!(cond["policy"], "max_conditions");
    assert_ne!(dmg["best_path"]["3"], cond["best_path"]["3"]);
    assert_eq!(dmg["best_path"]["3"], json!(["a0", "a1", "b1"]));
    assert_eq!(cond["best_path"]["3"], json!(["b0", "b1", "b2"]));
    assert!(
        cond["damage_mean"].as_f64() < dmg["damage_mean"].as_f64(),
        "the most damage is max_damage's"
    );
    assert_eq!(dmg["successes_exact"], cond["successes_exact"]);
}

#[test]
fn rank_lists_every_target_and_type_best_first() {
    let dir = tempfile::tempdir().expect("dir");
    let weak = stance_file(dir.path(), "weak.json", |v| {
        v["melee"]["defense"] = json!(1);
        v["ranged"]["defense"] = json!(1);
    });
    let tough = stance_file(dir.path(), "tough.json", |v| {
        v["melee"]["defense"] = json!(9);
        v["ranged"]["defense"] = json!(9);
    });
    let (weak, tough) = (weak.to_str().expect("p"), tough.to_str().expect("p"));
    let targets = format!("{tough},{weak}");
    let base = [
        "odds",
        "sp",
        "--rank",
        "--attacker",
        weak,
        "--targets",
        &targets,
    ];
    let v = ok_json(&datapad(
        &[&base[..], &["--staminas", "9,9", "--json"]].concat(),
    ));
    let rows = v.as_array().expect("list");
    assert_eq!(rows.len(), 4, "two targets, melee and ranged each");
    assert_eq!(
        keys(&rows[0])[..],
        [
            "damage_mean",
            "damage_mean_exact",
            "p_wounded",
            "p_wounded_exact",
            "policy",
            "target",
            "type"
        ]
    );
    assert_eq!(rows[0]["target"], weak, "the weak target first");
    let p: Vec<f64> = rows
        .iter()
        .filter_map(|r| r["p_wounded"].as_f64())
        .collect();
    assert!(p.windows(2).all(|w| w[0] >= w[1]), "{p:?}");
    // Without staminas: ranked by expected damage, p_wounded null.
    let v = ok_json(&datapad(
        &[&base[..], &["--type", "ranged", "--json"]].concat(),
    ));
    let rows = v.as_array().expect("list");
    assert_eq!(rows.len(), 2);
    assert!(rows
        .iter()
        .all(|r| r["p_wounded"].is_null() && r["type"] == "ranged"));
    let m: Vec<f64> = rows
        .iter()
        .filter_map(|r| r["damage_mean"].as_f64())
        .collect();
    assert!(m[0] >= m[1], "{m:?}");
    let text = String::from_utf8(datapad(&base).stdout).expect("utf8");
    assert!(text.starts_with("1. "), "{text}");
}

#[test]
fn bad_rank_and_policy_arguments_are_refused_in_one_sentence() {
    let dir = tempfile::tempdir().expect("dir");
    let s = stance_file(dir.path(), "s.json", |_| {});
    let s = s.to_str().expect("path");
    let two = format!("{s},{s}");
    for args in [
        vec!["odds", "sp", "--rank", "--attacker", s],
        vec![
            "odds",
            "sp",
            "--rank",
            "--attacker",
            s,
            "--targets",
            &two,
            "--staminas",
            "9",
        ],
        vec![
            "odds",
            "sp",
            "--rank",
            "--attacker",
            s,
            "--targets",
            s,
            "--damages",
            "1",
        ],
        vec![
            "odds",
            "sp",
            "--rank",
            "--attacker",
            s,
            "--defender",
            s,
            "--targets",
            s,
        ],
        vec!["odds", "sp", "--attack", "5", "--policy", "max_damage"],
        vec![
            "odds",
            "sp",
            "--attacker",
            s,
            "--defender",
            s,
            "--type",
            "melee",
            "--policy",
            "luck",
        ],
        vec![
            "odds",
            "sp",
            "--attacker",
            s,
            "--defender",
            s,
            "--type",
            "melee",
            "--targets",
            s,
        ],
    ] {
        one_line_error(&datapad(&args), 2);
    }
    let past = datapad(&[
        "odds",
        "sp",
        "--rank",
        "--attacker",
        s,
        "--targets",
        s,
        "--damages",
        "9",
        "--staminas",
        "9",
    ]);
    assert!(!past.status.success());
}
