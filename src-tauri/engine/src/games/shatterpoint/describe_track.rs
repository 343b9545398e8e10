//! Log sentences of the struggle: struggle cards, turns, the Force pool, momentum and the
//! struggle token, objectives, and hand adjustments (see `describe`).

use super::describe::{m, named, player, plural};
use super::event::{Change, MomentumCause, MoveCause, NotPlacedReason};
use super::player_word;
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
        .map(|i| (u32::from(*i).saturating_add(1)).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

pub(super) fn force(n: u32) -> String {
    format!("{n} Force")
}

pub fn message(c: &Change) -> Option<Message> {
    Some(match c {
        Change::StruggleRevealed { number, card } => {
            let msg = match &card.name {
                Some(name) => named(
                    m(
                        "struggle_revealed",
                        format!(
                            "Struggle {number} (phase {}): {} is revealed.",
                            roman(card.phase),
                            name.en
                        ),
                    ),
                    "card",
                    name,
                ),
                None => m(
                    "struggle_revealed_unnamed",
                    format!(
                        "Struggle {number}: the phase {} card is revealed.",
                        roman(card.phase)
                    ),
                ),
            };
            msg.arg("number", *number).arg("phase", roman(card.phase))
        }
        Change::ObjectivesActivated { active, map, .. } => match map {
            Some(map) => m(
                "objectives_activated_map",
                format!(
                    "Map {}. Active objectives: {}.",
                    map.saturating_add(1),
                    list(active)
                ),
            )
            .arg("map", map.saturating_add(1)),
            None => m(
                "objectives_activated",
                format!("Active objectives: {}.", list(active)),
            ),
        }
        .arg("objectives", list(active)),
        Change::TurnStarted { player: p, number } => player(
            m(
                "turn_started",
                format!("Turn {number}: {}.", player_word(*p)),
            ),
            *p,
        )
        .arg("number", *number),
        Change::PriorityRolled {
            player: p, face, ..
        } => player(
            m(
                "priority_rolled",
                format!(
                    "{} rolled the priority die: {}.",
                    player_word(*p),
                    face.english(1).trim_start_matches("1 ")
                ),
            ),
            *p,
        )
        .arg("symbol", face.name()),
        Change::PriorityMarked { objective } => match objective {
            Some(o) => m(
                "priority_marked",
                format!(
                    "The priority token goes on objective {}.",
                    o.saturating_add(1)
                ),
            )
            .arg("objective", o.saturating_add(1)),
            None => m(
                "priority_none",
                "No active objective matches the priority die.".into(),
            ),
        },
        Change::ForceSpent {
            player: p, amount, ..
        } => player(
            m(
                "force_spent",
                format!("{} spends {}.", player_word(*p), force(*amount)),
            ),
            *p,
        )
        .arg("n", *amount),
        Change::ForceRefreshed {
            player: p,
            amount,
            requested,
        } => {
            let msg = if amount < requested {
                m(
                    "force_refreshed_capped",
                    format!(
                        "{} refreshes {} (no more was spent).",
                        player_word(*p),
                        force(*amount)
                    ),
                )
            } else {
                m(
                    "force_refreshed",
                    format!("{} refreshes {}.", player_word(*p), force(*amount)),
                )
            };
            player(msg, *p).arg("n", *amount)
        }
        Change::MomentumGained {
            player: p,
            space,
            cause,
        } => {
            let (key, why) = match cause {
                MomentumCause::Wound => ("momentum_gained", ""),
                MomentumCause::OpponentHalf => (
                    "momentum_gained_half",
                    ": the token is on the opponent's half",
                ),
                MomentumCause::Centre => ("momentum_gained_centre", ": the token is on the centre"),
            };
            player(
                m(key, format!("{} gains momentum{why}.", player_word(*p))),
                *p,
            )
            .arg("space", *space)
        }
        Change::MomentumNotPlaced {
            player: p, reason, ..
        } => {
            let (key, english) = match reason {
                NotPlacedReason::SideFull => (
                    "momentum_side_full",
                    format!("{}'s half is full: no momentum placed.", player_word(*p)),
                ),
                NotPlacedReason::StruggleWon => (
                    "momentum_after_win",
                    format!(
                        "The struggle is already won: {} places no momentum.",
                        player_word(*p)
                    ),
                ),
            };
            player(m(key, english), *p)
        }
        Change::MomentumSpent { player: p, amount } => player(
            m(
                "momentum_spent",
                format!(
                    "{} spends {}.",
                    player_word(*p),
                    plural((*amount).into(), "momentum token", "momentum tokens")
                ),
            ),
            *p,
        )
        .arg("n", *amount),
        Change::TokenMoved {
            player: p,
            from,
            to,
            cause,
            ..
        } => {
            let n = u32::from(from.abs_diff(*to));
            let spaces = plural(n, "space", "spaces");
            let msg = match (cause, n) {
                (_, 0) => m(
                    "token_not_moved",
                    format!(
                        "The struggle token cannot move further toward {}.",
                        player_word(*p)
                    ),
                ),
                (MoveCause::Objectives, _) => m(
                    "token_moved",
                    format!(
                        "The struggle token moves {spaces} toward {}.",
                        player_word(*p)
                    ),
                ),
                (MoveCause::Effect, _) => m(
                    "token_moved_effect",
                    format!(
                        "An effect moves the struggle token {spaces} toward {}.",
                        player_word(*p)
                    ),
                ),
            };
            player(msg, *p).arg("n", n).arg("to", *to)
        }
        Change::StruggleWon {
            player: p, total, ..
        } => player(
            m(
                "struggle_won",
                format!("{} wins the struggle ({total} of 2).", player_word(*p)),
            ),
            *p,
        )
        .arg("n", *total),
        Change::GameWon { player: p } => player(
            m("game_won", format!("{} wins the game!", player_word(*p))),
            *p,
        ),
        Change::ControlChanged { objective, to, .. } => match to {
            Some(p) => player(
                m(
                    "control_taken",
                    format!(
                        "{} controls objective {}.",
                        player_word(*p),
                        objective.saturating_add(1)
                    ),
                ),
                *p,
            ),
            None => m(
                "control_lost",
                format!(
                    "Objective {} has no controller.",
                    objective.saturating_add(1)
                ),
            ),
        }
        .arg("objective", objective.saturating_add(1)),
        Change::PriorityCleared => m("priority_cleared", "The priority token is removed.".into()),
        Change::StruggleReset => m(
            "struggle_reset",
            "The track is reset: momentum back on space 8, objectives inactive.".into(),
        ),
        Change::TurnEnded { player: p, number } => player(
            m(
                "turn_ended",
                format!("{}'s turn {number} ends.", player_word(*p)),
            ),
            *p,
        )
        .arg("number", *number),
        Change::Adjusted {
            target,
            from,
            name,
            reason,
        } => super::adjust::message(target, *from, name.clone().unwrap_or_default(), reason),
        _ => return None,
    })
}
