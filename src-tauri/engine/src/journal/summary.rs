//! What the saved games list says of a game without replaying it: "Shatterpoint · Turn 6 · Ola v
//! Leo", or that it is over. It is kept on the session's row, derived from the state after each
//! change; a row without one (a game saved by an older build) gets one the next time it is read
//! whole. It is a cache: the events stay the truth, and a summary that could not be written is
//! written at the next change.

use super::store::Journal;
use crate::error::JournalError;
pub use crate::game::SessionSummary;
use rusqlite::params;

/// A row's summary as stored; one that cannot be read is none (it is written again).
pub(super) fn parse(text: Option<String>) -> Option<SessionSummary> {
    serde_json::from_str(&text?).ok()
}

impl Journal {
    /// Keeps a session's summary; `updated_at` and the count of changes stay as they are.
    pub(super) fn set_summary(&self, session: i64, s: &SessionSummary) -> Result<(), JournalError> {
        let text = serde_json::to_string(s).unwrap_or_default();
        self.conn.execute(
            "UPDATE sessions SET summary = ?2 WHERE id = ?1",
            params![session, text],
        )?;
        Ok(())
    }
}
