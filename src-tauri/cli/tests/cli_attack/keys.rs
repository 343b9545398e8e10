//! Every key the issue names, and the signed extras.

use super::*;

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
            "damage_at_least",
            "damage_at_least_exact",
            "damage_exact",
            "damage_mean",
            "damage_mean_exact",
            "defense_dice",
            "mean",
            "mean_exact",
            "policy",
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
    assert!(text.contains("walking the tree for max_damage"), "{text}");
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
