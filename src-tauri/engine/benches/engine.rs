//! Measured, never asserted: odds, journal append, replay. Numbers go in the README.

use criterion::{criterion_group, criterion_main, Criterion};
use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::game::Ctx;
use datapad_engine::games::hoth::{hoth_odds, HothTarget};
use datapad_engine::journal::{Journal, Live};
use datapad_engine::rules::Index;
use datapad_engine::settings::Lang;
use serde_json::json;
use std::hint::black_box;

fn odds(c: &mut Criterion) {
    // The Shatterpoint tray's table is measured in `sp_attack_odds`, beside the attack.
    let cat = Catalog::builtin();
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
        j.append(live.id(), 1, chunk).expect("append");
    }
    let mut group = c.benchmark_group("replay");
    group.sample_size(10);
    group.bench_function("load and replay a 10,000-event session", |b| {
        b.iter(|| Live::load(&j, live.id()).expect("load"))
    });
    group.finish();
}

/// The search-quality queries: what players really type.
fn queries() -> Vec<(String, Option<String>, Lang)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data");
    ["sp", "lcg", "dbg", "hoth"]
        .iter()
        .flat_map(|g| {
            let text = std::fs::read_to_string(dir.join(format!("search-queries-{g}.json")))
                .expect("queries");
            serde_json::from_str::<Vec<serde_json::Value>>(&text).expect("json")
        })
        .map(|q| {
            let lang = if q["lang"] == "pl" {
                Lang::Pl
            } else {
                Lang::En
            };
            (
                q["query"].as_str().unwrap_or_default().to_string(),
                q["game"].as_str().map(String::from),
                lang,
            )
        })
        .collect()
}

fn rules(c: &mut Criterion) {
    let mut group = c.benchmark_group("rules");
    group.sample_size(20);
    group.bench_function("build the FTS5 index from the embedded content", |b| {
        b.iter(|| Index::builtin().expect("index"))
    });
    group.finish();

    let index = Index::builtin().expect("index");
    let qs = queries();
    // Typing: every prefix of every query, as the search box sends them.
    let typed: Vec<(String, Option<String>, Lang)> = qs
        .iter()
        .flat_map(|(q, g, l)| {
            (1..=q.chars().count()).map(move |n| (q.chars().take(n).collect(), g.clone(), *l))
        })
        .collect();
    c.bench_function("rules search: one query (mean over the query set)", |b| {
        let mut i = 0;
        b.iter(|| {
            let (q, g, l) = &qs[i % qs.len()];
            i += 1;
            index.search(q, g.as_deref(), *l).expect("search")
        })
    });
    // Percentiles are printed, not asserted: criterion reports means.
    let mut times: Vec<f64> = Vec::new();
    for _ in 0..5 {
        for (q, g, l) in &typed {
            let t = std::time::Instant::now();
            black_box(index.search(q, g.as_deref(), *l).expect("search"));
            times.push(t.elapsed().as_secs_f64() * 1e3);
        }
    }
    times.sort_by(|a, b| a.total_cmp(b));
    let pct = |p: f64| times[((times.len() - 1) as f64 * p) as usize];
    println!(
        "rules search latency over {} typed prefixes x5: p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        typed.len(),
        pct(0.5),
        pct(0.99),
        pct(1.0)
    );
}

criterion_group!(benches, odds, journal, rules);
criterion_main!(benches);
