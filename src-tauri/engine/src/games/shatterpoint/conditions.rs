//! Conditions (one of each; a duplicate is 1 damage), immunity, hunker tokens and the Strained
//! trigger, decided, applied and logged here.

use super::action::StrainTrigger;
use super::change::{Change, DamageCause, IgnoreReason, RemovalCause};
use super::error::SpError;
use super::guards::{living, playing, Tx};
use super::log;
use super::state::State;
use super::units::{end_if_activating, name, take_damage};
use super::{Condition, UnitRef};
use crate::game::Message;

pub fn gain_condition(
    tx: &mut Tx,
    r: UnitRef,
    condition: Condition,
    in_attack: bool,
) -> Result<(), SpError> {
    playing(&tx.state)?;
    let u = living(&tx.state, r)?;
    let name = u.card.name.clone();
    if u.counters.immunities.contains(&condition) {
        tx.push(Change::ConditionIgnored {
            unit: r,
            name,
            condition,
            reason: IgnoreReason::Immune,
        });
    } else if !u.has(condition) {
        tx.push(Change::ConditionGained {
            unit: r,
            name,
            condition,
        });
    } else if in_attack {
        tx.push(Change::ConditionToPool {
            unit: r,
            name,
            condition,
        });
    } else if u.counters.wounded {
        tx.push(Change::ConditionIgnored {
            unit: r,
            name,
            condition,
            reason: IgnoreReason::WoundedDuplicate,
        });
    } else if take_damage(tx, r, 1, DamageCause::Duplicate { condition }) {
        end_if_activating(tx, r);
    }
    Ok(())
}

pub fn remove_condition(tx: &mut Tx, r: UnitRef, condition: Condition) -> Result<(), SpError> {
    playing(&tx.state)?;
    let u = living(&tx.state, r)?;
    if !u.has(condition) {
        return Err(SpError::ConditionAbsent { condition });
    }
    let name = u.card.name.clone();
    tx.push(Change::ConditionRemoved {
        unit: r,
        name,
        condition,
        cause: RemovalCause::Used,
    });
    Ok(())
}

pub fn set_immunity(
    tx: &mut Tx,
    r: UnitRef,
    condition: Condition,
    immune: bool,
) -> Result<(), SpError> {
    playing(&tx.state)?;
    let u = living(&tx.state, r)?;
    let (name, had) = (u.card.name.clone(), u.has(condition));
    tx.push(Change::ImmunitySet {
        unit: r,
        name: name.clone(),
        condition,
        immune,
    });
    if immune && had {
        tx.push(Change::ConditionRemoved {
            unit: r,
            name,
            condition,
            cause: RemovalCause::Immunity,
        });
    }
    Ok(())
}

pub fn gain_hunker(tx: &mut Tx, r: UnitRef) -> Result<(), SpError> {
    playing(&tx.state)?;
    let u = living(&tx.state, r)?;
    let change = Change::HunkerGained {
        unit: r,
        name: u.card.name.clone(),
        total: u.counters.hunker + 1,
    };
    tx.push(change);
    Ok(())
}

pub fn lose_hunker(tx: &mut Tx, r: UnitRef) -> Result<(), SpError> {
    playing(&tx.state)?;
    let u = living(&tx.state, r)?;
    if u.counters.hunker == 0 {
        return Err(SpError::NoHunker);
    }
    let change = Change::HunkerLost {
        unit: r,
        name: u.card.name.clone(),
        count: u.counters.hunker,
    };
    tx.push(change);
    Ok(())
}

/// Strained fires after the marked move, attack, action or ability: 3 damage, then the token
/// goes. A Wounded unit takes no damage, and the token is spent all the same.
pub fn mark_strained(tx: &mut Tx, r: UnitRef, trigger: StrainTrigger) -> Result<(), SpError> {
    playing(&tx.state)?;
    let u = living(&tx.state, r)?;
    if !u.has(Condition::Strained) {
        return Err(SpError::ConditionAbsent {
            condition: Condition::Strained,
        });
    }
    let name = name(tx, r);
    tx.push(Change::StrainedTriggered {
        unit: r,
        name: name.clone(),
        trigger,
    });
    // The token goes right after its damage; the activation's end (if it wounds) comes last.
    let wounded = take_damage(tx, r, 3, DamageCause::Strained);
    tx.push(Change::ConditionRemoved {
        unit: r,
        name,
        condition: Condition::Strained,
        cause: RemovalCause::Strained,
    });
    if wounded {
        end_if_activating(tx, r);
    }
    Ok(())
}

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::ConditionGained {
            unit, condition, ..
        } => {
            if let Some(u) = s.unit_mut(*unit) {
                if !u.counters.conditions.contains(condition) {
                    u.counters.conditions.push(*condition);
                    u.counters.conditions.sort();
                }
            }
        }
        Change::ConditionRemoved {
            unit, condition, ..
        } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.counters.conditions.retain(|c| c != condition);
            }
        }
        Change::ImmunitySet {
            unit,
            condition,
            immune,
            ..
        } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.counters.immunities.retain(|c| c != condition);
                if *immune {
                    u.counters.immunities.push(*condition);
                    u.counters.immunities.sort();
                }
            }
        }
        Change::HunkerGained { unit, total, .. } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.counters.hunker = *total;
            }
        }
        Change::HunkerLost { unit, count, .. } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.counters.hunker = u.counters.hunker.saturating_sub(*count);
            }
        }
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::ConditionGained {
            name, condition, ..
        } => log::with_condition(log::unit("condition_gained", name), *condition),
        Change::ConditionRemoved {
            name,
            condition,
            cause,
            ..
        } => {
            let key = match cause {
                RemovalCause::Used => "condition_removed",
                RemovalCause::Heal => "condition_healed",
                RemovalCause::Injury => "condition_removed_injury",
                RemovalCause::Immunity => "condition_removed_immunity",
                RemovalCause::Strained => "condition_removed_strained",
            };
            log::with_condition(log::unit(key, name), *condition)
        }
        Change::ConditionIgnored {
            name,
            condition,
            reason,
            ..
        } => {
            let key = match reason {
                IgnoreReason::Immune => "condition_ignored_immune",
                IgnoreReason::WoundedDuplicate => "condition_ignored_wounded",
            };
            log::with_condition(log::unit(key, name), *condition)
        }
        Change::ConditionToPool {
            name, condition, ..
        } => log::with_condition(log::unit("condition_to_pool", name), *condition),
        Change::ImmunitySet {
            name,
            condition,
            immune,
            ..
        } => {
            let key = if *immune {
                "immunity_gained"
            } else {
                "immunity_lost"
            };
            log::with_condition(log::unit(key, name), *condition)
        }
        Change::HunkerGained { name, total, .. } => {
            log::unit("hunker_gained", name).arg("total", *total)
        }
        Change::HunkerLost { name, count, .. } => log::unit("hunker_lost", name).arg("n", *count),
        Change::StrainedTriggered { name, trigger, .. } => {
            log::unit("strained_triggered", name).arg("trigger", trigger.name())
        }
        _ => return None,
    })
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::ConditionGained { unit, .. }
        | Change::ConditionRemoved { unit, .. }
        | Change::ConditionIgnored { unit, .. }
        | Change::ConditionToPool { unit, .. }
        | Change::ImmunitySet { unit, .. }
        | Change::HunkerGained { unit, .. }
        | Change::HunkerLost { unit, .. }
        | Change::StrainedTriggered { unit, .. } => vec![log::unit_key(*unit)],
        _ => Vec::new(),
    }
}
