//! Issue 33's contract: `node target/web-node/play.mjs …` takes `datapad play`'s arguments,
//! prints its output and exits with its codes. Every script of every game (the examples, the
//! journal fixtures, and each action's own example after the game's opening) is played natively
//! and through `play.mjs` with the same arguments, and the two must be alike byte for byte.
//!
//! `cargo xtask test "web play"` builds `play.mjs` and names it in `DATAPAD_PLAY_MJS`; the
//! general cargo lane skips these (`web_`), as the build is the lane's.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn play_mjs() -> PathBuf {
    std::env::var_os("DATAPAD_PLAY_MJS")
        .map(PathBuf::from)
        .expect("DATAPAD_PLAY_MJS names play.mjs: `cargo xtask test \"web play\"` builds it")
}

fn native(args: &[String]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_datapad"))
        .arg("play")
        .args(args)
        .current_dir(root())
        .output()
        .expect("run datapad")
}

fn web(args: &[String]) -> Output {
    Command::new("node")
        .arg(play_mjs())
        .args(args)
        .current_dir(root())
        .output()
        .expect("run node play.mjs")
}

/// Plays `args` both ways; a difference is described, else None.
fn differs(args: &[String]) -> Option<String> {
    let (n, w) = (native(args), web(args));
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    if n.status.code() == w.status.code() && n.stdout == w.stdout && n.stderr == w.stderr {
        return None;
    }
    Some(format!(
        "`play {}`\n  native: exit {:?}\n{}{}\n  play.mjs: exit {:?}\n{}{}",
        args.join(" "),
        n.status.code(),
        text(&n.stdout),
        text(&n.stderr),
        w.status.code(),
        text(&w.stdout),
        text(&w.stderr)
    ))
}

/// Every script shipped or kept as a fixture: (game, file).
fn scripts() -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    for game in ["sp", "lcg", "dbg", "hoth"] {
        out.push((
            game.to_string(),
            root().join(format!("examples/{game}/opening.json")),
        ));
    }
    for (game, file) in [("sp", "sp-script.json"), ("tray", "tray-script.json")] {
        out.push((
            game.to_string(),
            root().join("tests/data/journal-v1").join(file),
        ));
    }
    out
}

/// The registered games, as `datapad play --help` ends by listing them.
fn games() -> Vec<String> {
    let help = native(&["--help".to_string()]);
    let help = String::from_utf8_lossy(&help.stdout).into_owned();
    let listed = &help[help
        .find("Games and their action types")
        .expect("games listed")..];
    listed
        .lines()
        .filter_map(|l| {
            l.strip_prefix("  ")?
                .split_once(": ")
                .map(|(g, _)| g.to_string())
        })
        .collect()
}

fn args(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// Each game's every action type, its own example played after the game's opening: the
/// accepted ones and the refused ones (with the refusal's words and log) alike.
fn action_scripts(dir: &Path) -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    for game in games() {
        let listed = native(&args(&[&game, "--actions", "--json"]));
        let listed: Value = serde_json::from_slice(&listed.stdout).expect("--actions --json");
        let opening: Vec<Value> =
            std::fs::read(root().join(format!("examples/{game}/opening.json")))
                .ok()
                .and_then(|b| serde_json::from_slice(&b).ok())
                .unwrap_or_default();
        for action in listed["actions"].as_array().into_iter().flatten() {
            let mut script = opening.clone();
            script.push(action["example"].clone());
            let kind = action["type"].as_str().unwrap_or("action");
            let file = dir.join(format!("{game}-{kind}.json"));
            std::fs::write(&file, Value::Array(script).to_string()).expect("write script");
            out.push((game.clone(), file));
        }
    }
    out
}

#[test]
fn web_play_answers_every_script_as_the_native_cli_does() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut lines = Vec::new();
    for (game, file) in scripts() {
        let f = file.to_string_lossy().into_owned();
        lines.push(args(&[&game, "--script", &f, "--seed", "1"]));
        lines.push(args(&[&game, "--script", &f, "--seed", "2", "--json"]));
        lines.push(args(&[
            &game, "--script", &f, "--seed", "3", "--log", "--lang", "pl",
        ]));
        lines.push(args(&[
            &game, "--script", &f, "--seed", "4", "--json", "--log",
        ]));
        lines.push(args(&[&game, "--script", &f, "--seed", "5", "--undo", "2"]));
    }
    // Each action after the opening: its words in text, its view and log in JSON.
    for (game, file) in action_scripts(dir.path()) {
        let f = file.to_string_lossy().into_owned();
        lines.push(args(&[
            &game, "--script", &f, "--seed", "6", "--log", "--lang", "pl",
        ]));
        lines.push(args(&[
            &game, "--script", &f, "--seed", "7", "--json", "--log",
        ]));
    }
    let failed = all_differences(&lines);
    println!("web play: {} command lines played both ways", lines.len());
    assert!(
        failed.is_empty(),
        "{} differ:\n{}",
        failed.len(),
        failed.join("\n")
    );
}

/// Every line's difference, the lines shared between two threads: a start of `play.mjs`
/// compiles the engine (half a second), which is most of the lane's time.
fn all_differences(lines: &[Vec<String>]) -> Vec<String> {
    let half = lines.len().div_ceil(2);
    std::thread::scope(|s| {
        let parts: Vec<_> = lines
            .chunks(half.max(1))
            .map(|part| s.spawn(move || part.iter().filter_map(|l| differs(l)).collect::<Vec<_>>()))
            .collect();
        parts
            .into_iter()
            .flat_map(|p| p.join().expect("a thread of the comparison"))
            .collect()
    })
}

#[test]
fn web_play_refuses_bad_command_lines_as_the_native_cli_does() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = |name: &str, text: &str| {
        let p = dir.path().join(name);
        std::fs::write(&p, text).expect("write");
        p.to_string_lossy().into_owned()
    };
    let (empty, object, broken) = (
        file("empty.json", " \n"),
        file("object.json", "{\"type\": \"start_game\"}"),
        file("broken.json", "[{\"type\": "),
    );
    let folder = dir.path().to_string_lossy().into_owned();
    let mut lines = vec![
        args(&[]),
        args(&["--help"]),
        args(&["nope", "--script", &empty]),
        args(&["sp"]),
        args(&["sp", "--script", "no-such-file.json"]),
        args(&["sp", "--script", &folder]),
        args(&["sp", "--script", &empty]),
        args(&["sp", "--script", &object]),
        args(&["sp", "--script", &broken]),
        args(&["sp", "--script", &empty, "--seed", "x"]),
        args(&["sp", "--script", &empty, "--lang", "pl"]),
        args(&["hoth", "--script", &empty, "--faces", "a,b"]),
        args(&["sp", "--script", &empty, "--bogus"]),
    ];
    for game in games() {
        lines.push(args(&[&game, "--actions"]));
        lines.push(args(&[&game, "--actions", "--json"]));
    }
    let failed = all_differences(&lines);
    assert!(
        failed.is_empty(),
        "{} differ:\n{}",
        failed.len(),
        failed.join("\n")
    );
}

/// The one difference, by design: WebAssembly has no disk for SQLite, so `--journal` is refused
/// in words rather than played into memory and dropped.
#[test]
fn web_play_refuses_a_journal_file_in_words() {
    let script = root().join("examples/sp/opening.json");
    let out = web(&args(&[
        "sp",
        "--script",
        &script.to_string_lossy(),
        "--journal",
        "j.db",
    ]));
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "datapad: --journal keeps the game in a file, which only the native `datapad play` can \
         write\n"
    );
}

/// The exact odds, worked out in the 32-bit build's own arithmetic (`dice::mul`, the limbs of
/// `dice::product_sum`): the largest measured attack's every weight as the native build gives
/// them.
#[test]
fn web_attack_odds_are_the_native_ones_to_the_last_digit() {
    use datapad_engine::games::shatterpoint::attack::measured;
    use datapad_engine::games::shatterpoint::odds::attack_odds;
    let s = measured::stance().expect("the sample stance");
    let native = attack_odds(&s, &s, &measured::thirty_v_thirty()).expect("odds");
    let bench = play_mjs().with_file_name("bench.mjs");
    let web = Command::new("node")
        .arg(bench)
        .arg("odds")
        .output()
        .expect("run node bench.mjs odds");
    assert!(
        web.status.success(),
        "{}",
        String::from_utf8_lossy(&web.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&web.stdout).trim_end(),
        format!("{native:?}")
    );
}
