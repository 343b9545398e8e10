//! Whose action it is at a shared table: a turn's plays, buys, attacks and abilities belong to
//! the side whose turn it is; setup and corrections by hand are shared.

use super::cards::Faction;
use super::{Action, State};

pub const SEATS: &[&str] = &["empire", "rebel"];

pub fn seat(state: &State, action: &Action) -> Option<&'static str> {
    match action {
        Action::Play { .. }
        | Action::Buy { .. }
        | Action::Attack { .. }
        | Action::PayOff { .. }
        | Action::Use { .. }
        | Action::EndTurn => Some(match state.active {
            Faction::Empire => SEATS[0],
            Faction::Rebel => SEATS[1],
        }),
        _ => None,
    }
}
