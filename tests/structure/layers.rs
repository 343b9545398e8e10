//! The engine is layered: dice → error → i18n → keep → luck → game → kit → games → registry →
//! journal, rules, settings, stored → writer → app → bindings → the CLI. A file may use its own layer and the ones
//! below it, never one above; a game uses no other game. This reads every `crate::` path in the
//! engine's code, and every `super::` path resolved to the module it names (comments and
//! `#[cfg(test)]` parts left out: tests may reach anywhere), and lists each back edge, so a circle
//! cannot come back unnoticed.

use super::{files, root};
use std::path::Path;

/// The layers, lowest first, by the module a path names under `crate::`.
const LAYERS: &[&[&str]] = &[
    &["dice"],
    &["error", "Error", "JournalError", "limits"],
    &["i18n"],
    &["keep"],
    &["luck"],
    &["game"],
    &["kit", "changes!", "game_error!"],
    &["games"],
    &["games::registry"],
    &["journal", "rules", "settings", "stored"],
    &["writer"],
    &["app"],
    &["bindings", "wire_codes"],
    &["lib", "bin"],
];

/// A module's layer: `games::registry` above the games, each game in the games' layer.
fn layer(module: &str, sub: Option<&str>) -> Option<usize> {
    let name = match (module, sub) {
        ("games", Some("registry")) => "games::registry",
        (m, _) => m,
    };
    LAYERS.iter().position(|l| l.contains(&name))
}

/// The module and, under `games`, the game a file of the engine belongs to.
fn home(rel: &Path) -> (String, Option<String>) {
    let parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    let sub = parts.get(1).cloned();
    (parts[0].clone(), sub.filter(|s| s != "mod"))
}

/// The code of a file without comments and without its test module.
fn code(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let t = line.trim_start();
        if t.starts_with("#[cfg(test)]") {
            break;
        }
        if !t.starts_with("//") {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// The identifier at the start of `s`.
fn ident(s: &str) -> String {
    s.chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect()
}

/// What a path names after its `crate::` or `super::`: each item of a group (`{a, b::c}`), or
/// the rest of the line.
fn items(rest: &str) -> Vec<&str> {
    match rest.strip_prefix('{') {
        Some(group) => {
            let end = group.find('}').unwrap_or(group.len());
            group[..end].split(',').map(str::trim).collect()
        }
        None => vec![rest],
    }
}

/// The module path of a file of the engine (`games/hoth/retreat.rs` → games, hoth, retreat;
/// `writer/mod.rs` → writer).
fn module_path(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
        parts.pop();
    }
    parts
}

/// Every `super::` path of a file, as the `(module, submodule)` under the crate it names: a
/// `super::` climbs one module from the file's own (`games/hoth/retreat.rs`: `super::medals` is
/// `games::hoth::medals`; `super::super::kit` is `games::kit`, which is `crate::kit` only when it
/// climbs to the root). A path that stays inside the file's own top module is its own business.
fn super_references(code: &str, module: &[String]) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(i) = rest.find("super::") {
        let before = rest[..i].chars().last();
        rest = &rest[i..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            rest = &rest["super::".len()..];
            continue;
        }
        let mut base = module.to_vec();
        while let Some(after) = rest.strip_prefix("super::") {
            base.pop();
            rest = after;
        }
        for item in items(rest) {
            let mut path = base.clone();
            let mut tail = item;
            loop {
                let id = ident(tail);
                if id.is_empty() {
                    break;
                }
                tail = &tail[id.len()..];
                path.push(id);
                match tail.strip_prefix("::") {
                    Some(t) if !t.starts_with('{') => tail = t,
                    _ => break,
                }
            }
            if path.len() > base.len() || !base.is_empty() {
                if let Some(first) = path.first() {
                    out.push((first.clone(), path.get(1).cloned()));
                }
            }
        }
    }
    out
}

/// Every `(module, submodule)` a piece of code names after `crate::` (or `$crate::`), grouped
/// imports (`crate::{a, b::c}`) included.
fn references(code: &str) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(i) = rest.find("crate::") {
        rest = &rest[i + "crate::".len()..];
        for item in items(rest) {
            let mut module = ident(item);
            let after = &item[module.len()..];
            if after.starts_with('!') {
                module.push('!');
            }
            let sub = after.strip_prefix("::").map(ident);
            if !module.is_empty() {
                out.push((module, sub));
            }
        }
    }
    out
}

#[test]
fn the_engine_imports_only_downwards_and_no_game_imports_another() {
    let src = root().join("src-tauri/engine/src");
    let mut back_edges = Vec::new();
    let sources = files(&src, &[".rs"]);
    assert!(sources.len() > 100, "the engine's files were found");
    for path in sources {
        let rel = path.strip_prefix(&src).unwrap_or(&path);
        let name = rel.to_string_lossy();
        if name.ends_with("tests.rs") || name.ends_with("testkit.rs") {
            continue;
        }
        let (module, game) = home(rel);
        let Some(own) = layer(&module, game.as_deref()) else {
            back_edges.push(format!("{name}: in no layer"));
            continue;
        };
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let code = code(&text);
        let mut named = references(&code);
        named.extend(super_references(&code, &module_path(rel)));
        for (to, sub) in named {
            let Some(theirs) = layer(&to, sub.as_deref()) else {
                continue;
            };
            let other_game =
                to == "games" && module == "games" && own == theirs && sub.is_some() && sub != game;
            if theirs > own || other_game {
                let target = sub.map_or(to.clone(), |s| format!("{to}::{s}"));
                back_edges.push(format!("{name} uses crate::{target}"));
            }
        }
    }
    back_edges.sort();
    back_edges.dedup();
    assert!(
        back_edges.is_empty(),
        "imports against the layers (dice → error → i18n → keep → luck → game → kit → games → registry → \
         journal …):\n{}",
        back_edges.join("\n")
    );
}

#[test]
fn a_super_path_is_read_from_the_files_own_module() {
    let hoth = ["games", "hoth", "retreat"].map(String::from);
    assert_eq!(
        super_references(
            "use super::{medals, state::Unit};\nsuper::super::kit::Tx",
            &hoth
        ),
        [
            ("games".to_string(), Some("hoth".to_string())),
            ("games".to_string(), Some("hoth".to_string())),
            ("games".to_string(), Some("kit".to_string())),
        ]
    );
    let writer = ["writer"].map(String::from);
    assert_eq!(
        super_references("use super::games::registry;", &writer),
        [("games".to_string(), Some("registry".to_string()))]
    );
}

#[test]
fn the_reader_sees_grouped_and_macro_paths() {
    let refs = references(
        "use crate::{dice::Symbol, games::registry};\n$crate::kit::Tx crate::changes! {",
    );
    assert_eq!(
        refs,
        [
            ("dice".to_string(), Some("Symbol".to_string())),
            ("games".to_string(), Some("registry".to_string())),
            ("kit".to_string(), Some("Tx".to_string())),
            ("changes!".to_string(), None),
        ]
    );
}
