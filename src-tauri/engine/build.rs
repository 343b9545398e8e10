//! Embeds every rules file under content/*/rules/ into the binary, with a version hash of the
//! whole content so caches know when to rebuild.

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
        // Only a folder that exists: cargo treats a missing path as always changed and would
        // rebuild the engine on every command (content/dice/ has no rules/).
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
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("content.rs");
    std::fs::write(dest, out).expect("write content.rs");
}
