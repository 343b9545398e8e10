//! A session being played: its state rebuilt from the journal, and the one path every action
//! takes (decide, append in one transaction, evolve).

use super::store::{Journal, SessionInfo, StoredEvent};
use crate::error::{Error, JournalError};
use crate::game::{Ctx, Message};
use crate::games::registry::{new_state, AnyState};
use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeMap;
use ts_rs::TS;

/// How many log lines a view carries; the whole log is in the journal and the export.
const LOG_LINES: usize = 200;

#[derive(Debug, Clone, Serialize, TS)]
pub struct LogLine {
    #[ts(type = "number")]
    pub seq: i64,
    pub at: String,
    pub message: Message,
}

/// What the UI gets after every tap.
#[derive(Debug, Clone, Serialize, TS)]
pub struct SessionView {
    pub session: SessionInfo,
    /// The game's own view; its type is the game's `View` (e.g. `TrayView`).
    #[ts(type = "unknown")]
    pub view: Value,
    /// Why the state last changed.
    pub last: Option<Message>,
    /// For each counter the game names (`Game::touched`), the sentence of the event that last
    /// changed it.
    pub why: BTreeMap<String, Message>,
    /// Newest first.
    pub log: Vec<LogLine>,
}

pub struct Live {
    info: SessionInfo,
    state: Box<dyn AnyState>,
    log: Vec<LogLine>,
    why: BTreeMap<String, Message>,
}

/// What replaying a session builds: the state, the latest log lines and why per counter.
pub struct Replayed {
    pub state: Box<dyn AnyState>,
    pub log: Vec<LogLine>,
    pub why: BTreeMap<String, Message>,
}

impl Replayed {
    fn new(game: &str) -> Result<Replayed, Error> {
        Ok(Replayed {
            state: new_state(game)?,
            log: Vec::new(),
            why: BTreeMap::new(),
        })
    }

    /// Upgrades a stored event to the game's current schema and applies it, noting its log line
    /// and the counters it touched.
    fn apply(&mut self, seq: i64, version: u32, at: &str, event: Value) -> Result<(), Error> {
        let supported = crate::games::registry::find(self.state.game())?.event_version;
        if version > supported {
            return Err(JournalError::EventTooNew {
                seq,
                version,
                supported,
            }
            .into());
        }
        let corrupt = |detail| JournalError::CorruptEvent { seq, detail };
        let event = self.state.upgrade(version, event).map_err(corrupt)?;
        self.state.evolve(&event).map_err(corrupt)?;
        if let Some(message) = self.state.describe(&event) {
            for key in self.state.touched(&event) {
                self.why.insert(key, message.clone());
            }
            push_log(
                &mut self.log,
                LogLine {
                    seq,
                    at: at.to_string(),
                    message,
                },
            );
        }
        Ok(())
    }
}

impl Live {
    /// Rebuilds a session's state by replaying its applied events.
    pub fn load(journal: &Journal, id: i64) -> Result<Live, Error> {
        let info = journal.session(id)?;
        let events = journal.events(id)?;
        let Replayed { state, log, why } = replay(&info.game, &events)?;
        Ok(Live {
            info,
            state,
            log,
            why,
        })
    }

    pub fn start(journal: &mut Journal, game: &str, title: &str) -> Result<Live, Error> {
        new_state(game)?;
        let info = journal.create(game, title)?;
        Live::load(journal, info.id)
    }

    /// The most recent session of a game, or a new one: what the app opens.
    pub fn resume_or_start(journal: &mut Journal, game: &str, title: &str) -> Result<Live, Error> {
        match journal.latest(game)? {
            Some(info) => Live::load(journal, info.id),
            None => Live::start(journal, game, title),
        }
    }

    pub fn id(&self) -> i64 {
        self.info.id
    }

    pub fn apply(
        &mut self,
        journal: &mut Journal,
        action: &Value,
        ctx: &mut Ctx,
    ) -> Result<(), Error> {
        let events = self.state.decide(action, ctx)?;
        self.info = journal.append(self.info.id, &events)?;
        let first = self.info.head - events.len() as i64 + 1;
        let mut replayed = Replayed {
            state: std::mem::replace(&mut self.state, new_state(self.info.game.as_str())?),
            log: std::mem::take(&mut self.log),
            why: std::mem::take(&mut self.why),
        };
        let at = self.info.updated_at.clone();
        let version = crate::games::registry::find(&self.info.game)?.event_version;
        let result = events
            .into_iter()
            .enumerate()
            .try_for_each(|(i, e)| replayed.apply(first + i as i64, version, &at, e));
        (self.state, self.log, self.why) = (replayed.state, replayed.log, replayed.why);
        result
    }

    pub fn undo(&mut self, journal: &mut Journal) -> Result<(), Error> {
        journal.undo(self.info.id)?;
        *self = Live::load(journal, self.info.id)?;
        Ok(())
    }

    pub fn redo(&mut self, journal: &mut Journal) -> Result<(), Error> {
        journal.redo(self.info.id)?;
        *self = Live::load(journal, self.info.id)?;
        Ok(())
    }

    pub fn view(&self) -> SessionView {
        SessionView {
            session: self.info.clone(),
            view: self.state.view(),
            last: self.log.last().map(|l| l.message.clone()),
            why: self.why.clone(),
            log: self.log.iter().rev().take(LOG_LINES).cloned().collect(),
        }
    }

    pub fn report(&self) -> String {
        self.state.report()
    }
}

fn push_log(log: &mut Vec<LogLine>, line: LogLine) {
    log.push(line);
    if log.len() > LOG_LINES * 2 {
        log.drain(..log.len() - LOG_LINES);
    }
}

/// Every log line of a session, oldest first: the view carries only the latest ones.
pub fn full_log(journal: &Journal, id: i64) -> Result<Vec<LogLine>, Error> {
    let info = journal.session(id)?;
    // Describing an event needs only its game, not the state it happened in.
    let game = new_state(&info.game)?;
    Ok(journal
        .events(id)?
        .into_iter()
        .filter_map(|e| {
            game.describe(&e.event).map(|message| LogLine {
                seq: e.seq,
                at: e.at,
                message,
            })
        })
        .collect())
}

/// Replays stored events into a fresh state of `game`, with the log they wrote and why per
/// counter.
pub fn replay(game: &str, events: &[StoredEvent]) -> Result<Replayed, Error> {
    let mut r = Replayed::new(game)?;
    for e in events {
        r.apply(e.seq, STORED_VERSION, &e.at, e.event.clone())?;
    }
    if r.log.len() > LOG_LINES {
        r.log.drain(..r.log.len() - LOG_LINES);
    }
    Ok(r)
}

/// The event schema version of stored events, until the journal stores it per event.
const STORED_VERSION: u32 = 1;
