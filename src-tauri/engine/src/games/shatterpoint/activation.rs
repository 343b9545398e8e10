//! A unit's activation: its start (a wound becomes an injury, damage is cleared, one condition
//! goes, hunker tokens go), up to two different actions plus granted ones, one stance flip, and
//! its end.

use super::change::{ActivationSource, Change, EndReason, RemovalCause};
use super::error::SpError;
use super::guards::{at_step, playing, Steps, Tx};
use super::log;
use super::state::{State, TakenAction};
use super::{ActionKind, Condition, Step, UnitRef};
use crate::game::Message;

/// Turn steps 3–4: the card goes to the discard pile and the start-of-activation bookkeeping is
/// done. A Wounded unit with several conditions waits for the player to pick the one to remove.
pub fn activate(tx: &mut Tx, slot: u8, from: ActivationSource) {
    let r = UnitRef {
        player: tx.state.turn.player,
        slot,
    };
    let Some(u) = tx.state.unit(r).cloned() else {
        return;
    };
    tx.push(Change::Activated {
        unit: r,
        name: u.card.name.clone(),
        from,
    });
    let mut step = Step::Actions;
    if u.counters.wounded {
        tx.push(Change::WoundBecameInjury {
            unit: r,
            name: u.card.name.clone(),
            injuries: u.counters.injuries + 1,
            cleared: u.counters.damage,
        });
        match u.counters.conditions.as_slice() {
            [] => {}
            [only] => tx.push(Change::ConditionRemoved {
                unit: r,
                name: u.card.name.clone(),
                condition: *only,
                cause: RemovalCause::Injury,
            }),
            _ => step = Step::StartOfActivation,
        }
    }
    if u.counters.hunker > 0 {
        tx.push(Change::HunkerLost {
            unit: r,
            name: u.card.name.clone(),
            count: u.counters.hunker,
        });
    }
    tx.step(step);
}

fn activating(tx: &Tx) -> Result<UnitRef, SpError> {
    tx.state.activating().ok_or(SpError::WrongStep {
        expected: Step::Actions,
    })
}

pub fn remove_wound_condition(tx: &mut Tx, condition: Condition) -> Result<(), SpError> {
    at_step(&tx.state, Step::StartOfActivation)?;
    let r = activating(tx)?;
    let Some(u) = tx.state.unit(r) else {
        return Err(SpError::UnknownUnit {
            player: r.player,
            slot: r.slot,
        });
    };
    if !u.has(condition) {
        return Err(SpError::ConditionAbsent { condition });
    }
    let name = u.card.name.clone();
    tx.push(Change::ConditionRemoved {
        unit: r,
        name,
        condition,
        cause: RemovalCause::Injury,
    });
    tx.step(Step::Actions);
    Ok(())
}

pub fn take_action(tx: &mut Tx, action: ActionKind, granted: bool) -> Result<(), SpError> {
    at_step(&tx.state, Step::Actions)?;
    let r = activating(tx)?;
    let taken = &tx.state.turn.actions;
    // Each action once per activation, granted ones included (FAQ); only chosen ones count
    // toward the two.
    if taken.iter().any(|t| t.action == action) {
        return Err(SpError::ActionRepeated { action });
    }
    if !granted && taken.iter().filter(|t| !t.granted).count() >= 2 {
        return Err(SpError::TooManyActions);
    }
    let Some(u) = tx.state.unit(r) else {
        return Err(SpError::UnknownUnit {
            player: r.player,
            slot: r.slot,
        });
    };
    let (name, hunker) = (u.card.name.clone(), u.counters.hunker);
    tx.push(Change::ActionTaken {
        unit: r,
        name: name.clone(),
        action,
        granted,
    });
    if action == ActionKind::TakeCover {
        tx.push(Change::HunkerGained {
            unit: r,
            name,
            total: hunker + 1,
        });
    }
    Ok(())
}

pub fn flip_stance(tx: &mut Tx, r: UnitRef) -> Result<(), SpError> {
    playing(&tx.state)?;
    let u = super::guards::living(&tx.state, r)?;
    if r.player != tx.state.turn.player {
        return Err(SpError::NotYourUnit { player: r.player });
    }
    if tx.state.activating() != Some(r) {
        return Err(SpError::NotActivating {
            player: r.player,
            slot: r.slot,
        });
    }
    if !u.dual {
        return Err(SpError::StanceSingle);
    }
    if tx.state.turn.stance_flipped {
        return Err(SpError::StanceFlipped);
    }
    let side = 1 - u.counters.stance.min(1);
    let change = Change::StanceFlipped {
        unit: r,
        name: u.card.name.clone(),
        side,
        stance: u.stances.get(usize::from(side)).cloned(),
    };
    tx.push(change);
    Ok(())
}

/// Steps 6–7: end-of-activation effects are the table's; the stepper moves to the turn's end.
pub fn end(tx: &mut Tx) -> Result<(), SpError> {
    playing(&tx.state)?;
    let r = tx.state.activating().ok_or(SpError::WrongStep {
        expected: Step::Actions,
    })?;
    if tx.state.turn.step != Step::Actions {
        return Err(SpError::WrongStep {
            expected: Step::Actions,
        });
    }
    let name = tx
        .state
        .unit(r)
        .map(|u| u.card.name.clone())
        .unwrap_or_default();
    tx.push(Change::ActivationEnded {
        unit: r,
        name,
        reason: EndReason::Done,
    });
    tx.step(Step::EndOfTurn);
    Ok(())
}

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::Activated { unit, from, .. } => {
            let side = s.side_mut(unit.player);
            let card = match from {
                ActivationSource::Card | ActivationSource::Shatterpoint => side.revealed.take(),
                ActivationSource::Reserve => side.reserve.take(),
            };
            side.discard.extend(card);
            s.turn.activated = Some(unit.slot);
            s.turn.actions.clear();
            s.turn.stance_flipped = false;
            s.turn.must_activate = false;
        }
        Change::WoundBecameInjury { unit, injuries, .. } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.counters.wounded = false;
                u.counters.injuries = *injuries;
                u.counters.damage = 0;
            }
        }
        Change::ActionTaken {
            action, granted, ..
        } => s.turn.actions.push(TakenAction {
            action: *action,
            granted: *granted,
        }),
        Change::StanceFlipped { unit, side, .. } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.counters.stance = *side;
            }
            s.turn.stance_flipped = true;
        }
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::Activated { name, from, .. } => match from {
            ActivationSource::Card => log::unit("activated", name),
            ActivationSource::Reserve => log::unit("activated_reserve", name),
            ActivationSource::Shatterpoint => log::unit("activated_shatterpoint", name),
        },
        Change::WoundBecameInjury {
            name,
            injuries,
            cleared,
            ..
        } => log::unit("wound_to_injury", name)
            .arg("injuries", *injuries)
            .arg("n", *cleared),
        Change::ActionTaken {
            name,
            action,
            granted,
            ..
        } => {
            let key = if *granted {
                "action_granted"
            } else {
                "action_taken"
            };
            log::unit(key, name).arg("action", action.name())
        }
        Change::StanceFlipped {
            name, side, stance, ..
        } => match stance {
            Some(s) => log::named(log::unit("stance_flipped", name), "stance", s),
            None => log::unit("stance_flipped_side", name).arg("side", side.saturating_add(1)),
        },
        Change::ActivationEnded { name, reason, .. } => match reason {
            EndReason::Done => log::unit("activation_ended", name),
            EndReason::Wounded => log::unit("activation_ended_wounded", name),
        },
        _ => return None,
    })
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::Activated { unit, .. } => vec![log::deck(unit.player), log::unit_key(*unit)],
        Change::WoundBecameInjury { unit, .. }
        | Change::ActionTaken { unit, .. }
        | Change::StanceFlipped { unit, .. }
        | Change::ActivationEnded { unit, .. } => vec![log::unit_key(*unit)],
        _ => Vec::new(),
    }
}

#[cfg(test)]
#[path = "activation_tests.rs"]
mod tests;
