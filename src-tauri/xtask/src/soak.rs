//! `cargo xtask soak [--minutes N]`: the figures the reliability docs quote, in one run in
//! release. The play script, stance file and host frame fuzz targets run side by side for N
//! minutes (default 15: on the project's 2-core machine that passes a million inputs), then
//! 1,000 SIGKILLs are spread over the store's saving child, `datapad play --journal` and a
//! `datapad serve` host with 4 devices streaming. It prints one summary (inputs, panics, hangs,
//! kills, lost and duplicated acts, peak memory, time taken) and fails if anything broke, or if
//! fewer than a million inputs or a thousand kills were tried.

use std::path::{Path, PathBuf};
use std::time::Instant;

const DEFAULT_MINUTES: f64 = 15.0;
const INPUTS_WANTED: u64 = 1_000_000;
const KILLS_WANTED: u64 = 1_000;
/// Each kind of child is killed this many times: a third of the thousand, rounded up.
const ROUNDS: u64 = KILLS_WANTED.div_ceil(3);

/// The fuzz targets the soak runs (`tests/fuzz`), by the name each prints.
const TARGETS: [(&str, &str, &str); 3] = [
    (
        "play",
        "play::fuzz_play_scripts_through_the_writer",
        "play scripts",
    ),
    (
        "stances",
        "stance::fuzz_stances_into_the_reader",
        "stance files",
    ),
    (
        "frames",
        "frames::fuzz_host_frames_into_the_writer",
        "host frames",
    ),
];

/// The kill tests the soak runs (`tests/journal`), by the kind each prints.
const KILLS: [(&str, &str, &str); 3] = [
    (
        "store",
        "kill_store::killed_store_saves",
        "the store's saving child",
    ),
    ("play", "kill_play::killed_plays", "datapad play --journal"),
    (
        "host",
        "kill_host::a_killed_host",
        "datapad serve, 4 devices streaming",
    ),
];

/// `N word` in a figures line (`13323 inputs`, `0 panics`), or `word N` (`peak memory 20388`,
/// `store 334`), read from the part before any quoted input.
fn figure(line: &str, word: &str) -> Option<u64> {
    let figures = line.split(", slowest").next().unwrap_or(line);
    figures.split([',', ':']).map(str::trim).find_map(|part| {
        let (n, rest) = part.split_once(' ')?;
        match rest.split(' ').next() == Some(word) {
            true => n.parse().ok(),
            false => part
                .strip_prefix(word)?
                .trim()
                .split(' ')
                .next()?
                .parse()
                .ok(),
        }
    })
}

/// What the runs printed, added up.
#[derive(Default)]
struct Summary {
    inputs: Vec<(&'static str, u64)>,
    panics: u64,
    hangs: u64,
    failures: u64,
    fuzz_peak_kb: u64,
    kills: Vec<(&'static str, u64, u64)>,
    lost: u64,
    duplicated: u64,
    broken: Vec<String>,
}

impl Summary {
    fn read_fuzz(&mut self, lines: &[String]) {
        for (name, _, what) in TARGETS {
            let prefix = format!("fuzz {name}: ");
            let mine = lines.iter().filter(|l| l.starts_with(&prefix));
            let mut tried = 0;
            for line in mine {
                if line
                    .split(", slowest")
                    .next()
                    .is_some_and(|l| l.contains(" hangs: "))
                {
                    // The watchdog's line: the input never returned.
                    self.hangs += 1;
                    continue;
                }
                tried += figure(line, "inputs").unwrap_or(0);
                self.panics += figure(line, "panics").unwrap_or(0);
                self.hangs += figure(line, "hangs").unwrap_or(0);
                self.failures += figure(line, "failures").unwrap_or(0);
                let peak = figure(line, "peak memory").unwrap_or(0);
                self.fuzz_peak_kb = self.fuzz_peak_kb.max(peak);
            }
            self.inputs.push((what, tried));
        }
    }

    fn read_kills(&mut self, lines: &[String]) {
        for (kind, _, what) in KILLS {
            let prefix = format!("soak kills: {kind} ");
            let line = lines.iter().find(|l| l.starts_with(&prefix));
            let line = line.map_or("", String::as_str);
            self.lost += figure(line, "lost").unwrap_or(0);
            self.duplicated += figure(line, "duplicated").unwrap_or(0);
            let peak = figure(line, "peak memory").unwrap_or(0);
            self.kills
                .push((what, figure(line, kind).unwrap_or(0), peak));
        }
    }

    fn print(&self, minutes: f64, elapsed: std::time::Duration) -> Result<(), String> {
        let inputs: u64 = self.inputs.iter().map(|(_, n)| n).sum();
        let kills: u64 = self.kills.iter().map(|(_, n, _)| n).sum();
        let mins = elapsed.as_secs() / 60;
        println!("\nxtask: the soak ({minutes} minutes of fuzzing, {ROUNDS} kills of each child)");
        for (what, n) in &self.inputs {
            println!("  inputs, {what}: {n}");
        }
        println!("  inputs in all: {inputs} (at least {INPUTS_WANTED} wanted)");
        println!(
            "  panics: {}, hangs (an input over 5 s): {}, other failures: {}",
            self.panics, self.hangs, self.failures
        );
        for (what, n, _) in &self.kills {
            println!("  SIGKILLs, {what}: {n}");
        }
        println!("  SIGKILLs in all: {kills} (at least {KILLS_WANTED} wanted)");
        println!(
            "  acts lost: {}, acts duplicated: {}",
            self.lost, self.duplicated
        );
        println!("  peak memory, fuzz process: {} kB", self.fuzz_peak_kb);
        for (what, _, peak) in &self.kills {
            println!("  peak memory, {what}: {peak} kB");
        }
        println!("  elapsed: {mins} min {} s", elapsed.as_secs() % 60);
        let mut wrong = self.broken.clone();
        let counts = [
            (self.panics, "panics"),
            (self.hangs, "hangs"),
            (self.failures, "failures"),
            (self.lost, "lost acts"),
            (self.duplicated, "duplicated acts"),
        ];
        wrong.extend(
            counts
                .iter()
                .filter(|(n, _)| *n > 0)
                .map(|(n, w)| format!("{n} {w}")),
        );
        if inputs < INPUTS_WANTED {
            wrong.push(format!("only {inputs} inputs: raise --minutes"));
        }
        if kills < KILLS_WANTED {
            wrong.push(format!("only {kills} SIGKILLs"));
        }
        match wrong.is_empty() {
            true => Ok(()),
            false => Err(format!("the soak failed: {}", wrong.join("; "))),
        }
    }
}

/// Where cargo builds: `CARGO_TARGET_DIR`, else `target/` at the root.
fn target_dir(root: &Path) -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR").map(PathBuf::from) {
        Some(dir) if dir.is_absolute() => dir,
        Some(dir) => root.join(dir),
        None => root.join("target"),
    }
}

/// The `datapad` binary embeds the built UI (`ui/dist`): built first when missing, as `cargo
/// xtask run` builds it.
fn ui_for_the_cli(root: &Path) -> Result<(), String> {
    if root.join("ui/dist").is_dir() {
        return Ok(());
    }
    super::setup::system_packages(&["nodejs", "npm"])?;
    let path = super::node::path_for_npm(root)?;
    super::setup::npm(root, &path)?;
    super::build_ui(root, &path)
}

pub fn cmd_soak(root: &Path, minutes: f64) -> Result<(), String> {
    let started = Instant::now();
    ui_for_the_cli(root)?;
    super::run(
        root,
        "cargo",
        &["build", "--release", "-p", "datapad-cli"],
        &[],
    )?;
    // Both test binaries built before anything is timed, and in one go.
    let mut build = vec!["test", "--release", "-p", "datapad-tests", "--no-run"];
    build.extend(["--test", "fuzz", "--test", "journal"]);
    super::run(root, "cargo", &build, &[])?;
    let cli = target_dir(root).join("release/datapad");
    let cli = cli
        .to_str()
        .ok_or("the target folder's path is not UTF-8")?;
    let mut summary = Summary::default();

    // Three targets on three test threads: the 2 cores stay busy for the whole budget.
    let seconds = format!("{}", minutes * 60.0);
    let mut args = vec!["test", "--release", "-p", "datapad-tests", "--test", "fuzz"];
    args.extend(["--", "--nocapture", "--test-threads=3"]);
    args.extend(TARGETS.iter().map(|(_, test, _)| *test));
    let (passed, lines) =
        super::echoed(root, "cargo", &args, &[("DATAPAD_FUZZ_SECONDS", &seconds)])?;
    summary.read_fuzz(&lines);
    if !passed {
        summary.broken.push("the fuzz run failed".into());
    }

    // One kill test at a time: each times its kills by the clock.
    let rounds = ROUNDS.to_string();
    let mut args = vec![
        "test",
        "--release",
        "-p",
        "datapad-tests",
        "--test",
        "journal",
    ];
    args.extend(["--", "--nocapture", "--test-threads=1"]);
    args.extend(KILLS.iter().map(|(_, test, _)| *test));
    let env = [
        ("DATAPAD_CRASH_ROUNDS", rounds.as_str()),
        ("DATAPAD_CLI", cli),
    ];
    let (passed, lines) = super::echoed(root, "cargo", &args, &env)?;
    summary.read_kills(&lines);
    if !passed {
        summary.broken.push("the kill tests failed".into());
    }
    summary.print(minutes, started.elapsed())
}

/// `--minutes N` among the arguments, else the default.
pub fn minutes(args: &[String]) -> Result<f64, String> {
    match args.iter().position(|a| a == "--minutes") {
        Some(i) => args
            .get(i + 1)
            .and_then(|m| m.parse().ok())
            .filter(|m: &f64| *m > 0.0)
            .ok_or_else(|| "--minutes needs a positive number".into()),
        None => Ok(DEFAULT_MINUTES),
    }
}

#[cfg(test)]
mod tests {
    use super::figure;

    #[test]
    fn figures_are_read_before_the_slowest_input() {
        let line = "fuzz play: 13323 inputs in 20s, 0 panics, 2 hangs, 0 failures, \
                    peak memory 20388 kB, slowest 51.0ms: \"9 panics, peak memory 1 kB\"";
        assert_eq!(figure(line, "inputs"), Some(13323));
        assert_eq!(figure(line, "panics"), Some(0));
        assert_eq!(figure(line, "hangs"), Some(2));
        assert_eq!(figure(line, "peak memory"), Some(20388));
        let kills = "soak kills: host 334, lost 0, duplicated 1, peak memory 9000 kB";
        assert_eq!(figure(kills, "host"), Some(334));
        assert_eq!(figure(kills, "duplicated"), Some(1));
        assert_eq!(figure(kills, "peak memory"), Some(9000));
    }
}
