//! The hosted session: the one writer. Every change from any device goes through the same
//! decide / append / evolve path as a tap in the app (`Live::apply`, one SQLite transaction),
//! and only after it is committed does its `ack` and `event` leave, queued to every device
//! while the table is locked, so every device receives the same seq sequence with no gap.

use crate::protocol::{self, Act, Ask, ClientFrame, Step};
use crate::seats::{Device, Seat};
use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::game::Ctx;
use datapad_engine::journal::{Journal, Live};
use datapad_engine::Error;
use serde_json::{json, Value};
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
    pub(crate) journal: Journal,
    pub(crate) live: Live,
    pub(crate) dice: Catalog,
    pub(crate) rng: Box<dyn rand::RngCore + Send>,
    pub(crate) seats: &'static [&'static str],
    pub(crate) devices: Vec<Device>,
    /// On: any seated device may act for either side (a table passing one phone around).
    pub(crate) anyone_may_tap: bool,
    pub(crate) sockets: u64,
    /// What devices may read besides the session (see `reads.rs`).
    pub(crate) shelf: crate::reads::Shelf,
    /// The host device's name, told in every welcome ("connected to Ola's phone").
    pub(crate) host: String,
}

pub(crate) fn text(v: &Value) -> Out {
    Out::Text(v.to_string().into())
}

impl Table {
    pub fn new(
        journal: Journal,
        live: Live,
        dice: Catalog,
        anyone_may_tap: bool,
        shelf: crate::reads::Shelf,
        host: String,
    ) -> Table {
        let seats = datapad_engine::games::registry::find(&live.view().session.game)
            .map_or(&[][..], |g| g.seats);
        Table {
            journal,
            live,
            dice,
            rng: Box::new(rng_from(None)),
            seats,
            devices: Vec::new(),
            anyone_may_tap,
            sockets: 0,
            shelf,
            host,
        }
    }

    /// The table's sequence number: the session's count of changes.
    pub fn seq(&self) -> i64 {
        self.live.view().session.changes
    }

    pub fn session(&self) -> i64 {
        self.live.id()
    }

    pub fn game(&self) -> String {
        self.live.view().session.game
    }

    pub fn anyone_may_tap(&self) -> bool {
        self.anyone_may_tap
    }

    /// One frame from the device on `socket`: its answer goes to it, its change to every device.
    pub fn handle(&mut self, socket: u64, text: &str) {
        let Some(i) = self.devices.iter().position(|d| d.socket_is(socket)) else {
            return;
        };
        let frame: ClientFrame = match serde_json::from_str(text) {
            Ok(f) => f,
            Err(e) => {
                let id = protocol::frame_id(text);
                return self.refuse(i, id, "sync.bad_frame", json!({"detail": e.to_string()}));
            }
        };
        match frame {
            ClientFrame::Hello(_) => self.refuse(
                i,
                None,
                "sync.bad_frame",
                json!({"detail": "already joined"}),
            ),
            ClientFrame::Act(act) => self.act(i, act),
            ClientFrame::Undo(step) => self.step(i, step, "undo"),
            ClientFrame::Redo(step) => self.step(i, step, "redo"),
            ClientFrame::Query(ask) => self.query(i, ask),
            ClientFrame::Read(read) => {
                let id = read.id.clone();
                match self.answer(read) {
                    Ok(value) => self.send(i, &json!({"answer": {"id": id, "value": value}})),
                    Err(e) => self.refused_by_game(i, id, e),
                }
            }
            ClientFrame::Ping(p) => self.send(i, &json!({"pong": {"id": p.id}})),
        }
    }

    /// Refuses a frame too many from a device (the rate limit, in the socket).
    pub fn slow_down(&mut self, socket: u64, text: &str) {
        if let Some(i) = self.devices.iter().position(|d| d.socket_is(socket)) {
            self.refuse(i, protocol::frame_id(text), "sync.slow_down", json!({}));
        }
    }

    fn act(&mut self, i: usize, act: Act) {
        if let Err((code, data)) = self.may_change(i, Some(&act.action)) {
            return self.refuse(i, Some(act.id), code, data);
        }
        if self.stale(i, &act.id, act.base) {
            return;
        }
        let mut ctx = Ctx {
            rng: &mut self.rng,
            dice: &self.dice,
        };
        let head = self.live.view().session.head;
        // The log names who made the change, by the name the device gave.
        let by = Some(self.devices[i].name.trim()).filter(|n| !n.is_empty());
        match self
            .live
            .apply_by(&mut self.journal, &act.action, &mut ctx, by)
        {
            Ok(()) => self.changed(i, &act.id, "act", head),
            Err(e) => self.refused_by_game(i, act.id, e),
        }
    }

    fn step(&mut self, i: usize, step: Step, kind: &'static str) {
        if let Err((code, data)) = self.may_change(i, None) {
            return self.refuse(i, Some(step.id), code, data);
        }
        if self.stale(i, &step.id, step.base) {
            return;
        }
        let head = self.live.view().session.head;
        let done = match kind {
            "undo" => self.live.undo(&mut self.journal),
            _ => self.live.redo(&mut self.journal),
        };
        match done {
            Ok(()) => self.changed(i, &step.id, kind, head),
            Err(e) => self.refused_by_game(i, step.id, e),
        }
    }

    fn query(&mut self, i: usize, ask: Ask) {
        let mut ctx = Ctx {
            rng: &mut self.rng,
            dice: &self.dice,
        };
        match self.live.query(&ask.query, &mut ctx) {
            Ok(value) => self.send(i, &json!({"answer": {"id": ask.id, "value": value}})),
            Err(e) => self.refused_by_game(i, ask.id, e),
        }
    }

    /// Whether the device may make this change: a watcher makes none; a seated device, while
    /// not anyone may tap anything, only its own side's and what is shared.
    fn may_change(&self, i: usize, action: Option<&Value>) -> Result<(), (&'static str, Value)> {
        let seat = &self.devices[i].seat;
        if *seat == Seat::Watch {
            return Err(("sync.watch_only", json!({})));
        }
        if self.anyone_may_tap {
            return Ok(());
        }
        let Some(owner) = action.and_then(|a| self.live.seat(a)) else {
            return Ok(());
        };
        match seat {
            Seat::Side(mine) if *mine == owner => Ok(()),
            _ => Err(("sync.not_your_side", json!({"side": owner}))),
        }
    }

    /// A change made on a seq the table has moved past is refused with the table as it is now.
    fn stale(&mut self, i: usize, id: &str, base: i64) -> bool {
        let seq = self.seq();
        if base == seq {
            return false;
        }
        let frame = json!({"stale": {"id": id, "seq": seq, "view": self.live.view()}});
        self.send(i, &frame);
        true
    }

    /// After a committed change: the ack to its sender, then the event to every device.
    fn changed(&mut self, i: usize, id: &str, kind: &str, head_before: i64) {
        let view = self.live.view();
        let seq = view.session.changes;
        // The lines the change added (none for an undo, which removes lines).
        let log: Vec<_> = view
            .log
            .iter()
            .filter(|l| l.seq > head_before)
            .cloned()
            .collect();
        self.send(i, &json!({"ack": {"id": id, "seq": seq}}));
        let event = json!({"event": {
            "seq": seq,
            "by": self.devices[i].id,
            "kind": kind,
            "view": view,
            "log": log,
        }});
        self.broadcast(&event);
    }

    fn refused_by_game(&mut self, i: usize, id: String, e: Error) {
        let frame = json!({"refused": {
            "id": id, "code": e.code, "data": e.data, "message": e.message,
        }});
        self.send(i, &frame);
    }

    fn refuse(&mut self, i: usize, id: Option<String>, code: &str, data: Value) {
        let mut body = json!({"code": code, "data": data, "message": protocol::sentence(code)});
        if let Some(id) = id {
            body["id"] = json!(id);
        }
        self.send(i, &json!({"refused": body}));
    }

    fn send(&self, i: usize, frame: &Value) {
        if let Some((_, outbox)) = &self.devices[i].socket {
            let _ = outbox.send(text(frame));
        }
    }

    fn broadcast(&self, frame: &Value) {
        let out = text(frame);
        for d in &self.devices {
            if let Some((_, outbox)) = &d.socket {
                let _ = outbox.send(out.clone());
            }
        }
    }
}
