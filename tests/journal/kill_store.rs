//! SIGKILL a process saving a multi-megabyte list to a store file, 200 times at random points
//! (seeded from the clock, the seed printed): the file always reads, and holds every entry of
//! the last save reported done, or of the one after it, whole; never a mix, never empty.

use super::children::{kill, peak_kb, Figures};
use datapad_engine::stored::file::{read, Stores};
use rand::Rng;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

const CHILD: &str = "DATAPAD_STORE_CHILD_DIR";
const FILE: &str = "stances.json";
const ENTRIES: usize = 1500;

/// The list of save number `generation`: 1,500 entries of about 2 KB, about 3 MB in all.
fn list(generation: u64) -> Value {
    let text = "x".repeat(2000);
    (0..ENTRIES)
        .map(|i| json!({"generation": generation, "i": i, "text": text}))
        .collect()
}

/// The save number every entry of the stored list carries; fails on a mix or a short list.
fn stored_generation(dir: &std::path::Path) -> Option<u64> {
    let object = read(&dir.join(FILE)).expect("the store file reads after a kill");
    let entries = object.get("stances")?.as_array().expect("a list");
    assert_eq!(entries.len(), ENTRIES, "every entry of a save");
    let generation = entries[0]["generation"].as_u64().expect("generation");
    assert!(
        entries.iter().all(|e| e["generation"] == generation),
        "entries of two saves mixed"
    );
    Some(generation)
}

/// The child: saves the list again and again, printing each save number once it returned.
#[test]
fn store_child() {
    let Some(dir) = std::env::var_os(CHILD) else {
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    let stores = Stores::at(dir.clone());
    let mut generation = stored_generation(&dir).unwrap_or(0);
    loop {
        generation += 1;
        let value = list(generation);
        stores
            .update(FILE, |o| {
                o.insert("stances".into(), value);
                Ok(())
            })
            .expect("save");
        println!("saved {generation}");
    }
}

#[test]
fn killed_store_saves_leave_the_last_save_or_the_next_whole() {
    let dir = tempfile::tempdir().expect("temp dir");
    let exe = std::env::current_exe().expect("test binary");
    let mut rng = super::kill_more::clock_rng("store saves");
    let mut saved = 0u64;
    let mut figures = Figures::default();
    for round in 0..super::kill_more::rounds(200) {
        let mut child = Command::new(&exe)
            .args(["--exact", "kill_store::store_child", "--nocapture"])
            .args(["--test-threads=1"])
            .env(CHILD, dir.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn child");
        let stdout = child.stdout.take().expect("child stdout");
        let reader = std::thread::spawn(move || {
            BufReader::new(stdout)
                .lines()
                .map_while(Result::ok)
                // The first line follows libtest's "test … " on the same line.
                .filter_map(|l| l.split("saved ").nth(1)?.parse::<u64>().ok())
                .last()
        });
        std::thread::sleep(Duration::from_millis(rng.random_range(10..250)));
        figures.peak_kb = figures.peak_kb.max(peak_kb(child.id()));
        figures.kills += usize::from(kill(&mut child));
        saved = reader.join().expect("reader").unwrap_or(saved).max(saved);
        let stored = stored_generation(dir.path()).unwrap_or(0);
        assert!(
            stored == saved || stored == saved + 1,
            "round {round}: save {saved} reported done, save {stored} on disk"
        );
        // A save renamed into place just before the kill is on disk though never reported;
        // the next child goes on from it.
        saved = stored;
    }
    // A kill that breaks the promise fails the round above; the soak counts the kills.
    figures.print_kills("store");
    assert!(saved > 0, "the children saved something");
}
