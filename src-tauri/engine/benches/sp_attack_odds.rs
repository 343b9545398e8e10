//! Exact Shatterpoint attack odds (issue 9 "Speed"): measured, never asserted. Targets: raw
//! 20v12 ≤ 20 µs, 30v30 exact ≤ 100 µs, 20v12 with real 3-row charts and a 3×6 tree ≤ 1 ms.

use criterion::{criterion_group, criterion_main, Criterion};
use datapad_engine::dice::Catalog;
use datapad_engine::games::shatterpoint::combat::Table;
use datapad_engine::games::shatterpoint::odds::{attack_odds, raw_successes};
use datapad_engine::games::shatterpoint::raw_odds::sp_odds;
use datapad_engine::games::shatterpoint::stance::{parse, AttackType};
use std::hint::black_box;

const SAMPLE: &str = include_str!("../tests/fixtures/stance-3x6.json");

fn odds(c: &mut Criterion) {
    let cat = Catalog::builtin();
    for (n, b) in [(6, 4), (12, 8), (20, 12), (30, 14)] {
        c.bench_function(
            &format!("sp raw successes {n}v{b} (closed form, exact)"),
            |bch| bch.iter(|| raw_successes(black_box(n), black_box(b)).expect("odds")),
        );
    }
    c.bench_function(
        "sp raw successes 30v30 (closed form, exact, 256-bit)",
        |bch| bch.iter(|| raw_successes(black_box(30), black_box(30)).expect("odds")),
    );
    c.bench_function(
        "sp_odds 20v12 (today's BTreeMap path, for comparison)",
        |bch| bch.iter(|| sp_odds(&cat, black_box(20), black_box(12)).expect("odds")),
    );

    let s = parse(SAMPLE).expect("fixture");
    // Melee 7 + Focus + extra dice = 20 attack; defense 5 + 7 = 12.
    let mut t = Table::new(AttackType::Melee);
    t.focus = true;
    t.extra_attack = 12;
    t.extra_defense = 7;
    t.damage = Some((2, 10));
    c.bench_function(
        "sp attack odds 20v12, 3-row charts both sides, 3x6 tree",
        |bch| bch.iter(|| attack_odds(black_box(&s), black_box(&s), black_box(&t)).expect("odds")),
    );
    let mut t30 = t.clone();
    t30.extra_attack = 22;
    t30.extra_defense = 25;
    c.bench_function(
        "sp attack odds 30v30, 3-row charts both sides, 3x6 tree",
        |bch| {
            bch.iter(|| attack_odds(black_box(&s), black_box(&s), black_box(&t30)).expect("odds"))
        },
    );
}

criterion_group!(benches, odds);
criterion_main!(benches);
