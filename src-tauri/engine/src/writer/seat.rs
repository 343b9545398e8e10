//! What a device may change: the seat its host gave it. The writer checks it once for every
//! game, through the one function each game writes beside its decide ([`crate::game::Game::seat`]).

use crate::error::SyncError;
use crate::journal::Live;
use serde_json::Value;

/// Where a device sits, as far as changes go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seat {
    /// The table as a whole: any change (the app on its own, a seated device while anyone may
    /// tap anything, the only seat of a game without sides).
    Table,
    /// One side: its own changes and what the sides share.
    Side(&'static str),
    /// Watching: no change.
    Watch,
}

impl Seat {
    /// Whether a device in this seat may make the change (`action` none: an undo or a redo,
    /// which belong to the table).
    pub(super) fn may_change(self, live: &Live, action: Option<&Value>) -> Result<(), SyncError> {
        match self {
            Seat::Watch => Err(SyncError::WatchOnly {}),
            Seat::Table => Ok(()),
            Seat::Side(mine) => match action.and_then(|a| live.seat(a)) {
                Some(owner) if owner != mine => Err(SyncError::NotYourSide {
                    side: owner.to_string(),
                }),
                _ => Ok(()),
            },
        }
    }
}
