//! The one writer of a session. One type owns the journal, the session on screen, the dice in
//! effect, the random stream, the seq and who made each change; every device's frame (act,
//! undo, redo, query, read) goes through it, and every change goes through the same decide /
//! append / evolve path (`Live`, one SQLite transaction). Only after a change is committed do
//! its `ack` and `event` leave, each device's outbox called in order while the writer is held,
//! so every device hears the same seq sequence with no gap.
//!
//! It knows no network, no app shell and no async runtime: the app's own screen, a shared
//! table's host (which adds sockets, keys and seats around it), `datapad play` and `datapad
//! serve` all hold one, and the same code runs wherever the engine does.

mod asked;
pub mod bounds;
mod devices;
mod frames;
mod reads;
mod seat;

pub use asked::Asked;
pub use bounds::{MAX_DEVICE, MAX_ID, MAX_NAME};
pub use frames::*;
pub use reads::{Reading, Shelf};
pub use seat::Seat;

use crate::dice::Catalog;
use crate::error::{Error, JournalError, SyncError};
use crate::game::Ctx;
use crate::journal::SessionView;
use crate::journal::{export, import, Journal, Live, LogPage, SessionFile, SessionInfo};
use rand::RngCore;
use serde_json::Value;
use std::sync::{Arc, Mutex};

/// Who sent a frame.
#[derive(Debug, Clone, Copy)]
pub struct Caller<'a> {
    /// The device's id, told with each of its changes.
    pub device: &'a str,
    /// The name the log gives its changes; none: the writer's own device (the app alone).
    pub name: Option<&'a str>,
    /// What it may change.
    pub seat: Seat,
    /// The session it is at.
    pub session: i64,
}

impl Caller<'_> {
    /// The writer's own device at session `session`: it may change anything, and the log names
    /// no one.
    pub fn owner(session: i64) -> Caller<'static> {
        Caller {
            device: "",
            name: None,
            seat: Seat::Table,
            session,
        }
    }
}

/// A writer shared by the threads of its devices (the app's commands, a host's sockets).
pub type SharedWriter = Arc<Mutex<Writer>>;

/// Runs `f` on a shared writer; a poisoned lock (a panic elsewhere) is recovered, not
/// propagated: the journal, not the memory, is the truth.
pub fn with<T>(writer: &SharedWriter, f: impl FnOnce(&mut Writer) -> T) -> T {
    let mut guard = writer.lock().unwrap_or_else(|p| p.into_inner());
    f(&mut guard)
}

/// Where one device's frames go, each as the text every device of the change shares.
pub type Outbox = Box<dyn Fn(&Arc<str>) + Send>;

struct Listener {
    key: u64,
    session: i64,
    send: Outbox,
}

pub struct Writer {
    journal: Journal,
    /// The session open now; another is loaded when a device asks for it.
    live: Option<Live>,
    dice: Catalog,
    rng: Box<dyn RngCore + Send>,
    /// The random stream is lent to a question (see [`Writer::take_question`]).
    lent: bool,
    shelf: Shelf,
    listeners: Vec<Listener>,
    keys: u64,
}

fn not_found(id: i64) -> Error {
    JournalError::SessionNotFound { id }.into()
}

impl Writer {
    pub fn new(
        journal: Journal,
        dice: Catalog,
        shelf: Shelf,
        rng: Box<dyn RngCore + Send>,
    ) -> Writer {
        Writer {
            journal,
            live: None,
            dice,
            rng,
            lent: false,
            shelf,
            listeners: Vec::new(),
            keys: 0,
        }
    }

    pub fn journal(&self) -> &Journal {
        &self.journal
    }

    /// The journal as bytes, for a browser that keeps it in IndexedDB (`Journal::snapshot`).
    pub fn journal_snapshot(&mut self) -> Result<Vec<u8>, Error> {
        Ok(self.journal.snapshot()?)
    }

    pub fn dice(&self) -> &Catalog {
        &self.dice
    }

    /// The dice in effect from now on (the player's own Hoth table saved in Settings).
    pub fn set_dice(&mut self, dice: Catalog) {
        self.dice = dice;
    }

    pub fn shelf(&mut self) -> &mut Shelf {
        &mut self.shelf
    }

    /// Session `id`, loaded from the journal if another one is open.
    fn at(&mut self, id: i64) -> Result<&mut Live, Error> {
        Ok(self.parts(id)?.0)
    }

    /// Session `id` (loaded if another one is open), with the journal and what decide consults,
    /// borrowed apart so a change can use them together.
    fn parts(&mut self, id: i64) -> Result<(&mut Live, &mut Journal, Ctx<'_>), Error> {
        let Writer {
            journal,
            live,
            dice,
            rng,
            ..
        } = self;
        if live.as_ref().map(Live::id) != Some(id) {
            *live = Some(Live::load(journal, id)?);
        }
        let l = live.as_mut().ok_or_else(|| not_found(id))?;
        Ok((l, journal, Ctx { rng, dice }))
    }

    fn show(&mut self, live: Live) -> SessionView {
        let view = live.view();
        self.live = Some(live);
        view
    }

    pub fn open(&mut self, id: i64) -> Result<SessionView, Error> {
        Ok(self.at(id)?.view())
    }

    /// The last session of `game`, or a new one: where the player left off.
    pub fn resume(&mut self, game: &str, title: &str) -> Result<SessionView, Error> {
        let live = Live::resume_or_start(&mut self.journal, game, title)?;
        Ok(self.show(live))
    }

    pub fn start(&mut self, game: &str, title: &str) -> Result<SessionView, Error> {
        let live = Live::start(&mut self.journal, game, title)?;
        Ok(self.show(live))
    }

    /// A game's saved sessions, last played first. One saved by an older build has no summary
    /// yet: it is read whole once, which writes it (a damaged one is listed without).
    pub fn list(&self, game: &str) -> Result<Vec<SessionInfo>, Error> {
        let mut list = self.journal.list(game)?;
        for info in list.iter_mut().filter(|i| i.summary.is_none()) {
            if let Ok(live) = Live::load(&self.journal, info.id) {
                info.summary = live.info().summary.clone();
            }
        }
        Ok(list)
    }

    pub fn export(&self, id: i64) -> Result<SessionFile, Error> {
        export(&self.journal, id)
    }

    /// Imports a session document as a new session and opens it.
    pub fn import(&mut self, text: &str, as_copy: bool) -> Result<SessionView, Error> {
        let info = import(&mut self.journal, text, as_copy)?;
        let live = Live::load(&self.journal, info.id)?;
        Ok(self.show(live))
    }

    /// Imports a file already read and checked (`journal::validate`, the long part, done
    /// without the writer) as a new session, and opens it.
    pub fn import_checked(
        &mut self,
        file: &SessionFile,
        as_copy: bool,
    ) -> Result<SessionView, Error> {
        let info = crate::journal::import_checked(&mut self.journal, file, as_copy)?;
        let live = Live::load(&self.journal, info.id)?;
        Ok(self.show(live))
    }

    /// Adds the checked session files this device does not have yet (by their identity),
    /// opening none: how many were added, and how many it had already.
    pub fn restore(&mut self, files: &[SessionFile]) -> Result<(u32, u32), Error> {
        let (mut added, mut already) = (0, 0);
        for file in files {
            if self.journal.find_uid(&file.uid)?.is_some() {
                already += 1;
            } else {
                crate::journal::import_checked(&mut self.journal, file, false)?;
                added += 1;
            }
        }
        Ok((added, already))
    }

    /// The session's seq: its count of changes.
    pub fn seq(&mut self, id: i64) -> Result<i64, Error> {
        Ok(self.at(id)?.info().changes)
    }

    /// The session's state for a device that last saw seq `since` (none: it saw nothing).
    pub fn envelope(&mut self, id: i64, since: Option<i64>) -> Result<Envelope, Error> {
        let view = self.at(id)?.view();
        Ok(envelope(view, since))
    }

    /// The game of session `id`.
    pub fn game(&mut self, id: i64) -> Result<String, Error> {
        Ok(self.at(id)?.info().game.clone())
    }

    /// One change by `from`: its view after, once committed and sent to every device.
    pub fn act(&mut self, from: &Caller, action: &Value) -> Result<SessionView, Error> {
        self.change_now(from, ChangeKind::Act, Some(action))
    }

    pub fn undo(&mut self, from: &Caller) -> Result<SessionView, Error> {
        self.change_now(from, ChangeKind::Undo, None)
    }

    pub fn redo(&mut self, from: &Caller) -> Result<SessionView, Error> {
        self.change_now(from, ChangeKind::Redo, None)
    }

    /// A change committed, sent to every device, and its view after.
    fn change_now(
        &mut self,
        from: &Caller,
        kind: ChangeKind,
        action: Option<&Value>,
    ) -> Result<SessionView, Error> {
        let head = self.commit(from, kind, action)?;
        let event = self.event(from, kind, head)?;
        let view = event.state.view.clone();
        self.broadcast(from.session, &ServerFrame::Event(event));
        Ok(view)
    }

    /// [`Writer::act`] without the view after: a script of many actions (`datapad play`) pays
    /// for no view a device does not hear.
    pub fn apply(&mut self, from: &Caller, action: &Value) -> Result<(), Error> {
        let head = self.commit(from, ChangeKind::Act, Some(action))?;
        if self.listeners.iter().any(|l| l.session == from.session) {
            let event = self.event(from, ChangeKind::Act, head)?;
            self.broadcast(from.session, &ServerFrame::Event(event));
        }
        Ok(())
    }

    /// The change, checked against the caller's seat and committed: the head before it.
    fn commit(
        &mut self,
        from: &Caller,
        kind: ChangeKind,
        action: Option<&Value>,
    ) -> Result<i64, Error> {
        from.check()?;
        let (l, journal, mut ctx) = self.parts(from.session)?;
        from.seat.may_change(l, action)?;
        let head = l.info().head;
        match (kind, action) {
            (ChangeKind::Act, Some(action)) => {
                // The log names who made the change, by the name the device gave.
                let by = from.name.map(str::trim).filter(|n| !n.is_empty());
                l.apply_by(journal, action, &mut ctx, by)?
            }
            (ChangeKind::Undo, _) => l.undo(journal)?,
            _ => l.redo(journal)?,
        }
        Ok(head)
    }

    /// The event of a change just committed on head `head`.
    fn event(&self, from: &Caller, kind: ChangeKind, head: i64) -> Result<Changed, Error> {
        let l = self.live.as_ref().ok_or_else(|| not_found(from.session))?;
        Ok(Changed {
            // The lines the change added (none for an undo, which removes lines).
            state: envelope(l.view(), Some(head)),
            by: from.device.to_string(),
            kind,
        })
    }

    /// A read-only question about session `id`; nothing is written.
    pub fn query(&mut self, id: i64, query: &Value) -> Result<Value, Error> {
        let (l, _, mut ctx) = self.parts(id)?;
        l.query(query, &mut ctx)
    }

    /// A page of session `id`'s log, oldest first (see [`crate::journal::log_page`]).
    pub fn log_page(
        &mut self,
        id: i64,
        before: Option<i64>,
        limit: usize,
    ) -> Result<LogPage, Error> {
        let (l, journal, _) = self.parts(id)?;
        l.log_page(journal, before, limit)
    }

    /// The session's whole log in `lang`, one sentence a line, as the app shows it.
    pub fn log_text(&mut self, id: i64, lang: crate::i18n::Lang) -> Result<Vec<String>, Error> {
        let (l, journal, _) = self.parts(id)?;
        l.log_text(journal, lang)
    }

    /// The final state in plain English (`datapad play`).
    pub fn report(&mut self, id: i64) -> Result<String, Error> {
        Ok(self.at(id)?.report())
    }

    /// A read of what the writer shares (see `reads.rs`), for a device at session `id` (0: at
    /// none; only the session's log needs one).
    pub fn read(&mut self, id: i64, read: Read) -> Result<Value, Error> {
        self.take_read(id, read)?.answer()
    }
}

/// The state after seq `since`: the view, and the log lines it added that the view holds.
fn envelope(view: SessionView, since: Option<i64>) -> Envelope {
    let log = match since {
        Some(since) => view.log.iter().filter(|l| l.seq > since).cloned().collect(),
        None => Vec::new(),
    };
    Envelope {
        seq: view.session.changes,
        view,
        log,
    }
}
