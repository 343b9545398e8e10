//! Exit 2 for what was typed wrong, exit 1 for a stance that cannot be used or an attack or walk
//! the rules refuse: one sentence each.

use super::*;

#[test]
fn an_illegal_path_is_refused_with_exit_1_naming_the_option_and_the_rule() {
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
        let err = one_line_error(&datapad(&[&base[..], &["--path", path]].concat()), 1);
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
    // Odds answer a stance without its tree with the dice alone (`stances.rs`); an attack
    // step by step needs the tree.
    let err = one_line_error(
        &datapad(&[
            "attack",
            "sp",
            "--attacker",
            good,
            "--defender",
            "maul-dark-rage",
            "--type",
            "melee",
            "--faces",
            "AAAAAAAA",
            "--defense-faces",
            "EEEEE",
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
        1,
    );
}

/// Issue 17's stance bomb: one melee chart row of 6,000 entries once made `odds sp` ask for
/// 46.7 GB and abort (exit 134). Now both commands refuse the file in one sentence, exit 1.
#[test]
fn the_stance_bomb_is_refused_not_aborted() {
    let dir = tempfile::tempdir().expect("dir");
    let guardian = stance_file(dir.path(), "guardian.json", |_| {});
    let row = json!({"min": 1, "max": null,
        "entries": vec![json!({"kind": "add", "result": "crit", "n": 9}); 6000]});
    let bomb = stance_file(dir.path(), "b.json", |v| v["melee"]["chart"] = json!([row]));
    let small_bomb = stance_file(dir.path(), "b1600.json", |v| {
        v["melee"]["chart"][0]["entries"] =
            json!(vec![json!({"kind": "add", "result": "crit", "n": 9}); 1600])
    });
    let guardian = guardian.to_str().expect("p");
    for (file, words) in [(&bomb, "128 KiB"), (&small_bomb, "the most is 8")] {
        let file = file.to_str().expect("p");
        let m = [
            "--attacker",
            file,
            "--defender",
            guardian,
            "--type",
            "melee",
        ];
        let err = one_line_error(&datapad(&[&["odds", "sp"][..], &m].concat()), 1);
        assert!(err.contains(words), "{err}");
        let faces = ["--faces", "BBB", "--defense-faces", "E"];
        let err = one_line_error(&datapad(&[&["attack", "sp"][..], &m, &faces].concat()), 1);
        assert!(err.contains(words), "{err}");
    }
}
