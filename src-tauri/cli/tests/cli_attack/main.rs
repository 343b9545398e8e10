//! `datapad odds sp --attacker … --defender …` and `datapad attack sp …` run as real processes:
//! the JSON keys and exit codes issue 9 fixes. Shared helpers here; the keys and the refusals in
//! their own files.

#[path = "../common/mod.rs"]
mod common;
mod keys;
mod questions;
mod refusals;
use common::datapad;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::Output;

pub const SAMPLE: &str = include_str!("../../../engine/tests/fixtures/stance-3x6.json");

pub fn ok_json(o: &Output) -> Value {
    assert!(
        o.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    serde_json::from_slice(&o.stdout).expect("json")
}

pub fn keys(v: &Value) -> Vec<&str> {
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
pub fn stance_file(dir: &Path, name: &str, edit: impl FnOnce(&mut Value)) -> PathBuf {
    let mut v: Value = serde_json::from_str(SAMPLE).expect("fixture");
    edit(&mut v);
    let p = dir.join(name);
    std::fs::write(&p, v.to_string()).expect("write");
    p
}

pub fn one_line_error(o: &Output, code: i32) -> String {
    assert_eq!(
        o.status.code(),
        Some(code),
        "{:?}",
        String::from_utf8_lossy(&o.stderr)
    );
    let err = String::from_utf8_lossy(&o.stderr).to_string();
    assert!(err.starts_with("datapad: "), "{err}");
    // One sentence; a usage error clap finds adds the command's usage line, as clap words it.
    assert!(
        err.trim().lines().count() == 1 || err.contains("\nUsage: datapad "),
        "{err}"
    );
    err
}
