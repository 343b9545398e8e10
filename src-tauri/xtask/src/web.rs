//! `cargo xtask web`: the engine in WebAssembly (`src-tauri/web`), bound once by wasm-bindgen
//! and shipped to Node as `target/web-node/play.mjs` and to browsers in the site (`site.rs`),
//! served on localhost by `--serve` (`serve.rs`); and the lane that plays every script both
//! natively and through `play.mjs`.

use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Mutex;

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

/// `cargo xtask web [--serve [--no-build] [--port N]]`: builds `play.mjs` and the site, then
/// serves the site when asked.
pub fn cmd(root: &Path, args: &[String]) -> Result<(), String> {
    let has = |flag: &str| args.iter().any(|a| a == flag);
    if !has("--no-build") {
        build(root)?;
    }
    if !has("--serve") {
        return Ok(());
    }
    let port = match args.iter().position(|a| a == "--port") {
        Some(i) => args
            .get(i + 1)
            .and_then(|p| p.parse().ok())
            .ok_or("--port takes a port number")?,
        None => 8080,
    };
    super::serve::serve(&root.join(super::site::SITE_DIR), port)
}

/// Builds the engine for WebAssembly, binds it into `target/web-node/` beside `play.mjs`, and
/// builds the site around it (`site.rs`).
pub fn build(root: &Path) -> Result<(), String> {
    super::setup::system_packages(PACKAGES)?;
    tools(root)?;
    let path = super::node::path_for_npm(root)?;
    super::setup::npm(root, &path)?;
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
    let wasm = super::bench::target_dir(root).join(format!("{TARGET}/{PROFILE}/datapad_web.wasm"));
    let wasm = wasm.to_str().unwrap_or_default();
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
            wasm,
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
    super::site::build(root, &path, &root.join(NODE_DIR))
}

/// `cargo xtask web`, started at the test run's set-up at the lowest CPU priority (nice 19) in a
/// target folder of its own (`target/web-build`, so it never waits on the other lanes' cargo
/// lock): on CI's 2 cores it builds in the time the other lanes leave idle (the end-to-end lane
/// mostly waits on the app), instead of adding its minutes to the run. Killed if the run ends
/// first.
pub struct Early {
    child: Mutex<Option<Child>>,
    /// How it ended, once waited for (the two web lanes wait for it).
    ended: Mutex<Option<Result<(), String>>>,
    log: PathBuf,
}

impl Early {
    pub fn start(root: &Path) -> Result<Early, String> {
        let log = root.join("target/web-build.log");
        std::fs::create_dir_all(root.join("target")).map_err(|e| e.to_string())?;
        let out = std::fs::File::create(&log).map_err(|e| e.to_string())?;
        let err = out.try_clone().map_err(|e| e.to_string())?;
        let xtask = std::env::current_exe().map_err(|e| e.to_string())?;
        let child = Command::new("nice")
            .args(["-n", "19"])
            .arg(xtask)
            .arg("web")
            .current_dir(root)
            .env("CARGO_TARGET_DIR", root.join("target/web-build"))
            .stdout(out)
            .stderr(Stdio::from(err))
            // Its own process group, so that a kill reaches the cargo it runs.
            .process_group(0)
            .spawn()
            .map_err(|e| format!("cannot start the WebAssembly build: {e}"))?;
        println!(
            "xtask: building the engine for WebAssembly in the background at low priority \
             (log: target/web-build.log)"
        );
        Ok(Early {
            child: Mutex::new(Some(child)),
            ended: Mutex::new(None),
            log,
        })
    }

    /// Waits for the build (its log printed the first time), and fails as it failed.
    fn wait(&self) -> Result<(), String> {
        let mut ended = self.ended.lock().map_err(|e| e.to_string())?;
        if let Some(ended) = ended.as_ref() {
            return ended.clone();
        }
        let child = self.child.lock().map_err(|e| e.to_string())?.take();
        let status = match child {
            Some(mut child) => child.wait().map_err(|e| e.to_string())?,
            None => return Err("the WebAssembly build was not started".into()),
        };
        print!("{}", std::fs::read_to_string(&self.log).unwrap_or_default());
        let result = status
            .success()
            .then_some(())
            .ok_or_else(|| format!("`cargo xtask web` failed ({status})"));
        *ended = Some(result.clone());
        result
    }
}

impl Drop for Early {
    fn drop(&mut self) {
        if let Ok(mut slot) = self.child.lock() {
            if let Some(child) = slot.as_mut() {
                let group = format!("-{}", child.id());
                let _ = Command::new("kill").args(["--", &group]).status();
                let _ = child.wait();
            }
        }
    }
}

/// The lane: `play.mjs` built (by `early`), then every script played natively and through it
/// (`src-tauri/cli/tests/web_play.rs`), with `path`'s Node.
pub fn parity(root: &Path, path: &str, early: &Early) -> Result<(), String> {
    early.wait()?;
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

/// The lane: the site built (by `early`), then a phone's Chromium plays it, offline and through
/// a kill, and WebKitGTK's MiniBrowser starts, plays and reloads it (`tests/e2e/web_app.rs`),
/// the site served by this xtask (`--serve --no-build`). Under Xvfb: MiniBrowser has a window.
pub fn browser(root: &Path, early: &Early) -> Result<(), String> {
    early.wait()?;
    let xtask = std::env::current_exe().map_err(|e| e.to_string())?;
    let site = root.join(super::site::SITE_DIR);
    super::run(
        root,
        "xvfb-run",
        &[
            "-a",
            "-s",
            "-screen 0 1280x1024x24",
            "cargo",
            "test",
            "-p",
            "datapad-tests",
            "--test",
            "e2e",
            "web_app::",
            "--",
            "--test-threads=1",
        ],
        &[
            ("DATAPAD_XTASK", xtask.to_str().unwrap_or_default()),
            ("DATAPAD_WEB_SITE", site.to_str().unwrap_or_default()),
            ("RUST_BACKTRACE", "0"),
        ],
    )
}
