//! What the tray records: each action is one change, journaled on its own row (the tray's events
//! have always been single facts), owned by the rule file that applies and says it (`mod.rs`
//! names it).

use super::Face;
use crate::dice::{DiceMode, Symbol};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case")]
// Read through `facts`, which refuses what the rules could not have produced (its own attribute:
// ts-rs does not read `try_from` and would otherwise drop the tag above).
#[serde(try_from = "super::facts::Raw")]
#[ts(rename = "TrayEvent")]
pub enum Change {
    Rolled { mode: DiceMode, faces: Vec<Face> },
    Rerolled { results: Vec<(usize, Symbol)> },
    Locked { index: usize, locked: bool },
    FaceSet { index: usize, symbol: Symbol },
}

/// The tray journals each change as its own event.
pub type Event = Change;
