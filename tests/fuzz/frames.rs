//! Host frames as a hostile device might send them: protocol 1's frames with values replaced and
//! bytes changed, frames built of random fields, well-formed acts of random actions, and any
//! text, fed to one writer in process as a shared table's host feeds it (decode; a question
//! taken out of the writer and answered; any other frame handled). Each input is one frame; a
//! table (a session, maybe played through its opening, and a seat drawn at random) takes about
//! eight before the next. No frame panics; a change has exactly one answer naming it; an ack
//! moves the seq by one and is heard once by every device, a stale or refused change moves
//! nothing; the journal replays to the table's state.

use crate::play::openings;
use crate::runner::fuzz;
use crate::strategies::{action, mutated, value};
use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::games::registry;
use datapad_engine::journal::{Journal, Live};
use datapad_engine::stored::file::Stores;
use datapad_engine::writer::{decode, encode, frame_id, with, Asked, Caller, ClientFrame};
use datapad_engine::writer::{Seat, ServerFrame, SharedWriter, Shelf, Writer};
use proptest::collection::btree_map;
use proptest::prelude::*;
use proptest::sample::select;
use serde_json::{json, Map, Value};
use std::cell::RefCell;
use std::sync::atomic::{AtomicUsize, Ordering::SeqCst};
use std::sync::{Arc, Mutex};

const KINDS: &[&str] = &[
    "hello", "act", "undo", "redo", "query", "read", "ping", "shout",
];
const FIELDS: &[&str] = &[
    "id", "base", "action", "query", "what", "args", "protocol", "device", "name", "seat",
    "last_seq", "token",
];
/// Sessions one writer holds before a new one is made: a host's journal grows, but not without
/// bound across a million inputs.
const SESSIONS_A_WRITER: usize = 2_000;

/// Every frame a device sends, as protocol 1 writes them, with each opening's actions as acts.
fn seeds() -> Vec<Value> {
    let stance = |text: &str| serde_json::from_str::<Value>(text).expect("a stance");
    let attacker = stance(include_str!("../../examples/sp/demo-stance-attacker.json"));
    let defender = stance(include_str!("../../examples/sp/demo-stance-defender.json"));
    let read = |what: &str, args: Value| json!({"read": {"id": "r", "what": what, "args": args}});
    let mut frames = vec![
        json!({"hello": {"protocol": 1, "device": "d", "name": "Ola", "seat": "p1",
            "last_seq": 0, "token": "t"}}),
        json!({"undo": {"id": "u", "base": 1}}),
        json!({"redo": {"id": "r", "base": 1}}),
        json!({"ping": {"id": "p"}}),
        json!({"query": {"id": "q", "query": {"type": "matchup_odds",
            "attacker_stance": attacker, "defender_stance": defender,
            "facts": {"kind": "melee", "cover": 1}, "faces": {"attack": [1, 1, 0, 2],
            "defense": [0, 1, 1]}, "path": []}}}),
        json!({"query": {"id": "q", "query": {"type": "attack_odds", "attacker": "e1",
            "target": "r1", "dice": 3}}}),
        read("session_log", json!({"before": null, "limit": 20})),
        read(
            "rules_search",
            json!({"query": "cover", "game": "sp", "lang": "en"}),
        ),
        read("rules_show", json!({"id": "sp-cover", "lang": "pl"})),
        read("kept_list", json!({"game": "sp", "kind": "stances"})),
        read("settings_get", json!({})),
        read("dice_list", json!({})),
        read("odds_hoth", json!({"dice": 3, "target": "infantry"})),
        read("odds_sp", json!({"attack": 6, "defense": 4})),
    ];
    for (_, script) in openings() {
        for a in script.as_array().into_iter().flatten() {
            frames.push(json!({"act": {"id": "a", "base": 0, "action": a}}));
        }
    }
    frames
}

/// One frame's text, and whether it is sent on the seq the device last saw (as a device that
/// keeps up does) rather than on whatever base it holds.
fn frame() -> impl Strategy<Value = (bool, String)> {
    let built = (select(KINDS), btree_map(select(FIELDS), value(), 0..5)).prop_map(|(k, f)| {
        let body: Map<String, Value> = f.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
        json!({ k: body }).to_string()
    });
    let act = ("[a-z0-9]{0,8}", -1i64..12, action()).prop_map(|(id, base, a)| {
        json!({"act": {"id": id, "base": base, "action": a}}).to_string()
    });
    let text = prop_oneof![
        6 => mutated(seeds()),
        2 => built,
        2 => act,
        1 => "\\PC{0,120}",
    ];
    (any::<bool>(), text)
}

/// `text` with its change's base set to `seq`, when it is a change.
fn rebase(text: String, seq: i64) -> String {
    let Ok(mut v) = serde_json::from_str::<Value>(&text) else {
        return text;
    };
    for kind in ["act", "undo", "redo"] {
        if let Some(body) = v.get_mut(kind).and_then(Value::as_object_mut) {
            body.insert("base".into(), json!(seq));
            return v.to_string();
        }
    }
    text
}

fn writer() -> SharedWriter {
    let journal = Journal::open_in_memory().expect("journal");
    let shelf = Shelf::new(Stores::nowhere("a fuzz test".into()), Default::default());
    let rng = Box::new(rng_from(Some(3)));
    Arc::new(Mutex::new(Writer::new(
        journal,
        Catalog::builtin(),
        shelf,
        rng,
    )))
}

fn seq(w: &SharedWriter, id: i64) -> Result<i64, String> {
    with(w, |w| w.seq(id)).map_err(|e| e.message)
}

/// One frame from `caller`, answered as the host answers it, and checked.
fn one(w: &SharedWriter, caller: &Caller, text: &str, heard: &AtomicUsize) -> Result<(), String> {
    let frame = match decode(text) {
        Ok(f) => f,
        Err(_) => {
            frame_id(text);
            return Ok(());
        }
    };
    let (before, heard_before) = (seq(w, caller.session)?, heard.load(SeqCst));
    let (id, change) = match &frame {
        ClientFrame::Act(a) => (Some(a.id.clone()), true),
        ClientFrame::Undo(s) | ClientFrame::Redo(s) => (Some(s.id.clone()), true),
        ClientFrame::Query(q) => (Some(q.id.clone()), false),
        ClientFrame::Read(r) => (Some(r.id.clone()), false),
        ClientFrame::Ping(p) => (Some(p.id.clone()), false),
        ClientFrame::Hello(_) => (None, false),
    };
    let replies = match Asked::take(w, caller.session, frame) {
        Ok(asked) => vec![asked.answer()],
        Err(frame) => {
            let mut replies = Vec::new();
            with(w, |w| w.handle(caller, frame, &mut |f| replies.push(f)));
            replies
        }
    };
    replies.iter().for_each(|f| drop(encode(f)));
    let (after, heard) = (seq(w, caller.session)?, heard.load(SeqCst) - heard_before);
    let [reply] = replies.as_slice() else {
        return Err(format!("{} answers to one frame", replies.len()));
    };
    let named = match reply {
        ServerFrame::Ack(a) if change => {
            if a.seq != before + 1 || after != a.seq || heard != 1 {
                return Err(format!(
                    "an ack of seq {} from {before} to {after}, heard {heard} times",
                    a.seq
                ));
            }
            Some(&a.id)
        }
        ServerFrame::Stale(s) => Some(&s.id),
        ServerFrame::Refused(r) => r.id.as_ref(),
        ServerFrame::Answer(a) => Some(&a.id),
        ServerFrame::Pong(p) => Some(&p.id),
        other => return Err(format!("answered {}", encode(other))),
    };
    if named != id.as_ref() {
        return Err(format!("answered {named:?} to a frame {id:?}"));
    }
    if !matches!(reply, ServerFrame::Ack(_)) && (after != before || heard != 0) {
        return Err(format!("{} changed the table", encode(reply)));
    }
    Ok(())
}

/// A new table for the frames from here: an opening, whether it is played first, a seat.
type New = (usize, bool, u8);

/// A session at a shared table, and the device sending to it, kept across frames as a host
/// keeps it: each input is one frame, and a new table comes every eighth frame or so.
struct Table {
    writer: SharedWriter,
    session: i64,
    seat: Seat,
    heard: Arc<AtomicUsize>,
    listening: u64,
    /// The frames sent so far, to say which led to a replay that differs.
    sent: Vec<String>,
}

impl Table {
    fn open(writer: SharedWriter, (opening, played, seat): New) -> Result<Table, String> {
        let (game, script) = &openings()[opening];
        let w = &writer;
        let session = with(w, |w| w.start(game, "a shared table"))
            .map_err(|e| e.message)?
            .session
            .id;
        if played {
            let owner = Caller::owner(session);
            for a in script.as_array().into_iter().flatten() {
                if with(w, |w| w.apply(&owner, a)).is_err() {
                    break;
                }
            }
        }
        let sides = registry::find(game).map_or(&[][..], |g| g.seats);
        let seat = match (seat % 4, sides.get(usize::from(seat) % sides.len().max(1))) {
            (0, Some(side)) => Seat::Side(side),
            (1, _) => Seat::Watch,
            _ => Seat::Table,
        };
        let heard = Arc::new(AtomicUsize::new(0));
        let counter = heard.clone();
        let send = Box::new(move |_: &Arc<str>| {
            counter.fetch_add(1, SeqCst);
        });
        let listening = with(w, |w| w.listen(session, send));
        Ok(Table {
            writer,
            session,
            seat,
            heard,
            listening,
            sent: Vec::new(),
        })
    }

    fn send(&mut self, (fresh, text): (bool, String)) -> Result<(), String> {
        let text = match fresh {
            true => rebase(text, seq(&self.writer, self.session)?),
            false => text,
        };
        let caller = Caller {
            device: "2",
            name: Some("Ola"),
            seat: self.seat,
            session: self.session,
        };
        let checked = one(&self.writer, &caller, &text, &self.heard);
        self.sent.push(text);
        checked
    }

    /// The device leaves; the journal must replay to the table's state.
    fn close(self) -> Result<(), String> {
        let (w, session) = (&self.writer, self.session);
        with(w, |w| w.unlisten(self.listening));
        let (now, replayed) = with(w, |w| (w.open(session), Live::load(w.journal(), session)));
        let now = now.map_err(|e| e.message)?.view;
        if replayed.map_err(|e| e.message)?.view().view != now {
            return Err(format!(
                "the journal replays to another state than the table's after {:?}",
                self.sent
            ));
        }
        Ok(())
    }
}

/// The writer the tables are at (a new one every [`SESSIONS_A_WRITER`] tables), and the table.
#[derive(Default)]
struct Host {
    writer: Option<SharedWriter>,
    tables: usize,
    table: Option<Table>,
}

impl Host {
    fn frame(&mut self, new: Option<New>, frame: (bool, String)) -> Result<(), String> {
        if new.is_some() || self.table.is_none() {
            let closed = self.table.take().map_or(Ok(()), Table::close);
            self.tables += 1;
            if self.tables % SESSIONS_A_WRITER == 1 {
                self.writer = Some(writer());
            }
            let w = self.writer.clone().unwrap_or_else(writer);
            self.table = Some(Table::open(w, new.unwrap_or((0, false, 2)))?);
            closed?;
        }
        match self.table.as_mut() {
            Some(table) => table.send(frame),
            None => Ok(()),
        }
    }
}

#[test]
fn fuzz_host_frames_into_the_writer() {
    let host = RefCell::new(Host::default());
    let new = (0..openings().len(), any::<bool>(), any::<u8>());
    let input = (proptest::option::weighted(0.125, new), frame());
    fuzz("frames", input, |(new, frame)| {
        host.borrow_mut().frame(new, frame)
    });
    let last = host.borrow_mut().table.take();
    last.map_or(Ok(()), Table::close)
        .expect("the last table replays");
}
