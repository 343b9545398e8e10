//! A game's reads of something besides a session ([`Game::READS`](crate::game::Game::READS)):
//! the arguments as the read's command takes them, the answer as JSON. A shape that is not the
//! command's is a bad frame, as every read a device sends is.

use crate::error::SyncError;
use crate::Error;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{json, Value};

/// A read's arguments in the shape its command takes (none: an empty object).
pub fn args<T: DeserializeOwned>(args: Value) -> Result<T, Error> {
    let args = if args.is_null() { json!({}) } else { args };
    serde_json::from_value(args).map_err(|e| SyncError::bad_frame(e).into())
}

/// A read's answer as JSON.
pub fn answer(v: impl Serialize) -> Result<Value, Error> {
    serde_json::to_value(v).map_err(|e| SyncError::bad_frame(e).into())
}
