//! The hosted session: the one writer, with the seats around it. Every frame from a socket is
//! handed to the writer as from its device, in the seat the table gave it; the writer answers
//! the device and sends each committed change to every device's outbox while it is held, so
//! every device receives the same seq sequence with no gap. A change sent again with the same
//! id is answered as the first time and never made twice; a question (a query, a read) is
//! taken out of the writer and answered with no lock held, so it stalls no one. The writer may
//! be the app's own, shared mid-game: the table holds it, it does not own it.

pub use crate::outbox::Outbox;
use crate::seats::{Device, Outcome, Seats, Socket};
use datapad_engine::error::SyncError;
use datapad_engine::writer::PROTOCOL;
use datapad_engine::writer::{decode, encode, frame_id, with, Asked, Caller, ClientFrame, Hello};
use datapad_engine::writer::{SeatView, ServerFrame, SharedWriter, Stale, Turned, Welcome};
use datapad_engine::Error;
use std::sync::atomic::{AtomicUsize, Ordering::SeqCst};
use std::sync::Arc;
use tokio::sync::Semaphore;

/// What goes out to one device: a frame's text (shared by every device an event goes to), or
/// the end of its socket.
#[derive(Debug, Clone)]
pub enum Out {
    Text(Arc<str>),
    Close,
}

pub struct Table {
    writer: SharedWriter,
    session: i64,
    game: String,
    seats: Seats,
    /// The host device's name, told in every welcome ("connected to Ola's phone").
    host: String,
    /// Questions answered at once, one per core: the rest wait their turn.
    turns: Arc<Semaphore>,
}

/// The most questions of one device being answered or waiting; one more is refused
/// `sync.slow_down`.
pub const MAX_ASKING: usize = 8;

impl Table {
    /// The table of session `session` of the writer.
    pub fn new(
        writer: SharedWriter,
        session: i64,
        anyone_may_tap: bool,
        host: String,
    ) -> Result<Table, Error> {
        let game = datapad_engine::writer::with(&writer, |w| w.game(session))?;
        let sides = datapad_engine::games::registry::find(&game).map_or(&[][..], |g| g.seats);
        Ok(Table {
            writer,
            session,
            game,
            seats: Seats::new(sides, anyone_may_tap),
            host,
            turns: Arc::new(Semaphore::new(
                std::thread::available_parallelism().map_or(1, |n| n.get()),
            )),
        })
    }

    pub fn session(&self) -> i64 {
        self.session
    }

    pub fn game(&self) -> &str {
        &self.game
    }

    pub fn anyone_may_tap(&self) -> bool {
        self.seats.anyone_may_tap
    }

    /// Seats a device: its socket number and the welcome to send, or the refusal to send
    /// before its socket closes. From here on the writer sends it every change.
    pub fn join(&mut self, hello: Hello, outbox: Outbox) -> Result<(u64, ServerFrame), Turned> {
        self.sit(hello, outbox, false)
    }

    /// Seats the host device itself (`local.rs`), which needs no token to come back.
    pub fn join_own(&mut self, hello: Hello, outbox: Outbox) -> Result<(u64, ServerFrame), Turned> {
        self.sit(hello, outbox, true)
    }

    fn sit(
        &mut self,
        hello: Hello,
        outbox: Outbox,
        own: bool,
    ) -> Result<(u64, ServerFrame), Turned> {
        let seat = self.seats.check(&hello, own).map_err(Turned::by)?;
        let session = self.session;
        let since = hello.last_seq;
        let listener = outbox.clone();
        let (state, listening) = datapad_engine::writer::with(&self.writer, |w| {
            let state = w.envelope(session, since)?;
            let send = move |text: &Arc<str>| {
                let _ = listener.send(Out::Text(text.clone()));
            };
            Ok::<_, Error>((state, w.listen(session, Box::new(send))))
        })
        .map_err(Turned::by)?;
        let (socket, replaced) = self.seats.sit(hello, seat, outbox, listening);
        // A reconnect: the old socket, if still open, is closed.
        if let Some(old) = replaced {
            let _ = old.outbox.send(Out::Close);
            self.unlisten(&[old]);
        }
        let (you, token) = match self.seats.at(socket) {
            Some(me) => (me.number.clone(), me.token.clone()),
            None => Default::default(),
        };
        let welcome = ServerFrame::Welcome(Welcome {
            protocol: PROTOCOL,
            game: self.game.clone(),
            host: self.host.clone(),
            sides: self.seats.sides.iter().map(|s| s.to_string()).collect(),
            session,
            state,
            seats: self.seats.views(),
            anyone_may_tap: self.seats.anyone_may_tap,
            you,
            token,
        });
        self.seats.tell(Some(socket));
        Ok((socket, welcome))
    }

    /// One frame from the device on `socket`: the writer answers it and sends its change to
    /// every device. A change sent again is answered as the first time (see `seats::Acts`); a
    /// question is handed back to be answered once the table's lock is let go.
    pub fn handle(&mut self, socket: u64, text: &str) -> Option<Later> {
        let device = self.seats.at(socket)?;
        let frame = match decode(text) {
            Ok(f) => f,
            Err(e) => {
                device.send(&ServerFrame::refused(frame_id(text), e));
                return None;
            }
        };
        let asking = match &frame {
            ClientFrame::Query(_) | ClientFrame::Read(_) => Some(Asking::new(&device.asking)),
            _ => None,
        };
        if asking.as_ref().is_some_and(Asking::too_many) {
            device.send(&ServerFrame::refused(
                frame_id(text),
                SyncError::SlowDown {},
            ));
            return None;
        }
        let frame = match Asked::take(&self.writer, self.session, frame) {
            Ok(asked) => return self.later(device, asked, asking?),
            Err(frame) => frame,
        };
        let change = match &frame {
            ClientFrame::Act(a) => Some((a.id.clone(), a.base)),
            ClientFrame::Undo(s) | ClientFrame::Redo(s) => Some((s.id.clone(), s.base)),
            _ => None,
        };
        if let Some((id, _)) = &change {
            if let Some(first) = device.acts.get(id) {
                self.again(device, id.clone(), first);
                return None;
            }
        }
        let caller = Caller {
            device: &device.number,
            name: Some(&device.name),
            seat: self.seats.may(device),
            session: self.session,
        };
        let mut first = None;
        with(&self.writer, |w| {
            w.handle(&caller, frame, &mut |reply| {
                let text = encode(&reply);
                first = first.take().or(match &reply {
                    ServerFrame::Ack(_) | ServerFrame::Refused(_) => {
                        Some(Outcome::Said(text.clone()))
                    }
                    ServerFrame::Stale(_) => change.as_ref().map(|(_, base)| Outcome::Stale(*base)),
                    _ => None,
                });
                device.send_text(text);
            })
        });
        if let (Some((id, _)), Some(first)) = (change, first) {
            if let Some(d) = self.seats.at_mut(socket) {
                d.acts.remember(id, first);
            }
        }
        None
    }

    /// A change sent again: the answer it had the first time (a stale one with the table now).
    fn again(&self, device: &Device, id: String, first: Outcome) {
        match first {
            Outcome::Said(text) => device.send_text(text),
            Outcome::Stale(base) => {
                device.send(
                    &match with(&self.writer, |w| w.envelope(self.session, Some(base))) {
                        Ok(state) => ServerFrame::Stale(Stale { id, state }),
                        Err(e) => ServerFrame::refused(Some(id), e),
                    },
                )
            }
        }
    }

    /// A question taken out of the writer: answered now when its answer is there, else handed
    /// back to be worked out.
    fn later(&self, device: &Device, asked: Asked, asking: Asking) -> Option<Later> {
        if asked.ready() {
            device.send(&asked.answer());
            return None;
        }
        let outbox = device.outbox()?.clone();
        Some(Later {
            asked,
            outbox,
            asking,
            turns: self.turns.clone(),
        })
    }

    /// Refuses a frame too many from a device (the rate limit, in the socket).
    pub fn slow_down(&mut self, socket: u64, text: &str) {
        if let Some(device) = self.seats.at(socket) {
            device.send(&ServerFrame::refused(
                frame_id(text),
                SyncError::SlowDown {},
            ));
        }
    }

    /// A device's socket ended: it is shown as lost, and keeps its place for a grace period.
    pub fn leave(&mut self, socket: u64) {
        if let Some(gone) = self.seats.leave(socket) {
            self.unlisten(&[gone]);
            self.seats.tell(None);
        }
    }

    /// Switches whether any seated device may act for either side, and tells every device.
    pub fn set_anyone_may_tap(&mut self, on: bool) {
        self.seats.anyone_may_tap = on;
        self.seats.tell(None);
    }

    /// Every device at the table, connected or lost.
    pub fn seat_views(&self) -> Vec<SeatView> {
        self.seats.views()
    }

    /// Ends every socket (the host stops): each device sees its connection lost, and the writer
    /// goes on with none of them.
    pub fn close_all(&mut self) {
        let sockets = self.seats.close_all();
        self.unlisten(&sockets);
    }

    fn unlisten(&self, sockets: &[Socket]) {
        datapad_engine::writer::with(&self.writer, |w| {
            for s in sockets {
                w.unlisten(s.listening);
            }
        });
    }
}

/// A device's question taken out of the writer, to be answered with no lock held.
pub struct Later {
    asked: Asked,
    outbox: Outbox,
    asking: Asking,
    turns: Arc<Semaphore>,
}

/// One of a device's questions, counted while it waits or is worked out.
struct Asking(Arc<AtomicUsize>);

impl Asking {
    fn new(count: &Arc<AtomicUsize>) -> Asking {
        count.fetch_add(1, SeqCst);
        Asking(count.clone())
    }

    /// Whether this one is past the device's [`MAX_ASKING`].
    fn too_many(&self) -> bool {
        self.0.load(SeqCst) > MAX_ASKING
    }
}

impl Drop for Asking {
    fn drop(&mut self) {
        self.0.fetch_sub(1, SeqCst);
    }
}

impl Later {
    /// Works the answer out on the runtime's blocking threads, in its turn (one question per
    /// core at once), and queues it for the device; without a runtime, here.
    fn run(self) {
        let Later {
            asked,
            outbox,
            asking,
            turns,
        } = self;
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            let _ = outbox.send(Out::Text(encode(&asked.answer())));
            return;
        };
        runtime.spawn(async move {
            let Ok(_turn) = turns.acquire_owned().await else {
                return;
            };
            if let Ok(answer) = tokio::task::spawn_blocking(move || asked.answer()).await {
                let _ = outbox.send(Out::Text(encode(&answer)));
            }
            drop(asking);
        });
    }
}

impl crate::Shared {
    /// One frame from the device on `socket` (see [`Table::handle`]): a question is answered
    /// after the table's lock is let go.
    pub fn handle(&self, socket: u64, text: &str) {
        if let Some(Some(later)) = self.with(|t| t.handle(socket, text)) {
            later.run();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use datapad_engine::dice::{rng_from, Catalog};
    use datapad_engine::journal::Journal;
    use datapad_engine::stored::file::Stores;
    use datapad_engine::writer::{Shelf, Writer};
    use std::sync::Mutex;

    #[test]
    fn a_device_with_8_questions_waiting_is_slowed_down_until_one_is_answered() {
        let shelf = Shelf::new(Stores::nowhere("a test".into()), Default::default());
        let journal = Journal::open_in_memory().expect("journal");
        let rng = Box::new(rng_from(Some(1)));
        let mut w = Writer::new(journal, Catalog::builtin(), shelf, rng);
        let id = w.start("counter", "asking").expect("start").session.id;
        let mut table =
            Table::new(Arc::new(Mutex::new(w)), id, true, "Host".into()).expect("table");
        let (channel, mut inbox) = tokio::sync::mpsc::unbounded_channel();
        let hello = r#"{"hello": {"protocol": 1, "device": "d", "name": "D"}}"#;
        let Ok(ClientFrame::Hello(hello)) = decode(hello) else {
            panic!("a hello")
        };
        let (socket, _) = table.join(hello, Outbox::local(channel)).expect("joined");
        let odds = r#"{"read": {"id": "o", "what": "odds_hoth", "args": {"dice": 3, "target": "infantry"}}}"#;
        let waiting: Vec<Later> = (0..MAX_ASKING)
            .filter_map(|_| table.handle(socket, odds))
            .collect();
        assert_eq!(waiting.len(), MAX_ASKING);
        assert!(table.handle(socket, odds).is_none());
        let Ok(Out::Text(refused)) = inbox.try_recv() else {
            panic!("a refusal")
        };
        assert!(refused.contains("sync.slow_down"), "{refused}");
        drop(waiting);
        assert!(
            table.handle(socket, odds).is_some(),
            "one more once they are answered"
        );
    }
}
