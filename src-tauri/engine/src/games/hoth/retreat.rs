//! Retreats and taking ground (spec §3.6, §4.1). The app does not see hexes: the players say how
//! many of the hexes owed are free, and each missing one costs a figure; a retreat that is
//! possible must be taken. Infantry in trenches may ignore one. A commando's close attack that
//! empties the target's hex lets it move in and attack again, once a turn.

use super::change::Change;
use super::error::HothError;
use super::medals;
use super::movement;
use super::state::{Pending, State};
use super::types::*;
use crate::game::Message;
use crate::kit::Tx;

pub fn retreat(tx: &mut Tx<State>, room: u32, ignore_one: bool) -> Result<(), HothError> {
    let Some(Pending::Retreat {
        target,
        owed,
        may_ignore,
    }) = tx.state.pending.clone()
    else {
        return Err(HothError::NotAtThisStep);
    };
    if ignore_one && !may_ignore {
        return Err(HothError::CannotIgnoreRetreat);
    }
    let owed = must_move(owed, ignore_one);
    if room > owed {
        return Err(HothError::RetreatRoom { max: owed });
    }
    tx.push(Change::Pending { pending: None });
    tx.push(Change::Retreated {
        unit: target.clone(),
        hexes: room,
        ignored: ignore_one,
    });
    if room > 0 {
        medals::left_hex(tx, &target);
    }
    let by = tx.state.active;
    medals::lose(tx, &target, owed - room, "retreat", Some(by));
    if tx.state.phase != Phase::Playing {
        return Ok(());
    }
    let gone = tx.state.unit(&target).is_none_or(|u| u.eliminated());
    offer_ground(tx, gone || room > 0);
    Ok(())
}

/// Infantry in trenches may ignore one retreat symbol (spec §3.3, §3.6).
pub fn may_ignore(terrain: Terrain, category: Category) -> bool {
    terrain == Terrain::Trenches && category == Category::Infantry
}

/// The hexes a unit owing `owed` must retreat: one fewer when it ignores one.
pub fn must_move(owed: u32, ignore_one: bool) -> u32 {
    owed.saturating_sub(u32::from(ignore_one))
}

/// After an attack is resolved: commandos whose close attack emptied the hex may take it.
pub fn offer_ground(tx: &mut Tx<State>, emptied: bool) {
    let Some(a) = tx.state.last_attack.clone() else {
        return;
    };
    let commando = tx
        .state
        .unit(&a.attacker)
        .is_some_and(|u| u.badge == Some(Badge::Commandos));
    let is_unit = tx.state.unit(&a.target).is_some();
    if emptied && commando && is_unit && a.range == 1 && !tx.state.took_ground {
        tx.push(Change::Pending {
            pending: Some(Pending::TakeGround {
                attacker: a.attacker,
            }),
        });
    }
}

pub fn take_ground(tx: &mut Tx<State>, take: bool, onto: Option<Terrain>) -> Result<(), HothError> {
    let Some(Pending::TakeGround { attacker }) = tx.state.pending.clone() else {
        return Err(HothError::NotAtThisStep);
    };
    if !take {
        tx.push(Change::Pending { pending: None });
        tx.push(Change::GroundNotTaken { unit: attacker });
        return Ok(());
    }
    let onto = onto.unwrap_or_default();
    let kind = tx.state.unit(&attacker).map(|u| u.kind);
    if !kind.is_some_and(|k| movement::passable(k, onto)) {
        return Err(HothError::TerrainImpassable);
    }
    tx.push(Change::Pending { pending: None });
    medals::left_hex(tx, &attacker);
    tx.push(Change::GroundTaken {
        unit: attacker,
        onto,
        attacks_again: !onto.stops(),
    });
    Ok(())
}

/// Applies this rule's changes to the state.
pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::Retreated { .. } => {}
        Change::GroundTaken {
            unit,
            onto,
            attacks_again,
        } => {
            s.took_ground = true;
            if let Some(u) = s.unit_mut(unit) {
                u.board.terrain = *onto;
            }
            s.extra_attack = attacks_again.then(|| unit.clone());
        }
        Change::GroundNotTaken { .. } => {}
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::Retreated {
            unit,
            hexes,
            ignored,
        } => Message::new(if *ignored {
            "hoth.retreated_ignoring"
        } else {
            "hoth.retreated"
        })
        .arg("unit", unit.clone())
        .arg("n", *hexes),
        Change::GroundTaken {
            unit,
            attacks_again,
            ..
        } => Message::new(if *attacks_again {
            "hoth.ground_taken"
        } else {
            "hoth.ground_taken_no_attack"
        })
        .arg("unit", unit.clone()),
        Change::GroundNotTaken { unit } => {
            Message::new("hoth.ground_not_taken").arg("unit", unit.clone())
        }
        _ => return None,
    })
}

pub fn touched(_: &Change) -> Vec<String> {
    vec![]
}
