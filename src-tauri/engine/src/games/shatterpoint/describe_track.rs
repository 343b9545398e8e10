//! Log sentences of the struggle: struggle cards, turns, the Force pool, momentum and the
//! struggle token, objectives, and hand adjustments (see `describe`).

use super::describe::{m, named, player};
use super::event::{Change, MomentumCause, MoveCause, NotPlacedReason};
use crate::game::Message;

fn roman(phase: u8) -> &'static str {
    match phase {
        1 => "I",
        2 => "II",
        _ => "III",
    }
}

fn list(items: &[u8]) -> String {
    items
        .iter()
        .map(|i| (u32::from(*i) + 1).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn message(c: &Change) -> Option<Message> {
    Some(match c {
        Change::StruggleRevealed { number, card } => {
            let msg = match &card.name {
                Some(name) => named(m("struggle_revealed"), "card", name),
                None => m("struggle_revealed_unnamed"),
            };
            msg.arg("number", *number).arg("phase", roman(card.phase))
        }
        Change::ObjectivesActivated { active, map, .. } => match map {
            Some(map) => m("objectives_activated_map").arg("map", map + 1),
            None => m("objectives_activated"),
        }
        .arg("objectives", list(active)),
        Change::TurnStarted { player: p, number } => {
            player(m("turn_started"), *p).arg("number", *number)
        }
        Change::PriorityRolled {
            player: p, face, ..
        } => player(m("priority_rolled"), *p).arg("symbol", face.name()),
        Change::PriorityMarked { objective } => match objective {
            Some(o) => m("priority_marked").arg("objective", o + 1),
            None => m("priority_none"),
        },
        Change::ForceSpent {
            player: p, amount, ..
        } => player(m("force_spent"), *p).arg("n", *amount),
        Change::ForceRefreshed {
            player: p,
            amount,
            requested,
        } => {
            let msg = if amount < requested {
                m("force_refreshed_capped")
            } else {
                m("force_refreshed")
            };
            player(msg, *p).arg("n", *amount)
        }
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
            player(m(key), *p).arg("space", *space)
        }
        Change::MomentumNotPlaced {
            player: p, reason, ..
        } => {
            let key = match reason {
                NotPlacedReason::SideFull => "momentum_side_full",
                NotPlacedReason::StruggleWon => "momentum_after_win",
            };
            player(m(key), *p)
        }
        Change::MomentumSpent { player: p, amount } => {
            player(m("momentum_spent"), *p).arg("n", *amount)
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
                (_, 0) => m("token_not_moved"),
                (MoveCause::Objectives, _) => m("token_moved"),
                (MoveCause::Effect, _) => m("token_moved_effect"),
            };
            player(msg, *p).arg("n", n).arg("to", *to)
        }
        Change::StruggleWon {
            player: p, total, ..
        } => player(m("struggle_won"), *p).arg("n", *total),
        Change::GameWon { player: p } => player(m("game_won"), *p),
        Change::ControlChanged { objective, to, .. } => match to {
            Some(p) => player(m("control_taken"), *p),
            None => m("control_lost"),
        }
        .arg("objective", objective + 1),
        Change::PriorityCleared => m("priority_cleared"),
        Change::StruggleReset => m("struggle_reset"),
        Change::TurnEnded { player: p, number } => {
            player(m("turn_ended"), *p).arg("number", *number)
        }
        Change::Adjusted {
            target,
            from,
            name,
            reason,
        } => super::adjust::message(target, *from, name.clone().unwrap_or_default(), reason),
        _ => return None,
    })
}
