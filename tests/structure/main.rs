//! The shape of the code, checked like behaviour: the engine's layers import only downwards,
//! no game imports another (in the engine or the UI), the engine and its writer know no network
//! or app shell, and no source file outgrows one sitting.

mod boundaries;
mod dice;
mod layers;
mod size;

use std::path::{Path, PathBuf};

/// The repository's root (this crate lives in `tests/`).
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ has a parent")
        .to_path_buf()
}

/// Every file under `dir` whose name ends with one of `exts`, skipping build output, installed
/// packages and generated bindings.
fn files(dir: &Path, exts: &[&str]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    for e in entries.flatten() {
        let p = e.path();
        let name = e.file_name().to_string_lossy().into_owned();
        if p.is_dir() {
            if !matches!(
                name.as_str(),
                "target" | "node_modules" | "bindings" | "dist"
            ) {
                out.extend(files(&p, exts));
            }
        } else if exts.iter().any(|x| name.ends_with(x)) {
            out.push(p);
        }
    }
    out.sort();
    out
}
