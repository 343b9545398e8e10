//! What the CLI tests share: the real `datapad` binary run as a process, a script played from a
//! file, and its JSON output.
#![allow(dead_code)] // each test file uses the part it needs

use serde_json::Value;
use std::process::{Command, Output};

pub fn datapad(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_datapad"))
        .args(args)
        .output()
        .expect("run datapad")
}

/// `datapad play GAME --script FILE EXTRA…`, the script (JSON text) written to a temp file.
pub fn play(game: &str, script: impl ToString, extra: &[&str]) -> Output {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("script.json");
    std::fs::write(&file, script.to_string()).expect("write script");
    let path = file.to_str().expect("utf-8 path");
    let mut args = vec!["play", game, "--script", path];
    args.extend_from_slice(extra);
    datapad(&args)
}

/// Stdout as JSON, whatever the exit code (a refusal prints JSON and exits 1).
pub fn json_out(o: &Output) -> Value {
    serde_json::from_slice(&o.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&o.stdout)))
}
