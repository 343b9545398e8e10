//! A time-boxed loop over proptest strategies: generate, check, count. Inputs come from proptest;
//! the budget is wall-clock time so the lane costs the same on any machine.

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use std::fmt::Debug;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering::SeqCst};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Seconds per fuzz target: `DATAPAD_FUZZ_SECONDS`, or a short default for `cargo xtask test`.
pub fn budget() -> Duration {
    let secs = std::env::var("DATAPAD_FUZZ_SECONDS")
        .ok()
        .and_then(|s| s.parse::<f64>().ok())
        .unwrap_or(8.0);
    Duration::from_secs_f64(secs)
}

/// One input taking longer than this is a hang. The soak's contract is 5 s in release; the short
/// lane runs a debug build, many times slower and sharing the machine with other tests.
fn hang_limit() -> Duration {
    Duration::from_secs(if cfg!(debug_assertions) { 60 } else { 5 })
}

/// This process's peak resident memory in kB (`VmHWM`), where /proc tells it.
pub fn peak_kb() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// An input's text, cut at 400 bytes: formatting stops there, so showing a stance grown 7,000
/// times costs no more than showing a small one.
#[derive(Default)]
struct Cut {
    text: String,
    full: bool,
}

impl std::fmt::Write for Cut {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        let room = 400usize.saturating_sub(self.text.len());
        if self.full {
            return Err(std::fmt::Error);
        }
        if s.len() <= room {
            self.text.push_str(s);
            return Ok(());
        }
        let mut end = room;
        while !s.is_char_boundary(end) {
            end -= 1;
        }
        self.text.push_str(&s[..end]);
        self.text.push('…');
        self.full = true;
        Err(std::fmt::Error)
    }
}

fn text_of(value: &impl Debug) -> String {
    let mut cut = Cut::default();
    // The error is the cut itself: the text so far is what is shown.
    let _ = std::fmt::Write::write_fmt(&mut cut, format_args!("{value:?}"));
    cut.text
}

/// The input being checked and since when, for the watchdog.
type Current = Arc<Mutex<Option<(Instant, String)>>>;

/// Watches the input under check: one still running past the hang limit never returns to be
/// counted, so the watchdog says which and ends the process (a failure the soak reports).
fn watchdog(name: &str, current: Current, done: Arc<AtomicBool>) {
    let name = name.to_string();
    std::thread::spawn(move || {
        while !done.load(SeqCst) {
            std::thread::sleep(Duration::from_millis(200));
            let guard = current.lock().unwrap_or_else(|p| p.into_inner());
            if let Some((since, shown)) = guard.as_ref().filter(|(s, _)| s.elapsed() > hang_limit())
            {
                println!(
                    "fuzz {name}: 1 hangs: an input has run for {:.1?}, stopped\n  input: {shown}",
                    since.elapsed()
                );
                std::process::exit(101);
            }
        }
    });
}

/// Runs `check` on inputs drawn from `strategy` until the budget is spent; fails on any panic,
/// hang or `Err`, after printing the figures: inputs tried, panics, hangs, peak memory, slowest.
pub fn fuzz<S>(name: &str, strategy: S, check: impl Fn(S::Value) -> Result<(), String>)
where
    S: Strategy,
    S::Value: Debug,
{
    let budget = budget();
    let mut runner = TestRunner::default();
    let started = Instant::now();
    let (mut tried, mut panics, mut hangs) = (0u64, 0u64, 0u64);
    let mut failures: Vec<String> = Vec::new();
    let mut slowest = (Duration::ZERO, String::new());
    let current: Current = Arc::default();
    let done = Arc::new(AtomicBool::new(false));
    watchdog(name, current.clone(), done.clone());
    while started.elapsed() < budget {
        let Ok(tree) = strategy.new_tree(&mut runner) else {
            continue;
        };
        let value = tree.current();
        let shown = text_of(&value);
        let t0 = Instant::now();
        *current.lock().unwrap_or_else(|p| p.into_inner()) = Some((t0, shown));
        let result = catch_unwind(AssertUnwindSafe(|| check(value)));
        let took = t0.elapsed();
        let shown = current.lock().unwrap_or_else(|p| p.into_inner()).take();
        let shown = shown.map(|(_, s)| s).unwrap_or_default();
        tried += 1;
        match result {
            Ok(Ok(())) => {}
            Ok(Err(why)) => failures.push(format!("{why}\n  input: {shown}")),
            Err(_) => {
                panics += 1;
                failures.push(format!("panicked\n  input: {shown}"));
            }
        }
        if took > hang_limit() {
            hangs += 1;
            failures.push(format!("took {took:.1?}\n  input: {shown}"));
        }
        if took > slowest.0 {
            slowest = (took, shown);
        }
    }
    done.store(true, SeqCst);
    println!(
        "fuzz {name}: {tried} inputs in {:.0?}, {panics} panics, {hangs} hangs, {} failures, \
         peak memory {} kB, slowest {:.1?}: {}",
        started.elapsed(),
        failures.len(),
        peak_kb(),
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
