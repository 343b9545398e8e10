//! The struggle track: momentum tokens filling each half from space 8 inward, the struggle token
//! moving between them, winning a struggle (and the game) and the reset after it, decided,
//! applied and logged here. Positions: 0 is the centre, player 1's half is −1…−8, player 2's is
//! 1…8. Objectives, their control and Shifting Priorities are in `objectives`.

use super::change::{Change, MomentumCause, MoveCause, NotPlacedReason};
use super::error::SpError;
use super::guards::{player, playing, Tx};
use super::log;
use super::state::{Objective, State};
use super::{other, Phase};
use crate::error::Common;
use crate::game::Message;

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

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::MomentumGained { player, .. } => {
            let side = s.side_mut(*player);
            side.momentum = (side.momentum + 1).min(8);
        }
        Change::MomentumSpent { player, amount } => {
            let side = s.side_mut(*player);
            side.momentum = side.momentum.saturating_sub(*amount);
        }
        Change::TokenMoved { to, .. } => s.token = (*to).clamp(-8, 8),
        Change::StruggleWon { player, card, .. } => {
            if let Some(w) = s.won.get_mut(usize::from(*player)) {
                w.push(card.clone());
            }
            s.struggle_won = Some(*player);
            s.last_loser = Some(other(*player));
        }
        Change::GameWon { player } => {
            s.phase = Phase::Over;
            s.winner = Some(*player);
        }
        Change::StruggleReset => {
            for side in &mut s.players {
                side.momentum = 1;
            }
            s.token = 0;
            for o in &mut s.objectives {
                *o = Objective::default();
            }
            s.struggle_won = None;
        }
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::MomentumGained {
            player: p,
            space,
            cause,
        } => {
            let key = match cause {
                MomentumCause::Wound => "momentum_gained",
                MomentumCause::OpponentHalf => "momentum_gained_half",
                MomentumCause::Centre => "momentum_gained_centre",
            };
            log::player(log::m(key), *p).arg("space", *space)
        }
        Change::MomentumNotPlaced {
            player: p, reason, ..
        } => {
            let key = match reason {
                NotPlacedReason::SideFull => "momentum_side_full",
                NotPlacedReason::StruggleWon => "momentum_after_win",
            };
            log::player(log::m(key), *p)
        }
        Change::MomentumSpent { player: p, amount } => {
            log::player(log::m("momentum_spent"), *p).arg("n", *amount)
        }
        Change::TokenMoved {
            player: p,
            from,
            to,
            cause,
            ..
        } => {
            let n = u32::from(from.abs_diff(*to));
            let msg = match (cause, n) {
                (_, 0) => log::m("token_not_moved"),
                (MoveCause::Objectives, _) => log::m("token_moved"),
                (MoveCause::Effect, _) => log::m("token_moved_effect"),
            };
            log::player(msg, *p).arg("n", n).arg("to", *to)
        }
        Change::StruggleWon {
            player: p, total, ..
        } => log::player(log::m("struggle_won"), *p).arg("n", *total),
        Change::GameWon { player: p } => log::player(log::m("game_won"), *p),
        Change::StruggleReset => log::m("struggle_reset"),
        _ => return None,
    })
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::StruggleReset => vec![
            log::track(),
            log::momentum(0),
            log::momentum(1),
            log::objectives(),
        ],
        Change::TokenMoved { .. } => vec![log::track()],
        Change::MomentumGained { player, .. }
        | Change::MomentumNotPlaced { player, .. }
        | Change::MomentumSpent { player, .. } => vec![log::momentum(*player)],
        Change::StruggleWon { .. } | Change::GameWon { .. } => vec![log::struggle()],
        _ => Vec::new(),
    }
}

#[cfg(test)]
#[path = "struggle_tests.rs"]
mod tests;
