//! The CLI's output to a reader that has gone, and its caps on what it reads.

mod common;

use common::play;
use std::process::{Command, Stdio};

/// Runs `datapad ARGS` with stdout a pipe whose reading end is closed before it starts, so
/// every write meets a closed pipe.
fn into_closed_pipe(args: &[&str]) -> std::process::Output {
    let (reader, writer) = std::io::pipe().expect("pipe");
    drop(reader);
    Command::new(env!("CARGO_BIN_EXE_datapad"))
        .args(args)
        .stdout(writer)
        .stderr(Stdio::piped())
        .output()
        .expect("run datapad")
}

#[test]
fn a_closed_pipe_ends_every_subcommand_quietly() {
    let dir = tempfile::tempdir().expect("dir");
    let script = dir.path().join("s.json");
    std::fs::write(
        &script,
        r#"[{"type": "roll", "pool": [{"die": "hoth", "count": 2}]}]"#,
    )
    .expect("script");
    let script = script.to_str().expect("utf-8");
    let runs: [&[&str]; 7] = [
        &["roll", "sp-attack:8", "--seed", "1"],
        &["odds", "sp", "--attack", "8", "--defense", "5"],
        &["odds", "hoth", "--dice", "3", "--target", "infantry"],
        &["rules", "search", "a"],
        &["rules", "show", "sp.condition.strained"],
        &["play", "tray", "--script", script, "--json"],
        &["--help"],
    ];
    for args in runs {
        let o = into_closed_pipe(args);
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_eq!(o.status.code(), Some(0), "{args:?}: {stderr}");
    }
}

#[test]
fn a_script_past_the_session_cap_is_refused_unread() {
    let past = "[".to_string() + &" ".repeat(16 * 1024 * 1024) + "]";
    let o = play("tray", past, &[]);
    assert_eq!(o.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(stderr.contains("16 MiB"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    // At the cap it is read.
    let at = "[".to_string() + &" ".repeat(16 * 1024 * 1024 - 2) + "]";
    assert_eq!(play("tray", at, &[]).status.code(), Some(0));
}
