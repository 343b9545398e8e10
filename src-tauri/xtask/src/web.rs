//! `cargo xtask web`: the engine in WebAssembly (`src-tauri/web`), bound once by wasm-bindgen
//! and shipped to Node as `target/web-node/play.mjs`, and the lane that plays every script both
//! natively and through it.

use std::path::Path;
use std::process::Command;

/// What building for WebAssembly adds: clang compiles SQLite's C for `wasm32` (gcc cannot).
pub const PACKAGES: &[&str] = &["clang"];
const TARGET: &str = "wasm32-unknown-unknown";
/// The build of `play.mjs` and the site: `web` is the release profile without `strip`, which
/// would drop the section wasm-bindgen reads the module's features from.
const PROFILE: &str = "web";
pub const NODE_DIR: &str = "target/web-node";

/// The Rust target and wasm-bindgen's CLI at the very version in Cargo.lock (the two must be the
/// same), each only when missing.
fn tools(root: &Path) -> Result<(), String> {
    let targets = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .map_err(|e| format!("cannot start rustup: {e}"))?;
    if !String::from_utf8_lossy(&targets.stdout).contains(TARGET) {
        println!("xtask: adding the Rust target {TARGET}");
        super::run(root, "rustup", &["target", "add", TARGET], &[])?;
    }
    let want = locked_version(root, "wasm-bindgen")?;
    let have = Command::new("wasm-bindgen")
        .arg("--version")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default();
    if have == format!("wasm-bindgen {want}") {
        println!("xtask: wasm-bindgen {want} present");
        return Ok(());
    }
    println!("xtask: installing wasm-bindgen-cli {want} (the version Cargo.lock binds)");
    // Not --locked: its lock file names a webpki-roots this machine's registry may not carry,
    // and nothing of it reaches what we ship.
    super::run(
        root,
        "cargo",
        &["install", "wasm-bindgen-cli", "--version", &want],
        &[],
    )
}

/// The version of `package` that Cargo.lock holds.
fn locked_version(root: &Path, package: &str) -> Result<String, String> {
    let lock = std::fs::read_to_string(root.join("Cargo.lock")).map_err(|e| e.to_string())?;
    let name = format!("name = \"{package}\"\nversion = \"");
    let at = lock
        .find(&name)
        .ok_or(format!("Cargo.lock holds no {package}"))?;
    let rest = &lock[at + name.len()..];
    Ok(rest[..rest.find('"').unwrap_or(0)].to_string())
}

/// Builds the engine for WebAssembly and binds it into `target/web-node/` beside `play.mjs`.
pub fn build(root: &Path) -> Result<(), String> {
    super::setup::system_packages(PACKAGES)?;
    tools(root)?;
    println!("xtask: building the engine for WebAssembly");
    super::run(
        root,
        "cargo",
        &[
            "build",
            "-p",
            "datapad-web",
            "--target",
            TARGET,
            "--profile",
            PROFILE,
        ],
        &[],
    )?;
    let wasm = format!("target/{TARGET}/{PROFILE}/datapad_web.wasm");
    super::run(
        root,
        "wasm-bindgen",
        &[
            "--target",
            "web",
            "--remove-name-section",
            "--remove-producers-section",
            "--out-dir",
            NODE_DIR,
            &wasm,
        ],
        &[],
    )?;
    for script in ["play.mjs", "bench.mjs"] {
        std::fs::copy(
            root.join("src-tauri/web").join(script),
            root.join(NODE_DIR).join(script),
        )
        .map_err(|e| format!("cannot copy {script}: {e}"))?;
    }
    let size = |p: &str| std::fs::metadata(root.join(p)).map_or(0, |m| m.len());
    println!(
        "xtask: {NODE_DIR}/play.mjs ready (engine {:.1} MB)",
        size(&format!("{NODE_DIR}/datapad_web_bg.wasm")) as f64 / 1e6
    );
    Ok(())
}

/// The lane: `play.mjs` built, then every script played natively and through it
/// (`src-tauri/cli/tests/web_play.rs`), with `path`'s Node.
pub fn parity(root: &Path, path: &str) -> Result<(), String> {
    build(root)?;
    let play = root.join(NODE_DIR).join("play.mjs");
    super::run(
        root,
        "cargo",
        &[
            "test",
            "-p",
            "datapad-cli",
            "--test",
            "web_play",
            "--",
            "--show-output",
        ],
        &[
            ("DATAPAD_PLAY_MJS", play.to_str().unwrap_or_default()),
            ("PATH", path),
        ],
    )
}
