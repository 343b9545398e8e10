//! The E-Web's reroll (spec §4.1): on its ready side, each time it attacks it may reroll any
//! number of its dice, once; `[]` keeps the roll. The hits are then resolved as usual.
use super::attack;
use super::change::Change;
use super::error::HothError;
use super::roll::{faces, Roll};
use super::state::{Pending, State};
use crate::game::{Ctx, Message};
use crate::kit::Tx;

/// `reroll {dice, roll?}`: a ready E-Web rerolls the dice it picks, once (`[]` keeps them).
pub fn reroll(
    tx: &mut Tx<State>,
    ctx: &mut Ctx,
    picked: &[u32],
    roll: Option<&Roll>,
) -> Result<(), HothError> {
    if !matches!(tx.state.pending, Some(Pending::Reroll { .. })) {
        return Err(HothError::NoReroll);
    }
    let mut now = attack::current_faces(&tx.state);
    let len = now.len();
    for (i, d) in picked.iter().enumerate() {
        if *d as usize >= len || picked[..i].contains(d) {
            return Err(HothError::DieIndex { index: *d, len });
        }
    }
    let fresh = faces(
        ctx,
        roll.unwrap_or(&Roll::Virtual { seed: None }),
        picked.len() as u32,
    )?;
    for (d, f) in picked.iter().zip(fresh) {
        if let Some(slot) = now.get_mut(*d as usize) {
            *slot = f;
        }
    }
    tx.push(Change::Pending { pending: None });
    tx.push(Change::Rerolled {
        dice: picked.to_vec(),
        faces: now,
    });
    attack::resolve(tx);
    Ok(())
}

/// Applies this rule's changes to the state.
pub fn apply(s: &mut State, c: &Change) {
    super::luck::count(s, c);
    match c {
        Change::Rerolled { faces, .. } => {
            if let Some(a) = &mut s.last_attack {
                a.rerolled = Some(faces.clone());
            }
        }
        Change::EWebFlipped { unit, to } => {
            if let Some(u) = s.unit_mut(unit) {
                u.board.e_web = Some(*to);
            }
        }
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::Rerolled { dice, faces } => {
            super::roll::with_faces(Message::new("hoth.rerolled").arg("n", dice.len()), faces)
        }
        Change::EWebFlipped { unit, to } => Message::new("hoth.e_web_flipped")
            .arg("unit", unit.clone())
            .arg("state", serde_json::to_value(to).unwrap_or_default()),
        _ => return None,
    })
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::EWebFlipped { unit, .. } => vec![format!("unit.{unit}.e_web")],
        _ => vec![],
    }
}
