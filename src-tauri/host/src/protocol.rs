//! The frames of protocol 1, a contract scripts outside the app speak: one WebSocket per device
//! at `/sync?key=KEY`, JSON text frames. The version changes only when these frames change; a
//! game's event version is separate. Each frame is an object with one key naming it.

use serde::{Deserialize, Serialize};
use serde_json::Value;

pub const PROTOCOL: u32 = 1;

/// The seat a device asks for in its hello: `"watch"` acts on nothing.
pub const WATCH: &str = "watch";

/// What a device sends.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientFrame {
    Hello(Hello),
    Act(Act),
    Undo(Step),
    Redo(Step),
    Query(Ask),
    Read(Read),
    Ping(Ping),
}

#[derive(Debug, Deserialize)]
pub struct Hello {
    pub protocol: u32,
    /// Stable across reconnects: a device that joins again replaces its old socket.
    pub device: String,
    pub name: String,
    /// A side of the game, `"watch"`, or left out: the table as a whole.
    #[serde(default)]
    pub seat: Option<String>,
    #[serde(default)]
    pub last_seq: Option<i64>,
}

#[derive(Debug, Deserialize)]
pub struct Act {
    pub id: String,
    /// The seq the device saw when it was tapped: a change made on another is refused as stale.
    pub base: i64,
    pub action: Value,
}

#[derive(Debug, Deserialize)]
pub struct Step {
    pub id: String,
    pub base: i64,
}

#[derive(Debug, Deserialize)]
pub struct Ask {
    pub id: String,
    pub query: Value,
}

/// A read of what the host shares besides the session's state (see `reads.rs`), named as the
/// app's own command: `session_log`, `rules_search`, `kept_list`, … Answered with `answer`.
#[derive(Debug, Deserialize)]
pub struct Read {
    pub id: String,
    pub what: String,
    #[serde(default)]
    pub args: Value,
}

#[derive(Debug, Deserialize)]
pub struct Ping {
    pub id: String,
}

/// A device at the table as every device sees it.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct SeatView {
    pub device: String,
    pub name: String,
    /// A side, `"watch"`, or null for the table as a whole.
    pub seat: Option<String>,
    pub connected: bool,
}

/// The frame's `id`, read leniently: a refusal of a frame that is not one of the shapes still
/// names it when it can.
pub fn frame_id(text: &str) -> Option<String> {
    let v: Value = serde_json::from_str(text).ok()?;
    let (_, body) = v.as_object()?.iter().next()?;
    body.get("id")?.as_str().map(str::to_string)
}

/// The host's own refusals in a sentence, for scripts (the app says them from its catalogs).
pub fn sentence(code: &str) -> &'static str {
    match code {
        "sync.protocol" => "The host speaks another protocol version.",
        "sync.seat_taken" => "Another connected device sits in that seat.",
        "sync.no_such_seat" => "This game has no such seat.",
        "sync.bad_frame" => "The frame is not one of the protocol's.",
        "sync.not_your_side" => "That belongs to the other side.",
        "sync.watch_only" => "A watcher acts on nothing.",
        "sync.too_large" => "The frame is over 64 KiB.",
        "sync.full" => "The table already has 16 devices.",
        "sync.slow_down" => "More than 20 frames a second: slow down.",
        "sync.not_shared" => {
            "Only the host device does that; the table shares it read-only or not at all."
        }
        _ => "Refused.",
    }
}
