//! A session being played: its state rebuilt from the journal, and the one path every action
//! takes (decide, append in one transaction, evolve).

use super::store::{Journal, SessionInfo, StoredEvent};
use crate::error::{Error, JournalError};
use crate::game::{Ctx, Message};
use crate::games::registry::{new_state, AnyState};
use serde::Serialize;
use serde_json::Value;
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
    /// Newest first.
    pub log: Vec<LogLine>,
}

pub struct Live {
    info: SessionInfo,
    state: Box<dyn AnyState>,
    log: Vec<LogLine>,
}

impl Live {
    /// Rebuilds a session's state by replaying its applied events.
    pub fn load(journal: &Journal, id: i64) -> Result<Live, Error> {
        let info = journal.session(id)?;
        let events = journal.events(id)?;
        let (state, log) = replay(&info.game, &events)?;
        Ok(Live { info, state, log })
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
        for (i, e) in events.iter().enumerate() {
            self.state
                .evolve(e)
                .map_err(|detail| JournalError::CorruptEvent {
                    seq: first + i as i64,
                    detail,
                })?;
            if let Some(message) = self.state.describe(e) {
                push_log(
                    &mut self.log,
                    LogLine {
                        seq: first + i as i64,
                        at: self.info.updated_at.clone(),
                        message,
                    },
                );
            }
        }
        Ok(())
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

/// Replays stored events into a fresh state of `game`, with the log they wrote.
pub fn replay(
    game: &str,
    events: &[StoredEvent],
) -> Result<(Box<dyn AnyState>, Vec<LogLine>), Error> {
    let mut state = new_state(game)?;
    let mut log = Vec::new();
    for e in events {
        state
            .evolve(&e.event)
            .map_err(|detail| JournalError::CorruptEvent { seq: e.seq, detail })?;
        if let Some(message) = state.describe(&e.event) {
            push_log(
                &mut log,
                LogLine {
                    seq: e.seq,
                    at: e.at.clone(),
                    message,
                },
            );
        }
    }
    if log.len() > LOG_LINES {
        log.drain(..log.len() - LOG_LINES);
    }
    Ok((state, log))
}
