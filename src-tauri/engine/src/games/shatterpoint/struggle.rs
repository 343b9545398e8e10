//! The struggle track: momentum tokens filling each half from space 8 inward, the struggle token
//! moving between them, winning a struggle, objectives and their control, and Shifting
//! Priorities. Positions: 0 is the centre, player 1's half is −1…−8, player 2's is 1…8.

use super::action::DieInput;
use super::decide::{at_step, player, playing, Steps, Tx};
use super::error::SpError;
use super::event::{Change, MomentumCause, MoveCause, NotPlacedReason};
use super::{other, Step};
use crate::dice::roll;
use crate::error::{Common, DiceError};
use crate::game::Ctx;
use crate::games::tray::DiceMode;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// +1 for player 2's half, −1 for player 1's.
pub fn direction(player: u8) -> i8 {
    if player == 0 {
        -1
    } else {
        1
    }
}

/// How far the token is into `player`'s half (0 on the centre or the other half).
pub fn depth(token: i8, player: u8) -> u8 {
    let d = token * direction(player);
    if d > 0 {
        d as u8
    } else {
        0
    }
}

/// The token stands on one of `player`'s momentum tokens (spaces 9 − momentum … 8).
pub fn on_marker(tx: &Tx, player: u8) -> bool {
    let d = depth(tx.state.token, player);
    d > 0 && u32::from(d) + u32::from(tx.state.side(player).momentum) >= 9
}

/// Records a struggle win (and the game's, at the second).
pub fn win(tx: &mut Tx, player: u8) {
    if tx.state.struggle_won.is_some() {
        return;
    }
    let Some(card) = tx.state.struggle.as_ref().map(|s| s.card.clone()) else {
        return;
    };
    let total = tx.state.won[usize::from(player.min(1))].len() as u8 + 1;
    tx.push(Change::StruggleWon {
        player,
        card,
        total,
    });
    if total >= 2 {
        tx.push(Change::GameWon { player });
    }
}

/// Whoever has a momentum token under the struggle token wins the struggle.
pub fn check_win(tx: &mut Tx) {
    for p in [tx.state.turn.player, other(tx.state.turn.player)] {
        if on_marker(tx, p) {
            win(tx, p);
        }
    }
}

pub fn gain_momentum(tx: &mut Tx, player: u8, cause: MomentumCause) {
    let reason = if tx.state.struggle_won.is_some() {
        Some(NotPlacedReason::StruggleWon)
    } else if tx.state.side(player).momentum >= 8 {
        Some(NotPlacedReason::SideFull)
    } else {
        None
    };
    match reason {
        Some(reason) => tx.push(Change::MomentumNotPlaced {
            player,
            cause,
            reason,
        }),
        None => {
            let space = 8 - tx.state.side(player).momentum;
            tx.push(Change::MomentumGained {
                player,
                space,
                cause,
            });
            if on_marker(tx, player) {
                win(tx, player);
            }
        }
    }
}

/// Moves the token toward `player`'s momentum tokens (their end of the track if they have
/// none), space by space; landing on one of their tokens wins and stops the move.
pub fn move_token(tx: &mut Tx, player: u8, spaces: u8, cause: MoveCause) {
    if spaces == 0 || tx.state.struggle_won.is_some() {
        return;
    }
    let from = tx.state.token;
    let dir = direction(player);
    let mut to = from;
    let mut won = false;
    for _ in 0..spaces {
        if to == 8 * dir {
            break;
        }
        to += dir;
        let d = depth(to, player);
        if d > 0 && u32::from(d) + u32::from(tx.state.side(player).momentum) >= 9 {
            won = true;
            break;
        }
    }
    if to != from {
        tx.push(Change::TokenMoved {
            player,
            from,
            to,
            spaces,
            cause,
        });
    }
    if won {
        win(tx, player);
    }
}

/// Who controls an objective, from the characters contesting it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpContester")]
pub struct Contester {
    pub player: u8,
    /// Characters within range 2 of the token.
    pub characters: u32,
    /// On the token's level.
    pub same_level: bool,
    /// A Wounded unit's characters do not contest.
    pub wounded: bool,
}

/// The control rule: most contesting characters on the token's level; if nobody contests on
/// its level, most on other levels; a tie keeps the previous controller.
pub fn objective_control(previous: Option<u8>, contesters: &[Contester]) -> Option<u8> {
    let count = |p: u8, same: bool| -> u32 {
        contesters
            .iter()
            .filter(|c| c.player == p && c.same_level == same && !c.wounded)
            .map(|c| c.characters)
            .sum()
    };
    let same = [count(0, true), count(1, true)];
    let counts = if same[0] + same[1] > 0 {
        same
    } else {
        [count(0, false), count(1, false)]
    };
    match counts[0].cmp(&counts[1]) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => previous,
    }
}

fn objective(tx: &Tx, index: u8) -> Result<(), SpError> {
    let count = tx.state.objectives.len() as u8;
    if index < count {
        Ok(())
    } else {
        Err(SpError::ObjectiveIndex { index, count })
    }
}

/// The struggle card just revealed makes these objectives active; then the turn begins.
pub fn set_active(
    tx: &mut Tx,
    active: &[u8],
    map: Option<u8>,
    card: Option<&str>,
) -> Result<(), SpError> {
    at_step(&tx.state, Step::StruggleSetup)?;
    if active.is_empty() {
        return Err(SpError::ObjectivesNone);
    }
    for (i, a) in active.iter().enumerate() {
        objective(tx, *a)?;
        if active[..i].contains(a) {
            return Err(SpError::ObjectiveRepeated { index: *a });
        }
    }
    if let Some(m) = map.filter(|m| *m > 1) {
        return Err(SpError::MapIndex { map: m });
    }
    let Some(current) = tx.state.struggle.clone() else {
        return Err(SpError::WrongStep {
            expected: Step::StruggleSetup,
        });
    };
    let mut card_now = current.card.clone();
    if let Some(id) = card {
        let def = tx
            .state
            .mission
            .as_ref()
            .and_then(|m| m.cards.iter().find(|c| c.id == id))
            .filter(|c| c.phase.is_none_or(|p| p == current.card.phase))
            .ok_or_else(|| SpError::UnknownStruggleCard { id: id.into() })?;
        card_now.card = Some(def.id.clone());
        card_now.name = Some(def.name.clone());
    }
    let mut sorted = active.to_vec();
    sorted.sort_unstable();
    tx.push(Change::ObjectivesActivated {
        active: sorted,
        map,
        chooser: map.and(tx.state.last_loser),
        card: card_now,
    });
    let next = if tx.state.turn.number == 0 {
        tx.state.first_player.unwrap_or(0)
    } else {
        other(tx.state.turn.player)
    };
    super::turn::start_turn(tx, next);
    Ok(())
}

pub fn priority_roll(tx: &mut Tx, input: &DieInput, ctx: &mut Ctx) -> Result<(), SpError> {
    at_step(&tx.state, Step::StartOfTurn)?;
    if !tx.state.priority_due() {
        return Err(SpError::PriorityNotDue);
    }
    if tx.state.turn.priority_face.is_some() {
        return Err(SpError::PriorityAlreadyRolled);
    }
    let die = ctx.dice.get("sp-defense")?;
    let (mode, face) = match input {
        DieInput::Virtual => (DiceMode::Virtual, roll(die, ctx.rng)),
        DieInput::Physical { face } => {
            if !die.can_show(*face) {
                return Err(SpError::Dice(DiceError::SymbolNotOnDie {
                    die: die.id.clone(),
                    symbol: *face,
                }));
            }
            (DiceMode::Physical, *face)
        }
    };
    tx.push(Change::PriorityRolled {
        player: tx.state.turn.player,
        mode,
        face,
    });
    Ok(())
}

pub fn mark_priority(tx: &mut Tx, objective_index: Option<u8>) -> Result<(), SpError> {
    at_step(&tx.state, Step::StartOfTurn)?;
    if tx.state.turn.priority_face.is_none() {
        return Err(SpError::PriorityNotRolled);
    }
    if let Some(i) = objective_index {
        objective(tx, i)?;
        if !tx.state.objectives[usize::from(i)].active {
            return Err(SpError::ObjectiveInactive { index: i });
        }
    }
    tx.push(Change::PriorityMarked {
        objective: objective_index,
    });
    tx.step(Step::Reveal);
    Ok(())
}

pub fn spend_momentum(tx: &mut Tx, p: u8, amount: u8) -> Result<(), SpError> {
    playing(&tx.state)?;
    player(p)?;
    if amount == 0 || amount > 8 {
        return Err(Common::Amount { min: 1, max: 8 }.into());
    }
    let have = tx.state.side(p).momentum;
    if amount > have {
        return Err(SpError::NotEnoughMomentum { need: amount, have });
    }
    tx.push(Change::MomentumSpent { player: p, amount });
    Ok(())
}

/// An ability moves the token (e.g. when a unit is wounded); a win counts at once.
pub fn effect_move(tx: &mut Tx, p: u8, spaces: u8) -> Result<(), SpError> {
    playing(&tx.state)?;
    player(p)?;
    if spaces == 0 || spaces > 16 {
        return Err(Common::Amount { min: 1, max: 16 }.into());
    }
    let before = tx.changes.len();
    move_token(tx, p, spaces, MoveCause::Effect);
    if tx.changes.len() == before {
        // Nothing moved (track end, or the struggle already won): still one event to log.
        tx.push(Change::TokenMoved {
            player: p,
            from: tx.state.token,
            to: tx.state.token,
            spaces,
            cause: MoveCause::Effect,
        });
    }
    Ok(())
}

#[cfg(test)]
#[path = "struggle_tests.rs"]
mod tests;
