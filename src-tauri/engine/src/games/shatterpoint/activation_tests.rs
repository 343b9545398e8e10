//! Unit tests of activation.rs.
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
    assert_eq!(s.unit(unit(0, MAUL)).unwrap().counters.hunker, 1);
}

#[test]
fn the_stance_flips_once() {
    let s = go(&started(), MAUL);
    let r = unit(0, MAUL);
    let s = ok(&s, Action::FlipStance { unit: r });
    assert_eq!(s.unit(r).unwrap().counters.stance, 1);
    assert_eq!(
        act(&s, Action::FlipStance { unit: r }),
        Err(SpError::StanceFlipped)
    );
    // Gar Saxon's card has one side.
    let other = go(&started(), 1);
    assert_eq!(
        act(&other, Action::FlipStance { unit: unit(0, 1) }),
        Err(SpError::StanceSingle)
    );
}

#[test]
fn a_wounded_unit_heals_into_an_injury_at_the_start() {
    let mut s = started();
    let r = unit(0, MAUL);
    {
        let u = s.unit_mut(r).unwrap();
        u.counters.wounded = true;
        u.counters.damage = 12;
        u.counters.hunker = 2;
        u.counters.conditions = vec![Condition::Exposed, Condition::Pinned];
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
        (
            u.counters.wounded,
            u.counters.injuries,
            u.counters.damage,
            u.counters.hunker
        ),
        (false, 1, 0, 0)
    );
    assert_eq!(u.counters.conditions, vec![Condition::Exposed]);
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
