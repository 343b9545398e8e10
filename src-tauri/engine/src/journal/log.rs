//! The session's log: the latest lines a view carries after every tap, and the whole log read
//! back from the journal a page at a time. Neither grows with the session: a tap returns a fixed
//! number of lines, and a page costs the lines it holds.

use super::store::Journal;
use crate::error::Error;
use crate::game::Message;
use crate::games::registry::new_state;
use serde::Serialize;
use std::collections::VecDeque;
use ts_rs::TS;

/// How many log lines a view carries: the board shows the latest; the rest is paged.
pub const RECENT_LINES: usize = 50;
/// The most lines one page of the log holds, whatever the screen asks for.
pub const MAX_PAGE: usize = 500;
/// The page a screen gets when it names no size (the app's log, a shared table's device).
pub const LOG_PAGE: usize = 100;

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct LogLine {
    #[ts(type = "number")]
    pub seq: i64,
    pub at: String,
    pub message: Message,
    /// Who made it at a shared table (the device's name); none: this device.
    pub by: Option<String>,
}

/// The latest [`RECENT_LINES`] lines, oldest first.
#[derive(Debug, Clone, Default)]
pub struct RecentLog(VecDeque<LogLine>);

impl RecentLog {
    pub fn push(&mut self, line: LogLine) {
        if self.0.len() == RECENT_LINES {
            self.0.pop_front();
        }
        self.0.push_back(line);
    }

    pub fn last(&self) -> Option<&LogLine> {
        self.0.back()
    }

    /// Newest first, as a view carries them.
    pub fn newest_first(&self) -> Vec<LogLine> {
        self.0.iter().rev().cloned().collect()
    }
}

/// A stretch of the log, oldest first, and where the stretch before it ends: ask again with
/// `before` set to `next_before` for the earlier page; `None` when this page reaches the start.
#[derive(Debug, Clone, Serialize, TS)]
pub struct LogPage {
    pub lines: Vec<LogLine>,
    #[ts(type = "number | null")]
    pub next_before: Option<i64>,
}

/// The log lines of up to `limit` (at most [`MAX_PAGE`]) applied events before `before` (`None`:
/// the latest), oldest first. Paging back from the end until `next_before` is `None` gives every
/// line once, in order. An event that cannot be read says nothing.
pub fn log_page(
    journal: &Journal,
    id: i64,
    before: Option<i64>,
    limit: usize,
) -> Result<LogPage, Error> {
    let info = journal.session(id)?;
    // Describing an event needs only its game, not the state it happened in.
    let game = new_state(&info.game)?;
    let limit = limit.clamp(1, MAX_PAGE);
    // One more than asked: whether it comes back says if earlier events remain.
    let mut events = journal.events_back(id, before, limit + 1)?;
    let more = events.len() > limit;
    events.truncate(limit);
    let next_before = events.last().map(|(seq, _)| *seq).filter(|_| more);
    let mut lines: Vec<LogLine> = events
        .into_iter()
        .filter_map(|(seq, e)| {
            let e = e?;
            let event = game.upgrade(e.version, e.event).ok()?;
            game.describe(&event).map(|message| LogLine {
                seq,
                at: e.at,
                message,
                by: e.by,
            })
        })
        .collect();
    lines.reverse();
    Ok(LogPage { lines, next_before })
}
