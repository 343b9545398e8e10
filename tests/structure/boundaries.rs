//! Who may know what: the engine and its one writer run wherever a phone's browser does, so they
//! know no network, no async runtime and no app shell; the host adds sockets but knows no app
//! shell; in each game folder the `Change` enum is a leaf that names no rule file; and in the UI,
//! the shared code (`components/`, `lib/`) imports no game folder and no game imports another.

use super::{files, root};
use std::path::Path;

/// The crates a library knows, by its manifest's `[dependencies]` (not its dev-dependencies).
fn dependencies(manifest: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(manifest).unwrap_or_default();
    let mut out = Vec::new();
    let mut inside = false;
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            inside = line == "[dependencies]";
        } else if inside {
            if let Some((name, _)) = line.split_once('=') {
                out.push(name.trim().to_string());
            }
        }
    }
    out
}

/// Every place a crate's sources name one of `crates` (`tokio::`, `use axum`), comments left out.
fn named(dir: &Path, crates: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for path in files(dir, &[".rs"]) {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            for c in crates {
                if code.contains(&format!("{c}::")) || code.contains(&format!("use {c}")) {
                    out.push(format!("{}:{}: {c}", path.display(), n + 1));
                }
            }
        }
    }
    out
}

fn knows_none(krate: &str, crates: &[&str]) -> Vec<String> {
    let dir = root().join(krate);
    let mut found: Vec<String> = dependencies(&dir.join("Cargo.toml"))
        .into_iter()
        .filter(|d| {
            crates
                .iter()
                .any(|c| d == c || d.starts_with(&format!("{c}-")))
        })
        .map(|d| format!("{krate}/Cargo.toml depends on {d}"))
        .collect();
    found.extend(named(&dir.join("src"), crates));
    found
}

#[test]
fn the_engine_and_its_writer_know_no_network_no_runtime_and_no_app_shell() {
    let found = knows_none(
        "src-tauri/engine",
        &["tokio", "axum", "tauri", "tungstenite"],
    );
    assert!(found.is_empty(), "{}", found.join("\n"));
    assert!(
        root().join("src-tauri/engine/src/writer/mod.rs").exists(),
        "the writer lives in the engine"
    );
}

#[test]
fn the_host_knows_no_app_shell() {
    let found = knows_none("src-tauri/host", &["tauri"]);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The sibling modules a file of a game names through `super::`.
fn siblings(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for code in text
        .lines()
        .map(|l| l.split("//").next().unwrap_or_default())
    {
        let mut rest = code;
        while let Some(i) = rest.find("super::") {
            rest = &rest[i + "super::".len()..];
            let items: Vec<&str> = match rest.strip_prefix('{') {
                Some(group) => group[..group.find('}').unwrap_or(group.len())]
                    .split(',')
                    .collect(),
                None => vec![rest],
            };
            for item in items {
                let id: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if !id.is_empty() && id != "super" {
                    out.push(id);
                }
            }
        }
    }
    out
}

#[test]
fn a_games_change_enum_names_no_rule_file() {
    let games = root().join("src-tauri/engine/src/games");
    let mut circles = Vec::new();
    for change in files(&games, &["change.rs"]) {
        let dir = change.parent().unwrap_or(&games);
        let text = std::fs::read_to_string(&change).unwrap_or_default();
        for sibling in siblings(&text) {
            let file = [
                dir.join(format!("{sibling}.rs")),
                dir.join(&sibling).join("mod.rs"),
            ]
            .into_iter()
            .find(|p| p.exists());
            let Some(file) = file else { continue };
            let back = std::fs::read_to_string(&file).unwrap_or_default();
            if siblings(&back).iter().any(|s| s == "change") {
                circles.push(format!("{} ↔ {}", change.display(), file.display()));
            }
        }
    }
    circles.sort();
    circles.dedup();
    assert!(
        circles.is_empty(),
        "change.rs names a file that names it back:\n{}",
        circles.join("\n")
    );
}

/// Whether a file directly under `ui/src/games/` is one of its registries (`index.ts`: the
/// screens; `dice.ts`: the dice), or their tests: no game's folder, one line per game.
fn registry(first: &str) -> bool {
    ["index", "dice"]
        .iter()
        .any(|r| first == *r || first.starts_with(&format!("{r}.")))
}

/// The folder under `ui/src/games/` an import of `file` reaches, if any (`'../sp/x'`).
fn game_reached(file: &Path, spec: &str, games: &Path) -> Option<String> {
    if !spec.starts_with('.') {
        return None;
    }
    let mut path = file.parent()?.to_path_buf();
    for part in spec.split('/') {
        match part {
            "." | "" => {}
            ".." => {
                path.pop();
            }
            p => path.push(p),
        }
    }
    let rest = path.strip_prefix(games).ok()?;
    let first = rest.iter().next()?.to_string_lossy().into_owned();
    (!registry(&first)).then_some(first)
}

/// Every import specifier of a UI file (`from '…'`, `import('…')`).
fn imports(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for marker in ["from '", "import('"] {
        let mut rest = text;
        while let Some(i) = rest.find(marker) {
            rest = &rest[i + marker.len()..];
            if let Some(end) = rest.find('\'') {
                out.push(rest[..end].to_string());
            }
        }
    }
    out
}

#[test]
fn the_uis_shared_code_imports_no_game_and_no_game_imports_another() {
    let src = root().join("ui/src");
    let games = src.join("games");
    let mut wrong = Vec::new();
    let shared = ["components", "lib", "screens"];
    for dir in shared {
        for file in files(&src.join(dir), &[".ts", ".svelte"]) {
            let text = std::fs::read_to_string(&file).unwrap_or_default();
            for spec in imports(&text) {
                if let Some(game) = game_reached(&file, &spec, &games) {
                    wrong.push(format!(
                        "{} imports the game {game} ({spec})",
                        file.display()
                    ));
                }
            }
        }
    }
    for file in files(&games, &[".ts", ".svelte"]) {
        let Some(own) = file
            .strip_prefix(&games)
            .ok()
            .and_then(|r| r.iter().next())
            .map(|f| f.to_string_lossy().into_owned())
        else {
            continue;
        };
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        for spec in imports(&text) {
            match game_reached(&file, &spec, &games) {
                Some(game) if game != own && !registry(&own) => wrong.push(format!(
                    "{} imports the game {game} ({spec})",
                    file.display()
                )),
                _ => {}
            }
        }
    }
    assert!(
        files(&src.join("lib"), &[".ts"]).len() > 10,
        "the UI's files were found"
    );
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_readers_see_what_they_check() {
    let src = Path::new("/ui/src");
    let games = src.join("games");
    let reached = |file: &str, spec: &str| game_reached(&src.join(file), spec, &games);
    assert_eq!(reached("lib/nav.svelte.ts", "../games"), None);
    assert_eq!(reached("lib/nav.svelte.ts", "../games/index"), None);
    assert_eq!(reached("lib/words.ts", "../games/dice"), None);
    assert_eq!(reached("lib/words.ts", "../games/dice.ts"), None);
    assert_eq!(
        reached("lib/x.ts", "../games/sp/Board.svelte").as_deref(),
        Some("sp")
    );
    assert_eq!(
        reached("games/hoth/a.ts", "../lcg/b").as_deref(),
        Some("lcg")
    );
    assert_eq!(reached("games/hoth/a.ts", "./b").as_deref(), Some("hoth"));
    assert_eq!(
        imports("import A from './A.svelte';\nconst s = () => import('../sp/S.svelte');"),
        ["./A.svelte", "../sp/S.svelte"]
    );
    assert_eq!(
        siblings("use super::{attack, state::Unit};\nuse super::super::kit;"),
        ["attack", "state", "kit"]
    );
}
