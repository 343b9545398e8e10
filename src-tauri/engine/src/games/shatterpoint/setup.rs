//! Setting up: names, custom units, strike teams, stances, the mission, the first-player
//! roll-off, and the start (order decks, Force pools, the track, the mission deck).

use super::action::{RollInput, TeamPick};
use super::catalog::{find_mission, UnitDef, MAX_OBJECTIVES};
use super::decide::{in_setup, player, unit, Steps, Tx};
use super::error::SpError;
use super::event::Change;
use super::squad::validate_team;
use super::state::{Mission, OrderCard, RollCounts, RollOff, StruggleCard};
use super::{Step, UnitRef};
use crate::dice::{roll, Symbol};
use crate::game::Ctx;
use crate::games::tray::DiceMode;
use crate::settings::MAX_NAME;
use rand::Rng;

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
        name: u.name.clone(),
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

/// Most crits wins; then most strikes; then most expertise; otherwise roll again.
pub fn first_player(counts: &[RollCounts; 2]) -> Option<u8> {
    let key = |c: &RollCounts| (c.crit, c.strike, c.expertise);
    match key(&counts[0]).cmp(&key(&counts[1])) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => None,
    }
}

fn counts_of(faces: &[Symbol]) -> RollCounts {
    let n = |s: Symbol| faces.iter().filter(|f| **f == s).count() as u8;
    RollCounts {
        crit: n(Symbol::Crit),
        strike: n(Symbol::Strike),
        expertise: n(Symbol::AttackExpertise),
        failure: n(Symbol::Failure),
    }
}

pub fn roll_off(tx: &mut Tx, input: &RollInput, ctx: &mut Ctx) -> Result<(), SpError> {
    in_setup(&tx.state)?;
    let (mode, counts) = match input {
        RollInput::Virtual => {
            let die = ctx.dice.get("sp-attack")?;
            let mut both = [counts_of(&[]); 2];
            for c in &mut both {
                let faces: Vec<Symbol> = (0..5).map(|_| roll(die, ctx.rng)).collect();
                *c = counts_of(&faces);
            }
            (DiceMode::Virtual, both)
        }
        RollInput::Physical { counts } => {
            if counts.len() != 2 {
                return Err(SpError::PlayerCount {
                    expected: 2,
                    got: counts.len(),
                });
            }
            for (i, c) in counts.iter().enumerate() {
                let total = u32::from(c.crit)
                    + u32::from(c.strike)
                    + u32::from(c.expertise)
                    + u32::from(c.failure);
                if total != 5 {
                    return Err(SpError::RollOffCounts {
                        player: i as u8 + 1,
                    });
                }
            }
            (DiceMode::Physical, [counts[0], counts[1]])
        }
    };
    tx.push(Change::RolledOff {
        roll: RollOff {
            mode,
            counts,
            first: first_player(&counts),
        },
    });
    Ok(())
}

/// The order deck: one card per unit, the Shatterpoint card, and the chosen battle tactics.
fn order_deck(tx: &Tx, p: u8) -> Vec<OrderCard> {
    let Some(team) = tx.state.team(p) else {
        return Vec::new();
    };
    let mut deck: Vec<OrderCard> = (0..team.units.len() as u8)
        .map(|slot| OrderCard::Unit { slot })
        .collect();
    deck.push(OrderCard::Shatterpoint);
    if let Some(t) = team.tactics {
        deck.extend((0..t.cards).map(|n| OrderCard::Tactic { slot: t.slot, n }));
    }
    deck.sort();
    deck
}

pub fn start(tx: &mut Tx, ctx: &mut Ctx) -> Result<(), SpError> {
    in_setup(&tx.state)?;
    for p in 0..2 {
        if tx.state.team(p).is_none() {
            return Err(SpError::TeamMissing { player: p + 1 });
        }
    }
    tx.state.first_player.ok_or(SpError::FirstPlayerMissing)?;
    let mission = tx.state.mission.clone().ok_or(SpError::MissionMissing)?;
    // One struggle card per phase, drawn from the cards the data places in that phase; a
    // phase with no known cards is the card the players draw from their own deck.
    let mission_deck: Vec<StruggleCard> = (1..=3u8)
        .map(|phase| {
            let pool: Vec<_> = mission
                .cards
                .iter()
                .filter(|c| c.phase == Some(phase))
                .collect();
            if pool.is_empty() {
                StruggleCard {
                    phase,
                    card: None,
                    name: None,
                }
            } else {
                let c = pool[ctx.rng.random_range(0..pool.len())];
                StruggleCard {
                    phase,
                    card: Some(c.id.clone()),
                    name: Some(c.name.clone()),
                }
            }
        })
        .collect();
    let force = (0..2)
        .map(|p| {
            tx.state
                .team(p)
                .map(|t| t.units.iter().map(|u| u.force).sum())
                .unwrap_or(0)
        })
        .collect();
    let decks = (0..2).map(|p| order_deck(tx, p)).collect();
    tx.push(Change::GameStarted {
        decks,
        force,
        mission_deck: mission_deck.clone(),
    });
    // The first player reveals the phase I card; the players then say which objectives it
    // makes active.
    if let Some(card) = mission_deck.into_iter().next() {
        tx.push(Change::StruggleRevealed { number: 1, card });
    }
    tx.step(Step::StruggleSetup);
    Ok(())
}

#[cfg(test)]
#[path = "setup_tests.rs"]
mod tests;
