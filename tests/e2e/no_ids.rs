//! No id or developer token on a player's screen (issue 18, "Names, never ids"): on every screen
//! the end-to-end tests show, the visible text holds none of the patterns below. A card,
//! objective or unit is named as the players named it or by its title, else by a numbered name
//! in the reader's language; a rule's source is "Rulebook" / "Instrukcja", never a transcript's
//! lines; file paths and JSON paths wait behind "Details". `shot` calls the check before every
//! screenshot, beside the accessibility checks.

use crate::harness::App;
use serde::Deserialize;
use serde_json::json;

const SCRIPT: &str = include_str!("no_ids.js");

/// What must never be read on a screen: a name, and the JavaScript pattern that finds it.
pub const PATTERNS: &[(&str, &str, &str)] = &[
    // A card's id: `ds-o1`, `ls-u12`.
    ("card id", r"\b[a-z]{2}-[a-z]{1,3}\d+\b", "g"),
    // A short id: a unit's `snow1`, `eweb2`, a tree option's `a1`.
    ("short id", r"\b[a-z]{1,12}\d+\b", "g"),
    // A snake_case id: `star_destroyer`, `imperial_shuttle`, `defense_chart`.
    ("snake_case id", r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b", "g"),
    // A copy's suffix: `imperial_shuttle#2`.
    ("#N suffix", r"\w#\d+", "g"),
    // A JSON path: `tree.options[1].start`, `melee.chart`, `options[1]`.
    (
        "JSON path",
        r"\b[a-z_]{2,}(?:\[\d+\])?\.[a-z_]{2,}\b|\b[a-z_]+\[\d+\]",
        "g",
    ),
    // A transcript's line reference: `L1591`, `L1591–1597`.
    ("line reference", r"\bL\d{2,}\b", "g"),
    // A file path or a file's name: `/home/…/datapad.sqlite`, `units.json` (a dice list,
    // "3/3/2", is no path: a path's parts hold letters).
    (
        "file path",
        r"(?:/[\w.-]*[A-Za-z][\w.-]*){2,}|\b[\w-]+\.(?:json|sqlite|db|txt|toml)\b",
        "g",
    ),
    // The random generator's seed.
    ("seed", r"\bseed\b|\bziarno\b", "gi"),
    // A developer's word for what players name otherwise: the tree's "walk", a "pool 3", a
    // formula, the CLI's "serve", sizes in bytes, a count of "events", a "format", an
    // "Entry N", an unnamed "Host". The rules' own "damage pool" and "Force pool" stay.
    (
        "developer word",
        r"\b[Ww]alks?\b|\bpool \d|\bmax\(|\bserve\b|\bbytes\b|\d+ events?\b|\bformat\b|\bEntry \d|\bHost\b",
        "g",
    ),
];

#[derive(Deserialize)]
struct Hit {
    pattern: String,
    found: String,
    near: String,
}

impl App {
    /// Fails the screen with every id or developer token its visible text shows.
    pub async fn no_ids(&self, screen: &str) {
        let ret = self
            .driver
            .execute(SCRIPT, vec![json!(PATTERNS)])
            .await
            .expect("visible text");
        let hits: Vec<Hit> = serde_json::from_value(ret.json().clone()).expect("hits");
        let lines: Vec<String> = hits
            .iter()
            .map(|h| format!("  {}: \"{}\" in \"…{}…\"", h.pattern, h.found, h.near))
            .collect();
        assert!(
            lines.is_empty(),
            "ids or developer tokens on {screen}:\n{}",
            lines.join("\n")
        );
    }
}
