//! The web build's site, `target/web/`: the screens built by Vite in web mode (relative paths,
//! the manifest and icons), the engine bound for the browser beside them (`engine/`), and the
//! service worker told every file of this version, so that after the first visit the site
//! opens and plays with no network. Published as it is under any path of a static HTTPS host.

use std::path::{Path, PathBuf};

pub const SITE_DIR: &str = "target/web";
/// Everything the service worker keeps for offline, gzipped file by file (the budget).
const OFFLINE_BUDGET_MB: f64 = 2.5;

/// Builds the site from the UI (`path`: the PATH npm runs with) and the engine bound in
/// `node_dir` (`web::build` made it).
pub fn build(root: &Path, path: &str, node_dir: &Path) -> Result<(), String> {
    println!("xtask: building the web site into {SITE_DIR}");
    super::run(
        &root.join("ui"),
        "npm",
        &["run", "build:web", "--silent"],
        &[("PATH", path)],
    )?;
    let site = root.join(SITE_DIR);
    let engine = site.join("engine");
    std::fs::create_dir_all(&engine).map_err(|e| e.to_string())?;
    for file in ["datapad_web.js", "datapad_web_bg.wasm"] {
        std::fs::copy(node_dir.join(file), engine.join(file))
            .map_err(|e| format!("cannot copy {file}: {e}"))?;
    }
    let files = files(&site);
    let sw = site.join("sw.js");
    let code = std::fs::read_to_string(&sw).map_err(|e| format!("sw.js: {e}"))?;
    let names: Vec<String> = files
        .iter()
        .filter(|f| **f != sw)
        .map(|f| relative(&site, f))
        .collect();
    // The site's file names are plain ASCII, which Rust's quoting writes as JSON does.
    let list: Vec<String> = std::iter::once("./".to_string())
        .chain(names)
        .map(|n| format!("{n:?}"))
        .collect();
    let precache = format!(
        "const PRECACHE = {{ \"version\": \"{}\", \"files\": [{}] }};\n",
        version(&files),
        list.join(", ")
    );
    std::fs::write(&sw, format!("{precache}{code}")).map_err(|e| format!("sw.js: {e}"))?;
    let gzip = files.iter().map(|f| gzipped(f)).sum::<u64>() as f64 / 1e6;
    println!(
        "xtask: {SITE_DIR} ready: {} files, {gzip:.2} MB gzip kept for offline (budget {OFFLINE_BUDGET_MB} MB)",
        files.len()
    );
    if gzip > OFFLINE_BUDGET_MB {
        return Err(format!(
            "what the site keeps for offline is {gzip:.2} MB gzip, over {OFFLINE_BUDGET_MB} MB"
        ));
    }
    Ok(())
}

/// Every file under `dir`, sorted.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(d) = pending.pop() {
        for entry in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = entry.path();
            if p.is_dir() {
                pending.push(p);
            } else {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn relative(site: &Path, file: &Path) -> String {
    file.strip_prefix(site)
        .unwrap_or(file)
        .to_string_lossy()
        .replace('\\', "/")
}

/// A hash of every file's name and bytes (FNV-1a): a new build with any change is a new version
/// for the service worker, and an unchanged one is not.
fn version(files: &[PathBuf]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for f in files {
        let name = f.file_name().map(|n| n.to_string_lossy().into_owned());
        let bytes = std::fs::read(f).unwrap_or_default();
        for b in name.unwrap_or_default().bytes().chain(bytes) {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{h:016x}")
}

/// The file's size gzipped as a server would send it (`gzip -6`).
fn gzipped(file: &Path) -> u64 {
    std::process::Command::new("gzip")
        .args(["-6", "-c"])
        .arg(file)
        .output()
        .map_or(0, |o| o.stdout.len() as u64)
}
