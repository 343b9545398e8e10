//! The hosted session: the one writer, with the seats around it. Every frame from a socket is
//! handed to the writer as from its device, in the seat the table gave it; the writer answers
//! the device and sends each committed change to every device's outbox while it is held, so
//! every device receives the same seq sequence with no gap. The writer may be the app's own,
//! shared mid-game: the table holds it, it does not own it.

use crate::seats::{Seats, Socket};
use datapad_engine::error::SyncError;
use datapad_engine::writer::{
    decode, frame_id, Caller, Hello, SeatView, ServerFrame, SharedWriter, Turned, Welcome, PROTOCOL,
};
use datapad_engine::Error;
use std::sync::Arc;
use tokio::sync::mpsc::UnboundedSender;

/// What goes out to one device: a frame's text (shared by every device an event goes to), or
/// the end of its socket.
#[derive(Debug, Clone)]
pub enum Out {
    Text(Arc<str>),
    Close,
}

pub type Outbox = UnboundedSender<Out>;

pub struct Table {
    writer: SharedWriter,
    session: i64,
    game: String,
    seats: Seats,
    /// The host device's name, told in every welcome ("connected to Ola's phone").
    host: String,
}

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
        let seat = self.seats.check(&hello).map_err(Turned::by)?;
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
        let welcome = ServerFrame::Welcome(Welcome {
            protocol: PROTOCOL,
            game: self.game.clone(),
            host: self.host.clone(),
            sides: self.seats.sides.iter().map(|s| s.to_string()).collect(),
            session,
            state,
            seats: self.seats.views(),
            anyone_may_tap: self.seats.anyone_may_tap,
        });
        self.seats.tell(Some(socket));
        Ok((socket, welcome))
    }

    /// One frame from the device on `socket`: the writer answers it and sends its change to
    /// every device.
    pub fn handle(&mut self, socket: u64, text: &str) {
        let Some(device) = self.seats.at(socket) else {
            return;
        };
        let frame = match decode(text) {
            Ok(f) => f,
            Err(e) => return device.send(&ServerFrame::refused(frame_id(text), e)),
        };
        let caller = Caller {
            device: &device.id,
            name: Some(&device.name),
            seat: self.seats.may(device),
            session: self.session,
        };
        datapad_engine::writer::with(&self.writer, |w| {
            w.handle(&caller, frame, &mut |reply| device.send(&reply))
        });
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
