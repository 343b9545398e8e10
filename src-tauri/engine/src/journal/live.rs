//! A session being played: its state rebuilt from the journal, and the one path every action
//! takes (decide, append in one transaction, evolve). A tap costs the same on the first event
//! and the hundred-thousandth: the state is kept, not rebuilt; the view carries the latest log
//! lines only; undo restores a checkpoint near the new head instead of replaying from the start.

use super::checkpoints::Checkpoints;
use super::log::LogLine;
use super::replay::Replayed;
use super::store::{Journal, SessionInfo, StoredEvent};
use crate::error::{Error, JournalError};
use crate::game::{Ctx, Message, Name};
use crate::games::registry::new_state;
use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeMap;
use ts_rs::TS;

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
    /// changed it, and whether it came this turn (`fresh`): the board shows a fresh line under
    /// its counter and folds an older one into the counter's tap-to-explain.
    pub why: BTreeMap<String, WhyLine>,
    /// The latest lines, newest first: at most [`super::RECENT_LINES`], however long the
    /// session. The whole log is paged with [`Live::log_page`].
    pub log: Vec<LogLine>,
    /// What the table calls each thing of the game, by id (see [`crate::game::Game::names`]):
    /// the board names cards, objectives and units through it, as every sentence here does.
    pub names: BTreeMap<String, Name>,
    /// Set when the session is damaged: the sequence number of its last readable event. The
    /// session is shown as far as that event and takes no more actions.
    #[ts(type = "number | null")]
    pub damaged_after: Option<i64>,
}

/// Why a counter last changed: the sentence (its ids named) and whether it is news.
#[derive(Debug, Clone, Serialize, TS)]
pub struct WhyLine {
    #[serde(flatten)]
    pub message: Message,
    /// It came in the turn the table is in now (see [`crate::game::Game::turn`]).
    pub fresh: bool,
}

pub struct Live {
    info: SessionInfo,
    built: Replayed,
    marks: Checkpoints,
    /// What made the session unreadable past `built.good`; `None` for a sound session.
    damage: Option<JournalError>,
}

impl Live {
    /// Rebuilds a session's state by replaying its applied events. A session with an event that
    /// cannot be read or applied opens read-only at the last good event, instead of not at all.
    pub fn load(journal: &Journal, id: i64) -> Result<Live, Error> {
        Live::load_with(journal, id, Checkpoints::default())
    }

    fn load_with(journal: &Journal, id: i64, mut marks: Checkpoints) -> Result<Live, Error> {
        let info = journal.session(id)?;
        let (events, stored_damage) = journal.events_until_damage(id)?;
        let (built, replay_damage) = until_damage(&info.game, events, Some(&mut marks))?;
        let mut live = Live {
            info,
            built,
            marks,
            damage: replay_damage.or(stored_damage),
        };
        live.summarise(journal);
        Ok(live)
    }

    /// Keeps the row's summary in step with the state (see `summary.rs`): written only when it
    /// changed, and a write that fails is tried again at the next change.
    fn summarise(&mut self, journal: &Journal) {
        let now = self.built.state.summary();
        if self.info.summary.as_ref() != Some(&now)
            && journal.set_summary(self.info.id, &now).is_ok()
        {
            self.info.summary = Some(now);
        }
    }

    /// What is wrong with the session, if it is damaged.
    pub fn damage(&self) -> Option<&JournalError> {
        self.damage.as_ref()
    }

    /// A damaged session takes no action, undo or redo: it would write after a gap.
    fn writable(&self) -> Result<(), Error> {
        match &self.damage {
            Some(_) => Err(JournalError::ReadOnly {
                seq: self.built.good,
            }
            .into()),
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

    /// The session's row: its game, head and count of changes, without building a view.
    pub fn info(&self) -> &SessionInfo {
        &self.info
    }

    pub fn apply(
        &mut self,
        journal: &mut Journal,
        action: &Value,
        ctx: &mut Ctx,
    ) -> Result<(), Error> {
        self.apply_by(journal, action, ctx, None)
    }

    /// [`Live::apply`] for the device `by` at a shared table: the log names who made it.
    pub fn apply_by(
        &mut self,
        journal: &mut Journal,
        action: &Value,
        ctx: &mut Ctx,
        by: Option<&str>,
    ) -> Result<(), Error> {
        self.writable()?;
        let events = self.built.state.decide(action, ctx)?;
        let version = self.built.state.event_version();
        let before = self.info.head;
        self.info = journal.append_by(self.info.id, version, &events, by)?;
        // A new action replaces whatever was undone: its checkpoints go with it.
        self.marks.forget_after(before);
        let at = self.info.updated_at.clone();
        let stored = events
            .into_iter()
            .enumerate()
            .map(|(i, event)| StoredEvent {
                seq: before + 1 + i as i64,
                // Replaying reads no action number: undo and redo ask the journal for those.
                action: 0,
                at: at.clone(),
                version,
                event,
                by: by.map(str::to_string),
            })
            .collect();
        if let Err(e) = self.catch_up(stored) {
            // Written but not applicable: the state follows the journal, read-only from there.
            self.reload(journal)?;
            return Err(e);
        }
        self.summarise(journal);
        Ok(())
    }

    /// Applies events after the current state, keeping checkpoints on the way.
    fn catch_up(&mut self, events: Vec<StoredEvent>) -> Result<(), Error> {
        let until = events.last().map_or(self.built.good, |e| e.seq);
        for e in events {
            self.built.apply(e, false)?;
            self.marks.note(&self.built, until);
        }
        Ok(())
    }

    pub fn undo(&mut self, journal: &mut Journal) -> Result<(), Error> {
        self.writable()?;
        self.info = journal.undo(self.info.id)?;
        let head = self.info.head;
        self.marks.forget_after(head);
        let restored = match self.marks.nearest(head) {
            Some(mark) => Ok(mark),
            None => Replayed::new(&self.info.game),
        }
        .and_then(|base| {
            let events = journal.events_between(self.info.id, base.good, head)?;
            self.built = base;
            self.catch_up(events)
        });
        self.or_reload(journal, restored)
    }

    pub fn redo(&mut self, journal: &mut Journal) -> Result<(), Error> {
        self.writable()?;
        let from = self.built.good;
        self.info = journal.redo(self.info.id)?;
        let applied = journal
            .events_between(self.info.id, from, self.info.head)
            .map_err(Error::from)
            .and_then(|events| self.catch_up(events));
        self.or_reload(journal, applied)
    }

    /// When the journal moved but the state could not follow, rebuilds it from the journal as
    /// loading does (a damaged session opens read-only there) instead of showing a state that
    /// is not the journal's.
    fn or_reload(&mut self, journal: &Journal, done: Result<(), Error>) -> Result<(), Error> {
        match done {
            Ok(()) => {
                self.summarise(journal);
                Ok(())
            }
            Err(_) => self.reload(journal),
        }
    }

    /// Rebuilds the session from the journal, from its first event, as loading does.
    fn reload(&mut self, journal: &Journal) -> Result<(), Error> {
        let mut marks = std::mem::take(&mut self.marks);
        marks.forget_after(0);
        *self = Live::load_with(journal, self.info.id, marks)?;
        Ok(())
    }

    pub fn view(&self) -> SessionView {
        let names = self.names();
        let named = self.built.state.named();
        let name = |m: &Message| m.clone().named(named, &|id| names.get(id).cloned());
        let turn = self.built.state.turn();
        SessionView {
            session: self.info.clone(),
            view: self.built.state.view(),
            last: self.built.log.last().map(|l| name(&l.message)),
            why: self
                .built
                .why
                .iter()
                .map(|(k, (m, t))| {
                    let line = WhyLine {
                        message: name(m),
                        fresh: *t == turn,
                    };
                    (k.clone(), line)
                })
                .collect(),
            damaged_after: self.damage.as_ref().map(|_| self.built.good),
            log: self
                .built
                .log
                .newest_first()
                .into_iter()
                .map(|l| LogLine {
                    message: name(&l.message),
                    ..l
                })
                .collect(),
            names,
        }
    }

    /// What the table calls each thing of the game: the names the sentences met on the way
    /// (a thing that left the state keeps its last), then those of the state now.
    pub fn names(&self) -> BTreeMap<String, Name> {
        let mut names = self.built.names.clone();
        names.extend(self.built.state.names());
        names
    }

    /// A page of the whole log, oldest first (see [`super::log_page`]), its sentences naming
    /// things as the view does.
    pub fn log_page(
        &self,
        journal: &Journal,
        before: Option<i64>,
        limit: usize,
    ) -> Result<super::LogPage, Error> {
        let names = self.names();
        let named = self.built.state.named();
        let mut page = super::log_page(journal, self.info.id, before, limit)?;
        for l in &mut page.lines {
            l.message = std::mem::replace(&mut l.message, Message::new(""))
                .named(named, &|id| names.get(id).cloned());
        }
        Ok(page)
    }

    /// The whole log in `lang`, oldest first, one sentence a line, exactly as the app shows
    /// it: `datapad play --log`.
    pub fn log_text(
        &self,
        journal: &Journal,
        lang: crate::i18n::Lang,
    ) -> Result<Vec<String>, Error> {
        let mut pages = Vec::new();
        let mut before = None;
        loop {
            let page = self.log_page(journal, before, super::MAX_PAGE)?;
            before = page.next_before;
            pages.push(page.lines);
            if before.is_none() {
                break;
            }
        }
        Ok(pages
            .into_iter()
            .rev()
            .flatten()
            .map(|l| l.message.render(lang))
            .collect())
    }

    /// A read-only question about the state; nothing is written.
    pub fn query(
        &self,
        query: &serde_json::Value,
        ctx: &mut Ctx,
    ) -> Result<serde_json::Value, Error> {
        self.built.state.query(query, ctx)
    }

    /// A copy of the state to answer questions from without the session (see
    /// [`crate::writer::Question`]); bounded like every checkpoint.
    pub fn state_copy(&self) -> Box<dyn crate::games::registry::AnyState> {
        self.built.state.snapshot()
    }

    /// The seat an action belongs to (see [`crate::game::Game::seat`]).
    pub fn seat(&self, action: &Value) -> Option<&'static str> {
        self.built.state.seat(action)
    }

    pub fn report(&self) -> String {
        self.built.state.report()
    }

    /// The whole state as JSON, to compare with a full replay.
    #[cfg(test)]
    pub(super) fn state(&self) -> Value {
        self.built.state.state()
    }

    /// The same session with checkpoints at another spacing, so that tests reach thinning and
    /// restoring within a few hundred events.
    #[cfg(test)]
    pub(super) fn with_checkpoints(self, every: i64, dense: i64) -> Live {
        let mut live = self;
        live.marks = Checkpoints::new(every, dense);
        live
    }

    #[cfg(test)]
    pub(super) fn checkpoints(&self) -> usize {
        self.marks.len()
    }
}

/// Replays events until one cannot be applied: what was built so far (its `good` is the last
/// event applied), and what stopped the replay. `marks` keeps checkpoints on the way.
pub(super) fn until_damage(
    game: &str,
    events: Vec<StoredEvent>,
    mut marks: Option<&mut Checkpoints>,
) -> Result<(Replayed, Option<JournalError>), Error> {
    let mut r = Replayed::new(game)?;
    let until = events.last().map_or(0, |e| e.seq);
    for e in events {
        if let Err(damage) = r.apply(e, false) {
            return Ok((r, Some(damage)));
        }
        if let Some(marks) = marks.as_deref_mut() {
            marks.note(&r, until);
        }
    }
    Ok((r, None))
}
