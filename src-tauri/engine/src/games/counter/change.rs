//! What an action records. Which rule file owns each change is listed in `mod.rs`.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(rename = "CounterChange")]
pub enum Change {
    Started { target: i64 },
    Added { n: i64, count: i64 },
    Adjusted { from: i64, to: i64, reason: String },
    Reached { target: i64 },
}

/// One action's changes.
pub type Event = crate::kit::Event<Change>;
