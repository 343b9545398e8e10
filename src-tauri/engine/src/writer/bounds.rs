//! How long each field of a frame may be. A device is not trusted: a name is shown to every
//! device and written into the journal, an id is echoed in every answer, so each has a bound,
//! and a frame with a field over it is refused whole (`sync.bad_frame`, its data naming the
//! field and its bound) with nothing changed. The whole frame's bound is the host's (64 KiB).

use super::{Caller, ClientFrame, Hello};
use crate::error::SyncError;

/// The longest name (a device's, a seat's, the host's), in characters.
pub const MAX_NAME: usize = 40;
/// The longest device id, in bytes.
pub const MAX_DEVICE: usize = 64;
/// The longest frame id, seat asked for, read's name or token, in bytes.
pub const MAX_ID: usize = 64;

/// A name of at most [`MAX_NAME`] characters, or why not.
pub fn name(field: &str, name: &str) -> Result<(), SyncError> {
    match name.chars().nth(MAX_NAME) {
        Some(_) => Err(SyncError::too_long(field, MAX_NAME, "characters")),
        None => Ok(()),
    }
}

fn bytes(field: &str, value: &str, max: usize) -> Result<(), SyncError> {
    match value.len() > max {
        true => Err(SyncError::too_long(field, max, "bytes")),
        false => Ok(()),
    }
}

impl Hello {
    /// Whether each field of the hello is within its bound.
    pub fn check(&self) -> Result<(), SyncError> {
        bytes("device", &self.device, MAX_DEVICE)?;
        name("name", &self.name)?;
        if let Some(token) = &self.token {
            bytes("token", token, MAX_ID)?;
        }
        self.seat
            .as_deref()
            .map_or(Ok(()), |s| bytes("seat", s, MAX_ID))
    }
}

impl ClientFrame {
    /// Whether each field of the frame is within its bound (an action or a query is its game's
    /// to check).
    pub fn check(&self) -> Result<(), SyncError> {
        let id = match self {
            ClientFrame::Hello(hello) => return hello.check(),
            ClientFrame::Act(a) => &a.id,
            ClientFrame::Undo(s) | ClientFrame::Redo(s) => &s.id,
            ClientFrame::Query(ask) => &ask.id,
            ClientFrame::Read(read) => {
                bytes("what", &read.what, MAX_ID)?;
                &read.id
            }
            ClientFrame::Ping(p) => &p.id,
        };
        bytes("id", id, MAX_ID)
    }
}

impl Caller<'_> {
    /// Whether the caller's device id and name are within their bounds: the writer records
    /// neither otherwise.
    pub fn check(&self) -> Result<(), SyncError> {
        bytes("device", self.device, MAX_DEVICE)?;
        self.name.map_or(Ok(()), |n| name("name", n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::writer::decode;
    use serde_json::json;

    fn hello(device: &str, name: &str) -> String {
        json!({"hello": {"protocol": 1, "device": device, "name": name}}).to_string()
    }

    #[test]
    fn a_name_is_40_characters_at_most_counted_as_characters() {
        assert!(decode(&hello("d", &"ż".repeat(40))).is_ok());
        let long = decode(&hello("d", &"a".repeat(41))).unwrap_err();
        let SyncError::BadFrame { field, max, .. } = long else {
            panic!("{long:?}")
        };
        assert_eq!((field.as_deref(), max), (Some("name"), Some(40)));
    }

    #[test]
    fn a_device_id_is_64_bytes_at_most() {
        assert!(decode(&hello(&"d".repeat(64), "Ola")).is_ok());
        let long = decode(&hello(&"d".repeat(65), "Ola")).unwrap_err();
        assert!(
            matches!(long, SyncError::BadFrame { field: Some(f), max: Some(64), .. } if f == "device")
        );
    }

    #[test]
    fn ids_and_seats_are_bounded_and_a_long_id_is_not_echoed() {
        let long = "i".repeat(65);
        let ping = json!({"ping": {"id": long}}).to_string();
        assert!(decode(&ping).is_err());
        assert_eq!(crate::writer::frame_id(&ping), None);
        let seat = json!({"hello": {"protocol": 1, "device": "d", "name": "n", "seat": long}});
        assert!(decode(&seat.to_string()).is_err());
        let read = json!({"read": {"id": "1", "what": long}}).to_string();
        assert!(decode(&read).is_err());
        let token = json!({"hello": {"protocol": 1, "device": "d", "name": "n", "token": long}});
        assert!(decode(&token.to_string()).is_err());
    }

    #[test]
    fn a_caller_over_its_bounds_is_refused() {
        let long = "n".repeat(41);
        let mut caller = Caller::owner(1);
        assert!(caller.check().is_ok());
        caller.name = Some(&long);
        assert!(caller.check().is_err());
    }
}
