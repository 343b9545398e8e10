//! Reading a session's events back: all of them (a load, an export), a stretch of them (undo
//! replays from a checkpoint, redo applies the next action), or a page walking back from the
//! head (the log). Every read goes through the events' key, so its cost is the rows it returns,
//! not the session's length.

use super::store::{Journal, StoredEvent};
use crate::error::JournalError;
use rusqlite::{params, Row};

type Result<T> = std::result::Result<T, JournalError>;

/// One row as stored, its payload not parsed yet.
struct RawEvent {
    seq: i64,
    action: i64,
    at: String,
    payload: String,
    version: u32,
    by: Option<String>,
}

impl RawEvent {
    fn read(r: &Row) -> rusqlite::Result<RawEvent> {
        Ok(RawEvent {
            seq: r.get(0)?,
            action: r.get(1)?,
            at: r.get(2)?,
            payload: r.get(3)?,
            version: r.get(4)?,
            by: r.get(5)?,
        })
    }

    fn parse(self) -> Result<StoredEvent> {
        match serde_json::from_str(&self.payload) {
            Ok(event) => Ok(StoredEvent {
                seq: self.seq,
                action: self.action,
                at: self.at,
                version: self.version,
                event,
                by: self.by,
            }),
            Err(e) => Err(JournalError::CorruptEvent {
                seq: self.seq,
                detail: e.to_string(),
            }),
        }
    }
}

/// A row whose columns have the wrong types is a damaged event (`seq`, the one expected there);
/// any other failure is the storage's.
fn unreadable(seq: i64, e: rusqlite::Error) -> JournalError {
    use rusqlite::Error::{FromSqlConversionFailure, IntegralValueOutOfRange, InvalidColumnType};
    match e {
        FromSqlConversionFailure(..) | IntegralValueOutOfRange(..) | InvalidColumnType(..) => {
            JournalError::CorruptEvent {
                seq,
                detail: e.to_string(),
            }
        }
        e => e.into(),
    }
}

impl Journal {
    /// The applied events, oldest first (the redo tail left out). A head that points past the
    /// events the session holds, or a gap in their numbers, is an error, not a shorter game.
    pub fn events(&self, session: i64) -> Result<Vec<StoredEvent>> {
        let (events, damage) = self.events_until_damage(session)?;
        match damage {
            Some(e) => Err(e),
            None => Ok(events),
        }
    }

    /// The applied events up to the first one that cannot be read, and what is wrong after them:
    /// a damaged session can still be shown (and exported) as far as it goes.
    pub fn events_until_damage(
        &self,
        session: i64,
    ) -> Result<(Vec<StoredEvent>, Option<JournalError>)> {
        let head = self.session(session)?.head;
        self.stretch(session, 0, head)
    }

    /// The events after `after` up to `upto`, oldest first: what undo replays from a checkpoint
    /// and redo applies. Any damage in the stretch is an error.
    pub fn events_between(&self, session: i64, after: i64, upto: i64) -> Result<Vec<StoredEvent>> {
        match self.stretch(session, after, upto)? {
            (events, None) => Ok(events),
            (_, Some(damage)) => Err(damage),
        }
    }

    /// Up to `limit` applied events before `before` (`None`: from the head), newest first, for
    /// paging the log back from its end: each row's seq, and its event if it can be read.
    pub fn events_back(
        &self,
        session: i64,
        before: Option<i64>,
        limit: usize,
    ) -> Result<Vec<(i64, Option<StoredEvent>)>> {
        let head = self.session(session)?.head;
        let below = before.map_or(head + 1, |b| b.min(head + 1));
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, action, at, payload, version, by FROM events
             WHERE session_id = ?1 AND seq < ?2 ORDER BY seq DESC LIMIT ?3",
        )?;
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let mut rows = stmt.query(params![session, below, limit])?;
        let mut events = Vec::new();
        while let Some(r) = rows.next()? {
            let seq: i64 = r.get(0)?;
            events.push((seq, RawEvent::read(r).ok().and_then(|e| e.parse().ok())));
        }
        Ok(events)
    }

    /// The events after `after` up to `upto`, oldest first, as far as they can be read: a gap in
    /// the numbers, an unreadable row or a head past the events ends the stretch, and says why.
    fn stretch(
        &self,
        session: i64,
        after: i64,
        upto: i64,
    ) -> Result<(Vec<StoredEvent>, Option<JournalError>)> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, action, at, payload, version, by FROM events
             WHERE session_id = ?1 AND seq > ?2 AND seq <= ?3 ORDER BY seq",
        )?;
        let rows = stmt.query_map(params![session, after, upto], RawEvent::read)?;
        let mut events: Vec<StoredEvent> = Vec::new();
        for row in rows {
            let expected = after + events.len() as i64 + 1;
            let raw = match row {
                Ok(raw) => raw,
                Err(e) => return Ok((events, Some(unreadable(expected, e)))),
            };
            if raw.seq != expected {
                break;
            }
            match raw.parse() {
                Ok(event) => events.push(event),
                Err(damage) => return Ok((events, Some(damage))),
            }
        }
        let held = after + events.len() as i64;
        let damage = (held != upto).then_some(JournalError::HeadPastEvents {
            id: session,
            head: upto,
            held,
        });
        Ok((events, damage))
    }
}
