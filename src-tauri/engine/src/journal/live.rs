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
    /// Set when the session is damaged: the sequence number of its last readable event. The
    /// session is shown as far as that event and takes no more actions.
    #[ts(type = "number | null")]
    pub damaged_after: Option<i64>,
}

pub struct Live {
    info: SessionInfo,
    state: Box<dyn AnyState>,
    log: Vec<LogLine>,
    why: BTreeMap<String, Message>,
    /// What made the session unreadable past `good` events; `None` for a sound session.
    damage: Option<(i64, JournalError)>,
}

/// What replaying a session builds: the state, the latest log lines and why per counter.
pub struct Replayed {
    pub state: Box<dyn AnyState>,
    pub log: Vec<LogLine>,
    pub why: BTreeMap<String, Message>,
    /// The sequence number of the last event applied.
    pub good: i64,
}

impl Replayed {
    fn new(game: &str) -> Result<Replayed, Error> {
        Ok(Replayed {
            state: new_state(game)?,
            log: Vec::new(),
            why: BTreeMap::new(),
            good: 0,
        })
    }

    /// Upgrades a stored event to the game's current schema and applies it, noting its log line
    /// and the counters it touched.
    fn apply(
        &mut self,
        seq: i64,
        version: u32,
        at: &str,
        event: Value,
    ) -> Result<(), JournalError> {
        let supported = self.state.event_version();
        if version > supported {
            return Err(JournalError::EventTooNew {
                seq,
                version,
                supported,
            });
        }
        let corrupt = |detail| JournalError::CorruptEvent { seq, detail };
        let event = self.state.upgrade(version, event).map_err(corrupt)?;
        self.state.evolve(&event).map_err(corrupt)?;
        self.good = seq;
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
    /// Rebuilds a session's state by replaying its applied events. A session with an event that
    /// cannot be read or applied opens read-only at the last good event, instead of not at all.
    pub fn load(journal: &Journal, id: i64) -> Result<Live, Error> {
        let info = journal.session(id)?;
        let (events, stored_damage) = journal.events_until_damage(id)?;
        let (r, replay_damage) = replay_until_damage(&info.game, &events, false)?;
        let damage = replay_damage.or(stored_damage).map(|e| (r.good, e));
        Ok(Live {
            info,
            state: r.state,
            log: r.log,
            why: r.why,
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
        let version = self.state.event_version();
        self.info = journal.append(self.info.id, version, &events)?;
        let first = self.info.head - events.len() as i64 + 1;
        let mut replayed = Replayed {
            state: std::mem::replace(&mut self.state, new_state(self.info.game.as_str())?),
            log: std::mem::take(&mut self.log),
            why: std::mem::take(&mut self.why),
            good: 0,
        };
        let at = self.info.updated_at.clone();
        let result = events
            .into_iter()
            .enumerate()
            .try_for_each(|(i, e)| replayed.apply(first + i as i64, version, &at, e));
        (self.state, self.log, self.why) = (replayed.state, replayed.log, replayed.why);
        Ok(result?)
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
            why: self.why.clone(),
            damaged_after: self.damage.as_ref().map(|(good, _)| *good),
            log: self.log.iter().rev().take(LOG_LINES).cloned().collect(),
        }
    }

    /// A read-only question about the state; nothing is written.
    pub fn query(
        &self,
        query: &serde_json::Value,
        ctx: &mut Ctx,
    ) -> Result<serde_json::Value, Error> {
        self.state.query(query, ctx)
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
            let event = game.upgrade(e.version, e.event).ok()?;
            game.describe(&event).map(|message| LogLine {
                seq: e.seq,
                at: e.at,
                message,
            })
        })
        .collect())
}

/// Replays stored events into a fresh state of `game`, with the log they wrote and why per
/// counter; an event that cannot be applied, or that leaves the game outside its bounds
/// ([`crate::game::Game::check`]), is an error. Import validates files through it.
pub fn replay(game: &str, events: &[StoredEvent]) -> Result<Replayed, Error> {
    match replay_until_damage(game, events, true)? {
        (_, Some(damage)) => Err(damage.into()),
        (r, None) => Ok(r),
    }
}

/// Replays events until one cannot be applied: what was built so far (its `good` is the last
/// event applied), and what stopped the replay.
fn replay_until_damage(
    game: &str,
    events: &[StoredEvent],
    checked: bool,
) -> Result<(Replayed, Option<JournalError>), Error> {
    let mut r = Replayed::new(game)?;
    let mut damage = None;
    for e in events {
        let applied = r.apply(e.seq, e.version, &e.at, e.event.clone());
        let applied = match applied {
            Ok(()) if checked => r
                .state
                .check()
                .map_err(|detail| JournalError::CorruptEvent { seq: e.seq, detail }),
            other => other,
        };
        if let Err(err) = applied {
            damage = Some(err);
            break;
        }
    }
    if r.log.len() > LOG_LINES {
        r.log.drain(..r.log.len() - LOG_LINES);
    }
    Ok((r, damage))
}
