//! Damage, wounds and conditions. A unit is Wounded when its damage reaches its stamina: the
//! opponent gains momentum at once, the unit stops contesting, takes and removes no damage, and
//! an activation of its own ends there. Conditions: one of each, a duplicate is 1 damage.

use super::action::{HealTarget, StrainTrigger};
use super::decide::{amount, living, playing, Steps, Tx};
use super::error::SpError;
use super::event::{Change, DamageCause, EndReason, IgnoreReason, MomentumCause, RemovalCause};
use super::struggle::gain_momentum;
use super::{other, Condition, Step, Text, UnitRef};

fn name(tx: &Tx, r: UnitRef) -> Text {
    tx.state.unit(r).map(|u| u.name.clone()).unwrap_or_default()
}

/// Puts damage on a unit and resolves what follows: Wounded, and the opponent's momentum (which
/// may win the struggle). Returns whether the unit became Wounded; the caller then ends its
/// activation with [`end_if_activating`] once the effect has finished.
pub fn take_damage(tx: &mut Tx, r: UnitRef, amount: u32, cause: DamageCause) -> bool {
    let Some(u) = tx.state.unit(r) else {
        return false;
    };
    let name = u.name.clone();
    if u.wounded {
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
        .is_some_and(|u| u.damage >= u.stamina && !u.wounded);
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
    if living(&tx.state, r)?.wounded {
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
    let name = u.name.clone();
    match target {
        HealTarget::Damage => {
            if u.wounded {
                return Err(SpError::UnitWoundedNoHeal);
            }
            if u.damage == 0 {
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

pub fn gain_condition(
    tx: &mut Tx,
    r: UnitRef,
    condition: Condition,
    in_attack: bool,
) -> Result<(), SpError> {
    playing(&tx.state)?;
    let u = living(&tx.state, r)?;
    let name = u.name.clone();
    if u.immunities.contains(&condition) {
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
    } else if u.wounded {
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
    let name = u.name.clone();
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
    let (name, had) = (u.name.clone(), u.has(condition));
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
        name: u.name.clone(),
        total: u.hunker + 1,
    };
    tx.push(change);
    Ok(())
}

pub fn lose_hunker(tx: &mut Tx, r: UnitRef) -> Result<(), SpError> {
    playing(&tx.state)?;
    let u = living(&tx.state, r)?;
    if u.hunker == 0 {
        return Err(SpError::NoHunker);
    }
    let change = Change::HunkerLost {
        unit: r,
        name: u.name.clone(),
        count: u.hunker,
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

#[cfg(test)]
mod tests {
    use super::super::testkit::*;
    use super::super::{Action, Shatterpoint};
    use super::*;
    use crate::game::Game;

    #[test]
    fn reaching_stamina_wounds_and_the_log_says_it_all() {
        let s = started();
        let (s, e) = act_seeded(
            &s,
            Action::Damage {
                unit: unit(1, MAUL),
                amount: 11,
            },
            1,
        )
        .unwrap();
        let u = s.unit(unit(1, MAUL)).unwrap();
        assert!(u.wounded);
        assert_eq!(s.side(0).momentum, 2);
        let m = Shatterpoint::describe(&e);
        assert_eq!(
            crate::i18n::message(crate::settings::Lang::En, &m),
            "Lord Maul took 11 damage. Wounded. Player 1 gains momentum."
        );
        assert_eq!(m.key, "sp.damaged");
        assert_eq!(m.args["then"].as_array().unwrap().len(), 2);
        let touched = Shatterpoint::touched(&e);
        assert!(touched.contains(&"unit.1.0".to_string()), "{touched:?}");
        assert!(touched.contains(&"momentum.0".to_string()), "{touched:?}");
    }

    #[test]
    fn a_duplicate_is_one_damage_or_pool_damage_and_immunity_ignores() {
        let s = started();
        let r = unit(0, ANAKIN);
        let gain = |in_attack| Action::GainCondition {
            unit: r,
            condition: Condition::Pinned,
            in_attack,
        };
        let s = ok(&s, gain(false));
        let s2 = ok(&s, gain(false));
        assert_eq!(s2.unit(r).unwrap().damage, 1);
        let s3 = ok(&s, gain(true));
        assert_eq!(
            s3.unit(r).unwrap().damage,
            0,
            "the players add it to the pool"
        );
        let s4 = ok(
            &s,
            Action::SetImmunity {
                unit: r,
                condition: Condition::Pinned,
                immune: true,
            },
        );
        assert!(!s4.unit(r).unwrap().has(Condition::Pinned));
        let s5 = ok(&s4, gain(false));
        assert!(!s5.unit(r).unwrap().has(Condition::Pinned));
    }

    #[test]
    fn healing_removes_one_damage_or_one_condition() {
        let s = started();
        let r = unit(0, ANAKIN);
        assert_eq!(
            act(
                &s,
                Action::Heal {
                    unit: r,
                    target: HealTarget::Damage
                }
            ),
            Err(SpError::NothingToHeal)
        );
        let s = ok(&s, Action::Damage { unit: r, amount: 2 });
        let s = ok(
            &s,
            Action::Heal {
                unit: r,
                target: HealTarget::Damage,
            },
        );
        assert_eq!(s.unit(r).unwrap().damage, 1);
        assert_eq!(
            act(
                &s,
                Action::Heal {
                    unit: r,
                    target: HealTarget::Condition {
                        condition: Condition::Exposed
                    }
                }
            ),
            Err(SpError::ConditionAbsent {
                condition: Condition::Exposed
            })
        );
    }

    #[test]
    fn hunker_tokens_come_and_go() {
        let s = started();
        let r = unit(1, 2);
        assert_eq!(
            act(&s, Action::LoseHunker { unit: r }),
            Err(SpError::NoHunker)
        );
        let s = ok(
            &ok(&s, Action::GainHunker { unit: r }),
            Action::GainHunker { unit: r },
        );
        assert_eq!(s.unit(r).unwrap().hunker, 2);
        let s = ok(&s, Action::LoseHunker { unit: r });
        assert_eq!(s.unit(r).unwrap().hunker, 0);
    }
}
