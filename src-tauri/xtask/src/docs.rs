//! Screenshots that never go stale: after the end-to-end lane, the screenshots the package's
//! metainfo names (`docs/screenshots/<name>.png`, one list for the software centre and the
//! README) are copied from that run into `docs/screenshots/`, and nothing else stays there.

use std::path::Path;

use super::bundle::TEMPLATE;

const MARK: &str = "/docs/screenshots/";

/// The names of the screenshots `template` shows, in its order.
pub fn names(template: &str) -> Vec<&str> {
    template
        .match_indices(MARK)
        .filter_map(|(i, _)| {
            let rest = &template[i + MARK.len()..];
            rest.find(".png").map(|end| &rest[..end])
        })
        .collect()
}

pub fn copy_screenshots(root: &Path) -> Result<(), String> {
    let template = std::fs::read_to_string(root.join(TEMPLATE))
        .map_err(|e| format!("cannot read {TEMPLATE}: {e}"))?;
    let from = root.join("target/e2e-screenshots");
    let to = root.join("docs/screenshots");
    std::fs::create_dir_all(&to).map_err(|e| format!("cannot create docs/screenshots: {e}"))?;
    let wanted = names(&template);
    for name in &wanted {
        let file = format!("{name}.png");
        std::fs::copy(from.join(&file), to.join(&file))
            .map_err(|e| format!("the end-to-end run left no {file} for the docs: {e}"))?;
    }
    for old in std::fs::read_dir(&to).map_err(|e| e.to_string())?.flatten() {
        let path = old.path();
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default();
        if !wanted.contains(&stem) {
            std::fs::remove_file(&path).map_err(|e| format!("cannot remove {stem}: {e}"))?;
        }
    }
    println!(
        "xtask: copied {} screenshots into docs/screenshots/",
        wanted.len()
    );
    Ok(())
}
