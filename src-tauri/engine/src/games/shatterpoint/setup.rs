//! Setting up: names, custom units, strike teams, stances and the mission, each decided,
//! applied and logged here. The roll-off and the start are in `start`.

use super::action::TeamPick;
use super::catalog::{find_mission, UnitDef, MAX_OBJECTIVES};
use super::change::Change;
use super::error::SpError;
use super::guards::{in_setup, player, unit, Tx};
use super::log;
use super::squad::validate_team;
use super::state::{Mission, Objective, State};
use super::UnitRef;
use crate::game::Message;
use crate::game::MAX_NAME;

pub fn name(tx: &mut Tx, p: u8, name: &str) -> Result<(), SpError> {
    player(p)?;
    let name = name.trim();
    let n = name.chars().count();
    if n == 0 || n > MAX_NAME {
        return Err(SpError::PlayerName {
            player: usize::from(p) + 1,
            max: MAX_NAME,
        });
    }
    tx.push(Change::PlayerNamed {
        player: p,
        name: name.into(),
    });
    Ok(())
}

pub fn add_unit(tx: &mut Tx, unit: &UnitDef) -> Result<(), SpError> {
    in_setup(&tx.state)?;
    unit.validate_custom()?;
    if tx.state.custom_units.iter().any(|u| u.id == unit.id) {
        return Err(SpError::CustomUnitExists {
            id: unit.id.clone(),
        });
    }
    tx.push(Change::CustomUnitAdded {
        unit: UnitDef {
            custom: true,
            ..unit.clone()
        },
    });
    Ok(())
}

pub fn set_team(tx: &mut Tx, p: u8, pick: &TeamPick, casual: bool) -> Result<(), SpError> {
    in_setup(&tx.state)?;
    player(p)?;
    let (team, _) = validate_team(&tx.state.custom_units, pick, casual)?;
    tx.push(Change::TeamSet { player: p, team });
    Ok(())
}

pub fn choose_stance(tx: &mut Tx, r: UnitRef, side: u8) -> Result<(), SpError> {
    in_setup(&tx.state)?;
    let u = unit(&tx.state, r)?;
    let sides = if u.dual { 2 } else { 1 };
    if side >= sides {
        return Err(SpError::StanceSide { side });
    }
    let change = Change::StanceChosen {
        unit: r,
        name: u.card.name.clone(),
        side,
        stance: u.stances.get(usize::from(side)).cloned(),
    };
    tx.push(change);
    Ok(())
}

pub fn choose_mission(tx: &mut Tx, id: &str, objectives: Option<u8>) -> Result<(), SpError> {
    in_setup(&tx.state)?;
    let def = find_mission(id).ok_or_else(|| SpError::UnknownMission { id: id.into() })?;
    // The mission card's count wins; the players' count fills in where the data is silent.
    let count = def
        .objectives
        .or(objectives)
        .filter(|n| (1..=MAX_OBJECTIVES).contains(n))
        .ok_or(SpError::ObjectiveCount {
            min: 1,
            max: MAX_OBJECTIVES,
        })?;
    tx.push(Change::MissionChosen {
        mission: Mission {
            id: def.id,
            name: def.name,
            objectives: count,
            special: def.special,
            cards: def.struggle_cards,
            verified: def.verified,
        },
    });
    Ok(())
}

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::PlayerNamed { player, name } => {
            if let Some(n) = s.names.get_mut(usize::from(*player)) {
                *n = Some(name.clone());
            }
        }
        Change::CustomUnitAdded { unit } => {
            s.custom_units.retain(|u| u.id != unit.id);
            s.custom_units.push(unit.clone());
        }
        Change::TeamSet { player, team } => {
            if let Some(t) = s.teams.get_mut(usize::from(*player)) {
                *t = Some(team.clone());
            }
        }
        Change::StanceChosen { unit, side, .. } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.counters.stance = *side;
            }
        }
        Change::MissionChosen { mission } => {
            s.objectives = vec![Objective::default(); usize::from(mission.objectives)];
            s.mission = Some(mission.clone());
        }
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::PlayerNamed { player: p, name } => {
            log::player(log::m("player_named"), *p).arg("name", name.clone())
        }
        Change::CustomUnitAdded { unit: u } => log::unit("custom_unit_added", &u.name),
        Change::TeamSet { player: p, team } => {
            let en: Vec<&str> = team.units.iter().map(|u| u.card.name.en.as_str()).collect();
            let pl: Vec<&str> = team.units.iter().map(|u| u.card.name.pl.as_str()).collect();
            let n = team.waived.len() as u32;
            let msg = if n == 0 {
                log::m("team_set")
            } else {
                log::m("team_set_casual").arg("n", n)
            };
            log::player(msg, *p)
                .arg("units", en.join(", "))
                .arg("units_pl", pl.join(", "))
        }
        Change::StanceChosen {
            name, side, stance, ..
        } => match stance {
            Some(s) => log::named(log::unit("stance_chosen", name), "stance", s),
            None => log::unit("stance_chosen_side", name).arg("side", side.saturating_add(1)),
        },
        Change::MissionChosen { mission } => {
            log::named(log::m("mission_chosen"), "mission", &mission.name)
                .arg("n", mission.objectives)
        }
        _ => return None,
    })
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::StanceChosen { unit, .. } => vec![log::unit_key(*unit)],
        _ => Vec::new(),
    }
}

#[cfg(test)]
#[path = "setup_tests.rs"]
mod tests;
