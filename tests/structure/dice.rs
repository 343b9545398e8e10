//! A game's dice live in its own folders: the dice kernel, the tray, the words for dice, the
//! app's commands and the UI's shared code name no die and no face symbol a game declares.

use super::{files, root};
use std::path::Path;

/// Every die id and face symbol the games declare (`content/<game>/dice/*.json`).
fn declared() -> Vec<String> {
    let mut names = Vec::new();
    for file in files(&root().join("content"), &[".json"]) {
        if file.parent().and_then(Path::file_name) != Some("dice".as_ref()) {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let die: serde_json::Value = serde_json::from_str(&text).expect("a die parses");
        names.push(die["id"].as_str().expect("an id").to_string());
        for s in die["may_show"].as_array().expect("may_show") {
            names.push(s.as_str().expect("a symbol").to_string());
        }
    }
    names.sort();
    names.dedup();
    names
}

/// The code of a file without its tests (Rust from the first `#[cfg(test)]` on) and without
/// comment lines, where an example may name a die.
fn code(file: &Path) -> String {
    let text = std::fs::read_to_string(file).unwrap_or_default();
    let text = text.split("#[cfg(test)]").next().unwrap_or_default();
    text.lines()
        .filter(|l| {
            !["//", "*", "/*"]
                .iter()
                .any(|c| l.trim_start().starts_with(c))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Test files: they roll the games' real dice on purpose.
fn is_test(file: &Path) -> bool {
    let name = file.file_name().unwrap_or_default().to_string_lossy();
    name.contains(".test.") || name == "tests.rs" || name.ends_with("_tests.rs")
}

#[test]
fn the_shared_dice_code_names_no_games_die_or_symbol() {
    let names = declared();
    assert!(names.len() > 5, "the dice were found: {names:?}");
    let engine = root().join("src-tauri/engine/src");
    let ui = root().join("ui/src");
    let shared: Vec<_> = [
        files(&engine.join("dice"), &[".rs"]),
        files(&engine.join("games/tray"), &[".rs"]),
        files(&engine.join("i18n"), &[".rs"]),
        files(&engine.join("writer"), &[".rs"]),
        files(&root().join("src-tauri/src"), &[".rs"]),
        files(&ui.join("components"), &[".ts", ".svelte"]),
        files(&ui.join("lib"), &[".ts", ".svelte"]),
        files(&ui.join("games/tray"), &[".ts", ".svelte"]),
    ]
    .concat();
    let mut wrong = Vec::new();
    for file in shared.iter().filter(|f| !is_test(f)) {
        let code = code(file);
        for n in &names {
            if code.contains(&format!("\"{n}\"")) || code.contains(&format!("'{n}'")) {
                wrong.push(format!("{} names {n}", file.display()));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
