//! `datapad odds sp --attacker … --defender …` and `datapad attack sp …` run as real processes:
//! the JSON keys and exit codes issue 9 fixes.

mod common;
use common::datapad;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::Output;

const SAMPLE: &str = include_str!("fixtures/stance-3x6.json");

fn ok_json(o: &Output) -> Value {
    assert!(
        o.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    serde_json::from_slice(&o.stdout).expect("json")
}

fn keys(v: &Value) -> Vec<&str> {
    let mut k: Vec<&str> = v
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    k.sort_unstable();
    k
}

/// Writes the fixture stance (optionally edited) and returns its path.
fn stance_file(dir: &Path, name: &str, edit: impl FnOnce(&mut Value)) -> PathBuf {
    let mut v: Value = serde_json::from_str(SAMPLE).expect("fixture");
    edit(&mut v);
    let p = dir.join(name);
    std::fs::write(&p, v.to_string()).expect("write");
    p
}

fn one_line_error(o: &Output, code: i32) -> String {
    assert_eq!(
        o.status.code(),
        Some(code),
        "{:?}",
        String::from_utf8_lossy(&o.stderr)
    );
    let err = String::from_utf8_lossy(&o.stderr).to_string();
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.starts_with("datapad: "), "{err}");
    err
}

#[test]
fn odds_json_has_exactly_the_issues_keys() {
    let dir = tempfile::tempdir().expect("dir");
    let s = stance_file(dir.path(), "s.json", |_| {});
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
        "--focus",
    ];
    let v = ok_json(&datapad(&[&args[..], &["--json"]].concat()));
    assert_eq!(
        keys(&v),
        [
            "attack_dice",
            "best_path",
            "damage",
            "damage_exact",
            "damage_mean",
            "damage_mean_exact",
            "defense_dice",
            "mean",
            "mean_exact",
            "successes",
            "successes_exact"
        ]
    );
    assert_eq!(
        (v["attack_dice"].as_u64(), v["defense_dice"].as_u64()),
        (Some(8), Some(5))
    );
    let n = v["successes"].as_object().expect("map").len();
    assert_eq!(v["successes_exact"].as_object().map(|m| m.len()), Some(n));
    assert!((0..n).all(|k| v["successes"].get(k.to_string()).is_some()));
    assert_eq!(v["best_path"]["1"], json!(["a0"]));
    let sum: f64 = v["successes"]
        .as_object()
        .expect("map")
        .values()
        .filter_map(Value::as_f64)
        .sum();
    assert!((sum - 1.0).abs() < 1e-12);
    let w = ok_json(&datapad(
        &[&args[..], &["--damage", "2", "--stamina", "9", "--json"]].concat(),
    ));
    assert!(w["p_wounded"].as_f64().is_some_and(|p| p > 0.0 && p < 1.0));
    assert!(w["p_wounded_exact"]
        .as_str()
        .is_some_and(|s| s.contains('/')));
    let text = String::from_utf8(datapad(&args).stdout).expect("utf8");
    assert!(text.contains("best walk"), "{text}");
}

#[test]
fn attack_json_has_exactly_the_issues_keys() {
    let dir = tempfile::tempdir().expect("dir");
    let s = stance_file(dir.path(), "s.json", |_| {});
    let s = s.to_str().expect("path");
    let base = [
        "attack",
        "sp",
        "--attacker",
        s,
        "--defender",
        s,
        "--type",
        "melee",
    ];
    let v = ok_json(&datapad(
        &[
            &base[..],
            &[
                "--faces",
                "bbAaCdd",
                "--defense-faces",
                "EfDDD",
                "--path",
                "a0,a1,b1",
                "--json",
            ],
        ]
        .concat(),
    ));
    assert_eq!(
        keys(&v),
        [
            "after_attack",
            "assigned",
            "attack_dice",
            "attack_row",
            "chart_damage",
            "conditions_placed",
            "defense_dice",
            "defense_row",
            "modified",
            "path",
            "pool",
            "pool_after",
            "removed",
            "rolled",
            "shoves",
            "successes",
            "to_pool",
            "type"
        ]
    );
    assert_eq!(
        v["rolled"]["attack"],
        json!({"crit": 2, "strike": 2, "attack_expertise": 1, "failure": 2})
    );
    assert_eq!(
        v["rolled"]["defense"],
        json!({"block": 1, "defense_expertise": 1, "failure": 3})
    );
    // 1 expertise: +1 strike. Defender's 1 expertise: +1 block. 2 crits + (3 − 2) strikes.
    assert_eq!(v["attack_row"], json!([1, 1]));
    assert_eq!(v["defense_row"], json!([1, 1]));
    assert_eq!(v["successes"], 3);
    assert_eq!(v["path"], json!(["a0", "a1", "b1"]));
    assert_eq!(v["pool_after"], json!([2, 3, 5]));
    assert_eq!(
        v["removed"],
        json!({"attack_expertise": 0, "defense_expertise": 0})
    );
    assert_eq!(v["type"], "melee");
    // With D/S: damage_total and wounded; no --path walks the best walk; "-" walks none.
    let v = ok_json(&datapad(
        &[
            &base[..],
            &[
                "--faces",
                "bbAaCdd",
                "--defense-faces",
                "EfDDD",
                "--damage",
                "4",
                "--stamina",
                "9",
                "--json",
            ],
        ]
        .concat(),
    ));
    assert_eq!(
        (v["damage_total"].as_u64(), v["wounded"].as_bool()),
        (Some(4 + v["assigned"].as_u64().unwrap_or(0)), Some(true))
    );
    let none = ok_json(&datapad(
        &[
            &base[..],
            &[
                "--faces",
                "bbAaCdd",
                "--defense-faces",
                "EfDDD",
                "--path",
                "-",
                "--json",
            ],
        ]
        .concat(),
    ));
    assert_eq!(
        (none["path"].clone(), none["pool"].clone()),
        (json!([]), json!(0))
    );
}

#[test]
fn an_illegal_path_exits_2_naming_the_option_and_the_rule() {
    let dir = tempfile::tempdir().expect("dir");
    let s = stance_file(dir.path(), "s.json", |_| {});
    let s = s.to_str().expect("path");
    let base = [
        "attack",
        "sp",
        "--attacker",
        s,
        "--defender",
        s,
        "--type",
        "melee",
        "--faces",
        "BBBBBBB",
        "--defense-faces",
        "DDDDD",
    ];
    for (path, words) in [
        ("a1", "\"a1\" is not a start"),
        ("a0,a1,a0", "\"a0\" is chosen twice"),
        ("a0,b1,b0", "\"b0\" is left of \"b1\""),
        ("a0,c1", "\"c1\" is not linked to \"a0\""),
        ("a0,zz", "no option \"zz\""),
    ] {
        let err = one_line_error(&datapad(&[&base[..], &["--path", path]].concat()), 2);
        assert!(err.contains(words), "{path}: {err}");
    }
}

#[test]
fn an_unusable_stance_exits_1_naming_the_json_path_or_what_is_missing() {
    let dir = tempfile::tempdir().expect("dir");
    let good = stance_file(dir.path(), "good.json", |_| {});
    let bad = stance_file(dir.path(), "bad.json", |v| {
        v["tree"]["links"][3] = json!(["a0", "a1"])
    });
    let (good, bad) = (good.to_str().expect("p"), bad.to_str().expect("p"));
    let err = one_line_error(
        &datapad(&[
            "odds",
            "sp",
            "--attacker",
            bad,
            "--defender",
            good,
            "--type",
            "melee",
        ]),
        1,
    );
    assert!(err.contains("tree.links[3]"), "{err}");
    let err = one_line_error(
        &datapad(&[
            "odds",
            "sp",
            "--attacker",
            good,
            "--defender",
            "maul-dark-rage",
            "--type",
            "melee",
        ]),
        1,
    );
    assert!(err.contains("missing") && err.contains("tree"), "{err}");
}

#[test]
fn bad_arguments_exit_2_with_one_sentence() {
    let dir = tempfile::tempdir().expect("dir");
    let s = stance_file(dir.path(), "s.json", |_| {});
    let s = s.to_str().expect("path");
    let m = [
        "odds",
        "sp",
        "--attacker",
        s,
        "--defender",
        s,
        "--type",
        "melee",
    ];
    for extra in [
        &["--attack", "3"][..],
        &["--impact", "10"],
        &["--cover", "-1"],
        &["--extra-attack", "40"],
        &["--damage", "3"],
        &["--damage", "9", "--stamina", "9"],
        &["--defender-conditions", "sleepy"],
    ] {
        one_line_error(&datapad(&[&m[..], extra].concat()), 2);
    }
    one_line_error(
        &datapad(&["odds", "sp", "--attacker", s, "--type", "melee"]),
        2,
    );
    one_line_error(
        &datapad(&[
            "odds",
            "sp",
            "--attacker",
            s,
            "--defender",
            "nope",
            "--type",
            "melee",
        ]),
        2,
    );
    one_line_error(&datapad(&["odds", "sp", "--defense", "3"]), 2);
    let a = [
        "attack",
        "sp",
        "--attacker",
        s,
        "--defender",
        s,
        "--type",
        "melee",
    ];
    one_line_error(
        &datapad(&[&a[..], &["--faces", "BBB", "--defense-faces", "DDDDD"]].concat()),
        2,
    );
    one_line_error(
        &datapad(&[&a[..], &["--faces", "BBBBBX", "--defense-faces", "DDDDD"]].concat()),
        2,
    );
    one_line_error(
        &datapad(
            &[
                &a[..],
                &[
                    "--faces",
                    "BBBBBBB",
                    "--defense-faces",
                    "DDDDD",
                    "--path",
                    "a0,a1,a2,a3,a4,a5,b5",
                ],
            ]
            .concat(),
        ),
        2,
    );
}

#[test]
fn signed_extras_pools_and_void_bonuses() {
    let dir = tempfile::tempdir().expect("dir");
    let s = stance_file(dir.path(), "s.json", |_| {});
    let s = s.to_str().expect("path");
    let m = ["odds", "sp", "--attacker", s, "--defender", s, "--json"];
    let dice = |extra: &[&str]| {
        let v = ok_json(&datapad(&[&m[..], extra].concat()));
        (
            v["attack_dice"].as_u64().unwrap_or(99),
            v["defense_dice"].as_u64().unwrap_or(99),
        )
    };
    assert_eq!(
        dice(&[
            "--type",
            "melee",
            "--extra-defense=-1",
            "--extra-attack",
            "-2"
        ]),
        (5, 4)
    );
    assert_eq!(dice(&["--type", "melee", "--extra-defense=-9"]), (7, 0));
    // Impact without Focus, Sharpshooter on melee, cover against melee: all void.
    assert_eq!(
        dice(&[
            "--type",
            "melee",
            "--impact",
            "2",
            "--sharpshooter",
            "3",
            "--cover",
            "2"
        ]),
        (7, 5)
    );
    assert_eq!(
        dice(&["--type", "melee", "--focus", "--impact", "2"]),
        (10, 5)
    );
    assert_eq!(
        dice(&[
            "--type",
            "ranged",
            "--focus",
            "--sharpshooter",
            "3",
            "--cover",
            "2"
        ]),
        (9, 6)
    );
    // The legacy form still answers.
    let v = ok_json(&datapad(&[
        "odds",
        "sp",
        "--attack",
        "1",
        "--defense",
        "1",
        "--json",
    ]));
    assert_eq!(v["successes_exact"]["1"], "3/8");
}
