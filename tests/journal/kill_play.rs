//! SIGKILL the real `datapad play counter --script … --journal …` at random points (seeded from
//! the clock, the seed printed) of a long script, again and again on the same journal: the file
//! opens clean, and the session each run started holds a prefix of the script, every act once
//! and in order. `play` reports nothing per act, so a gap below the last act stored is a loss
//! and an act stored twice a repeat. Without the `datapad` binary (see `children::cli`) the test
//! says so and passes.

use super::children::{cli, kill, peak_kb, reasons, Figures};
use datapad_engine::journal::Journal;
use rand::Rng;
use serde_json::json;
use std::collections::HashSet;
use std::process::{Command, Stdio};
use std::time::Duration;

/// More acts than a run gets through before its kill: each is a commit of its own.
const ACTS: usize = 20_000;

/// Adjustments of the counter, each carrying its act's number as its reason.
fn script() -> String {
    let acts: Vec<_> = (1..=ACTS)
        .map(|i| json!({"type": "adjust", "value": i % 90, "reason": format!("act {i}")}))
        .collect();
    serde_json::Value::Array(acts).to_string()
}

/// The act numbers stored in session `id`, in the journal's order.
fn stored(j: &Journal, id: i64) -> Vec<usize> {
    let mut found = Vec::new();
    for e in j.events(id).expect("the events read after a kill") {
        reasons(&e.event, &mut found);
    }
    found
        .iter()
        .map(|r| {
            r.strip_prefix("act ")
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| panic!("a reason the script never wrote: {r}"))
        })
        .collect()
}

/// Losses and repeats in a run's acts, counted; whether they are a prefix of the script, 1, 2,
/// …, k (acts out of order are neither).
fn check(acts: &[usize], figures: &mut Figures) -> bool {
    let distinct: HashSet<_> = acts.iter().collect();
    figures.duplicated += acts.len() - distinct.len();
    let highest = acts.iter().max().copied().unwrap_or(0);
    figures.lost += highest - distinct.len();
    acts.iter().copied().eq(1..=acts.len())
}

#[test]
fn killed_plays_leave_a_prefix_of_their_script() {
    let Some(cli) = cli() else {
        println!("kill play: no datapad binary built beside the tests; skipped");
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let (script_path, db) = (
        dir.path().join("script.json"),
        dir.path().join("play.sqlite"),
    );
    std::fs::write(&script_path, script()).expect("write the script");
    let mut rng = super::kill_more::clock_rng("play");
    let (mut figures, mut known, mut finished) = (Figures::default(), 0i64, 0);
    let mut not_prefix = Vec::new();
    for round in 0..super::kill_more::rounds(5) {
        let mut child = Command::new(&cli)
            .args(["play", "counter", "--script"])
            .arg(&script_path)
            .arg("--journal")
            .arg(&db)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start datapad play");
        std::thread::sleep(Duration::from_millis(rng.random_range(5..300)));
        figures.peak_kb = figures.peak_kb.max(peak_kb(child.id()));
        match kill(&mut child) {
            true => figures.kills += 1,
            false => finished += 1,
        }
        let j = Journal::open(&db).expect("the journal opens after a kill");
        assert!(j.integrity_ok().expect("integrity"), "round {round}");
        // The session this run started, if it got that far.
        for s in j.list("counter").expect("list") {
            if s.id > known {
                known = s.id;
                if !check(&stored(&j, s.id), &mut figures) {
                    not_prefix.push(round);
                }
            }
        }
    }
    println!("kill play: {finished} runs ended before their kill");
    figures.print("play");
    assert_eq!(
        (figures.lost, figures.duplicated),
        (0, 0),
        "lost, duplicated"
    );
    assert!(
        not_prefix.is_empty(),
        "not a prefix in rounds {not_prefix:?}"
    );
}
