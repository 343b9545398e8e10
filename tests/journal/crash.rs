//! Kill a process that is appending to the journal at random moments, many times: every action
//! it reported committed is there afterwards, nothing half-written is, and the file opens clean.

mod children;
mod fixture;
mod kill_host;
mod kill_more;
mod kill_play;
mod kill_store;

use datapad_engine::journal::Journal;
use rand::{Rng, SeedableRng};
use serde_json::json;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

const CHILD: &str = "DATAPAD_CRASH_CHILD_DB";

/// The child: appends two-event actions forever, printing each action number once committed.
#[test]
fn crash_child() {
    let Some(db) = std::env::var_os(CHILD) else {
        return;
    };
    let mut j = Journal::open(std::path::Path::new(&db)).expect("open");
    let id = match j.latest("tray").expect("latest") {
        Some(s) => s.id,
        None => j.create("tray", "crash").expect("create").id,
    };
    let mut n = j.session(id).expect("session").head / 2;
    loop {
        n += 1;
        j.append(
            id,
            1,
            &[json!({"n": n, "part": 1}), json!({"n": n, "part": 2})],
        )
        .expect("append");
        println!("committed {n}");
    }
}

#[test]
fn killed_appenders_lose_nothing_committed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("crash.sqlite");
    let exe = std::env::current_exe().expect("test binary");
    let mut rng = rand::rngs::StdRng::seed_from_u64(2024);
    let mut committed = 0i64;
    for round in 0..25 {
        let mut child = Command::new(&exe)
            .args(["--exact", "crash_child", "--nocapture", "--test-threads=1"])
            .env(CHILD, &db)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn child");
        let stdout = child.stdout.take().expect("child stdout");
        let kill_after = Duration::from_millis(rng.random_range(20..400));
        let reader = std::thread::spawn(move || {
            BufReader::new(stdout)
                .lines()
                .map_while(Result::ok)
                .filter_map(|l| {
                    l.strip_prefix("committed ")
                        .and_then(|n| n.parse::<i64>().ok())
                })
                .last()
        });
        std::thread::sleep(kill_after);
        child.kill().expect("SIGKILL");
        child.wait().expect("reap");
        if let Some(last) = reader.join().expect("reader") {
            committed = committed.max(last);
        }

        let j = Journal::open(&db).expect("the file opens after a kill");
        assert!(
            j.integrity_ok().expect("integrity check"),
            "round {round}: integrity"
        );
        let Some(s) = j.latest("tray").expect("latest") else {
            continue;
        };
        let events = j.events(s.id).expect("events");
        // Whole actions only: an even number of events, numbered 1..=k in order.
        assert_eq!(
            events.len() % 2,
            0,
            "round {round}: half an action survived"
        );
        let actions = events.len() as i64 / 2;
        assert!(
            actions >= committed,
            "round {round}: {committed} reported committed, {actions} stored"
        );
        for (i, e) in events.iter().enumerate() {
            assert_eq!(
                e.event["n"],
                json!(i as i64 / 2 + 1),
                "round {round}: event {}",
                i + 1
            );
        }
    }
    assert!(committed > 0, "the children committed something");
}
