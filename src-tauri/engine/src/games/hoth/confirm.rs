//! The AT-AT's confirmation reroll (spec §3.5): every die that would hit a vehicle is rolled
//! again; one explosion there destroys the walker, otherwise nothing happens.
use super::change::Change;
use super::error::HothError;
use super::faces;
use super::roll::{faces, Roll};
use super::state::{Pending, State};
use super::types::Phase;
use super::{medals, retreat};
use crate::dice::Symbol;
use crate::game::{Ctx, Message};
use crate::kit::Tx;

/// `confirm {roll}`: the AT-AT's confirmation roll.
pub fn confirm(tx: &mut Tx<State>, ctx: &mut Ctx, roll: &Roll) -> Result<(), HothError> {
    let Some(Pending::Confirm { target, dice }) = tx.state.pending.clone() else {
        return Err(HothError::NotAtThisStep);
    };
    let rolled = faces(ctx, roll, dice)?;
    let destroyed = rolled.iter().any(|s| destroys(*s));
    tx.push(Change::Pending { pending: None });
    tx.push(Change::Confirmed {
        faces: rolled,
        destroyed,
    });
    if destroyed {
        let by = tx.state.active;
        medals::lose(tx, &target, 1, "hits", Some(by));
        if tx.state.phase == Phase::Playing {
            retreat::offer_ground(tx, true);
        }
    }
    Ok(())
}

/// A confirmation die destroys the walker when it shows an explosion.
pub fn destroys(face: Symbol) -> bool {
    face == faces::EXPLOSION
}

/// Applies this rule's changes to the state.
pub fn apply(s: &mut State, c: &Change) {
    super::luck::count(s, c);
    if let Change::Confirmed { faces, .. } = c {
        if let Some(a) = &mut s.last_attack {
            a.confirmation = Some(faces.clone());
        }
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::Confirmed { faces, destroyed } => super::roll::with_faces(
            Message::new(if *destroyed {
                "hoth.confirmed_destroyed"
            } else {
                "hoth.confirmed_unharmed"
            }),
            faces,
        ),
        _ => return None,
    })
}

pub fn touched(_: &Change) -> Vec<String> {
    vec![]
}
