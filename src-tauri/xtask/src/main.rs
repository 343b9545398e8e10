//! `cargo xtask run` and `cargo xtask test`: each installs what it needs on a Debian/Ubuntu
//! machine with a Rust toolchain, says what it is doing, and stops at the first failure.

mod bench;
mod bundle;
mod cmd;
mod docs;
mod node;
mod serve;
mod setup;
mod site;
mod soak;
mod web;

use cmd::{echoed, run};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap_or_else(|_| PathBuf::from("."))
}

/// `path` is the PATH npm runs with (see `node::path_for_npm`).
fn build_ui(root: &Path, path: &str) -> Result<(), String> {
    println!("xtask: building the UI into ui/dist");
    run(
        &root.join("ui"),
        "npm",
        &["run", "build", "--silent"],
        &[("PATH", path)],
    )
}

fn cmd_run(root: &Path) -> Result<(), String> {
    setup::system_packages(setup::APP_PACKAGES)?;
    let path = node::path_for_npm(root)?;
    setup::npm(root, &path)?;
    build_ui(root, &path)?;
    println!("xtask: starting Datapad");
    run(root, "cargo", &["run", "--release", "-p", "datapad"], &[])
}

/// The end-to-end tests (those matching `filter`, or all) against the app binary `app`, under
/// Xvfb through tauri-driver.
fn e2e(root: &Path, driver: &Path, app: &Path, filter: Option<&str>) -> Result<(), String> {
    let mut args = vec![
        "-a",
        "-s",
        "-screen 0 1280x1024x24",
        "cargo",
        "test",
        "-p",
        "datapad-tests",
        "--test",
        "e2e",
        "--",
        "--test-threads=1",
    ];
    match filter {
        Some(f) => args.push(f),
        // The web build's browser test has a lane of its own, once the site is built.
        None => args.extend(["--skip", "web_app::"]),
    }
    run(
        root,
        "xvfb-run",
        &args,
        &[
            ("DATAPAD_APP", app.to_str().unwrap_or_default()),
            ("TAURI_DRIVER", driver.to_str().unwrap_or_default()),
            // A failure's message, not a backtrace, is what the end of a CI log keeps.
            ("RUST_BACKTRACE", "0"),
        ],
    )
}

/// One test lane: runs, or says why it failed.
type Lane<'a> = Box<dyn Fn() -> Result<(), String> + 'a>;

/// Every lane, in the order that fails fastest.
fn cmd_test(root: &Path) -> Result<(), String> {
    let run_started = std::time::Instant::now();
    let mut packages = setup::APP_PACKAGES.to_vec();
    packages.extend_from_slice(setup::E2E_PACKAGES);
    packages.extend_from_slice(bundle::PACKAGES);
    packages.extend_from_slice(web::PACKAGES);
    setup::system_packages(&packages)?;
    let path = node::path_for_npm(root)?;
    let path = path.as_str();
    setup::npm(root, path)?;
    let driver = setup::tauri_driver()?;
    // `cargo xtask test package "package start"` runs only the lanes named, for working on one.
    let only: Vec<String> = std::env::args().skip(2).collect();
    let early = match only.is_empty() || only.iter().any(|o| o.starts_with("web ")) {
        true => Some(web::Early::start(root)?),
        false => None,
    };
    println!("xtask: set-up: {}", minutes(run_started.elapsed()));
    let ui = root.join("ui");
    let lanes: Vec<(&str, Lane)> = vec![
        (
            "rustfmt",
            Box::new(|| run(root, "cargo", &["fmt", "--all", "--check"], &[])),
        ),
        ("ui build", Box::new(|| build_ui(root, path))),
        (
            "clippy",
            Box::new(|| {
                run(
                    root,
                    "cargo",
                    &[
                        "clippy",
                        "--workspace",
                        "--all-targets",
                        "--",
                        "-D",
                        "warnings",
                    ],
                    &[],
                )
            }),
        ),
        (
            "svelte-check",
            Box::new(|| run(&ui, "npm", &["run", "check", "--silent"], &[("PATH", path)])),
        ),
        (
            "vitest",
            Box::new(|| run(&ui, "npm", &["test", "--silent"], &[("PATH", path)])),
        ),
        // Issue 20: every exact odds number against seeded attacks through the tracker's own
        // attack code (`src-tauri/cli/tests/differential`); its figures are printed.
        (
            "differential odds",
            Box::new(|| {
                run(
                    root,
                    "cargo",
                    &[
                        "test",
                        "-p",
                        "datapad-cli",
                        "--test",
                        "differential",
                        "--",
                        "--show-output",
                    ],
                    &[],
                )
            }),
        ),
        (
            "cargo tests",
            Box::new(|| {
                run(
                    root,
                    "cargo",
                    &[
                        "test",
                        "--workspace",
                        "--exclude",
                        "xtask",
                        "--",
                        "--skip",
                        "e2e_",
                        // Run by the lane above.
                        "--skip",
                        "differential_",
                        // Run by the web play lane, once play.mjs is built.
                        "--skip",
                        "web_",
                    ],
                    &[],
                )
            }),
        ),
        (
            "app binary",
            Box::new(|| run(root, "cargo", &["build", "-p", "datapad"], &[])),
        ),
        // Issue 21: the .deb checked as a distribution would, then its unpacked binary started.
        ("package", Box::new(|| bundle::test(root, path))),
        (
            "package start",
            Box::new(|| {
                e2e(
                    root,
                    &driver,
                    &root.join(bundle::UNPACKED).join(bundle::APP),
                    Some("e2e_package"),
                )
            }),
        ),
        (
            "end-to-end",
            Box::new(|| e2e(root, &driver, &root.join("target/debug/datapad-app"), None)),
        ),
        // Issue 33: every script played natively and in WebAssembly under Node, alike. Last of
        // the tests: its build runs in the background from the set-up on (`web::Early`).
        (
            "web play",
            Box::new(|| match &early {
                Some(early) => web::parity(root, path, early),
                None => Err("the WebAssembly build was not started".into()),
            }),
        ),
        (
            "web app",
            Box::new(|| match &early {
                Some(early) => web::browser(root, early),
                None => Err("the WebAssembly build was not started".into()),
            }),
        ),
        (
            "docs screenshots",
            Box::new(|| docs::copy_screenshots(root)),
        ),
    ];
    if let Some(unknown) = only.iter().find(|o| !lanes.iter().any(|(n, _)| n == o)) {
        let names: Vec<&str> = lanes.iter().map(|(n, _)| *n).collect();
        return Err(format!(
            "no lane '{unknown}'; the lanes: {}",
            names.join(", ")
        ));
    }
    let lanes: Vec<_> = lanes
        .into_iter()
        .filter(|(n, _)| only.is_empty() || only.iter().any(|o| o == n))
        .collect();
    let total = lanes.len();
    // Each lane's time is printed: CI's limit is the whole run's, and this says where it goes.
    for (i, (name, lane)) in lanes.iter().enumerate() {
        println!("\nxtask: lane {}/{total}: {name}", i + 1);
        let started = std::time::Instant::now();
        lane().map_err(|e| format!("lane '{name}' failed: {e}"))?;
        println!("xtask: lane {name}: {}", minutes(started.elapsed()));
    }
    let passed = match total {
        1 => "the lane passed".to_string(),
        n => format!("all {n} lanes passed"),
    };
    println!(
        "\nxtask: {passed} in {}; screenshots in target/e2e-screenshots/",
        minutes(run_started.elapsed())
    );
    Ok(())
}

/// "3 min 05 s": a lane's time as the log says it.
fn minutes(d: std::time::Duration) -> String {
    let s = d.as_secs();
    format!("{} min {:02} s", s / 60, s % 60)
}

/// The fuzz lane's targets (`tests/fuzz`): the long run gives each an equal share of the time.
const FUZZ_TARGETS: f64 = 8.0;

/// The long fuzz run: every fuzz target in release for an equal share of `--minutes N` (default
/// 10), then the SIGKILL tests with 200 kills each. Prints inputs tried, panics, slowest case.
fn cmd_fuzz(root: &Path) -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(2).collect();
    let minutes: f64 = match args.iter().position(|a| a == "--minutes") {
        Some(i) => args
            .get(i + 1)
            .and_then(|m| m.parse().ok())
            .filter(|m: &f64| *m > 0.0)
            .ok_or("--minutes needs a positive number")?,
        None => 10.0,
    };
    let per_target = format!("{}", minutes * 60.0 / FUZZ_TARGETS);
    run(
        root,
        "cargo",
        &[
            "test",
            "--release",
            "-p",
            "datapad-tests",
            "--test",
            "fuzz",
            "--",
            "--nocapture",
            "--test-threads=1",
        ],
        &[("DATAPAD_FUZZ_SECONDS", &per_target)],
    )?;
    run(
        root,
        "cargo",
        &[
            "test",
            "--release",
            "-p",
            "datapad-tests",
            "--test",
            "journal",
            "--",
            "--nocapture",
            // The kills of the real CLI are the soak's: they need its release build.
            "--skip",
            "kill_play::",
            "--skip",
            "kill_host::",
        ],
        &[("DATAPAD_CRASH_ROUNDS", "200")],
    )
}

fn main() -> ExitCode {
    let root = root();
    let arg = std::env::args().nth(1).unwrap_or_default();
    let result = match arg.as_str() {
        "run" => cmd_run(&root),
        "test" => cmd_test(&root),
        "setup" => setup::system_packages(setup::APP_PACKAGES)
            .and_then(|()| node::path_for_npm(&root))
            .and_then(|path| setup::npm(&root, &path)),
        "fuzz" => cmd_fuzz(&root),
        "soak" => soak::minutes(&std::env::args().skip(2).collect::<Vec<_>>())
            .and_then(|minutes| soak::cmd_soak(&root, minutes)),
        "bench" => setup::system_packages(setup::APP_PACKAGES)
            .and_then(|()| node::path_for_npm(&root))
            .and_then(|path| setup::npm(&root, &path).map(|()| path))
            .and_then(|path| {
                let skip_app = std::env::args().any(|a| a == "--skip-app");
                bench::cmd_bench(&root, &path, skip_app)
            }),
        "bundle" => setup::system_packages(setup::APP_PACKAGES)
            .and_then(|()| setup::system_packages(bundle::PACKAGES))
            .and_then(|()| node::path_for_npm(&root))
            .and_then(|path| setup::npm(&root, &path).map(|()| path))
            .and_then(|path| build_ui(&root, &path).map(|()| path))
            .and_then(|path| {
                let args: Vec<String> = std::env::args().collect();
                let site = args
                    .iter()
                    .position(|a| a == "--site")
                    .and_then(|i| args.get(i + 1));
                bundle::cmd(&root, &path, site.map(String::as_str))
            }),
        "web" => web::cmd(&root, &std::env::args().skip(2).collect::<Vec<_>>()),
        "bindings" => run(
            &root,
            "cargo",
            &["test", "-q", "-p", "datapad-engine", "bindings"],
            &[("DATAPAD_BLESS", "1")],
        ),
        _ => Err(
            "usage: cargo xtask run | test [LANE…] | setup | bundle [--site URL] | web [--serve [--no-build] [--port N]] | bindings | fuzz [--minutes N] | soak [--minutes N] | bench [--skip-app]".into(),
        ),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: {e}");
            ExitCode::FAILURE
        }
    }
}
