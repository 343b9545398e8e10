//! A file past 400 lines is asking to be split, by concept (ARCHITECTURE.md): this lists every
//! one, so the split happens when a file grows, not in a later clean-up.

use super::{files, root};

const MAX_LINES: usize = 400;

#[test]
fn no_source_file_passes_400_lines() {
    let root = root();
    let mut sources = files(&root.join("src-tauri"), &[".rs"]);
    sources.extend(files(&root.join("tests"), &[".rs"]));
    sources.extend(files(&root.join("ui/src"), &[".ts", ".svelte"]));
    assert!(sources.len() > 100, "the sources were found");
    let long: Vec<String> = sources
        .iter()
        .filter_map(|p| {
            let n = std::fs::read_to_string(p).ok()?.lines().count();
            let rel = p.strip_prefix(&root).unwrap_or(p).display().to_string();
            (n > MAX_LINES).then(|| format!("{rel}: {n} lines"))
        })
        .collect();
    assert!(
        long.is_empty(),
        "split these by concept (at most {MAX_LINES} lines a file):\n{}",
        long.join("\n")
    );
}
