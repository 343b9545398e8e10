//! Measured, never asserted: odds, journal append, replay. Numbers go in the README.

use criterion::{criterion_group, criterion_main, Criterion};
use datapad_engine::dice::{hoth_odds, rng_from, sp_odds, Catalog, HothTarget};
use datapad_engine::game::Ctx;
use datapad_engine::journal::{Journal, Live};
use serde_json::json;
use std::hint::black_box;

fn odds(c: &mut Criterion) {
    let cat = Catalog::builtin();
    c.bench_function("sp odds 20 attack vs 12 defense (exact)", |b| {
        b.iter(|| sp_odds(&cat, black_box(20), black_box(12)))
    });
    c.bench_function("hoth odds 6 dice vs vehicle (exact)", |b| {
        b.iter(|| hoth_odds(&cat, black_box(6), HothTarget::Vehicle))
    });
}

fn journal(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    let cat = Catalog::builtin();
    let mut rng = rng_from(Some(1));
    let action = json!({"type": "roll", "pool": [{"die": "sp-attack", "count": 5}, {"die": "sp-defense", "count": 3}]});

    let mut j = Journal::open(&dir.path().join("append.sqlite")).expect("journal");
    let mut live = Live::start(&mut j, "tray", "bench").expect("session");
    c.bench_function(
        "journal: one action (decide + append in a transaction + evolve)",
        |b| {
            b.iter(|| {
                live.apply(
                    &mut j,
                    &action,
                    &mut Ctx {
                        rng: &mut rng,
                        dice: &cat,
                    },
                )
                .expect("apply")
            })
        },
    );

    let mut j = Journal::open(&dir.path().join("replay.sqlite")).expect("journal");
    let live = Live::start(&mut j, "tray", "bench").expect("session");
    let events: Vec<_> = (0..10_000)
        .map(|i| json!({"type": "rolled", "mode": "virtual", "faces": [{"die": "sp-attack", "symbol": if i % 2 == 0 { "crit" } else { "strike" }}]}))
        .collect();
    for chunk in events.chunks(1) {
        j.append(live.id(), chunk).expect("append");
    }
    let mut group = c.benchmark_group("replay");
    group.sample_size(10);
    group.bench_function("load and replay a 10,000-event session", |b| {
        b.iter(|| Live::load(&j, live.id()).expect("load"))
    });
    group.finish();
}

criterion_group!(benches, odds, journal);
criterion_main!(benches);
