//! The table's questions (issue 20 "Speed"): measured, never asserted. Goals at 30 dice a side:
//! attacks to wound under 5 ms (the odds and the chain together), ranking six targets with
//! melee and ranged under 10 ms.

use criterion::{criterion_group, criterion_main, Criterion};
use datapad_engine::games::shatterpoint::attack::policy::Policy;
use datapad_engine::games::shatterpoint::attack::rank::{rank, Target};
use datapad_engine::games::shatterpoint::attack::wound::attacks_to_wound;
use datapad_engine::games::shatterpoint::cli::odds_json;
use datapad_engine::games::shatterpoint::combat::Table;
use datapad_engine::games::shatterpoint::odds::attack_odds;
use datapad_engine::games::shatterpoint::stance::{parse, AttackType};
use std::hint::black_box;

const SAMPLE: &str = include_str!("../tests/fixtures/stance-3x6.json");

fn questions(c: &mut Criterion) {
    let s = parse(SAMPLE).expect("fixture");
    // Melee 7 + Focus + 22 = 30 attack dice; defense 5 + 25 = 30 (ranged 28 v 29).
    let mut t = Table::new(AttackType::Melee);
    t.focus = true;
    t.extra_attack = 22;
    t.extra_defense = 25;
    t.damage = Some((0, 12));
    let o = attack_odds(&s, &s, &t).expect("odds");
    c.bench_function(
        "sp attacks to wound 30v30, stamina 12, the chain alone",
        |b| b.iter(|| attacks_to_wound(black_box(&o.damage), black_box(o.total), black_box(12))),
    );
    c.bench_function(
        "sp odds with attacks to wound 30v30 (odds_json: charts, tree, chain)",
        |b| b.iter(|| odds_json(black_box(&s), &s, &t, &Policy::MaxDamage).expect("odds")),
    );
    let targets: Vec<Target<usize>> = (0..6)
        .map(|i| Target {
            label: i,
            stance: s.clone(),
            table: Table {
                damage: Some((i as u32, 12)),
                ..t.clone()
            },
        })
        .collect();
    c.bench_function(
        "sp rank six targets, melee and ranged, 30 dice a side",
        |b| b.iter(|| rank(black_box(&s), black_box(&targets), &Policy::MaxDamage).expect("rank")),
    );
}

criterion_group!(benches, questions);
criterion_main!(benches);
