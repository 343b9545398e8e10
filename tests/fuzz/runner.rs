//! A time-boxed loop over proptest strategies: generate, check, count. Inputs come from proptest;
//! the budget is wall-clock time so the lane costs the same on any machine.

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use std::fmt::Debug;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

/// Seconds per fuzz target: `DATAPAD_FUZZ_SECONDS`, or a short default for `cargo xtask test`.
pub fn budget() -> Duration {
    let secs = std::env::var("DATAPAD_FUZZ_SECONDS")
        .ok()
        .and_then(|s| s.parse::<f64>().ok())
        .unwrap_or(8.0);
    Duration::from_secs_f64(secs)
}

fn short(s: String) -> String {
    if s.len() <= 400 {
        return s;
    }
    let mut end = 400;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &s[..end])
}

/// Runs `check` on inputs drawn from `strategy` until the budget is spent; fails on any panic or
/// any `Err`, after printing the figures: inputs tried, panics, slowest case.
pub fn fuzz<S>(name: &str, strategy: S, check: impl Fn(S::Value) -> Result<(), String>)
where
    S: Strategy,
    S::Value: Debug,
{
    let budget = budget();
    let mut runner = TestRunner::default();
    let started = Instant::now();
    let (mut tried, mut panics) = (0u64, 0u64);
    let mut failures: Vec<String> = Vec::new();
    let mut slowest = (Duration::ZERO, String::new());
    while started.elapsed() < budget {
        let Ok(tree) = strategy.new_tree(&mut runner) else {
            continue;
        };
        let value = tree.current();
        let shown = short(format!("{value:?}"));
        let t0 = Instant::now();
        let result = catch_unwind(AssertUnwindSafe(|| check(value)));
        let took = t0.elapsed();
        tried += 1;
        match result {
            Ok(Ok(())) => {}
            Ok(Err(why)) => failures.push(format!("{why}\n  input: {shown}")),
            Err(_) => {
                panics += 1;
                failures.push(format!("panicked\n  input: {shown}"));
            }
        }
        if took > slowest.0 {
            slowest = (took, shown);
        }
    }
    println!(
        "fuzz {name}: {tried} inputs in {:.0?}, {panics} panics, {} failures, slowest {:.1?}: {}",
        started.elapsed(),
        failures.len(),
        slowest.0,
        slowest.1
    );
    assert!(
        failures.is_empty(),
        "fuzz {name}: {} failures, first: {}",
        failures.len(),
        failures[0]
    );
}
