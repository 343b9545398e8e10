//! Moving an ordered unit (spec §2.6, §3.3, §4): once, within its reach, never onto impassable
//! terrain, and before the first attack. The app tracks who may no longer attack: infantry that
//! moved 2 (elite troopers excepted), and any unit that entered rocks, a building or a wreck. An
//! E-Web that moves turns to its moving side.

use super::cards;
use super::change::Change;
use super::error::{bad, HothError};
use super::medals;
use super::state::State;
use super::types::*;
use super::units;
use crate::game::Message;
use crate::kit::{adjust, Tx};

/// True if a unit of `kind` may stand on `terrain`.
pub fn passable(kind: Kind, terrain: Terrain) -> bool {
    let Some(s) = units::stats(kind) else {
        return false;
    };
    match terrain {
        Terrain::Serac => false,
        Terrain::Crevasse => s.flying,
        t => !s.no_entry.contains(&t),
    }
}

pub fn move_unit(
    tx: &mut Tx<State>,
    unit: &str,
    hexes: u32,
    onto: Terrain,
    zone: Option<Zone>,
) -> Result<(), HothError> {
    cards::playing(&tx.state)?;
    if tx.state.step != Step::Moves {
        return Err(HothError::NotAtThisStep);
    }
    let u = tx
        .state
        .unit(unit)
        .cloned()
        .ok_or_else(|| bad(format!("no unit '{unit}'")))?;
    if u.side != tx.state.active {
        return Err(HothError::EnemyUnit { unit: u.id });
    }
    if u.eliminated() {
        return Err(HothError::UnitEliminated { unit: u.id });
    }
    if !u.board.ordered {
        return Err(HothError::NotOrdered { unit: u.id });
    }
    if u.board.moved > 0 {
        return Err(HothError::AlreadyMoved { unit: u.id });
    }
    let stats = units::stats(u.kind).ok_or(HothError::UnitStatMissing {
        kind: format!("{:?}", u.kind),
    })?;
    if hexes > stats.r#move {
        return Err(HothError::MoveTooFar { max: stats.r#move });
    }
    adjust::amount(i64::from(hexes), 1, i64::from(stats.r#move))?;
    if !passable(u.kind, onto) {
        return Err(HothError::TerrainImpassable);
    }
    let elite = u.badge == Some(Badge::EliteTroopers);
    let no_attack = if onto.stops() {
        Some(NoAttack::EnteredTerrain)
    } else if hexes > stats.move_and_attack && !elite {
        Some(NoAttack::MovedTwo)
    } else {
        None
    };
    tx.push(Change::Moved {
        unit: u.id.clone(),
        hexes,
        onto,
        zone: zone.unwrap_or(u.board.zone),
        no_attack,
    });
    if u.board.e_web == Some(EWeb::Ready) {
        tx.push(Change::EWebFlipped {
            unit: u.id.clone(),
            to: EWeb::Moving,
        });
    }
    medals::left_hex(tx, &u.id);
    Ok(())
}

/// Applies this rule's changes to the state.
pub fn apply(s: &mut State, c: &Change) {
    if let Change::Moved {
        unit,
        hexes,
        onto,
        zone,
        no_attack,
    } = c
    {
        if let Some(u) = s.unit_mut(unit) {
            u.board.moved = *hexes;
            u.board.terrain = *onto;
            u.board.zone = *zone;
            u.board.no_attack = *no_attack;
        }
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    match c {
        Change::Moved {
            unit,
            hexes,
            onto,
            no_attack,
            ..
        } => Some(
            Message::new(match no_attack {
                Some(_) => "hoth.moved_no_attack",
                None => "hoth.moved",
            })
            .arg("unit", unit.clone())
            .arg("n", *hexes)
            .arg("terrain", serde_json::to_value(onto).unwrap_or_default())
            .arg(
                "reason",
                serde_json::to_value(no_attack).unwrap_or_default(),
            ),
        ),
        _ => None,
    }
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::Moved { unit, .. } => vec![format!("unit.{unit}.zone")],
        _ => vec![],
    }
}
