//! Stored events applied to a state, one at a time: what loading a session, validating an
//! import and catching up after an undo or redo all do. Besides the state, a replay keeps the
//! latest log lines, per counter the sentence of the event that last changed it (and the turn it
//! came in), and the names of the things the sentences mention.

use super::log::{LogLine, RecentLog};
use super::store::StoredEvent;
use crate::error::{Error, JournalError};
use crate::game::{Message, Name};
use crate::games::registry::{new_state, AnyState};
use std::collections::BTreeMap;

/// What replaying a session's events builds.
pub struct Replayed {
    pub state: Box<dyn AnyState>,
    pub log: RecentLog,
    /// Per counter, the sentence of the change that last moved it and the turn it came in.
    pub why: BTreeMap<String, (Message, u32)>,
    /// Every thing a sentence mentioned, by id, with the name it last had: a thing that left
    /// the state (a destroyed unit) is still named in the log. Bounded by the things of one
    /// game.
    pub names: BTreeMap<String, Name>,
    /// The sequence number of the last event applied; 0 before the first.
    pub good: i64,
}

impl Replayed {
    pub(super) fn new(game: &str) -> Result<Replayed, Error> {
        Ok(Replayed {
            state: new_state(game)?,
            log: RecentLog::default(),
            why: BTreeMap::new(),
            names: BTreeMap::new(),
            good: 0,
        })
    }

    /// A copy to keep: everything here is bounded (the state of a game, the latest lines, one
    /// sentence per counter), so a copy costs the same at any point of a session.
    pub(super) fn snapshot(&self) -> Replayed {
        Replayed {
            state: self.state.snapshot(),
            log: self.log.clone(),
            why: self.why.clone(),
            names: self.names.clone(),
            good: self.good,
        }
    }

    /// Upgrades a stored event to the game's current schema and applies it, noting its log line
    /// and the counters it touched. `checked` also holds the state to the game's bounds (an
    /// import: facts the rules could not produce are refused).
    pub(super) fn apply(&mut self, e: StoredEvent, checked: bool) -> Result<(), JournalError> {
        let (seq, version) = (e.seq, e.version);
        let supported = self.state.event_version();
        if version > supported {
            return Err(JournalError::EventTooNew {
                seq,
                version,
                supported,
            });
        }
        let corrupt = |detail| JournalError::CorruptEvent { seq, detail };
        let event = self.state.upgrade(version, e.event).map_err(corrupt)?;
        let evolved = self.state.apply(event).map_err(corrupt)?;
        if checked {
            self.state.check().map_err(corrupt)?;
        }
        self.good = seq;
        for (key, why) in evolved.why {
            self.why.insert(key, (why, evolved.turn));
        }
        self.names.extend(evolved.names);
        self.log.push(LogLine {
            seq,
            at: e.at,
            message: evolved.message,
            by: e.by,
        });
        Ok(())
    }
}

/// Replays stored events into a fresh state of `game`, each held to the game's bounds
/// ([`crate::game::Game::check`]); an event that cannot be applied, or breaks them, is an error
/// naming the event. Import validates files through it.
pub fn replay(game: &str, events: &[StoredEvent]) -> Result<Replayed, Error> {
    let mut r = Replayed::new(game)?;
    for e in events {
        r.apply(e.clone(), true)?;
    }
    Ok(r)
}
