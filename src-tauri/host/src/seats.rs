//! Who sits at the table: each device's seat (a side, the table as a whole, or watching), its
//! socket, and the grace a lost device has to come back. A device belongs to whoever its welcome
//! told its resume token: a hello as a device the table knows, or for a side another device holds
//! (connected, or lost within the grace), is turned away. Every device sees the others by their
//! number at the table, never by the id they sent. Seats know no session: the table asks them
//! who a socket is and what it may change, and tells every device who is there.

use crate::table::{Out, Outbox};
use datapad_engine::error::SyncError;
use datapad_engine::writer::{encode, Hello, SeatView, Seats as SeatsFrame, ServerFrame, WATCH};
use datapad_engine::writer::{Seat as May, PROTOCOL};
use std::collections::VecDeque;
use std::sync::atomic::AtomicUsize;
use std::sync::Arc;
use std::time::{Duration, Instant};
use subtle::ConstantTimeEq;

/// The most devices at one table, counting those lost within the grace period.
pub const MAX_DEVICES: usize = 16;
/// How long a lost device keeps its place (and its seat, shown as lost, which no one else may
/// take) to reconnect with its token.
pub const GRACE: Duration = Duration::from_secs(60);
/// How many of a device's latest changes the table remembers the answer to.
pub const REMEMBERED: usize = 64;

/// Where a device sits.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Seat {
    /// The table as a whole (no seat given; the only seat of a game without sides).
    Table,
    Side(&'static str),
    Watch,
}

pub(crate) struct Device {
    pub(crate) id: String,
    /// Its number at this table: all the others see of it, and the `by` of its changes.
    pub(crate) number: String,
    /// Its resume token, told to it alone (in its welcome).
    pub(crate) token: String,
    pub(crate) name: String,
    seat: Seat,
    /// Its socket now: a number told apart from a replaced one, its outbox, and the key of
    /// its place among the writer's listeners.
    socket: Option<Socket>,
    lost_at: Option<Instant>,
    /// The answers to its latest changes.
    pub(crate) acts: Acts,
    /// How many of its questions are being answered (see `table.rs`).
    pub(crate) asking: Arc<AtomicUsize>,
}

pub(crate) struct Socket {
    pub(crate) number: u64,
    pub(crate) outbox: Outbox,
    pub(crate) listening: u64,
}

pub(crate) struct Seats {
    /// The game's sides.
    pub(crate) sides: &'static [&'static str],
    devices: Vec<Device>,
    /// On: any seated device may act for either side (a table passing one phone around).
    pub(crate) anyone_may_tap: bool,
    sockets: u64,
    /// Devices numbered so far.
    numbered: u64,
}

impl Seats {
    pub(crate) fn new(sides: &'static [&'static str], anyone_may_tap: bool) -> Seats {
        Seats {
            sides,
            devices: Vec::new(),
            anyone_may_tap,
            sockets: 0,
            numbered: 0,
        }
    }

    /// Where a hello may sit, or why it may not: its fields' bounds, the protocol, the seat, its
    /// token, the room. `own`: the host device's own seat, which needs no token.
    pub(crate) fn check(&mut self, hello: &Hello, own: bool) -> Result<Seat, SyncError> {
        hello.check()?;
        if hello.protocol != PROTOCOL {
            return Err(SyncError::Protocol {
                host: PROTOCOL,
                client: hello.protocol,
            });
        }
        let seat = self.seat_of(hello)?;
        self.devices
            .retain(|d| d.lost_at.is_none_or(|at| at.elapsed() < GRACE));
        let known = self.devices.iter().find(|d| d.id == hello.device);
        if let Some(d) = known.filter(|d| !own && !d.token_is(hello.token.as_deref())) {
            return Err(d.taken());
        }
        // A side is kept for its device while it is connected and for the grace after.
        if let Some(d) = self
            .devices
            .iter()
            .find(|d| d.id != hello.device && d.seat == seat && matches!(seat, Seat::Side(_)))
        {
            return Err(d.taken());
        }
        let known = known.is_some();
        if !known && self.devices.len() >= MAX_DEVICES {
            return Err(SyncError::Full { max: MAX_DEVICES });
        }
        Ok(seat)
    }

    fn seat_of(&self, hello: &Hello) -> Result<Seat, SyncError> {
        match hello.seat.as_deref() {
            None => Ok(Seat::Table),
            Some(WATCH) => Ok(Seat::Watch),
            Some(s) => match self.sides.iter().find(|x| **x == s) {
                Some(side) => Ok(Seat::Side(side)),
                None => Err(SyncError::NoSuchSeat {
                    seat: s.into(),
                    seats: self.sides.iter().map(|s| s.to_string()).collect(),
                }),
            },
        }
    }

    /// Seats a device [`Seats::check`] let in, on a new socket: its number, and the socket it
    /// replaces (a reconnect), to be closed.
    pub(crate) fn sit(
        &mut self,
        hello: Hello,
        seat: Seat,
        outbox: Outbox,
        listening: u64,
    ) -> (u64, Option<Socket>) {
        self.sockets += 1;
        let number = self.sockets;
        let socket = Some(Socket {
            number,
            outbox,
            listening,
        });
        // A reconnect keeps the device's number, token and remembered answers.
        if let Some(known) = self.devices.iter_mut().find(|d| d.id == hello.device) {
            known.name = hello.name;
            known.seat = seat;
            known.lost_at = None;
            return (number, std::mem::replace(&mut known.socket, socket));
        }
        self.numbered += 1;
        self.devices.push(Device {
            id: hello.device,
            number: self.numbered.to_string(),
            token: crate::key::random(),
            name: hello.name,
            seat,
            socket,
            lost_at: None,
            acts: Acts::default(),
            asking: Arc::default(),
        });
        (number, None)
    }

    /// The device on socket `number`.
    pub(crate) fn at(&self, number: u64) -> Option<&Device> {
        self.devices.iter().find(|d| d.on(number))
    }

    pub(crate) fn at_mut(&mut self, number: u64) -> Option<&mut Device> {
        self.devices.iter_mut().find(|d| d.on(number))
    }

    /// What the device on socket `number` may change.
    pub(crate) fn may(&self, device: &Device) -> May {
        match device.seat {
            Seat::Watch => May::Watch,
            _ if self.anyone_may_tap => May::Table,
            Seat::Table => May::Table,
            Seat::Side(side) => May::Side(side),
        }
    }

    /// A device's socket ended: it is shown as lost, and keeps its place for [`GRACE`]. The
    /// socket, to stop listening.
    pub(crate) fn leave(&mut self, number: u64) -> Option<Socket> {
        let d = self.devices.iter_mut().find(|d| d.on(number))?;
        d.lost_at = Some(Instant::now());
        d.socket.take()
    }

    /// Every device at the table, connected or lost.
    pub(crate) fn views(&self) -> Vec<SeatView> {
        self.devices
            .iter()
            .map(|d| SeatView {
                device: d.number.clone(),
                name: d.name.clone(),
                seat: d.seat_name(),
                connected: d.socket.is_some(),
            })
            .collect()
    }

    /// Tells every device (but `except`, which hears it in its welcome) who is at the table.
    pub(crate) fn tell(&self, except: Option<u64>) {
        let frame = encode(&ServerFrame::Seats(SeatsFrame {
            seats: self.views(),
            anyone_may_tap: self.anyone_may_tap,
        }));
        for s in self.devices.iter().filter_map(|d| d.socket.as_ref()) {
            if Some(s.number) != except {
                let _ = s.outbox.send(Out::Text(frame.clone()));
            }
        }
    }

    /// Ends every socket (the host stops): each device sees its connection lost. The sockets,
    /// to stop listening.
    pub(crate) fn close_all(&mut self) -> Vec<Socket> {
        let sockets: Vec<Socket> = self
            .devices
            .iter_mut()
            .filter_map(|d| d.socket.take())
            .collect();
        for s in &sockets {
            let _ = s.outbox.send(Out::Close);
        }
        sockets
    }
}

impl Device {
    fn on(&self, number: u64) -> bool {
        matches!(&self.socket, Some(s) if s.number == number)
    }

    /// Whether `token` is this device's (compared in constant time).
    fn token_is(&self, token: Option<&str>) -> bool {
        token.is_some_and(|t| bool::from(t.as_bytes().ct_eq(self.token.as_bytes())))
    }

    /// Why another may not be this device, nor take its side.
    fn taken(&self) -> SyncError {
        SyncError::SeatTaken {
            seat: self.seat_name().unwrap_or_default(),
            name: self.name.clone(),
        }
    }

    fn seat_name(&self) -> Option<String> {
        match self.seat {
            Seat::Table => None,
            Seat::Side(s) => Some(s.to_string()),
            Seat::Watch => Some(WATCH.to_string()),
        }
    }

    /// The queue of its socket, if it is connected.
    pub(crate) fn outbox(&self) -> Option<&Outbox> {
        self.socket.as_ref().map(|s| &s.outbox)
    }

    /// Sends one frame to this device.
    pub(crate) fn send(&self, frame: &ServerFrame) {
        self.send_text(encode(frame));
    }

    pub(crate) fn send_text(&self, text: Arc<str>) {
        if let Some(s) = &self.socket {
            let _ = s.outbox.send(Out::Text(text));
        }
    }
}

/// What a device's latest changes ([`REMEMBERED`]) were answered, by their ids: a change sent
/// again (its ack lost with its socket) is answered as the first time and never made twice.
#[derive(Default)]
pub(crate) struct Acts(VecDeque<(String, Outcome)>);

#[derive(Clone)]
pub(crate) enum Outcome {
    /// An ack or a refusal, as it was sent.
    Said(Arc<str>),
    /// Stale, made on seq `base`: said again with the table as it is now.
    Stale(i64),
}

impl Acts {
    pub(crate) fn get(&self, id: &str) -> Option<Outcome> {
        self.0.iter().find(|(i, _)| i == id).map(|(_, o)| o.clone())
    }

    pub(crate) fn remember(&mut self, id: String, outcome: Outcome) {
        if self.0.len() >= REMEMBERED {
            self.0.pop_front();
        }
        self.0.push_back((id, outcome));
    }
}
