//! The `datapad` CLI, run as a real process: output, JSON shapes and exit codes.

mod common;
use common::datapad;
use serde_json::Value;
use std::process::Output;

fn stdout_json(o: &Output) -> Value {
    assert!(
        o.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    serde_json::from_slice(&o.stdout).expect("json")
}

#[test]
fn a_seeded_roll_repeats() {
    let a = datapad(&[
        "roll",
        "sp-attack:8",
        "sp-defense:5",
        "--seed",
        "7",
        "--json",
    ]);
    let b = datapad(&[
        "roll",
        "sp-attack:8",
        "sp-defense:5",
        "--seed",
        "7",
        "--json",
    ]);
    assert_eq!(a.stdout, b.stdout);
    let v = stdout_json(&a);
    assert_eq!(v["dice"].as_array().map(Vec::len), Some(13));
    // The summary counts per kind of die: attack faces and defense faces apart.
    let summary = v["summary"].as_object().expect("summary");
    assert_eq!(
        summary.keys().collect::<Vec<_>>(),
        ["sp-attack", "sp-defense"]
    );
    let total = |die: &str| -> u64 {
        summary[die]
            .as_object()
            .expect("counts")
            .values()
            .filter_map(Value::as_u64)
            .sum()
    };
    assert_eq!((total("sp-attack"), total("sp-defense")), (8, 5));
    assert!(summary["sp-defense"].get("crit").is_none());
    let text =
        String::from_utf8(datapad(&["roll", "sp-attack:8", "sp-defense:5", "--seed", "7"]).stdout)
            .expect("utf8");
    let summary = text.lines().nth(1).expect("summary line");
    assert!(
        summary.starts_with("attack: ") && summary.contains("; defense: "),
        "{summary}"
    );
}

#[test]
fn sp_odds_json_has_the_documented_shape() {
    let v = stdout_json(&datapad(&[
        "odds",
        "sp",
        "--attack",
        "1",
        "--defense",
        "1",
        "--json",
    ]));
    assert_eq!(v["successes"]["1"], 0.375);
    assert_eq!(v["successes"]["0"], 0.625);
    assert_eq!(v["mean"], 0.375);
    assert_eq!(v["successes_exact"]["1"], "3/8");
}

#[test]
fn hoth_odds_print_hits_and_retreats() {
    let v = stdout_json(&datapad(&[
        "odds", "hoth", "--dice", "1", "--target", "vehicle", "--json",
    ]));
    assert_eq!(v["hits_exact"]["1"], "1/3");
    assert_eq!(v["retreats_exact"]["1"], "1/6");
    assert_eq!(v["verified"], false);
    let text =
        String::from_utf8(datapad(&["odds", "hoth", "--dice", "2", "--target", "special"]).stdout)
            .expect("utf8");
    assert!(text.contains("unverified"));
}

#[test]
fn bad_arguments_exit_2_with_one_sentence() {
    for args in [
        vec!["roll", "d20:3"],
        vec!["roll", "sp-attack:many"],
        vec!["roll", "sp-attack:31"],
    ] {
        let o = datapad(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("datapad: "), "{args:?}: {err}");
    }
}

#[test]
fn what_clap_refuses_exits_2_with_its_words_and_the_usage_line() {
    for args in [
        vec!["odds", "sp", "--attack", "-1"],
        vec!["odds", "hoth", "--dice", "2", "--target", "ship"],
        vec!["fly"],
    ] {
        let o = datapad(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.starts_with("datapad: "), "{args:?}: {err}");
        assert!(err.contains("Usage: datapad"), "{args:?}: {err}");
    }
}

#[test]
fn replay_reads_an_exported_session() {
    use datapad_engine::dice::{rng_from, Catalog};
    use datapad_engine::game::Ctx;
    use datapad_engine::journal::{export, Journal, Live};
    let dir = tempfile::tempdir().expect("temp dir");
    let mut j = Journal::open(&dir.path().join("j.sqlite")).expect("journal");
    let mut live = Live::start(&mut j, "tray", "Friday game").expect("session");
    let cat = Catalog::builtin();
    let mut rng = rng_from(Some(3));
    let action = serde_json::json!({"type": "roll", "pool": [{"die": "hoth", "count": 4}]});
    live.apply(
        &mut j,
        &action,
        &mut Ctx {
            rng: &mut rng,
            dice: &cat,
        },
    )
    .expect("roll");
    let file = dir.path().join("session.json");
    std::fs::write(
        &file,
        serde_json::to_string(&export(&j, live.id()).expect("export")).expect("json"),
    )
    .expect("write");

    let v = stdout_json(&datapad(&[
        "replay",
        file.to_str().expect("path"),
        "--json",
    ]));
    assert_eq!(v["title"], "Friday game");
    assert_eq!(v["view"], live.view().view);
    let text =
        String::from_utf8(datapad(&["replay", file.to_str().expect("path")]).stdout).expect("utf8");
    assert!(text.contains("Roll 1 (4 dice)"));

    std::fs::write(&file, "{\"format\": \"something else\"}").expect("write");
    let o = datapad(&["replay", file.to_str().expect("path")]);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn rules_search_and_show() {
    let v = stdout_json(&datapad(&[
        "rules",
        "search",
        "zmeczenie",
        "--game",
        "sp",
        "--lang",
        "pl",
        "--json",
    ]));
    assert_eq!(v[0]["id"], "sp.condition.strained");
    assert_eq!(v[0]["title"], "Zmęczenie");
    let v = stdout_json(&datapad(&[
        "rules",
        "show",
        "sp.condition.strained",
        "--json",
    ]));
    assert_eq!(v["title"], "Strained");
    let text = String::from_utf8(datapad(&["rules", "show", "hoth.component.battle-die"]).stdout)
        .expect("utf8");
    assert!(text.contains("Unverified"), "{text}");
    let o = datapad(&["rules", "show", "sp.nope"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        datapad(&["rules", "search", "x", "--game", "chess"])
            .status
            .code(),
        Some(2)
    );
}

#[test]
fn replay_of_an_endless_file_stops_at_the_cap() {
    // It used to read /dev/urandom forever.
    // Returning at all is the proof that the read stops at the cap.
    let out = datapad(&["replay", "/dev/urandom"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("larger than"));
}
