//! Capture and rescue (§6.5): only DS captures, only LS cards. A captured unit leaves play (its
//! tokens gone, its Force card back) and counts as one face-down card on a DS objective; a
//! destroyed DS objective's captured cards go back to LS's hand (see `damage.rs`).

use super::change::Change;
use super::error::LcgError;
use super::state::{card_key, Side, State};
use crate::game::Message;
use crate::kit::Tx;

/// `capture {unit, objective}`: an LS unit in play captured onto a DS objective.
pub fn capture(tx: &mut Tx<State>, unit: &str, objective: &str) -> Result<(), LcgError> {
    let u = tx
        .state
        .unit(unit)
        .cloned()
        .ok_or_else(|| LcgError::NotInPlay { id: unit.into() })?;
    if State::side_of(unit) != Some(Side::Ls) {
        return Err(LcgError::BadTarget { id: unit.into() });
    }
    if tx.state.objective(objective).is_none() {
        return Err(LcgError::NotInPlay {
            id: objective.into(),
        });
    }
    if State::side_of(objective) != Some(Side::Ds) {
        return Err(LcgError::BadTarget {
            id: objective.into(),
        });
    }
    tx.push(Change::Captured {
        unit: unit.into(),
        objective: objective.into(),
        force_card_back: u.counters.committed,
    });
    Ok(())
}

pub fn describe(change: &Change) -> Option<Message> {
    match change {
        Change::Captured {
            unit, objective, ..
        } => Some(
            Message::new("lcg.captured")
                .arg("card", unit.clone())
                .arg("objective", objective.clone()),
        ),
        _ => None,
    }
}

/// A capture: the unit leaves play, its Force card goes back, the objective holds one more
/// face-down card.
pub fn apply(s: &mut State, c: &Change) {
    let Change::Captured {
        unit,
        objective,
        force_card_back,
    } = c
    else {
        return;
    };
    s.ls.units.retain(|u| &u.id != unit);
    if *force_card_back {
        s.ls.counters.force_cards = (s.ls.counters.force_cards + 1).min(3);
    }
    if let Some(o) = s.ds.objectives.iter_mut().find(|o| &o.id == objective) {
        o.captured = o.captured.saturating_add(1);
    }
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::Captured {
            unit, objective, ..
        } => vec![card_key(unit), card_key(objective), "force_cards.ls".into()],
        _ => vec![],
    }
}
