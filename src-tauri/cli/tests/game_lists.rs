//! Every list of games in the code is the registry's (`games/registry.rs` in the engine), so a
//! new game's registry line (and what its `impl Game` says about itself) is the only shared Rust
//! edit, and the UI's list is held to it: the rules reference, the CLI's `--game`, the content
//! folders with rules, the UI's `games/index.ts` and the generated `GameIds.ts`.

mod common;
use common::datapad;
use datapad_engine::games::registry::{Entry, GAMES};
use std::collections::BTreeSet;
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The registry's ids of the games `keep` selects, in registry order.
fn registry(keep: impl Fn(&Entry) -> bool) -> Vec<String> {
    GAMES
        .iter()
        .filter(|g| keep(g))
        .map(|g| g.id.to_string())
        .collect()
}

/// The quoted ids in `text` after `start`, up to `end`: `["sp", "lcg"]` → sp, lcg.
fn quoted(text: &str, start: &str, end: &str) -> Vec<String> {
    let rest = &text[text.find(start).unwrap_or_else(|| panic!("no {start}")) + start.len()..];
    let list = &rest[..rest.find(end).unwrap_or(rest.len())];
    list.split('"')
        .skip(1)
        .step_by(2)
        .map(String::from)
        .collect()
}

#[test]
fn the_registry_names_each_game_once() {
    let ids = registry(|_| true);
    assert_eq!(
        ids.iter().collect::<BTreeSet<_>>().len(),
        ids.len(),
        "{ids:?}"
    );
}

#[test]
fn the_rules_reference_has_entries_for_exactly_the_games_with_rules() {
    let rules = registry(|g| g.rules);
    let lib = datapad_engine::rules::Library::builtin();
    let with_entries: BTreeSet<String> = lib.entries.iter().map(|e| e.game.clone()).collect();
    assert_eq!(with_entries, rules.iter().cloned().collect());
    let from_library: Vec<String> = datapad_engine::rules::games()
        .map(|g| g.id.to_string())
        .collect();
    assert_eq!(from_library, rules);
}

#[test]
fn the_content_folders_with_rules_are_the_games_with_rules() {
    let folders: BTreeSet<String> = std::fs::read_dir(root().join("content"))
        .expect("content/")
        .flatten()
        .filter(|d| d.path().join("rules").is_dir())
        .map(|d| d.file_name().to_string_lossy().into_owned())
        .collect();
    let want: BTreeSet<String> = GAMES
        .iter()
        .filter(|g| g.rules)
        .map(|g| g.content.to_string())
        .collect();
    assert_eq!(folders, want);
}

#[test]
fn the_clis_game_values_are_the_games_with_rules() {
    let help = datapad(&["rules", "search", "--help"]);
    let help = String::from_utf8(help.stdout).expect("utf-8");
    let values = help
        .split("[possible values: ")
        .nth(1)
        .and_then(|s| s.split(']').next())
        .unwrap_or_else(|| panic!("no --game values in {help}"));
    let values: Vec<String> = values.split(", ").map(String::from).collect();
    assert_eq!(values, registry(|g| g.rules), "{help}");
}

#[test]
fn the_uis_games_are_the_registrys_listed_games() {
    // The keys of `byId`, one game a line: `  sp: { kind: …`.
    let index = read("ui/src/games/index.ts");
    let body = &index[index
        .find("const byId = {")
        .expect("byId in games/index.ts")..];
    let body = &body[..body.find("} satisfies").expect("end of byId")];
    let ui: BTreeSet<String> = body
        .lines()
        .filter_map(|l| l.strip_prefix("  ")?.split_once(": {"))
        .map(|(id, _)| id.to_string())
        .collect();
    // Home's order is the UI's to choose; the set is the registry's.
    assert_eq!(ui, registry(|g| g.listed).into_iter().collect());
}

#[test]
fn the_generated_ids_are_the_registrys() {
    let ids = read("ui/src/lib/bindings/GameIds.ts");
    assert_eq!(quoted(&ids, "GAME_IDS = [", "]"), registry(|_| true));
    assert_eq!(quoted(&ids, "ListedGameId = ", ";"), registry(|g| g.listed));
    assert_eq!(
        quoted(&ids, "RULES_GAME_IDS = [", "]"),
        registry(|g| g.rules)
    );
}
