//! Who sits at the table: each device's seat (a side, the table as a whole, or watching), its
//! socket, and the grace a lost device has to come back. Seats know no session: the table asks
//! them who a socket is and what it may change, and tells every device who is there.

use crate::table::{Out, Outbox};
use datapad_engine::error::SyncError;
use datapad_engine::writer::{encode, Hello, SeatView, Seats as SeatsFrame, ServerFrame, WATCH};
use datapad_engine::writer::{Seat as May, PROTOCOL};
use std::time::{Duration, Instant};

/// The most devices at one table, counting those lost within the grace period.
pub const MAX_DEVICES: usize = 16;
/// How long a lost device keeps its place (and its seat, shown as lost) to reconnect.
pub const GRACE: Duration = Duration::from_secs(60);

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
    pub(crate) name: String,
    seat: Seat,
    /// Its socket now: a number told apart from a replaced one, its outbox, and the key of
    /// its place among the writer's listeners.
    socket: Option<Socket>,
    lost_at: Option<Instant>,
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
}

impl Seats {
    pub(crate) fn new(sides: &'static [&'static str], anyone_may_tap: bool) -> Seats {
        Seats {
            sides,
            devices: Vec::new(),
            anyone_may_tap,
            sockets: 0,
        }
    }

    /// Where a hello may sit, or why it may not: its fields' bounds, the protocol, the seat, the
    /// room.
    pub(crate) fn check(&mut self, hello: &Hello) -> Result<Seat, SyncError> {
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
        if let Seat::Side(side) = seat {
            let taken = self
                .devices
                .iter()
                .find(|d| d.id != hello.device && d.seat == Seat::Side(side) && d.socket.is_some());
            if let Some(d) = taken {
                return Err(SyncError::SeatTaken {
                    seat: side.into(),
                    name: d.name.clone(),
                });
            }
        }
        let known = self.devices.iter().any(|d| d.id == hello.device);
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
        let device = Device {
            seat,
            id: hello.device,
            name: hello.name,
            socket: Some(Socket {
                number,
                outbox,
                listening,
            }),
            lost_at: None,
        };
        let old = match self.devices.iter_mut().find(|d| d.id == device.id) {
            Some(known) => std::mem::replace(known, device).socket,
            None => {
                self.devices.push(device);
                None
            }
        };
        (number, old)
    }

    /// The device on socket `number`.
    pub(crate) fn at(&self, number: u64) -> Option<&Device> {
        self.devices.iter().find(|d| d.on(number))
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
                device: d.id.clone(),
                name: d.name.clone(),
                seat: match d.seat {
                    Seat::Table => None,
                    Seat::Side(s) => Some(s.to_string()),
                    Seat::Watch => Some(WATCH.to_string()),
                },
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

    /// Sends one frame to this device.
    pub(crate) fn send(&self, frame: &ServerFrame) {
        if let Some(s) = &self.socket {
            let _ = s.outbox.send(Out::Text(encode(frame)));
        }
    }
}
