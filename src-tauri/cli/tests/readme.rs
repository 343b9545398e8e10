//! Every `datapad …` line in the README's ```sh blocks runs, in order, in one scratch folder
//! that holds the repository's `examples/`, and exits as the README says: 0, or the code its
//! `# exits N` comment names. Shipped examples stay examples that run.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// One command line from the README: its words and the exit code it promises.
struct Line {
    text: String,
    words: Vec<String>,
    exits: i32,
}

/// Splits a command line as a shell would for these examples: words apart at spaces, quotes
/// kept together, a `#` after a space starting the comment.
fn split(line: &str) -> (Vec<String>, String) {
    let (mut words, mut word, mut quote, mut any) = (Vec::new(), String::new(), None, false);
    for (i, c) in line.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => (quote, any) = (Some(c), true),
            (None, '#') if word.is_empty() => return (words, line[i + 1..].trim().to_string()),
            (None, c) if c.is_whitespace() => {
                if any || !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
                any = false;
            }
            (None, c) => word.push(c),
        }
    }
    if any || !word.is_empty() {
        words.push(word);
    }
    (words, String::new())
}

/// The README's command lines, in order.
fn lines(readme: &str) -> Vec<Line> {
    let mut out = Vec::new();
    let mut in_sh = false;
    for raw in readme.lines() {
        let t = raw.trim();
        if t.starts_with("```") {
            in_sh = !in_sh && t == "```sh";
            continue;
        }
        if !in_sh || !t.starts_with("datapad ") {
            continue;
        }
        let (words, comment) = split(t);
        let exits = comment
            .strip_prefix("exits ")
            .and_then(|n| n.split_whitespace().next()?.parse().ok())
            .unwrap_or(0);
        out.push(Line {
            text: t.to_string(),
            words: words[1..].to_vec(),
            exits,
        });
    }
    out
}

#[test]
fn the_splitter_reads_quotes_and_comments() {
    let (w, c) = split(r#"datapad rules search "strained token" --lang en  # exits 1"#);
    assert_eq!(
        w,
        [
            "datapad",
            "rules",
            "search",
            "strained token",
            "--lang",
            "en"
        ]
    );
    assert_eq!(c, "exits 1");
    let l = lines("```sh\ndatapad roll hoth:2 # exits 2\n```\n```text\ndatapad serve\n```\n");
    assert_eq!(l.len(), 1);
    assert_eq!((l[0].exits, l[0].words.len()), (2, 2));
}

#[test]
fn every_command_line_in_the_readme_exits_as_it_says() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let lines = lines(&readme);
    assert!(
        lines.len() >= 8,
        "the README shows the CLI: {} lines",
        lines.len()
    );
    let dir = tempfile::tempdir().expect("temp dir");
    std::os::unix::fs::symlink(root().join("examples"), dir.path().join("examples"))
        .expect("link examples");
    let mut wrong = Vec::new();
    for line in &lines {
        let out = Command::new(env!("CARGO_BIN_EXE_datapad"))
            .args(&line.words)
            .current_dir(dir.path())
            .output()
            .expect("run datapad");
        if out.status.code() != Some(line.exits) {
            wrong.push(format!(
                "`{}` exited {:?}, the README says {}: {}",
                line.text,
                out.status.code(),
                line.exits,
                String::from_utf8_lossy(&out.stderr).trim()
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_example_roster_imports_as_the_app_imports_it() {
    let text = std::fs::read_to_string(root().join("examples/hoth/roster.json")).expect("roster");
    let rosters = &datapad_engine::games::hoth::kept::KEPT[0];
    let changed = rosters
        .import("hoth", None, &text)
        .expect("the roster imports");
    assert!(changed.stored.to_string().contains("Demo: Blizzard Force"));
}
