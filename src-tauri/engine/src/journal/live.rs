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
    /// Set when the session is damaged: the sequence number of its last readable event. The
    /// session is shown as far as that event and takes no more actions.
    #[ts(type = "number | null")]
    pub damaged_after: Option<i64>,
}

pub struct Live {
    info: SessionInfo,
    state: Box<dyn AnyState>,
    log: Vec<LogLine>,
    /// What made the session unreadable past `good` events; `None` for a sound session.
    damage: Option<(i64, JournalError)>,
}

impl Live {
    /// Rebuilds a session's state by replaying its applied events. A session with an event that
    /// cannot be read or applied opens read-only at the last good event, instead of not at all.
    pub fn load(journal: &Journal, id: i64) -> Result<Live, Error> {
        let info = journal.session(id)?;
        let (events, stored_damage) = journal.events_until_damage(id)?;
        let (state, log, good, replay_damage) = replay_until_damage(&info.game, &events)?;
        let damage = replay_damage.or(stored_damage).map(|e| (good, e));
        Ok(Live {
            info,
            state,
            log,
            damage,
        })
    }

    /// What is wrong with the session, if it is damaged.
    pub fn damage(&self) -> Option<&JournalError> {
        self.damage.as_ref().map(|(_, e)| e)
    }

    /// A damaged session takes no action, undo or redo: it would write after a gap.
    fn writable(&self) -> Result<(), Error> {
        match &self.damage {
            Some((good, _)) => Err(JournalError::ReadOnly { seq: *good }.into()),
            None => Ok(()),
        }
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
        self.writable()?;
        let events = self.state.decide(action, ctx)?;
        self.info = journal.append(self.info.id, 1, &events)?;
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
        self.writable()?;
        journal.undo(self.info.id)?;
        *self = Live::load(journal, self.info.id)?;
        Ok(())
    }

    pub fn redo(&mut self, journal: &mut Journal) -> Result<(), Error> {
        self.writable()?;
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
            damaged_after: self.damage.as_ref().map(|(good, _)| *good),
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
    let (state, log, _, damage) = replay_until_damage(game, events)?;
    match damage {
        Some(e) => Err(e.into()),
        None => Ok((state, log)),
    }
}

type Replayed = (Box<dyn AnyState>, Vec<LogLine>, i64, Option<JournalError>);

/// Replays events until one cannot be applied: the state and log so far, the sequence number of
/// the last event applied, and what stopped the replay.
fn replay_until_damage(game: &str, events: &[StoredEvent]) -> Result<Replayed, Error> {
    let mut state = new_state(game)?;
    let mut log = Vec::new();
    let mut good = 0;
    for e in events {
        if let Err(detail) = state.evolve(&e.event) {
            trim_log(&mut log);
            let damage = JournalError::CorruptEvent { seq: e.seq, detail };
            return Ok((state, log, good, Some(damage)));
        }
        good = e.seq;
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
    trim_log(&mut log);
    Ok((state, log, good, None))
}

fn trim_log(log: &mut Vec<LogLine>) {
    if log.len() > LOG_LINES {
        log.drain(..log.len() - LOG_LINES);
    }
}
