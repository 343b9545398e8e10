//! Issuing orders (spec §2.5): at most the card's number, each unit once, own living units in the
//! card's zones (a border hex counts for both); orders not given are lost.

use super::cards;
use super::change::Change;
use super::error::{bad, HothError};
use super::state::State;
use super::types::Step;
use crate::game::Message;
use crate::kit::Tx;

pub fn order(tx: &mut Tx<State>, units: &[String]) -> Result<(), HothError> {
    cards::playing(&tx.state)?;
    if tx.state.step != super::types::Step::Orders {
        return Err(HothError::NotAtThisStep);
    }
    let allowed = cards::allowed(&tx.state);
    if units.len() > allowed as usize {
        return Err(HothError::TooManyOrders { allowed });
    }
    let zones = tx.state.card.as_ref().and_then(|c| c.zones.clone());
    for (i, id) in units.iter().enumerate() {
        let u = tx
            .state
            .unit(id)
            .ok_or_else(|| bad(format!("no unit '{id}'")))?;
        if u.side != tx.state.active {
            return Err(HothError::EnemyUnit { unit: id.clone() });
        }
        if u.eliminated() {
            return Err(HothError::UnitEliminated { unit: id.clone() });
        }
        if u.board.ordered || units[..i].contains(id) {
            return Err(HothError::AlreadyOrdered { unit: id.clone() });
        }
        if let Some(z) = &zones {
            if !u.board.zone.within(z) {
                return Err(HothError::NotInZone { unit: id.clone() });
            }
        }
    }
    tx.push(Change::Ordered {
        units: units.to_vec(),
        lost: allowed - units.len() as u32,
    });
    Ok(())
}

/// Applies this rule's changes to the state.
pub fn apply(s: &mut State, c: &Change) {
    if let Change::Ordered { units, .. } = c {
        for u in &mut s.units {
            if units.contains(&u.id) {
                u.board.ordered = true;
            }
        }
        s.step = Step::Moves;
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    match c {
        Change::Ordered { units, lost } => Some(
            Message::new("hoth.ordered")
                .arg("n", units.len())
                .arg("units", units.clone())
                .arg("lost", *lost),
        ),
        _ => None,
    }
}

pub fn touched(_: &Change) -> Vec<String> {
    vec![]
}
