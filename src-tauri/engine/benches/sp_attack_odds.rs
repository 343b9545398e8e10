//! Exact Shatterpoint odds (issues 9 and 20, "Speed"): measured, never asserted. Goals (issue
//! 20): the tray's table under 5 µs at 20 v 12 and under 10 µs at 30 v 30; the attack through
//! both charts and the tree at 30 v 30 under 200 µs. `cargo xtask bench` runs this with the
//! other benches the README quotes; `scripts/icepool_compare.py` reads the raw and table rows.

use criterion::{criterion_group, criterion_main, Criterion};
use datapad_engine::dice::Catalog;
use datapad_engine::games::shatterpoint::attack::measured;
use datapad_engine::games::shatterpoint::odds::{attack_odds, raw_successes};
use datapad_engine::games::shatterpoint::raw_odds::sp_odds;
use std::hint::black_box;

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
    // What the tray shows: the closed form, then each row's reduced fraction and floats.
    for (n, b) in [(6, 4), (12, 8), (20, 12), (30, 14), (30, 30)] {
        c.bench_function(
            &format!("sp_odds {n}v{b} (the tray's table, exact)"),
            |bch| bch.iter(|| sp_odds(&cat, black_box(n), black_box(b)).expect("odds")),
        );
    }

    let s = measured::stance().expect("fixture");
    let t = measured::twenty_v_twelve();
    c.bench_function(
        "sp attack odds 20v12, 3-row charts both sides, 3x6 tree",
        |bch| bch.iter(|| attack_odds(black_box(&s), black_box(&s), black_box(&t)).expect("odds")),
    );
    let t30 = measured::thirty_v_thirty();
    c.bench_function(
        "sp attack odds 30v30, 3-row charts both sides, 3x6 tree",
        |bch| {
            bch.iter(|| attack_odds(black_box(&s), black_box(&s), black_box(&t30)).expect("odds"))
        },
    );
}

criterion_group!(benches, odds);
criterion_main!(benches);
