//! `cargo xtask bench`: every figure the README's "Measured" section quotes, in one run on one
//! machine: the criterion benches, icepool side by side with the same distributions, the
//! `datapad play` timings, the engine's attack in WebAssembly (issue 33), the sizes of the
//! release CLI and app, of the UI bundle and of the engine in WebAssembly, then a
//! summary naming the machine. Not part of `cargo xtask test`: it measures, it asserts nothing.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Instant, SystemTime};

/// The benches, each a `[[bench]]` of its package: the engine's criterion benches, and the
/// shared table's (issue 19), which prints its own percentiles.
const BENCHES: [(&str, &str); 5] = [
    ("datapad-engine", "sp_attack_odds"),
    ("datapad-engine", "sp_questions"),
    ("datapad-engine", "engine"),
    ("datapad-engine", "long_sessions"),
    ("datapad-host", "table"),
];

/// The icepool the README's comparison names.
const ICEPOOL: &str = "icepool==2.1.3";

pub fn target_dir(root: &Path) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from)
}

/// Runs a command, echoing its output, and returns the lines it printed; a failure is an error.
fn run_echo(dir: &Path, program: &str, args: &[&str]) -> Result<Vec<String>, String> {
    match super::echoed(dir, program, args, &[])? {
        (true, lines) => Ok(lines),
        (false, _) => Err(format!("`{program} {}` failed", args.join(" "))),
    }
}

/// What `program args` prints, trimmed; empty if it cannot run.
fn output(program: &str, args: &[&str]) -> String {
    Command::new(program)
        .args(args)
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default()
}

fn machine() -> String {
    let cpu = output("lscpu", &[]);
    let model = cpu
        .lines()
        .find_map(|l| l.strip_prefix("Model name:"))
        .map_or("unknown CPU", str::trim);
    let mem = output("free", &["-g"]);
    let gib = mem
        .lines()
        .find_map(|l| l.strip_prefix("Mem:"))
        .and_then(|l| l.split_whitespace().next())
        .unwrap_or("?");
    format!(
        "{}-core {model}, {gib} GiB, {}, {}, load average {}",
        output("nproc", &[]),
        output("sh", &["-c", ". /etc/os-release && echo $PRETTY_NAME"]),
        output("rustc", &["--version"]),
        output("cut", &["-d ", "-f1-3", "/proc/loadavg"]),
    )
}

/// The value after `"key":` in a small JSON text (criterion's files), without a JSON parser.
fn field<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    let rest = &text[text.find(&format!("\"{key}\":"))? + key.len() + 3..];
    let rest = rest.trim_start();
    Some(match rest.strip_prefix('"') {
        Some(s) => &s[..s.find('"')?],
        None => &rest[..rest.find([',', '}'])?],
    })
}

/// Every criterion result written since `since`: (benchmark name, mean in nanoseconds).
fn criterion_means(dir: &Path, since: SystemTime) -> Vec<(String, f64)> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() && p.file_name().is_some_and(|n| n != "report" && n != "base") {
                stack.push(p);
            } else if p.ends_with("new/estimates.json") {
                let fresh = e
                    .metadata()
                    .and_then(|m| m.modified())
                    .is_ok_and(|t| t >= since);
                let name = std::fs::read_to_string(p.with_file_name("benchmark.json"))
                    .ok()
                    .and_then(|t| field(&t, "full_id").map(String::from));
                let mean = std::fs::read_to_string(&p).ok().and_then(|t| {
                    let m = &t[t.find("\"mean\"")?..];
                    field(m, "point_estimate")?.parse::<f64>().ok()
                });
                if let (true, Some(name), Some(mean)) = (fresh, name, mean) {
                    found.push((name, mean));
                }
            }
        }
    }
    found.sort_by(|a, b| a.0.cmp(&b.0));
    found
}

fn shown(ns: f64) -> String {
    match ns {
        n if n >= 1e9 => format!("{:.2} s", n / 1e9),
        n if n >= 1e6 => format!("{:.2} ms", n / 1e6),
        n if n >= 1e3 => format!("{:.2} µs", n / 1e3),
        n => format!("{n:.0} ns"),
    }
}

fn megabytes(path: &Path) -> String {
    std::fs::metadata(path).map_or_else(
        |_| format!("{} missing", path.display()),
        |m| format!("{:.1} MB", m.len() as f64 / 1e6),
    )
}

/// The UI bundle's files, raw and gzip -9 (what a web server or the app's assets weigh).
fn bundle(root: &Path) -> Vec<String> {
    let Ok(files) = std::fs::read_dir(root.join("ui/dist/assets")) else {
        return vec!["ui/dist/assets missing".into()];
    };
    let (mut raw, mut gz) = (0u64, 0u64);
    for f in files.flatten().map(|f| f.path()) {
        raw += std::fs::metadata(&f).map_or(0, |m| m.len());
        gz += Command::new("gzip")
            .args(["-9", "-c"])
            .arg(&f)
            .output()
            .map_or(0, |o| o.stdout.len() as u64);
    }
    vec![format!(
        "UI bundle (ui/dist/assets): {:.0} KB raw, {:.0} KB gzip -9",
        raw as f64 / 1e3,
        gz as f64 / 1e3
    )]
}

/// The engine in WebAssembly, raw and gzip -9: what the site's cache and play.mjs carry.
fn wasm_size(root: &Path) -> Option<String> {
    let wasm = root.join(crate::web::NODE_DIR).join("datapad_web_bg.wasm");
    let raw = std::fs::metadata(&wasm).ok()?.len();
    let gz = Command::new("gzip")
        .args(["-9", "-c"])
        .arg(&wasm)
        .output()
        .ok()?
        .stdout
        .len();
    Some(format!(
        "engine in WebAssembly (datapad_web_bg.wasm): {:.1} MB raw, {:.2} MB gzip -9",
        raw as f64 / 1e6,
        gz as f64 / 1e6
    ))
}

/// `datapad play` on the release CLI, timed from outside as a player would run it.
fn play(root: &Path, cli: &Path) -> Result<Vec<String>, String> {
    let dir = target_dir(root).join("bench-play");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let roll = r#"{"type": "roll", "pool": [{"die": "sp-attack", "count": 5}, {"die": "sp-defense", "count": 3}]}"#;
    let tray = format!("[{}]", vec![roll; 10_000].join(",\n"));
    let setup =
        r#"{"type": "setup", "row": ["director_krennic", "x_wing", null, null, null, null]}"#;
    let dbg = format!(
        "[{setup},\n{}]",
        vec![r#"{"type": "end_turn"}"#; 9_999].join(",\n")
    );
    let mut lines = Vec::new();
    for (game, script, extra, what) in [
        ("tray", tray, &[][..], "10,000 rolls"),
        (
            "dbg",
            dbg,
            &["--undo", "1000"][..],
            "10,000 actions, --undo 1000",
        ),
    ] {
        let file = dir.join(format!("{game}.json"));
        std::fs::write(&file, script).map_err(|e| e.to_string())?;
        let file = file.to_string_lossy().to_string();
        let args = [&["play", game, "--script", &file, "--seed", "1"][..], extra].concat();
        let started = Instant::now();
        let o = Command::new(cli)
            .args(&args)
            .output()
            .map_err(|e| e.to_string())?;
        let took = started.elapsed().as_secs_f64();
        if !o.status.success() {
            return Err(format!(
                "datapad play {game} failed: {}",
                String::from_utf8_lossy(&o.stderr)
            ));
        }
        lines.push(format!("datapad play {game}, {what}: {took:.2} s"));
    }
    Ok(lines)
}

/// `skip_app`: leave out the app's release build (the slowest step) and its size.
pub fn cmd_bench(root: &Path, path_for_npm: &str, skip_app: bool) -> Result<(), String> {
    let started = SystemTime::now();
    let target = target_dir(root);
    let mut printed = Vec::new();
    // Issue 33 compares the attack in WebAssembly under Node with the native one: the module is
    // built first, so that the two are measured one right after the other, not one after a
    // build that leaves the machine busy.
    crate::web::build(root)?;
    for (package, b) in BENCHES {
        let lines = run_echo(root, "cargo", &["bench", "-p", package, "--bench", b])?;
        // Figures a bench prints itself (percentiles, one-off timings), not criterion's.
        printed.extend(lines.into_iter().filter(|l| {
            l.contains("latency") || l.contains("events: file") || l.starts_with("table/")
        }));
        if b == "sp_attack_odds" {
            let wasm_bench = root.join(crate::web::NODE_DIR).join("bench.mjs");
            let wasm_lines = crate::echoed(
                root,
                "node",
                &[wasm_bench.to_str().unwrap_or_default(), "3000"],
                &[("PATH", path_for_npm)],
            )?
            .1;
            printed.extend(wasm_lines.into_iter().filter(|l| l.starts_with("wasm ")));
        }
    }
    let has_icepool = || {
        Command::new("python3")
            .args(["-c", "import icepool"])
            .status()
            .is_ok_and(|s| s.success())
    };
    if !has_icepool() {
        // The peer the README compares with; pinned so that runs compare alike. A machine
        // without PyPI still gets every other figure.
        println!("xtask: installing {ICEPOOL} from PyPI for the comparison");
        let pip = ["-m", "pip", "install", "--quiet", ICEPOOL];
        if let Err(e) = crate::run(root, "python3", &pip, &[]) {
            println!("xtask: {e}");
        }
    }
    let icepool = if has_icepool() {
        run_echo(root, "python3", &["scripts/icepool_compare.py"])?
    } else {
        vec![format!(
            "icepool: not installed here (`pip install {ICEPOOL}`), no comparison"
        )]
    };
    // The bench profile is the release profile (it inherits it, nothing overrides it) and
    // writes to target/release: the benches' build is reused instead of a second one.
    let release = ["build", "--profile", "bench", "-p"];
    let cli_args = [&release[..], &["datapad-cli", "--bin", "datapad"]].concat();
    crate::run(root, "cargo", &cli_args, &[])?;
    let cli = target.join("release/datapad");
    let play = play(root, &cli)?;
    crate::build_ui(root, path_for_npm)?;
    if skip_app {
        println!("xtask: --skip-app: the app is not built, its size not measured");
    } else {
        crate::run(root, "cargo", &[&release[..], &["datapad"]].concat(), &[])?;
    }
    println!("\nxtask: summary ({})", machine());
    for (name, ns) in criterion_means(&target.join("criterion"), started) {
        println!("  {name}: {}", shown(ns));
    }
    for line in printed.iter().chain(&play).chain(&icepool) {
        println!("  {line}");
    }
    println!(
        "  release CLI `datapad`: {}; app `datapad-app`: {}",
        megabytes(&cli),
        megabytes(&target.join("release/datapad-app"))
    );
    for line in bundle(root).into_iter().chain(wasm_size(root)) {
        println!("  {line}");
    }
    Ok(())
}
