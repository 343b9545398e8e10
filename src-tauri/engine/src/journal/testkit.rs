//! What the journal's tests share: a journal in a temporary folder and the tray's actions.

use super::{Journal, Live};
use crate::dice::{rng_from, Catalog};
use crate::error::Error;
use crate::game::Ctx;
use serde_json::{json, Value};

pub fn journal() -> (tempfile::TempDir, Journal) {
    let dir = tempfile::tempdir().unwrap();
    let j = Journal::open(&dir.path().join("datapad.sqlite")).unwrap();
    (dir, j)
}

/// Applies one action with the RNG seeded by `seed`.
pub fn act(live: &mut Live, j: &mut Journal, action: &Value, seed: u64) -> Result<(), Error> {
    let cat = Catalog::builtin();
    let mut rng = rng_from(Some(seed));
    live.apply(
        j,
        action,
        &mut Ctx {
            rng: &mut rng,
            dice: &cat,
        },
    )
}

pub fn roll(live: &mut Live, j: &mut Journal, seed: u64) -> Result<(), Error> {
    let action = json!({"type": "roll", "pool": [{"die": "sp-attack", "count": 3}]});
    act(live, j, &action, seed)
}

/// A tray session of `n` rolls.
pub fn rolled(j: &mut Journal, n: u64) -> Live {
    let mut live = Live::start(j, "tray", "t").unwrap();
    for seed in 0..n {
        roll(&mut live, j, seed).unwrap();
    }
    live
}
