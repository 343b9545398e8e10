//! The Balance phase (§4.1): on DS's turn the dial moves 1, and 1 more when the balance token
//! shows DS; on LS's turn, when it shows LS, LS may deal 1 damage to a DS objective (reading
//! `balance_damage_optional`; what it destroys goes to the pile). Once a turn.

use super::change::{Change, DialCause};
use super::damage::{deal, move_dial};
use super::error::LcgError;
use super::state::{Phase, Side, State};
use crate::error::Common;
use crate::game::Message;
use crate::kit::Tx;

pub fn resolve(
    tx: &mut Tx<State>,
    objective: &Option<String>,
    keep_shields: bool,
) -> Result<(), LcgError> {
    let s = &tx.state;
    if s.phase != Phase::Balance {
        return Err(Common::WrongPhase {
            phase: s.phase.id().into(),
        }
        .into());
    }
    if s.flags.balance_done {
        return Err(LcgError::BalanceDone);
    }
    let side = s.active;
    match (side, objective) {
        (Side::Ds, Some(_)) => return Err(LcgError::NoBalanceDamage),
        (Side::Ls, Some(_)) if s.balance != Side::Ls => return Err(LcgError::NoBalanceDamage),
        (Side::Ls, Some(id)) => {
            if s.objective(id).is_none() {
                return Err(LcgError::NotInPlay { id: id.clone() });
            }
            if State::side_of(id) != Some(Side::Ds) {
                return Err(LcgError::NotEnemy { id: id.clone() });
            }
        }
        _ => {}
    }
    let favoured = s.balance == Side::Ds;
    tx.push(Change::BalanceResolved { side });
    match (side, objective) {
        (Side::Ds, _) => {
            move_dial(tx, 1, DialCause::Balance { favoured: false });
            if favoured {
                move_dial(tx, 1, DialCause::Balance { favoured: true });
            }
        }
        // Reading `shields_used`: a shield prevents Balance damage too, unless kept.
        (Side::Ls, Some(id)) => deal(tx, id, 1, true, keep_shields),
        (Side::Ls, None) => {}
    }
    Ok(())
}

pub fn describe(change: &Change) -> Option<Message> {
    match change {
        Change::BalanceResolved { side } => {
            Some(Message::new("lcg.balance_resolved").arg("side", side.id()))
        }
        _ => None,
    }
}

pub fn apply(s: &mut State, c: &Change) {
    if let Change::BalanceResolved { .. } = c {
        s.flags.balance_done = true;
    }
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        // The phase's step is done: the phase counter says why it may move on.
        Change::BalanceResolved { .. } => vec!["phase".into()],
        _ => vec![],
    }
}
