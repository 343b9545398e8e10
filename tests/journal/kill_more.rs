//! SIGKILL at random points (seeded from the clock, the seed printed) during an import and during
//! undo, redo and the redo-tail deletion of a new action: the file opens clean, an import is all
//! or nothing and can be retried, and the session holds whole actions numbered without a gap.
//! `DATAPAD_CRASH_ROUNDS` sets the number of kills per test (the long run uses 200).

use datapad_engine::journal::{export, import, Journal};
use datapad_engine::{Error, JournalError};
use rand::{Rng, SeedableRng};
use serde_json::json;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

const IMPORT_CHILD: &str = "DATAPAD_IMPORT_CHILD_DB";
const IMPORT_FILE: &str = "DATAPAD_IMPORT_CHILD_FILE";
const MIXED_CHILD: &str = "DATAPAD_MIXED_CHILD_DB";

pub(crate) fn rounds(default: usize) -> usize {
    std::env::var("DATAPAD_CRASH_ROUNDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

pub(crate) fn clock_rng(what: &str) -> rand::rngs::StdRng {
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    println!("{what}: kill points seeded with {seed}");
    rand::rngs::StdRng::seed_from_u64(seed)
}

/// Runs the test binary's `child` test with `env`, kills it after `after`, returns its stdout lines.
fn run_and_kill(child: &str, env: &[(&str, &Path)], after: Duration) -> Vec<String> {
    let exe = std::env::current_exe().expect("test binary");
    let mut cmd = Command::new(exe);
    cmd.args(["--exact", child, "--nocapture", "--test-threads=1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut proc = cmd.spawn().expect("spawn child");
    let stdout = proc.stdout.take().expect("child stdout");
    let reader = std::thread::spawn(move || {
        BufReader::new(stdout)
            .lines()
            .map_while(Result::ok)
            .collect::<Vec<_>>()
    });
    std::thread::sleep(after);
    // The child may have finished already: killing it then is not an error.
    let _ = proc.kill();
    proc.wait().expect("reap");
    reader.join().expect("reader")
}

/// A valid tray session file of `n` one-die rolls.
fn session_file(dir: &Path, n: usize) -> (String, String) {
    let mut j = Journal::open(&dir.join("source.sqlite")).expect("open");
    let s = j.create("tray", "big").expect("create");
    let rolled = json!({"type": "rolled", "mode": "virtual", "faces": [{"die": "sp-attack", "symbol": "crit"}]});
    j.append(s.id, 1, &vec![rolled; n]).expect("append");
    let file = export(&j, s.id).expect("export");
    (serde_json::to_string(&file).expect("json"), file.uid)
}

#[test]
fn import_child() {
    let (Some(db), Some(file)) = (
        std::env::var_os(IMPORT_CHILD),
        std::env::var_os(IMPORT_FILE),
    ) else {
        return;
    };
    let text = std::fs::read_to_string(file).expect("file");
    let mut j = Journal::open(Path::new(&db)).expect("open");
    println!("opened");
    import(&mut j, &text, false).expect("import");
    println!("imported");
}

#[test]
fn a_killed_import_is_all_or_nothing_and_can_be_retried() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (text, uid) = session_file(dir.path(), 3000);
    let file = dir.path().join("session.json");
    std::fs::write(&file, &text).expect("write");
    let mut rng = clock_rng("import");
    let mut partial_seen = 0;
    for round in 0..rounds(20) {
        let db = dir.path().join(format!("import-{round}.sqlite"));
        let after = Duration::from_millis(rng.random_range(5..400));
        run_and_kill(
            "kill_more::import_child",
            &[(IMPORT_CHILD, &db), (IMPORT_FILE, &file)],
            after,
        );
        let Ok(mut j) = Journal::open(&db) else {
            continue; // killed before the file was made
        };
        assert!(j.integrity_ok().expect("integrity"), "round {round}");
        match j.find_uid(&uid).expect("find") {
            Some(id) => {
                assert_eq!(
                    j.events(id).expect("events").len(),
                    3000,
                    "round {round}: partial import"
                );
                assert_eq!(
                    import(&mut j, &text, false).unwrap_err(),
                    Error::from(JournalError::ImportExists { id })
                );
            }
            None => {
                partial_seen += 1;
                assert!(
                    j.list("tray").expect("list").is_empty(),
                    "round {round}: an empty session"
                );
                let info = import(&mut j, &text, false).expect("re-import after a kill");
                assert_eq!(info.head, 3000);
            }
        }
    }
    println!("import: {partial_seen} kills landed before the import committed");
}

#[test]
fn mixed_child() {
    let Some(db) = std::env::var_os(MIXED_CHILD) else {
        return;
    };
    let mut j = Journal::open(Path::new(&db)).expect("open");
    let id = match j.latest("tray").expect("latest") {
        Some(s) => s.id,
        None => j.create("tray", "mixed").expect("create").id,
    };
    let mut rng = rand::rngs::StdRng::seed_from_u64(std::process::id().into());
    let mut n: i64 = 1_000_000 * i64::from(std::process::id() % 1000);
    loop {
        let op = rng.random_range(0..4);
        let result = match op {
            // A new action after an undo deletes the redo tail in the same transaction.
            0 | 1 => {
                n += 1;
                j.append(
                    id,
                    1,
                    &[json!({"n": n, "part": 1}), json!({"n": n, "part": 2})],
                )
            }
            2 => j.undo(id),
            _ => j.redo(id),
        };
        match result {
            Ok(s) => println!("head {}", s.head),
            Err(JournalError::NothingToUndo | JournalError::NothingToRedo) => {}
            Err(e) => panic!("{e}"),
        }
    }
}

#[test]
fn killed_undo_redo_and_tail_deletion_leave_whole_actions() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("mixed.sqlite");
    let mut rng = clock_rng("undo/redo");
    let mut ops = 0;
    for round in 0..rounds(20) {
        let after = Duration::from_millis(rng.random_range(20..300));
        ops += run_and_kill("kill_more::mixed_child", &[(MIXED_CHILD, &db)], after).len();
        let Ok(j) = Journal::open(&db) else {
            continue;
        };
        assert!(j.integrity_ok().expect("integrity"), "round {round}");
        let Some(s) = j.latest("tray").expect("latest") else {
            continue;
        };
        // No head past its events, no gap: events() checks both.
        let events = j.events(s.id).expect("events after a kill");
        assert_eq!(events.len() % 2, 0, "round {round}: half an action");
        for pair in events.chunks(2) {
            assert_eq!(pair[0].event["n"], pair[1].event["n"], "round {round}");
            assert_eq!(pair[0].action, pair[1].action, "round {round}");
        }
    }
    assert!(ops > 0, "the children did something");
}
