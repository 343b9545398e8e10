//! A unit's activation: its start (a wound becomes an injury, damage is cleared, one condition
//! goes, hunker tokens go), up to two different actions plus granted ones, one stance flip, and
//! its end.

use super::decide::{at_step, playing, Steps, Tx};
use super::error::SpError;
use super::event::{ActivationSource, Change, EndReason, RemovalCause};
use super::{ActionKind, Condition, Step, UnitRef};

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
        name: u.name.clone(),
        from,
    });
    let mut step = Step::Actions;
    if u.wounded {
        tx.push(Change::WoundBecameInjury {
            unit: r,
            name: u.name.clone(),
            injuries: u.injuries + 1,
            cleared: u.damage,
        });
        match u.conditions.as_slice() {
            [] => {}
            [only] => tx.push(Change::ConditionRemoved {
                unit: r,
                name: u.name.clone(),
                condition: *only,
                cause: RemovalCause::Injury,
            }),
            _ => step = Step::StartOfActivation,
        }
    }
    if u.hunker > 0 {
        tx.push(Change::HunkerLost {
            unit: r,
            name: u.name.clone(),
            count: u.hunker,
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
    let name = u.name.clone();
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
    let (name, hunker) = (u.name.clone(), u.hunker);
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
    let u = super::decide::living(&tx.state, r)?;
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
    let side = 1 - u.stance.min(1);
    let change = Change::StanceFlipped {
        unit: r,
        name: u.name.clone(),
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
    let name = tx.state.unit(r).map(|u| u.name.clone()).unwrap_or_default();
    tx.push(Change::ActivationEnded {
        unit: r,
        name,
        reason: EndReason::Done,
    });
    tx.step(Step::EndOfTurn);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::testkit::*;
    use super::super::Action;
    use super::*;

    fn take(action: ActionKind, granted: bool) -> Action {
        Action::TakeAction { action, granted }
    }

    #[test]
    fn two_different_actions_plus_granted_ones() {
        let s = go(&started(), MAUL);
        let s = ok(&s, take(ActionKind::Move, false));
        assert_eq!(
            act(&s, take(ActionKind::Move, false)),
            Err(SpError::ActionRepeated {
                action: ActionKind::Move
            })
        );
        let s = ok(&s, take(ActionKind::Focus, true));
        let s = ok(&s, take(ActionKind::Combat, false));
        assert_eq!(
            act(&s, take(ActionKind::Recover, false)),
            Err(SpError::TooManyActions)
        );
        let s = ok(&s, take(ActionKind::TakeCover, true));
        assert_eq!(s.unit(unit(0, MAUL)).unwrap().hunker, 1);
    }

    #[test]
    fn the_stance_flips_once() {
        let s = go(&started(), MAUL);
        let r = unit(0, MAUL);
        let s = ok(&s, Action::FlipStance { unit: r });
        assert_eq!(s.unit(r).unwrap().stance, 1);
        assert_eq!(
            act(&s, Action::FlipStance { unit: r }),
            Err(SpError::StanceFlipped)
        );
        let other = go(&started(), 3);
        assert_eq!(
            act(&other, Action::FlipStance { unit: unit(0, 3) }),
            Err(SpError::StanceSingle)
        );
    }

    #[test]
    fn a_wounded_unit_heals_into_an_injury_at_the_start() {
        let mut s = started();
        let r = unit(0, MAUL);
        {
            let u = s.unit_mut(r).unwrap();
            u.wounded = true;
            u.damage = 12;
            u.hunker = 2;
            u.conditions = vec![Condition::Exposed, Condition::Pinned];
        }
        let s = go(&s, MAUL);
        assert_eq!(s.turn.step, Step::StartOfActivation);
        assert_eq!(
            act(&s, take(ActionKind::Move, false)),
            Err(SpError::WrongStep {
                expected: Step::Actions
            })
        );
        let s = ok(
            &s,
            Action::RemoveWoundCondition {
                condition: Condition::Pinned,
            },
        );
        let u = s.unit(r).unwrap();
        assert_eq!(
            (u.wounded, u.injuries, u.damage, u.hunker),
            (false, 1, 0, 0)
        );
        assert_eq!(u.conditions, vec![Condition::Exposed]);
        assert_eq!(s.turn.step, Step::Actions);
    }

    #[test]
    fn being_wounded_in_its_own_activation_ends_it() {
        let s = go(&started(), MAUL);
        let s = ok(
            &s,
            Action::Damage {
                unit: unit(0, MAUL),
                amount: 11,
            },
        );
        assert_eq!(s.turn.step, Step::EndOfTurn);
        assert_eq!(
            act(&s, take(ActionKind::Move, false)),
            Err(SpError::WrongStep {
                expected: Step::Actions
            })
        );
        assert_eq!(s.side(1).momentum, 2);
    }
}
