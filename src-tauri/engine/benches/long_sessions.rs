//! Long sessions, measured never asserted: a tap, an undo, a redo, loading the session and the
//! view a tap returns, on tray sessions of 100, 10,000 and 125,000 events. The largest is about
//! the largest session file import takes (16 MiB), imported as a player would. Each session
//! lives in a journal file on disk (WAL, synchronous=FULL), as in the app, and a tap and an undo
//! are measured again in a journal in memory. Numbers go in the README.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::game::Ctx;
use datapad_engine::journal::{import, Journal, Live, FORMAT, MAX_FILE_BYTES, VERSION};
use serde_json::{json, Value};
use std::time::{Duration, Instant};

const SIZES: [usize; 3] = [100, 10_000, 125_000];

/// A tray session file of `n` events, one action each: a one-die roll, then its die locked and
/// unlocked seven times, over and over (a roll's event is the longest; the mix keeps 125,000
/// events under the 16 MiB cap).
fn session_file(n: usize) -> String {
    let symbols = ["crit", "strike", "attack_expertise", "failure"];
    let events: Vec<Value> = (0..n)
        .map(|i| {
            let event = match i % 8 {
                0 => json!({"type": "rolled", "mode": "virtual",
                    "faces": [{"die": "sp-attack", "symbol": symbols[(i / 8) % 4]}]}),
                k => json!({"type": "locked", "index": 0, "locked": k % 2 == 1}),
            };
            json!({"seq": i + 1, "action": i + 1, "at": "2026-11-26T12:00:00.000Z",
                "version": 1, "event": event})
        })
        .collect();
    json!({"format": FORMAT, "version": VERSION, "uid": format!("bench-{n}"), "game": "tray",
        "title": "bench", "created_at": "2026-11-26T12:00:00.000Z",
        "exported_at": "2026-11-26T12:00:00.000Z", "events": events})
    .to_string()
}

fn long_sessions(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    let cat = Catalog::builtin();
    let mut rng = rng_from(Some(1));
    let tap = json!({"type": "roll", "pool": [{"die": "sp-attack", "count": 5}, {"die": "sp-defense", "count": 3}]});
    let mut group = c.benchmark_group("long session");
    group.sample_size(10);
    for n in SIZES {
        let text = session_file(n);
        assert!(text.len() as u64 <= MAX_FILE_BYTES, "{} bytes", text.len());
        let mut j = Journal::open(&dir.path().join(format!("{n}.sqlite"))).expect("journal");
        let started = Instant::now();
        let info = import(&mut j, &text, false).expect("import");
        let imported = started.elapsed();
        let started = Instant::now();
        let mut live = Live::load(&j, info.id).expect("load");
        let loaded = started.elapsed();
        let view = serde_json::to_string(&live.view()).expect("view");
        println!(
            "{n} events: file {} bytes, import {imported:.2?}, first load {loaded:.2?}, view {} bytes",
            text.len(),
            view.len()
        );

        group.bench_function(BenchmarkId::new("load (resume the session)", n), |b| {
            b.iter(|| Live::load(&j, info.id).expect("load"))
        });
        group.bench_function(BenchmarkId::new("undo", n), |b| {
            b.iter_custom(|iters| undo_redo(&mut j, &mut live, iters, true))
        });
        group.bench_function(BenchmarkId::new("redo", n), |b| {
            b.iter_custom(|iters| undo_redo(&mut j, &mut live, iters, false))
        });
        group.bench_function(BenchmarkId::new("undo 100 in a row", n), |b| {
            b.iter_custom(|iters| {
                let mut total = Duration::ZERO;
                for _ in 0..iters {
                    let started = Instant::now();
                    for _ in 0..100 {
                        live.undo(&mut j).expect("undo");
                    }
                    total += started.elapsed();
                    for _ in 0..100 {
                        live.redo(&mut j).expect("redo");
                    }
                }
                total
            })
        });
        // The same in a journal in memory: the engine's own part, without the disk's fsync
        // (which varies with whatever else the disk is doing).
        let mut mem = Journal::open_in_memory().expect("journal");
        let info = import(&mut mem, &text, false).expect("import");
        let mut in_memory = Live::load(&mem, info.id).expect("load");
        group.bench_function(BenchmarkId::new("undo, journal in memory", n), |b| {
            b.iter_custom(|iters| undo_redo(&mut mem, &mut in_memory, iters, true))
        });
        group.bench_function(
            BenchmarkId::new("tap (roll 8 dice, view as JSON), journal in memory", n),
            |b| {
                b.iter(|| {
                    let mut ctx = Ctx {
                        rng: &mut rng,
                        dice: &cat,
                    };
                    in_memory.apply(&mut mem, &tap, &mut ctx).expect("apply");
                    serde_json::to_string(&in_memory.view()).expect("view")
                })
            },
        );
        // Last: each tap makes the session one event longer.
        group.bench_function(
            BenchmarkId::new("tap (roll 8 dice, view as JSON)", n),
            |b| {
                b.iter(|| {
                    let mut ctx = Ctx {
                        rng: &mut rng,
                        dice: &cat,
                    };
                    live.apply(&mut j, &tap, &mut ctx).expect("apply");
                    serde_json::to_string(&live.view()).expect("view")
                })
            },
        );
    }
    group.finish();
}

/// `iters` undos each followed by a redo, leaving the session as it was; the time of the undos
/// (`undo`) or of the redos.
fn undo_redo(j: &mut Journal, live: &mut Live, iters: u64, undo: bool) -> Duration {
    let mut total = Duration::ZERO;
    for _ in 0..iters {
        let started = Instant::now();
        live.undo(j).expect("undo");
        let undone = started.elapsed();
        let started = Instant::now();
        live.redo(j).expect("redo");
        total += if undo { undone } else { started.elapsed() };
    }
    total
}

criterion_group!(benches, long_sessions);
criterion_main!(benches);
