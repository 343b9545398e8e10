//! The count: where it stands, set by hand or added to, and the target that ends the race.

use super::{Change, State};
use crate::game::Message;

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::Started { target } => s.target = Some(*target),
        Change::Added { count, .. } => s.count = *count,
        Change::Adjusted { to, .. } => s.count = *to,
        Change::Reached { .. } => s.over = true,
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::Started { target } => Message::new("counter.started").arg("n", *target),
        Change::Added { n, count } => Message::new("counter.added")
            .arg("n", *n)
            .arg("count", *count),
        Change::Adjusted { from, to, reason } => Message::new("counter.adjusted")
            .arg("from", *from)
            .arg("to", *to)
            .arg("reason", reason.clone()),
        Change::Reached { target } => Message::new("counter.reached").arg("n", *target),
    })
}

pub fn touched(_: &Change) -> Vec<String> {
    vec!["count".into()]
}
