//! The Force track (−3 Empire end … +3 Rebel end) and the active player's resource pool: the
//! two counters every rule moves.

use super::cards::Faction;
use super::change::Change;
use super::log::{keys, say};
use super::state::State;
use crate::game::Message;
use crate::kit::Tx;

pub const FORCE_MIN: i64 = -3;
pub const FORCE_MAX: i64 = 3;

/// `by` gains `n` Force: the marker moves toward `by`'s end and stops there; the surplus is lost
/// (reading `dbg.force.overflow`).
pub fn gain(tx: &mut Tx<State>, by: Faction, n: i64) {
    if n <= 0 {
        return;
    }
    let from = tx.state.force;
    let wanted = from.saturating_add(n.saturating_mul(by.sign()));
    let to = wanted.clamp(FORCE_MIN, FORCE_MAX);
    let lost = (wanted - to).abs();
    tx.push(Change::ForceMoved { by, from, to, lost });
}

/// Whether gaining `n` Force could be done in full (the "choose" rule: an option must be able
/// to resolve).
pub fn room(state: &State, by: Faction, n: i64) -> bool {
    let to = state.force.saturating_add(n.saturating_mul(by.sign()));
    (FORCE_MIN..=FORCE_MAX).contains(&to)
}

/// The active player gains resources; the pool has no cap.
pub fn resources(tx: &mut Tx<State>, amount: i64, source: &str) {
    if amount <= 0 {
        return;
    }
    let total = tx.state.resources.saturating_add(amount);
    tx.push(Change::ResourcesGained {
        amount,
        total,
        source: source.into(),
    });
}

/// The active player pays; callers check the pool first.
pub fn spend(tx: &mut Tx<State>, amount: i64) {
    if amount <= 0 {
        return;
    }
    let total = tx.state.resources.saturating_sub(amount).max(0);
    tx.push(Change::ResourcesSpent { amount, total });
}

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::ForceMoved { to, .. } => s.force = *to,
        Change::ResourcesGained { total, .. } | Change::ResourcesSpent { total, .. } => {
            s.resources = *total
        }
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::ForceMoved { by, from, to, lost } => say("force_moved")
            .arg("faction", by.id())
            .arg("from", *from)
            .arg("to", *to)
            .arg("n", *lost),
        Change::ResourcesGained {
            amount,
            total,
            source,
        } => say("resources_gained")
            .arg("n", *amount)
            .arg("total", *total)
            .arg("source", source.clone()),
        Change::ResourcesSpent { amount, total } => say("resources_spent")
            .arg("n", *amount)
            .arg("total", *total),
        _ => return None,
    })
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::ForceMoved { .. } => keys(&["force_track"]),
        Change::ResourcesGained { .. } | Change::ResourcesSpent { .. } => keys(&["resources"]),
        _ => Vec::new(),
    }
}
