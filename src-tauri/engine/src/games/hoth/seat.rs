//! Whose action it is at a shared table: a leader chosen or an objective revealed names its
//! side; the side whose turn it is plays its cards, gives orders, moves, attacks and ends the
//! turn. Rolls, retreats, taking ground, medals and the campaign are shared.

use super::state::State;
use super::types::Side;
use super::Action;

pub const SEATS: &[&str] = &["empire", "rebels"];

fn of(side: Side) -> &'static str {
    match side {
        Side::Empire => SEATS[0],
        Side::Rebels => SEATS[1],
    }
}

pub fn seat(state: &State, action: &Action) -> Option<&'static str> {
    match action {
        Action::ChooseLeader { side, .. } | Action::RevealObjective { side, .. } => Some(of(*side)),
        Action::PlayCard { .. }
        | Action::Order { .. }
        | Action::Move { .. }
        | Action::Attack(_)
        | Action::EndTurn => Some(of(state.active)),
        _ => None,
    }
}
