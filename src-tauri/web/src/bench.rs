//! The speed figure issue 33 sets for WebAssembly: the Shatterpoint attack through both charts
//! and the tree at 30 v 30, the very case of the engine's `sp_attack_odds` bench (its stance
//! fixture, its table), timed here so `cargo xtask bench` prints it beside the native figure
//! from the same run (`bench.mjs`).

use datapad_engine::games::shatterpoint::combat::Table;
use datapad_engine::games::shatterpoint::odds::attack_odds;
use datapad_engine::games::shatterpoint::stance::{parse, AttackType};
use std::hint::black_box;
use wasm_bindgen::prelude::*;

const SAMPLE: &str = include_str!("../../engine/tests/fixtures/stance-3x6.json");

/// The mean time of one attack's odds in microseconds, over `rounds` after a warm-up.
#[wasm_bindgen]
pub fn bench_sp_attack_30v30(rounds: u32) -> Result<f64, String> {
    let s = parse(SAMPLE).map_err(|e| format!("{e:?}"))?;
    let mut t = Table::new(AttackType::Melee);
    t.focus = true;
    t.extra_attack = 22;
    t.extra_defense = 25;
    t.damage = Some((2, 10));
    let once = || attack_odds(black_box(&s), black_box(&s), black_box(&t)).map(drop);
    for _ in 0..rounds.div_ceil(10) {
        once().map_err(|e| format!("{e:?}"))?;
    }
    let started = js_sys::Date::now();
    for _ in 0..rounds {
        once().map_err(|e| format!("{e:?}"))?;
    }
    Ok((js_sys::Date::now() - started) * 1000.0 / f64::from(rounds.max(1)))
}
