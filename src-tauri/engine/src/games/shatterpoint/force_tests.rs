//! Unit tests of force.rs.
use super::super::testkit::*;
use super::super::Action;
use super::*;

fn speed(payment: Payment) -> Action {
    Action::UseAbility {
        unit: unit(0, MAUL),
        ability: Some("force-speed".into()),
        kind: None,
        cost: None,
        payment,
    }
}

#[test]
fn active_abilities_cost_force_plus_the_tax_once_per_turn() {
    let s = go(&started(), MAUL);
    let s2 = ok(&s, speed(Payment::Force));
    assert_eq!(s2.side(0).force_ready, 8);
    assert_eq!(
        act(&s2, speed(Payment::Force)),
        Err(SpError::AbilityUsed {
            ability: "Force Speed".into()
        })
    );
    let mut hurt = s.clone();
    hurt.unit_mut(unit(0, MAUL)).unwrap().counters.injuries = 2;
    hurt.players[0].force_ready = 2;
    assert_eq!(
        act(&hurt, speed(Payment::Force)),
        Err(SpError::NotEnoughForce { need: 3, ready: 2 })
    );
}

#[test]
fn active_abilities_only_in_the_units_own_activation() {
    let s = started();
    assert_eq!(
        act(&s, speed(Payment::Force)),
        Err(SpError::NotActivating {
            player: 0,
            slot: MAUL
        })
    );
}

#[test]
fn damage_pays_for_a_unit_that_may_and_free_waives_the_tax() {
    let mut s = go(&started(), MAUL);
    s.unit_mut(unit(0, MAUL)).unwrap().counters.injuries = 1;
    // By the card's words (the default reading): the cost in damage, the tax in Force.
    let s2 = ok(&s, speed(Payment::Damage));
    assert_eq!(s2.unit(unit(0, MAUL)).unwrap().counters.damage, 1, "cost 1");
    assert_eq!(s2.side(0).force_ready, 8, "tax 1 in Force");
    let s3 = ok(&s, speed(Payment::Free));
    assert_eq!(
        (
            s3.side(0).force_ready,
            s3.unit(unit(0, MAUL)).unwrap().counters.damage
        ),
        (9, 0)
    );
    let s = go(&pass(&go(&started(), MAUL)), ANAKIN);
    let jump = Action::UseAbility {
        unit: unit(1, ANAKIN),
        ability: Some("force-jump".into()),
        kind: None,
        cost: None,
        payment: Payment::Damage,
    };
    assert_eq!(act(&s, jump), Err(SpError::PaymentNotAllowed));
}

#[test]
fn refreshing_stops_at_the_pool_size() {
    let mut s = started();
    s.players[0].force_ready = 8;
    let s = ok(
        &s,
        Action::RefreshForce {
            player: 0,
            amount: 2,
        },
    );
    assert_eq!(s.side(0).force_ready, 9);
}

#[test]
fn force_spent_at_the_table_takes_ready_tokens_only() {
    let mut s = started();
    s.players[0].force_ready = 2;
    let s = ok(
        &s,
        Action::SpendForce {
            player: 0,
            amount: 1,
        },
    );
    assert_eq!(s.side(0).force_ready, 1);
    assert_eq!(
        act(
            &s,
            Action::SpendForce {
                player: 0,
                amount: 2
            }
        ),
        Err(SpError::NotEnoughForce { need: 2, ready: 1 })
    );
}
