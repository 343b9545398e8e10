//! The roll-off for the first player and the start: order decks, Force pools, the track and
//! the mission deck, decided, applied and logged here.

use super::action::RollInput;
use super::change::Change;
use super::error::SpError;
use super::guards::{in_setup, Steps, Tx};
use super::log;
use super::state::{OrderCard, RollCounts, RollOff, Side, State, StruggleCard, Turn};
use super::{Phase, Step};
use crate::dice::DiceMode;
use crate::dice::{roll, Symbol};
use crate::game::{Ctx, Message};
use crate::games::shatterpoint::faces;
use rand::Rng;

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
        crit: n(faces::CRIT),
        strike: n(faces::STRIKE),
        expertise: n(faces::ATTACK_EXPERTISE),
        failure: n(faces::FAILURE),
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
                .map(|t| t.units.iter().map(|u| u.card.force).sum())
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

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::RolledOff { roll } => {
            s.first_player = roll.first;
            s.roll_off = Some(roll.clone());
        }
        Change::GameStarted {
            decks,
            force,
            mission_deck,
        } => {
            s.phase = Phase::Playing;
            for (p, side) in s.players.iter_mut().enumerate() {
                let mut deck = decks.get(p).cloned().unwrap_or_default();
                deck.sort();
                let size = force.get(p).copied().unwrap_or(0);
                *side = Side {
                    force_size: size,
                    force_ready: size,
                    momentum: 1,
                    deck,
                    ..Side::default()
                };
            }
            s.token = 0;
            s.mission_deck = mission_deck.clone();
            s.turn = Turn::default();
        }
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::RolledOff { roll } => {
            let show = |c: &RollCounts| format!("{}/{}/{}", c.crit, c.strike, c.expertise);
            let (a, b) = (show(&roll.counts[0]), show(&roll.counts[1]));
            let msg = match roll.first {
                Some(p) => log::player(log::m("roll_off"), p),
                None => log::m("roll_off_tie"),
            };
            msg.arg("a", a).arg("b", b)
        }
        Change::GameStarted { force, .. } => {
            let f = |i: usize| force.get(i).copied().unwrap_or(0);
            log::m("game_started")
                .arg("force1", f(0))
                .arg("force2", f(1))
        }
        _ => return None,
    })
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::GameStarted { .. } => vec![
            log::track(),
            log::momentum(0),
            log::momentum(1),
            log::force(0),
            log::force(1),
            log::deck(0),
            log::deck(1),
        ],
        _ => Vec::new(),
    }
}
