//! Installs what the app and the tests need, only when missing, saying what it installs.

use std::path::{Path, PathBuf};
use std::process::Command;

/// What Tauri needs to build and run on Linux (its documented Debian prerequisites).
pub const APP_PACKAGES: &[&str] = &[
    "libwebkit2gtk-4.1-dev",
    "build-essential",
    "curl",
    "wget",
    "file",
    "libxdo-dev",
    "libssl-dev",
    "libayatana-appindicator3-dev",
    "librsvg2-dev",
    "nodejs",
    "npm",
];

/// What the tests add: a virtual display and WebKit's WebDriver for the end-to-end lane, a
/// private session D-Bus for the keep-awake test (`dbus-run-session`), and Chromium with its
/// driver: the phone that joins a shared table from its browser (tests/e2e/shared_table.rs).
pub const E2E_PACKAGES: &[&str] = &[
    "xvfb",
    "xauth",
    "webkit2gtk-driver",
    "dbus-daemon",
    "chromium",
    "chromium-driver",
];

fn installed(package: &str) -> bool {
    Command::new("dpkg-query")
        .args(["-W", "-f=${Status}", package])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).contains("install ok installed"))
        .unwrap_or(false)
}

fn on_path(program: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false)
}

pub fn system_packages(packages: &[&str]) -> Result<(), String> {
    // Node may come from elsewhere than Debian (nvm, a newer distribution); keep it if so.
    let missing: Vec<&str> = packages
        .iter()
        .copied()
        .filter(|p| !installed(p))
        .filter(|p| !(matches!(*p, "nodejs" | "npm") && on_path(p.trim_end_matches("js"))))
        .collect();
    if missing.is_empty() {
        println!("xtask: system packages present");
        return Ok(());
    }
    println!("xtask: installing system packages: {}", missing.join(" "));
    let root = Command::new("id")
        .arg("-u")
        .output()
        .map(|o| o.stdout.starts_with(b"0"))
        .unwrap_or(false);
    let apt = |args: &[&str]| -> Result<(), String> {
        let mut cmd = if root {
            Command::new("apt-get")
        } else {
            Command::new("sudo")
        };
        if !root {
            cmd.arg("apt-get");
        }
        let status = cmd
            .args(args)
            .env("DEBIAN_FRONTEND", "noninteractive")
            .status()
            .map_err(|e| e.to_string())?;
        status
            .success()
            .then_some(())
            .ok_or_else(|| format!("apt-get {} failed", args.join(" ")))
    };
    apt(&["update", "-qq"])?;
    let mut args = vec!["install", "-y", "-qq", "--no-install-recommends"];
    args.extend(missing);
    apt(&args)
}

/// `npm ci` in ui/ when node_modules is missing or older than the lock file; `path` is the PATH
/// npm runs with (see `node::path_for_npm`).
pub fn npm(root: &Path, path: &str) -> Result<(), String> {
    let ui = root.join("ui");
    let stamp = ui.join("node_modules/.package-lock.json");
    let modified = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    if modified(&stamp).is_some() && modified(&stamp) >= modified(&ui.join("package-lock.json")) {
        println!("xtask: npm packages present");
        return Ok(());
    }
    println!("xtask: installing the UI's npm packages");
    super::run(
        &ui,
        "npm",
        &["ci", "--no-audit", "--no-fund"],
        &[("PATH", path)],
    )
}

/// tauri-driver, the WebDriver bridge to the real app, from crates.io when missing.
pub fn tauri_driver() -> Result<PathBuf, String> {
    let home = std::env::var("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|_| std::env::var("HOME").map(|h| PathBuf::from(h).join(".cargo")))
        .map_err(|_| "neither CARGO_HOME nor HOME is set".to_string())?;
    let path = home.join("bin/tauri-driver");
    if path.exists() {
        println!("xtask: tauri-driver present");
        return Ok(path);
    }
    println!("xtask: installing tauri-driver");
    super::run(
        Path::new("."),
        "cargo",
        &["install", "tauri-driver", "--locked"],
        &[],
    )?;
    Ok(path)
}
