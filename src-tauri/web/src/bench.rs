//! The speed figure issue 33 sets for WebAssembly: the Shatterpoint attack through both charts
//! and the tree at 30 v 30, the very case of the engine's `sp_attack_odds` bench
//! (`attack::measured`), timed here so `cargo xtask bench` prints it beside the native figure
//! from the same run (`bench.mjs`); and its answer, which the `web play` lane finds alike in
//! both builds.

use datapad_engine::games::shatterpoint::attack::measured;
use datapad_engine::games::shatterpoint::odds::{attack_odds, AttackOdds};
use datapad_engine::games::shatterpoint::stance::Stance;
use datapad_engine::games::shatterpoint::table::Table;
use std::hint::black_box;
use wasm_bindgen::prelude::*;

/// The measured attack's stance and table, or the refusal in words.
fn case() -> Result<(Stance, Table), String> {
    let s = measured::stance().map_err(|e| format!("{e:?}"))?;
    Ok((s, measured::thirty_v_thirty()))
}

fn odds(s: &Stance, t: &Table) -> Result<AttackOdds, String> {
    attack_odds(black_box(s), black_box(s), black_box(t)).map_err(|e| format!("{e:?}"))
}

/// The mean time of one attack's odds in microseconds, over `rounds` after a warm-up.
#[wasm_bindgen]
pub fn bench_sp_attack_30v30(rounds: u32) -> Result<f64, String> {
    let (s, t) = case()?;
    for _ in 0..rounds.div_ceil(10) {
        odds(&s, &t)?;
    }
    let started = js_sys::Date::now();
    for _ in 0..rounds {
        odds(&s, &t)?;
    }
    Ok((js_sys::Date::now() - started) * 1000.0 / f64::from(rounds.max(1)))
}

/// The measured attack's odds written out whole (Rust's debug form: every exact weight), for
/// comparing with the native build's.
#[wasm_bindgen]
pub fn sp_attack_30v30_odds() -> Result<String, String> {
    let (s, t) = case()?;
    odds(&s, &t).map(|o| format!("{o:?}"))
}
