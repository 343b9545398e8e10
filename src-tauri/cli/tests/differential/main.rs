//! The differential lane (issue 20, item 6): random stances, pools and board states drawn by
//! proptest strategies, every exact number the odds show compared with a fixed-seed simulation
//! through the same code the tracker applies, within a tolerance derived from the sample size
//! (`bound.rs`: Bernstein's inequality, a false alarm 10⁻¹⁰ per comparison). A mismatch prints
//! the stances (also written to files), the facts and the `datapad odds …` command that prints
//! the exact side (`repro.rs`).
//!
//! - Shatterpoint (`sp*.rs`): `odds sp --json`'s successes and their mean, damage, damage at
//!   least N, the expected damage, `p_wounded`, `attacks_to_wound` 1–10 and "more", against
//!   10,000 attacks through `combat::resolve` with the app's dice, and 1,000–3,000 chains of
//!   identical attacks until Wounded; the walk each attack takes is the policy's best among
//!   every walk the tracker accepts, found by brute force (`walks.rs`), so the odds' own search
//!   is checked too (its `best_path` worth, and `resolve`'s best walk roll by roll).
//! - Battle of Hoth (`hoth*.rs`): the adjudicator's odds and `odds hoth-attack`'s (figures
//!   removed, retreats owed, their means, eliminated, a refusal) against 12,000 attacks played
//!   through the game's `decide` / `evolve`, an AT-AT's confirmation too. New numbers are one
//!   line each in `hoth::numbers`.
//!
//! Deterministic: the cases come from a fixed proptest seed and each case's simulation from a
//! seed drawn with it. `cargo xtask test` runs it as its own lane ("differential odds").

mod bound;
#[path = "../common/mod.rs"]
mod common;
mod hoth;
mod hoth_gen;
mod hoth_sim;
mod repro;
mod selftest;
mod sp;
mod sp_gen;
mod sp_sim;
mod walks;

use datapad_engine::dice::Catalog;
use proptest::strategy::Strategy;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestError, TestRng, TestRunner};
use std::cell::Cell;
use std::fmt::Debug;
use std::time::Instant;

/// Shatterpoint matchups drawn per run.
const SP_CASES: u32 = 40;
/// Battle of Hoth attacks drawn per run.
const HOTH_CASES: u32 = 40;

/// A runner that draws the same cases every run and shrinks a failing one a little.
fn runner(cases: u32, seed: u8) -> TestRunner {
    let config = Config {
        cases,
        failure_persistence: None,
        max_shrink_iters: 40,
        ..Config::default()
    };
    TestRunner::new_with_rng(
        config,
        TestRng::from_seed(RngAlgorithm::ChaCha, &[seed; 32]),
    )
}

/// Runs `check` on every drawn case; prints the lane's figures; fails with the report of the
/// (shrunk) failing case.
fn lane<S>(
    name: &str,
    cases: u32,
    seed: u8,
    strategy: S,
    check: impl Fn(&S::Value) -> Result<u64, String>,
) where
    S: Strategy,
    S::Value: Debug,
{
    let started = Instant::now();
    let (ran, compared) = (Cell::new(0u64), Cell::new(0u64));
    let result = runner(cases, seed).run(&strategy, |case| {
        let n = check(&case).map_err(TestCaseError::fail)?;
        ran.set(ran.get() + 1);
        compared.set(compared.get() + n);
        Ok(())
    });
    match result {
        Ok(()) => println!(
            "differential {name}: {} cases, {} comparisons, each within Bernstein's bound at a \
             false alarm of {:e}, in {:.1?}",
            ran.get(),
            compared.get(),
            bound::ALPHA,
            started.elapsed()
        ),
        Err(TestError::Fail(why, _)) => panic!("differential {name}: {why}"),
        Err(TestError::Abort(why)) => panic!("differential {name}: aborted: {why}"),
    }
}

#[test]
fn differential_shatterpoint_odds_agree_with_seeded_attacks() {
    let cat = Catalog::builtin();
    lane("shatterpoint", SP_CASES, 20, sp::case(), |case| {
        sp::check(case, &cat)
    });
}

#[test]
fn differential_hoth_odds_agree_with_seeded_attacks() {
    let cat = Catalog::builtin();
    lane("hoth", HOTH_CASES, 4, hoth_gen::case(), |case| {
        hoth::check(case, &cat, &cat)
    });
}
