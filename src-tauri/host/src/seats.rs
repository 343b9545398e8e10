//! Who sits at the table: each device's seat (a side, the table as a whole, or watching), its
//! socket, and the grace a lost device has to come back. Every device hears who is there.

use crate::protocol::{Hello, SeatView, PROTOCOL, WATCH};
use crate::table::{text, Out, Outbox, Table};
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// The most devices at one table, counting those lost within the grace period.
pub const MAX_DEVICES: usize = 16;
/// How long a lost device keeps its place (and its seat, shown as lost) to reconnect.
pub const GRACE: Duration = Duration::from_secs(60);

/// A refusal of a hello: sent, then the socket closes.
pub struct Turned(pub Value);

fn error(code: &str, data: Value) -> Turned {
    Turned(json!({"error": {"code": code, "data": data}}))
}

/// Where a device sits.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Seat {
    /// The table as a whole (no seat given; the only seat of a game without sides).
    Table,
    Side(&'static str),
    Watch,
}

pub(crate) struct Device {
    pub(crate) id: String,
    pub(crate) name: String,
    pub(crate) seat: Seat,
    /// Its socket now: a number told apart from a replaced one, and its outbox.
    pub(crate) socket: Option<(u64, Outbox)>,
    pub(crate) lost_at: Option<Instant>,
}

impl Table {
    /// Seats a device: its socket number and the welcome to send, or the refusal.
    pub fn join(&mut self, hello: Hello, outbox: Outbox) -> Result<(u64, Value), Turned> {
        if hello.protocol != PROTOCOL {
            return Err(error(
                "sync.protocol",
                json!({"host": PROTOCOL, "client": hello.protocol}),
            ));
        }
        let seat = match hello.seat.as_deref() {
            None => Seat::Table,
            Some(WATCH) => Seat::Watch,
            Some(s) => match self.seats.iter().find(|x| **x == s) {
                Some(side) => Seat::Side(side),
                None => {
                    return Err(error(
                        "sync.no_such_seat",
                        json!({"seat": s, "seats": self.seats}),
                    ))
                }
            },
        };
        self.forget_lost();
        if let Seat::Side(side) = seat {
            let taken = self
                .devices
                .iter()
                .find(|d| d.id != hello.device && d.seat == Seat::Side(side) && d.socket.is_some());
            if let Some(d) = taken {
                return Err(error(
                    "sync.seat_taken",
                    json!({"seat": side, "name": d.name}),
                ));
            }
        }
        let known = self.devices.iter().position(|d| d.id == hello.device);
        if known.is_none() && self.devices.len() >= MAX_DEVICES {
            return Err(error("sync.full", json!({"max": MAX_DEVICES})));
        }
        self.sockets += 1;
        let socket = self.sockets;
        let device = Device {
            id: hello.device,
            name: hello.name,
            seat,
            socket: Some((socket, outbox)),
            lost_at: None,
        };
        match known {
            Some(i) => {
                // A reconnect: the old socket, if still open, is closed.
                if let Some((_, old)) = self.devices[i].socket.take() {
                    let _ = old.send(Out::Close);
                }
                self.devices[i] = device;
            }
            None => self.devices.push(device),
        }
        let welcome = json!({"welcome": {
            "protocol": PROTOCOL,
            "game": self.game(),
            "host": self.host,
            "sides": self.seats,
            "session": self.session(),
            "seq": self.seq(),
            "view": self.live.view(),
            "seats": self.seat_views(),
            "anyone_may_tap": self.anyone_may_tap,
        }});
        self.tell_seats(Some(socket));
        Ok((socket, welcome))
    }

    /// A device's socket ended: it is shown as lost, and keeps its place for [`GRACE`].
    pub fn leave(&mut self, socket: u64) {
        let Some(d) = self.devices.iter_mut().find(|d| d.socket_is(socket)) else {
            return;
        };
        d.socket = None;
        d.lost_at = Some(Instant::now());
        self.tell_seats(None);
    }

    /// Switches whether any seated device may act for either side, and tells every device.
    pub fn set_anyone_may_tap(&mut self, on: bool) {
        self.anyone_may_tap = on;
        self.tell_seats(None);
    }

    /// Every device at the table, connected or lost.
    pub fn seat_views(&self) -> Vec<SeatView> {
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

    /// Ends every socket (the host stops): each device sees its connection lost.
    pub fn close_all(&mut self) {
        for d in &mut self.devices {
            if let Some((_, outbox)) = d.socket.take() {
                let _ = outbox.send(Out::Close);
            }
        }
    }

    /// Tells every device (but `except`, which hears it in its welcome) who is at the table.
    fn tell_seats(&mut self, except: Option<u64>) {
        let frame = text(&json!({"seats": {
            "seats": self.seat_views(),
            "anyone_may_tap": self.anyone_may_tap,
        }}));
        for d in &self.devices {
            match &d.socket {
                Some((s, outbox)) if Some(*s) != except => {
                    let _ = outbox.send(frame.clone());
                }
                _ => {}
            }
        }
    }

    /// Forgets devices lost longer than the grace period.
    fn forget_lost(&mut self) {
        self.devices
            .retain(|d| d.lost_at.is_none_or(|at| at.elapsed() < GRACE));
    }
}

impl Device {
    pub(crate) fn socket_is(&self, socket: u64) -> bool {
        matches!(self.socket, Some((s, _)) if s == socket)
    }
}
