//! Where a rulebook is unclear, the reading a game applies, shown to the players with a stable
//! key (its sentence is `reading.<key>` in the game's catalog) and the rules entry it is about.

use serde::Serialize;
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct Reading {
    pub key: &'static str,
    /// The choice applied, a stable word (`at_least`, `stop_at_12`).
    pub choice: &'static str,
    /// The rules entry the question is about.
    pub rule: &'static str,
    /// The choices the table may switch between (`set_reading`), the recommended first; empty
    /// when the reading is fixed.
    pub choices: &'static [&'static str],
}

impl Reading {
    pub const fn new(key: &'static str, choice: &'static str, rule: &'static str) -> Reading {
        Reading {
            key,
            choice,
            rule,
            choices: &[],
        }
    }
}

/// A term on a board and the rules entry it opens.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct RuleLink {
    pub term: &'static str,
    pub rule: &'static str,
}

impl RuleLink {
    pub const fn new(term: &'static str, rule: &'static str) -> RuleLink {
        RuleLink { term, rule }
    }
}
