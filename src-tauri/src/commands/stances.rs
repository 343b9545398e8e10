//! Reading a pasted Shatterpoint stance without keeping it: the editor opens it, and it is kept
//! only when saved (through the kept lists, `commands::kept`).

use datapad_engine::game::wire_error;
use datapad_engine::games::shatterpoint::stance::{self, Stance};
use datapad_engine::games::shatterpoint::{Shatterpoint, SpError};
use datapad_engine::Error;

/// Reads a stance file's text (pasted from a friend); refused with the JSON path of its first
/// problem.
#[tauri::command]
pub fn sp_stance_check(text: String) -> Result<Stance, Error> {
    stance::parse(&text).map_err(|p| wire_error::<Shatterpoint>(&SpError::from(p)))
}

#[cfg(test)]
#[path = "stances_tests.rs"]
mod tests;
