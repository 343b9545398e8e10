//! Embeds every rules file under content/*/rules/ into the binary, with a version hash of the
//! whole content so caches know when to rebuild, every game's dice (content/*/dice/) and every
//! sentence catalog: the engine's shared code names no game's files.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let content = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content");
    println!("cargo:rerun-if-changed={}", content.display());
    let mut files = Vec::new();
    for game in std::fs::read_dir(&content)
        .expect("content/ exists")
        .flatten()
    {
        let rules = game.path().join("rules");
        // Only folders that exist: cargo reruns the build script every time for a missing one.
        if rules.is_dir() {
            println!("cargo:rerun-if-changed={}", rules.display());
        }
        if let Ok(entries) = std::fs::read_dir(&rules) {
            for f in entries.flatten() {
                if f.path().extension().is_some_and(|e| e == "json") {
                    files.push(f.path().canonicalize().expect("path"));
                }
            }
        }
    }
    files.sort();
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut out = String::from("/// Every rules file: (path under content/, text).\npub const RULE_FILES: &[(&str, &str)] = &[\n");
    for f in &files {
        let rel = f
            .strip_prefix(content.canonicalize().expect("content"))
            .expect("under content");
        for b in std::fs::read(f).expect("readable") {
            hash = (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        println!("cargo:rerun-if-changed={}", f.display());
        writeln!(
            out,
            "    ({:?}, include_str!({:?})),",
            rel.display().to_string(),
            f.display().to_string()
        )
        .expect("write");
    }
    writeln!(out, "];\n/// Changes whenever any rules file does.\npub const CONTENT_VERSION: &str = \"{hash:016x}\";").expect("write");
    let out_dir = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).to_path_buf();
    std::fs::write(out_dir.join("content.rs"), out).expect("write content.rs");
    std::fs::write(out_dir.join("i18n.rs"), catalogs(&content)).expect("write i18n.rs");
    let dice_files = dice_files(&content);
    std::fs::write(out_dir.join("dice.rs"), dice(&dice_files)).expect("write dice.rs");
    std::fs::write(out_dir.join("symbols.rs"), symbols(&dice_files)).expect("write symbols.rs");
}

/// Every game's dice, one definition a file: `content/*/dice/*.json`, in path order.
fn dice_files(content: &Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for game in std::fs::read_dir(content)
        .expect("content/ exists")
        .flatten()
    {
        let dir = game.path().join("dice");
        if dir.is_dir() {
            println!("cargo:rerun-if-changed={}", dir.display());
        }
        for f in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            if f.path().extension().is_some_and(|e| e == "json") {
                println!("cargo:rerun-if-changed={}", f.path().display());
                files.push(f.path().canonicalize().expect("path"));
            }
        }
    }
    files.sort();
    files
}

/// The text of every die file, for the dice catalog.
fn dice(files: &[std::path::PathBuf]) -> String {
    let mut out = String::from(
        "/// Every game's dice: each file's text.\npub const DICE_FILES: &[&str] = &[\n",
    );
    for f in files {
        writeln!(out, "    include_str!({:?}),", f.display().to_string()).expect("write");
    }
    out.push_str("];\n");
    out
}

/// Every sentence catalog: `content/i18n/*.json` (the framework's) and `content/*/i18n/*.json`.
fn catalogs(content: &Path) -> String {
    let root = content.canonicalize().expect("content");
    let mut dirs = vec![root.join("i18n")];
    dirs.extend(
        std::fs::read_dir(&root)
            .expect("content/ exists")
            .flatten()
            .map(|g| g.path().join("i18n")),
    );
    let mut files: Vec<_> = dirs
        .iter()
        .filter(|d| d.is_dir())
        .flat_map(|d| std::fs::read_dir(d).expect("readable").flatten())
        .map(|f| f.path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    let mut out = String::from(
        "/// Every sentence catalog: (path under content/, text).\npub const I18N_FILES: &[(&str, &str)] = &[\n",
    );
    for dir in dirs.iter().filter(|d| d.is_dir()) {
        println!("cargo:rerun-if-changed={}", dir.display());
    }
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
        let rel = f.strip_prefix(&root).expect("under content");
        writeln!(
            out,
            "    ({:?}, include_str!({:?})),",
            rel.display().to_string(),
            f.display().to_string()
        )
        .expect("write");
    }
    out.push_str("];\n");
    out
}

/// Every symbol any die may show, in the order summaries name them. Each die lists the symbols it
/// may show in its own summary order (successes first, failures last); the whole order keeps
/// every die's, and where dice leave it open, the symbol met first in path order comes first.
/// So a game brings its symbols with its dice, and the dice kernel names none.
fn symbols(files: &[std::path::PathBuf]) -> String {
    let lists: Vec<Vec<String>> = files
        .iter()
        .map(|f| {
            let die: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(f).expect("readable"))
                    .unwrap_or_else(|e| panic!("{}: {e}", f.display()));
            die["may_show"]
                .as_array()
                .unwrap_or_else(|| panic!("{}: may_show is a list", f.display()))
                .iter()
                .map(|s| s.as_str().expect("a symbol name").to_string())
                .collect()
        })
        .collect();
    let mut met: Vec<&String> = Vec::new();
    for s in lists.iter().flatten() {
        if !met.contains(&s) {
            met.push(s);
        }
    }
    // Kahn's algorithm over "comes before" within each die, taking the first met of the ready.
    let before = |a: &String, b: &String| {
        lists.iter().any(|l| {
            let (i, j) = (l.iter().position(|s| s == a), l.iter().position(|s| s == b));
            matches!((i, j), (Some(i), Some(j)) if i < j)
        })
    };
    let mut order: Vec<&String> = Vec::new();
    while order.len() < met.len() {
        let next = met
            .iter()
            .find(|s| !order.contains(s) && met.iter().all(|p| order.contains(p) || !before(p, s)))
            .expect("the dice agree on an order of their symbols");
        order.push(next);
    }
    assert!(order.len() <= usize::from(u8::MAX), "too many symbols");
    let mut out = String::from(
        "/// Every face symbol, in summary order (see the build script).\npub const NAMES: [&str; ",
    );
    writeln!(out, "{}] = [", order.len()).expect("write");
    for s in order {
        writeln!(out, "    {s:?},").expect("write");
    }
    out.push_str("];\n");
    out
}
