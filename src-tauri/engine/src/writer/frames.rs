//! The frames of protocol 1, a contract scripts outside the app speak: one WebSocket per device
//! at `/sync?key=KEY`, JSON text frames, each an object with one key naming it. The version
//! changes only when these frames change; a game's event version is separate. Every frame is
//! decoded and encoded here, and nowhere else.

use crate::error::{ErrorCodeName, SyncError};
use crate::journal::{LogLine, SessionView};
use crate::Error;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::sync::Arc;
use ts_rs::TS;

pub const PROTOCOL: u32 = 1;

/// The seat a device asks for in its hello: `"watch"` acts on nothing.
pub const WATCH: &str = "watch";

/// What a device sends.
#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[serde(deny_unknown_fields)]
pub enum ClientFrame {
    Hello(Hello),
    Act(Act),
    Undo(Step),
    Redo(Step),
    Query(Ask),
    Read(Read),
    Ping(Ping),
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct Hello {
    pub protocol: u32,
    /// Stable across reconnects: a device that joins again replaces its old socket.
    pub device: String,
    pub name: String,
    /// A side of the game, `"watch"`, or left out: the table as a whole.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub seat: Option<String>,
    /// The seq this device last saw, if it was at the table before.
    #[serde(default)]
    #[ts(optional, type = "number | null")]
    pub last_seq: Option<i64>,
    /// The resume token its welcome told it, when it was at the table before: a hello as a
    /// device the table knows (connected, or lost within the grace period) is turned away
    /// without it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub token: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct Act {
    pub id: String,
    /// The seq the device saw when it was tapped: a change made on another is refused as stale.
    #[ts(type = "number")]
    pub base: i64,
    /// One action of the session's game (`SpAction`, …).
    #[ts(type = "unknown")]
    pub action: Value,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct Step {
    pub id: String,
    #[ts(type = "number")]
    pub base: i64,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct Ask {
    pub id: String,
    /// A question in the session's game's vocabulary (`SpQuery`, …).
    #[ts(type = "unknown")]
    pub query: Value,
}

/// A read of what the writer shares besides the session's state (see `reads.rs`), named as the
/// app's own command: `session_log`, `rules_search`, `kept_list`, … Answered with `answer`.
#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct Read {
    pub id: String,
    pub what: String,
    #[serde(default)]
    #[ts(type = "Record<string, unknown>")]
    pub args: Value,
}

#[derive(Debug, Clone, Serialize, Deserialize, TS)]
pub struct Ping {
    pub id: String,
}

/// What a device hears.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum ServerFrame {
    /// The answer to a hello: the device sits at the table.
    Welcome(Welcome),
    /// A hello turned away; the socket closes after it.
    Error(Turned),
    /// A change committed, to every device.
    Event(Changed),
    /// The sender's change committed; its event follows.
    Ack(Ack),
    /// The sender's change was made on a seq the table has moved past: the table as it is.
    Stale(Stale),
    Refused(Refused),
    /// The answer to a query or a read.
    Answer(Answer),
    /// Who sits at the table, whenever that changes.
    Seats(Seats),
    Pong(Ping),
}

/// The table's state as every frame that carries it has it: its seq, its view, and the log
/// lines since what the device last saw (those of the change, for an event).
#[derive(Debug, Clone, Serialize, TS)]
pub struct Envelope {
    #[ts(type = "number")]
    pub seq: i64,
    pub view: SessionView,
    pub log: Vec<LogLine>,
}

#[derive(Debug, Clone, Serialize, TS)]
pub struct Welcome {
    pub protocol: u32,
    pub game: String,
    /// The host device's name ("connected to Ola's phone").
    pub host: String,
    /// The game's sides, each a seat.
    pub sides: Vec<String>,
    #[ts(type = "number")]
    pub session: i64,
    #[serde(flatten)]
    pub state: Envelope,
    pub seats: Vec<SeatView>,
    pub anyone_may_tap: bool,
    /// This device's own entry in `seats` (its `device`), and the `by` of its changes.
    pub you: String,
    /// This device's resume token, told to it alone: its hello sends it back to reconnect, or
    /// to take its seat again while the seat is kept for it.
    pub token: String,
}

/// A hello turned away: its code (`sync.seat_taken`, `sync.protocol`, …) and the code's data.
#[derive(Debug, Clone, Serialize, TS)]
pub struct Turned {
    #[ts(as = "ErrorCodeName")]
    pub code: String,
    #[ts(type = "Record<string, unknown> | null")]
    pub data: Value,
}

/// What a change was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum ChangeKind {
    Act,
    Undo,
    Redo,
}

#[derive(Debug, Clone, Serialize, TS)]
pub struct Changed {
    #[serde(flatten)]
    pub state: Envelope,
    /// The device that made it, as `seats` names it (its number at the table, never the id
    /// it sent); empty for the writer's own device.
    pub by: String,
    pub kind: ChangeKind,
}

#[derive(Debug, Clone, Serialize, TS)]
pub struct Ack {
    pub id: String,
    #[ts(type = "number")]
    pub seq: i64,
}

#[derive(Debug, Clone, Serialize, TS)]
pub struct Stale {
    pub id: String,
    #[serde(flatten)]
    pub state: Envelope,
}

/// A frame refused: its id, its code (`sp.wrong_step`, `sync.not_your_side`, …), the code's
/// data, and the sentence in English for scripts (the app says it from its catalogs).
#[derive(Debug, Clone, Serialize, TS)]
pub struct Refused {
    /// The refused frame's id, when it could be read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub id: Option<String>,
    #[ts(as = "ErrorCodeName")]
    pub code: String,
    #[ts(type = "Record<string, unknown> | null")]
    pub data: Value,
    pub message: String,
}

#[derive(Debug, Clone, Serialize, TS)]
pub struct Answer {
    pub id: String,
    #[ts(type = "unknown")]
    pub value: Value,
}

#[derive(Debug, Clone, Serialize, TS)]
pub struct Seats {
    pub seats: Vec<SeatView>,
    pub anyone_may_tap: bool,
}

/// A device at the table as every device sees it.
#[derive(Debug, Clone, Serialize, PartialEq, TS)]
pub struct SeatView {
    /// The device's number at this table, the same across its reconnects: never the id it
    /// sent nor its token, which only it knows.
    pub device: String,
    pub name: String,
    /// A side, `"watch"`, or null for the table as a whole.
    pub seat: Option<String>,
    pub connected: bool,
}

impl ServerFrame {
    /// A refusal of the frame `id` names.
    pub fn refused(id: Option<String>, e: impl Into<Error>) -> ServerFrame {
        let e = e.into();
        ServerFrame::Refused(Refused {
            id,
            code: e.code,
            data: e.data,
            message: e.message,
        })
    }

    /// A hello turned away.
    pub fn turned(e: impl Into<Error>) -> ServerFrame {
        ServerFrame::Error(Turned::by(e))
    }
}

impl Turned {
    /// A hello turned away for `e`.
    pub fn by(e: impl Into<Error>) -> Turned {
        let e = e.into();
        Turned {
            code: e.code,
            data: e.data,
        }
    }
}

/// A device's frame from its text: a text that is none of the frames, or one with a field over
/// its bound (see `bounds.rs`), is refused with `sync.bad_frame` saying why.
pub fn decode(text: &str) -> Result<ClientFrame, SyncError> {
    let frame: ClientFrame = serde_json::from_str(text).map_err(SyncError::bad_frame)?;
    frame.check()?;
    Ok(frame)
}

/// A frame's text, made once and shared by every device it goes to.
pub fn encode(frame: &ServerFrame) -> Arc<str> {
    // Every field is a string, a number, a list or a map with string keys: this cannot fail.
    serde_json::to_string(frame).unwrap_or_default().into()
}

/// A device's frame as text (the app's own device, scripts and tests speak through this too).
pub fn encode_client(frame: &ClientFrame) -> String {
    serde_json::to_string(frame).unwrap_or_default()
}

/// The frame's `id`, read leniently: a refusal of a frame that is not one of the shapes still
/// names it when it can (an id over its bound is not echoed).
pub fn frame_id(text: &str) -> Option<String> {
    let v: Value = serde_json::from_str(text).ok()?;
    let (_, body) = v.as_object()?.iter().next()?;
    let id = body.get("id")?.as_str()?;
    (id.len() <= super::bounds::MAX_ID).then(|| id.to_string())
}

/// Writes the frames' TypeScript types (`ClientFrame`, `ServerFrame` and their parts).
pub fn export_bindings(dir: &std::path::Path) -> Result<(), ts_rs::ExportError> {
    ClientFrame::export_all_to(dir)?;
    ServerFrame::export_all_to(dir)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn client_frames_read_as_protocol_1_writes_them() {
        let hello = decode(r#"{"hello":{"protocol":1,"device":"d","name":"Ola"}}"#);
        assert!(
            matches!(hello, Ok(ClientFrame::Hello(h)) if h.seat.is_none() && h.last_seq.is_none())
        );
        let act = decode(r#"{"act":{"id":"1","base":3,"action":{"type":"x"}}}"#);
        assert!(matches!(act, Ok(ClientFrame::Act(a)) if a.base == 3));
        assert!(decode(r#"{"act":{"id":"1"}}"#).is_err());
        assert!(decode(r#"{"shout":{}}"#).is_err());
        assert_eq!(
            frame_id(r#"{"act":{"id":"7","base":"x"}}"#).as_deref(),
            Some("7")
        );
    }

    #[test]
    fn a_refusal_keeps_its_wire_shape() {
        let e = Error {
            code: "sync.watch_only".into(),
            data: json!({}),
            message: "m".into(),
        };
        let text = encode(&ServerFrame::refused(Some("4".into()), e));
        let v: Value = serde_json::from_str(&text).expect("json");
        assert_eq!(
            v,
            json!({"refused": {"id": "4", "code": "sync.watch_only", "data": {}, "message": "m"}})
        );
    }
}
