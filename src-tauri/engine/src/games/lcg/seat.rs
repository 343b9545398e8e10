//! Whose action it is at a shared table: a mulligan or a unit added names its side; the
//! active side draws, deploys, attacks and commits; the other side defends. The dial, the
//! balance, the Force struggle, the edge battle, strikes and the phases are shared.

use super::action::Action;
use super::state::{Side, State};

pub const SEATS: &[&str] = &["ds", "ls"];

fn of(side: Side) -> &'static str {
    match side {
        Side::Ds => SEATS[0],
        Side::Ls => SEATS[1],
    }
}

pub fn seat(state: &State, action: &Action) -> Option<&'static str> {
    match action {
        Action::Mulligan { side } | Action::AddUnit { side, .. } => Some(of(*side)),
        Action::Draw { .. }
        | Action::Deploy { .. }
        | Action::Attack { .. }
        | Action::Commit { .. } => Some(of(state.active)),
        Action::Defend { .. } => Some(of(state.active.other())),
        _ => None,
    }
}
