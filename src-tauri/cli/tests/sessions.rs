//! `datapad sessions` and `datapad export`, run as real processes: a game played into a journal
//! comes back out as the app's session file, which `datapad replay` plays to the same view.

mod common;
use common::{datapad, json_out};
use serde_json::{json, Value};
use std::path::Path;
use std::process::Output;

fn ok(o: &Output) -> &Output {
    assert!(
        o.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    o
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).to_string()
}

fn path(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

/// Two Shatterpoint players named, played into `journal`; the view `play --json` printed.
fn played(journal: &Path) -> Value {
    let script = json!([
        {"type": "set_player_name", "player": 0, "name": "Ahsoka"},
        {"type": "set_player_name", "player": 1, "name": "Maul"}
    ]);
    json_out(ok(&common::play(
        "sp",
        &script,
        &["--journal", path(journal), "--json"],
    )))
}

#[test]
fn play_then_sessions_then_export_then_replay_gives_the_same_view() {
    let dir = tempfile::tempdir().expect("dir");
    let journal = dir.path().join("j.db");
    let view = played(&journal);

    let listed = json_out(ok(&datapad(&[
        "sessions",
        "--journal",
        path(&journal),
        "--json",
    ])));
    let sessions = listed.as_array().expect("a JSON array");
    assert_eq!(sessions.len(), 1);
    let s = &sessions[0];
    assert_eq!(
        (s["game"].as_str(), s["changes"].as_i64()),
        (Some("sp"), Some(2))
    );
    for key in ["id", "uid", "title", "created_at", "updated_at", "head"] {
        assert!(s.get(key).is_some(), "{key} in {s}");
    }
    let id = s["id"].to_string();

    let text = String::from_utf8(
        ok(&datapad(&["sessions", "--journal", path(&journal)]))
            .stdout
            .clone(),
    )
    .expect("utf8");
    assert!(text.starts_with("ID  GAME"), "{text}");
    assert!(
        text.lines().nth(1).is_some_and(|l| l.starts_with(&id)),
        "{text}"
    );

    let file = dir.path().join("session.json");
    ok(&datapad(&[
        "export",
        &id,
        "--journal",
        path(&journal),
        "-o",
        path(&file),
    ]));
    let replayed = json_out(ok(&datapad(&["replay", path(&file), "--json"])));
    assert_eq!(replayed["view"], view, "the same final view");
    assert_eq!(replayed["game"], "sp");

    // Without -o the same file goes to stdout.
    let out = ok(&datapad(&["export", &id, "--journal", path(&journal)]))
        .stdout
        .clone();
    let from_stdout: Value = serde_json::from_slice(&out).expect("json");
    let from_file: Value =
        serde_json::from_str(&std::fs::read_to_string(&file).expect("file")).expect("json");
    assert_eq!(
        without_moment(from_stdout),
        without_moment(from_file.clone())
    );

    // The app's export, call for call (`export_text` in src-tauri/src/commands/session.rs).
    let j = datapad_engine::journal::Journal::open(&journal).expect("journal");
    let app = datapad_engine::journal::export(&j, s["id"].as_i64().expect("id")).expect("export");
    let app = app.to_text().expect("json");
    let app: Value = serde_json::from_str(&app).expect("json");
    assert_eq!(without_moment(app), without_moment(from_file));
}

/// A session file without the moment it was exported, which differs between two exports.
fn without_moment(mut v: Value) -> Value {
    v["exported_at"] = Value::Null;
    v
}

#[test]
fn the_export_is_compact_json_as_the_app_writes_it() {
    let dir = tempfile::tempdir().expect("dir");
    let journal = dir.path().join("j.db");
    played(&journal);
    let o = datapad(&["export", "1", "--journal", path(&journal)]);
    let text = String::from_utf8(ok(&o).stdout.clone()).expect("utf8");
    assert!(
        text.starts_with("{\"format\":\"datapad-session\""),
        "{text}"
    );
    // The app's text, byte for byte but for the moment each was made.
    let j = datapad_engine::journal::Journal::open(&journal).expect("journal");
    let mut app = datapad_engine::journal::export(&j, 1).expect("export");
    let cli: datapad_engine::journal::SessionFile = serde_json::from_str(&text).expect("json");
    app.exported_at = cli.exported_at.clone();
    assert_eq!(text.trim_end(), app.to_text().expect("text"));
    // A bare file name is written in the current folder.
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_datapad"))
        .args([
            "export",
            "1",
            "--journal",
            path(&journal),
            "-o",
            "here.json",
        ])
        .current_dir(dir.path())
        .output()
        .expect("run");
    ok(&o);
    assert!(dir.path().join("here.json").is_file());
}

#[test]
fn a_missing_journal_is_an_error_and_is_not_created() {
    let dir = tempfile::tempdir().expect("dir");
    let missing = dir.path().join("nope.db");
    for args in [
        vec!["sessions", "--journal", path(&missing)],
        vec!["export", "1", "--journal", path(&missing)],
    ] {
        let o = datapad(&args);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert_eq!(
            stderr(&o).trim(),
            format!("datapad: {}: no such file", missing.display()),
            "{args:?}"
        );
        assert!(!missing.exists(), "{args:?} created the journal");
    }
    let o = datapad(&["sessions", "--journal", path(dir.path())]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("a folder, not a journal file"),
        "{}",
        stderr(&o)
    );
    let text = dir.path().join("notes.txt");
    std::fs::write(&text, "not a journal at all, just words").expect("write");
    let o = datapad(&["sessions", "--journal", path(&text)]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("not a journal Datapad can read"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn an_unknown_session_names_the_id_and_how_to_list_them() {
    let dir = tempfile::tempdir().expect("dir");
    let journal = dir.path().join("j.db");
    played(&journal);
    for id in ["7", "abc"] {
        let o = datapad(&["export", id, "--journal", path(&journal)]);
        assert_eq!(o.status.code(), Some(1), "{id}");
        let err = stderr(&o);
        assert!(err.contains(&format!("no session {id}")), "{err}");
        assert!(
            err.contains(&format!("datapad sessions --journal {}", journal.display())),
            "{err}"
        );
        assert_eq!(err.trim().lines().count(), 1, "{err}");
    }
}

#[test]
fn an_empty_journal_says_so() {
    let dir = tempfile::tempdir().expect("dir");
    let journal = dir.path().join("j.db");
    datapad_engine::journal::Journal::open(&journal).expect("a new journal");
    let o = ok(&datapad(&["sessions", "--journal", path(&journal)]))
        .stdout
        .clone();
    assert!(String::from_utf8_lossy(&o).contains("holds no sessions"));
    let o = datapad(&["sessions", "--journal", path(&journal), "--json"]);
    assert_eq!(json_out(ok(&o)), json!([]));
}
