//! A pasted Shatterpoint stance read without keeping it: the editor opens it, and it is kept
//! only when saved (through the kept lists). A stance file the player opens goes through the
//! same check as the paste.

use crate::error::Error;
use crate::game::wire_error;
use crate::games::shatterpoint::stance::{self, Stance};
use crate::games::shatterpoint::{Shatterpoint, SpError};

/// Reads a stance file's text (pasted from a friend); refused with the JSON path of its first
/// problem.
pub fn check(text: &str) -> Result<Stance, Error> {
    stance::parse(text).map_err(|p| wire_error::<Shatterpoint>(&SpError::from(p)))
}
