//! The counter game's own refusals (`counter.<code>` on the wire); the shared ones are
//! [`Common`].

use crate::error::Common;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, strum::VariantNames)]
#[serde(tag = "code", content = "data", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum CounterError {
    AlreadyStarted,
    #[serde(untagged)]
    Common(Common),
}

crate::game_error!(CounterError, "counter");
