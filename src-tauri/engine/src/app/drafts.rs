//! Forms a player has started but not committed (an attack rolled but not applied), kept in
//! `drafts.json` under a screen's key so a killed app reopens them as they were. Written at
//! once on every change, whole (see `stored::file`); a draft is only ever JSON the screen itself
//! wrote, and one past [`MAX_DRAFT_BYTES`] is refused rather than kept.

use crate::error::Error;
use crate::limits::{check_bytes, MAX_DRAFT_BYTES};
use crate::stored::file::Stores;
use serde_json::Value;

pub const FILE: &str = "drafts.json";

pub fn get(stores: &Stores, key: &str) -> Result<Option<Value>, Error> {
    stores.get(FILE, key)
}

/// Keeps `value` under `key`; `null` forgets it.
pub fn set(stores: &Stores, key: String, value: Value) -> Result<(), Error> {
    let size = serde_json::to_vec(&value).map_or(0, |v| v.len()) + key.len();
    check_bytes(&format!("{FILE} · {key}"), size as u64, MAX_DRAFT_BYTES)?;
    stores.update(FILE, |drafts| {
        if value.is_null() {
            drafts.remove(&key);
        } else {
            drafts.insert(key, value);
        }
        Ok(())
    })
}
