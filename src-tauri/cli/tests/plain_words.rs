//! Every refusal of the CLI in the player's words: the argument named with its usage line, no
//! Rust type, range, Debug name, serde phrase or bare system error, sizes in KiB or MiB, every
//! number past its rule's range refused, and one exit-code rule (1 refused or unusable, 2 usage).

mod common;
use common::{datapad, json_out, play};
use serde_json::json;
use std::path::Path;

/// Words of Rust, serde or the system that no message may show.
const FORBIDDEN: &[&str] = &[
    "unknown variant",
    "missing field",
    "invalid type",
    "invalid value: ",
    "internally tagged enum",
    "expected u32",
    "expected i64",
    "expected a string",
    "EOF while parsing",
    "entity not found",
    "No such file or directory",
    "os error",
    "..=",
    "u32",
    "i64",
    "Vec<",
    "Option<",
    "EchoTrooper",
    "AtAt",
    "ProbeDroid",
    "RebelCannon",
    "HothAction",
    " bytes",
    "invalid digit",
];

fn stderr_of(args: &[&str]) -> (Option<i32>, String) {
    let o = datapad(args);
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stderr).to_string(),
    )
}

fn clean(args: &[&str], err: &str) {
    for word in FORBIDDEN {
        assert!(!err.contains(word), "{args:?} shows {word:?}: {err}");
    }
    assert!(err.starts_with("datapad: "), "{args:?}: {err}");
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).expect("write");
    p.to_str().expect("utf-8").to_string()
}

#[test]
fn no_message_shows_rust_words_and_each_follows_the_exit_code_rule() {
    let dir = tempfile::tempdir().expect("dir");
    let d = dir.path();
    let folder = d.to_str().expect("utf-8").to_string();
    let missing = d.join("nope.json").to_str().expect("utf-8").to_string();
    let empty = write(d, "empty.json", "");
    let garbage = write(d, "garbage.json", "{\"type\": ");
    let not_session = write(d, "ns.json", "{\"format\": \"datapad-session\"}");
    let bad_stance = write(d, "stance.json", "{\"format\": 3}");
    let hexes_file = write(
        d,
        "hexes.json",
        &json!([{"type": "move", "unit": "e1", "hexes": -1, "onto": "open"}]).to_string(),
    );
    let kind = write(
        d,
        "kind.json",
        &json!([{"type": "add_unit", "kind": "echo", "id": "r1"}]).to_string(),
    );
    let not_object = write(d, "x.json", "[\"x\"]");
    let counter = write(
        d,
        "c.json",
        &json!([{"type": "start", "target": 3}]).to_string(),
    );
    // Snowtroopers at echo troopers 1 hex away on open ground, but for what `extra` sets.
    let hoth = |extra: &[&str]| -> Vec<String> {
        let mut a = v(&[
            "odds",
            "hoth-attack",
            "--target",
            "echo_trooper",
            "--terrain",
            "open",
        ]);
        for (flag, value) in [("--attacker", "snowtrooper"), ("--range", "1")] {
            if !extra.contains(&flag) {
                a.extend(v(&[flag, value]));
            }
        }
        a.extend(v(extra));
        a
    };
    let cases: Vec<(Vec<String>, i32, &str)> = vec![
        (
            v(&["play", "hoth", "--script", &hexes_file]),
            1,
            "the field \"hexes\": -1",
        ),
        (
            v(&["play", "hoth", "--script", &kind]),
            1,
            "is not one of: snowtrooper, at_at",
        ),
        (
            v(&["play", "hoth", "--script", &not_object]),
            1,
            "an action is a JSON object",
        ),
        (
            v(&["play", "hoth", "--script", &missing]),
            1,
            "nope.json: no such file",
        ),
        (
            v(&["play", "hoth", "--script", &folder]),
            1,
            "a folder, not a file",
        ),
        (v(&["play", "hoth", "--script", &empty]), 1, "is empty"),
        (
            v(&["play", "hoth", "--script", &garbage]),
            1,
            "ends too early",
        ),
        (
            v(&["play", "counter", "--script", &counter, "--undo", "5"]),
            1,
            "--undo 5",
        ),
        (v(&["replay", &missing]), 1, "no such file"),
        (v(&["replay", &folder]), 1, "a folder"),
        (v(&["replay", &empty]), 1, "is empty"),
        (
            v(&["replay", &not_session]),
            1,
            "the field \"version\" is missing",
        ),
        (v(&["replay", "/dev/urandom"]), 1, "larger than 16 MiB"),
        (
            hoth(&["--attacker", "wampa"]),
            2,
            "the unit kinds are: snowtrooper, at_at",
        ),
        (hoth(&["--unit-dice", "99"]), 2, "0 to 8 dice"),
        (
            v(&[
                "odds",
                "hoth-attack",
                "--attacker",
                "snowtrooper",
                "--target",
                "at_at",
                "--range",
                "1",
                "--terrain",
                "open",
            ]),
            1,
            "at_at is on your own side",
        ),
        (hoth(&["--figures", "0"]), 2, "1 to 3 figures"),
        (hoth(&["--figures", "99"]), 2, "1 to 3 figures"),
        (hoth(&["--attacker", "at_at"]), 2, "--unit-dice"),
        (
            hoth(&["--range", "9"]),
            2,
            "--range 9: A target 9 hexes away is out of range",
        ),
        (hoth(&["--range", "x"]), 2, "'--range <RANGE>'"),
        (
            v(&[
                "odds",
                "hoth-attack",
                "--attacker",
                "snowtrooper",
                "--target",
                "snowtrooper",
                "--range",
                "1",
                "--terrain",
                "open",
            ]),
            1,
            "snowtrooper is on your own side",
        ),
        (
            v(&["odds", "hoth", "--dice", "0", "--target", "vehicle"]),
            2,
            "1 to 12",
        ),
        (
            v(&["odds", "hoth", "--dice", "13", "--target", "vehicle"]),
            2,
            "1 to 12",
        ),
        (
            v(&["serve", "counter", "--port", "70000"]),
            2,
            "not from 0 to 65535",
        ),
        (v(&["roll", "sp-attack:many"]), 2, "DIE:COUNT"),
        (v(&["sessions", "--journal", &missing]), 1, "no such file"),
    ];
    for (args, code, words) in cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (got, err) = stderr_of(&args);
        assert_eq!(got, Some(code), "{args:?}: {err}");
        assert!(err.contains(words), "{args:?} should say {words:?}: {err}");
        clean(&args, &err);
    }
    for stance in [&empty, &folder, &missing, &bad_stance] {
        let args = [
            "odds",
            "sp",
            "--attacker",
            stance,
            "--defender",
            stance,
            "--type",
            "melee",
        ];
        let (got, err) = stderr_of(&args);
        assert_eq!(
            got,
            Some(1),
            "an unusable stance file exits 1: {args:?}: {err}"
        );
        clean(&args, &err);
    }
}

fn v(args: &[&str]) -> Vec<String> {
    args.iter().map(|s| s.to_string()).collect()
}

#[test]
fn a_missing_or_wrong_argument_is_named_with_the_usage_line() {
    for (args, named) in [
        (&["play", "sp"][..], "--script <SCRIPT>"),
        (&["play", "sp", "--script"], "'--script <SCRIPT>'"),
        (
            &["odds", "hoth-attack", "--attacker", "at_at"],
            "--target <TARGET>",
        ),
        (&["roll", "--seed", "x", "hoth:1"], "'--seed <SEED>'"),
        (&["export", "--journal", "j.db"], "<SESSION>"),
        (&["sessions"], "--journal <JOURNAL>"),
    ] {
        let (code, err) = stderr_of(args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(err.contains(named), "{args:?} should name {named}: {err}");
        assert!(err.contains("Usage: datapad "), "{args:?}: {err}");
        clean(args, &err);
    }
}

#[test]
fn a_refused_play_says_why_in_words_on_stderr_and_keeps_its_json() {
    let script =
        json!([{"type": "start", "target": 2}, {"type": "add", "n": 2}, {"type": "add", "n": 1}]);
    let words = play("counter", &script, &[]);
    let quiet = play("counter", &script, &["--json"]);
    assert_eq!(
        (words.status.code(), quiet.status.code()),
        (Some(1), Some(1))
    );
    assert_eq!(words.stdout, quiet.stdout, "the JSON on stdout is the same");
    assert_eq!(json_out(&words)["refused"]["index"], 2);
    let err = String::from_utf8_lossy(&words.stderr);
    assert_eq!(
        err.trim(),
        "datapad: action 3 (index 2, type \"add\") was refused: The game is over."
    );
    assert!(
        quiet.stderr.is_empty(),
        "--json keeps stderr for failures only"
    );
    let bad = play(
        "hoth",
        json!([{"type": "move", "hexes": 1, "onto": "open"}]),
        &[],
    );
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(
        err.contains(
            "action 1 (index 0, type \"move\") was refused: the field \"unit\" is missing"
        ),
        "{err}"
    );
    assert_eq!(json_out(&bad)["refused"]["code"], "journal.bad_action");
    let unknown = play("hoth", json!([{"type": "fly"}]), &[]);
    let err = String::from_utf8_lossy(&unknown.stderr);
    assert!(
        err.contains("\"fly\" is not an action of hoth; see datapad play hoth --actions"),
        "{err}"
    );
}

#[test]
fn the_help_states_the_exit_code_rule() {
    let help = String::from_utf8(datapad(&["--help"]).stdout).expect("utf8");
    assert!(help.contains("Exit codes:"), "{help}");
    assert!(help.contains("1  refused or unusable"), "{help}");
    assert!(help.contains("2  usage error"), "{help}");
}
