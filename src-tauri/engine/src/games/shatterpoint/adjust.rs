//! Setting a counter by hand, with a reason: a table dispute or a missed effect never blocks
//! the game. Adjustments keep the counters' bounds; a track adjustment that puts the token on a
//! player's momentum token wins the struggle, as the physical track would.

use super::action::AdjustTarget;
use super::change::Change;
use super::error::SpError;
use super::guards::{player, playing, unit, Tx};
use super::log::{self, m, named, player as with_player, with_condition};
use super::state::State;
use super::struggle::check_win;
use super::Text;
use crate::game::Message;
use crate::kit::adjust;

/// A counter's value within its bounds (the kit's `adjust_range`).
fn range(v: i64, min: i32, max: i32) -> Result<(), SpError> {
    adjust::range(v, min.into(), max.into())?;
    Ok(())
}

fn flag(b: bool) -> i32 {
    i32::from(b)
}

pub fn adjust(tx: &mut Tx, target: &AdjustTarget, reason: &str) -> Result<(), SpError> {
    playing(&tx.state)?;
    let reason = adjust::reason(reason)?;
    let s = &tx.state;
    let objective = |i: u8| {
        s.objectives
            .get(usize::from(i))
            .ok_or(SpError::ObjectiveIndex {
                index: i,
                count: s.objectives.len() as u8,
            })
    };
    let from: i32 = match *target {
        AdjustTarget::Momentum { player: p, count } => {
            player(p)?;
            range(count.into(), 0, 8)?;
            s.side(p).momentum.into()
        }
        AdjustTarget::Token { position } => {
            range(position.into(), -8, 8)?;
            s.token.into()
        }
        AdjustTarget::ForceReady { player: p, ready } => {
            player(p)?;
            let size = s.side(p).force_size;
            range(ready.into(), 0, size as i32)?;
            s.side(p).force_ready as i32
        }
        AdjustTarget::Damage { unit: r, damage } => {
            let u = unit(s, r)?;
            range(damage.into(), 0, 99)?;
            u.counters.damage as i32
        }
        AdjustTarget::Wounded { unit: r, .. } => flag(unit(s, r)?.counters.wounded),
        AdjustTarget::Injuries { unit: r, injuries } => {
            let u = unit(s, r)?;
            range(injuries.into(), 0, 9)?;
            u.counters.injuries as i32
        }
        AdjustTarget::Condition {
            unit: r, condition, ..
        } => flag(unit(s, r)?.has(condition)),
        AdjustTarget::Hunker { unit: r, count } => {
            let u = unit(s, r)?;
            range(count.into(), 0, 9)?;
            u.counters.hunker as i32
        }
        AdjustTarget::Control {
            objective: i,
            controller,
        } => {
            if let Some(p) = controller {
                player(p)?;
            }
            objective(i)?.controller.map_or(-1, i32::from)
        }
        AdjustTarget::ObjectiveActive { objective: i, .. } => flag(objective(i)?.active),
    };
    let name = match *target {
        AdjustTarget::Damage { unit: r, .. }
        | AdjustTarget::Wounded { unit: r, .. }
        | AdjustTarget::Injuries { unit: r, .. }
        | AdjustTarget::Condition { unit: r, .. }
        | AdjustTarget::Hunker { unit: r, .. } => tx.state.unit(r).map(|u| u.card.name.clone()),
        _ => None,
    };
    tx.push(Change::Adjusted {
        target: target.clone(),
        from,
        name,
        reason: reason.into(),
    });
    if matches!(
        target,
        AdjustTarget::Momentum { .. } | AdjustTarget::Token { .. }
    ) {
        check_win(tx);
    }
    Ok(())
}

/// The log sentence of a hand adjustment.
fn sentence(target: &AdjustTarget, from: i32, name: Text, reason: &str) -> Message {
    let by_hand = |key: &str| m(key).arg("reason", reason);
    let on_unit = |key: &str| named(by_hand(key), "unit", &name);
    match *target {
        AdjustTarget::Momentum { player: p, count } => with_player(by_hand("adjusted_momentum"), p)
            .arg("from", from)
            .arg("to", count),
        AdjustTarget::Token { position } => by_hand("adjusted_token")
            .arg("from", from)
            .arg("to", position),
        AdjustTarget::ForceReady { player: p, ready } => with_player(by_hand("adjusted_force"), p)
            .arg("from", from)
            .arg("to", ready),
        AdjustTarget::Damage { damage, .. } => on_unit("adjusted_damage")
            .arg("from", from)
            .arg("to", damage),
        AdjustTarget::Injuries { injuries, .. } => on_unit("adjusted_injuries")
            .arg("from", from)
            .arg("to", injuries),
        AdjustTarget::Hunker { count, .. } => on_unit("adjusted_hunker")
            .arg("from", from)
            .arg("to", count),
        AdjustTarget::Wounded { wounded: true, .. } => on_unit("adjusted_wounded"),
        AdjustTarget::Wounded { wounded: false, .. } => on_unit("adjusted_not_wounded"),
        AdjustTarget::Condition {
            condition, present, ..
        } => {
            let key = if present {
                "adjusted_condition_on"
            } else {
                "adjusted_condition_off"
            };
            with_condition(on_unit(key), condition)
        }
        AdjustTarget::Control {
            objective,
            controller,
        } => match controller {
            Some(p) => with_player(by_hand("adjusted_control"), p),
            None => by_hand("adjusted_no_control"),
        }
        .arg("objective", objective.saturating_add(1)),
        AdjustTarget::ObjectiveActive { objective, active } => {
            let key = if active {
                "adjusted_active"
            } else {
                "adjusted_inactive"
            };
            by_hand(key).arg("objective", objective.saturating_add(1))
        }
    }
}

/// Applies a hand adjustment (evolve).
fn apply_target(s: &mut State, target: &AdjustTarget) {
    match *target {
        AdjustTarget::Momentum { player, count } => s.side_mut(player).momentum = count.min(8),
        AdjustTarget::Token { position } => s.token = position.clamp(-8, 8),
        AdjustTarget::ForceReady { player, ready } => {
            let side = s.side_mut(player);
            side.force_ready = ready.min(side.force_size);
        }
        AdjustTarget::Damage { unit, damage } => {
            if let Some(u) = s.unit_mut(unit) {
                u.counters.damage = damage;
            }
        }
        AdjustTarget::Wounded { unit, wounded } => {
            if let Some(u) = s.unit_mut(unit) {
                u.counters.wounded = wounded;
            }
        }
        AdjustTarget::Injuries { unit, injuries } => {
            if let Some(u) = s.unit_mut(unit) {
                u.counters.injuries = injuries;
            }
        }
        AdjustTarget::Condition {
            unit,
            condition,
            present,
        } => {
            if let Some(u) = s.unit_mut(unit) {
                u.counters.conditions.retain(|c| *c != condition);
                if present {
                    u.counters.conditions.push(condition);
                    u.counters.conditions.sort();
                }
            }
        }
        AdjustTarget::Hunker { unit, count } => {
            if let Some(u) = s.unit_mut(unit) {
                u.counters.hunker = count;
            }
        }
        AdjustTarget::Control {
            objective,
            controller,
        } => {
            if let Some(o) = s.objectives.get_mut(usize::from(objective)) {
                o.controller = controller;
            }
        }
        AdjustTarget::ObjectiveActive { objective, active } => {
            if let Some(o) = s.objectives.get_mut(usize::from(objective)) {
                o.active = active;
                if !active {
                    o.controller = None;
                    o.priority = false;
                }
            }
        }
    }
}

pub fn apply(s: &mut State, c: &Change) {
    if let Change::Adjusted { target, .. } = c {
        apply_target(s, target);
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    match c {
        Change::Adjusted {
            target,
            from,
            name,
            reason,
        } => Some(sentence(
            target,
            *from,
            name.clone().unwrap_or_default(),
            reason,
        )),
        _ => None,
    }
}

pub fn touched(c: &Change) -> Vec<String> {
    let Change::Adjusted { target, .. } = c else {
        return Vec::new();
    };
    match *target {
        AdjustTarget::Momentum { player, .. } => vec![log::momentum(player)],
        AdjustTarget::Token { .. } => vec![log::track()],
        AdjustTarget::ForceReady { player, .. } => vec![log::force(player)],
        AdjustTarget::Damage { unit, .. }
        | AdjustTarget::Wounded { unit, .. }
        | AdjustTarget::Injuries { unit, .. }
        | AdjustTarget::Condition { unit, .. }
        | AdjustTarget::Hunker { unit, .. } => vec![log::unit_key(unit)],
        AdjustTarget::Control { .. } | AdjustTarget::ObjectiveActive { .. } => {
            vec![log::objectives()]
        }
    }
}

#[cfg(test)]
#[path = "adjust_tests.rs"]
mod tests;
