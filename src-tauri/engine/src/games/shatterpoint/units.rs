//! Damage, wounds and defeat. A unit is Wounded when its damage reaches its stamina: the
//! opponent gains momentum at once, the unit stops contesting, takes and removes no damage, and
//! an activation of its own ends there. Decided, applied and logged here; conditions, immunity
//! and hunker are in `conditions`.

use super::action::HealTarget;
use super::change::{Change, DamageCause, EndReason, MomentumCause, RemovalCause};
use super::error::SpError;
use super::guards::{amount, living, playing, Steps, Tx};
use super::log;
use super::state::State;
use super::struggle::gain_momentum;
use super::{other, Step, Text, UnitRef};
use crate::game::Message;

pub(super) fn name(tx: &Tx, r: UnitRef) -> Text {
    tx.state
        .unit(r)
        .map(|u| u.card.name.clone())
        .unwrap_or_default()
}

/// Puts damage on a unit and resolves what follows: Wounded, and the opponent's momentum (which
/// may win the struggle). Returns whether the unit became Wounded; the caller then ends its
/// activation with [`end_if_activating`] once the effect has finished.
pub fn take_damage(tx: &mut Tx, r: UnitRef, amount: u32, cause: DamageCause) -> bool {
    let Some(u) = tx.state.unit(r) else {
        return false;
    };
    let name = u.card.name.clone();
    if u.counters.wounded {
        tx.push(Change::DamageBlocked {
            unit: r,
            name,
            amount,
        });
        return false;
    }
    tx.push(Change::Damaged {
        unit: r,
        name: name.clone(),
        amount,
        cause,
    });
    let wounded = tx
        .state
        .unit(r)
        .is_some_and(|u| u.counters.damage >= u.card.stamina && !u.counters.wounded);
    if wounded {
        tx.push(Change::Wounded { unit: r, name });
        gain_momentum(tx, other(r.player), MomentumCause::Wound);
    }
    wounded
}

/// A unit wounded during its own activation ends it; the turn goes on to its end steps.
pub fn end_if_activating(tx: &mut Tx, r: UnitRef) {
    if tx.state.activating() == Some(r) && tx.state.phase == super::Phase::Playing {
        let name = name(tx, r);
        tx.push(Change::ActivationEnded {
            unit: r,
            name,
            reason: EndReason::Wounded,
        });
        tx.step(Step::EndOfTurn);
    }
}

pub fn damage(tx: &mut Tx, r: UnitRef, n: u32) -> Result<(), SpError> {
    playing(&tx.state)?;
    amount(n, 1, 99)?;
    if living(&tx.state, r)?.counters.wounded {
        return Err(SpError::UnitWoundedNoDamage);
    }
    if take_damage(tx, r, n, DamageCause::Entered) {
        end_if_activating(tx, r);
    }
    Ok(())
}

pub fn heal(tx: &mut Tx, r: UnitRef, target: HealTarget) -> Result<(), SpError> {
    playing(&tx.state)?;
    let u = living(&tx.state, r)?;
    let name = u.card.name.clone();
    match target {
        HealTarget::Damage => {
            if u.counters.wounded {
                return Err(SpError::UnitWoundedNoHeal);
            }
            if u.counters.damage == 0 {
                return Err(SpError::NothingToHeal);
            }
            tx.push(Change::DamageHealed { unit: r, name });
        }
        HealTarget::Condition { condition } => {
            if !u.has(condition) {
                return Err(SpError::ConditionAbsent { condition });
            }
            tx.push(Change::ConditionRemoved {
                unit: r,
                name,
                condition,
                cause: RemovalCause::Heal,
            });
        }
    }
    Ok(())
}

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::Damaged { unit, amount, .. } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.counters.damage = u.counters.damage.saturating_add(*amount);
            }
        }
        Change::DamageHealed { unit, .. } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.counters.damage = u.counters.damage.saturating_sub(1);
            }
        }
        Change::Wounded { unit, .. } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.counters.wounded = true;
            }
        }
        Change::UnitDefeated { unit, .. } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.counters.defeated = true;
            }
        }
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::Damaged {
            name,
            amount,
            cause,
            ..
        } => {
            let msg = match cause {
                DamageCause::Entered => log::unit("damaged", name),
                DamageCause::Strained => log::unit("damaged_strained", name),
                DamageCause::AbilityCost => log::unit("damaged_cost", name),
                DamageCause::Attack => log::unit("damaged_attack", name),
                DamageCause::Duplicate { condition } => {
                    log::with_condition(log::unit("damaged_duplicate", name), *condition)
                }
            };
            msg.arg("n", *amount)
        }
        Change::DamageBlocked { name, amount, .. } => {
            log::unit("damage_blocked", name).arg("n", *amount)
        }
        Change::DamageHealed { name, .. } => log::unit("damage_healed", name),
        Change::Wounded { name, .. } => log::unit("wounded", name),
        Change::UnitDefeated {
            name,
            injuries,
            durability,
            ..
        } => log::unit("unit_defeated", name)
            .arg("injuries", *injuries)
            .arg("durability", *durability),
        _ => return None,
    })
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::Damaged { unit, .. }
        | Change::DamageBlocked { unit, .. }
        | Change::DamageHealed { unit, .. }
        | Change::Wounded { unit, .. }
        | Change::UnitDefeated { unit, .. } => vec![log::unit_key(*unit)],
        _ => Vec::new(),
    }
}

#[cfg(test)]
#[path = "units_tests.rs"]
mod tests;
