//! §13 scenarios 48–54: conditions and healing. The dice effects of Disarmed and Exposed belong
//! to the attack pipeline; the tracker holds the tokens and removes them when used.

use super::harness::*;
use datapad_engine::games::shatterpoint::SpError;
use datapad_engine::games::shatterpoint::{Action, Condition, HealTarget, StrainTrigger};

fn gain(t: &mut Table, slot: u8, condition: Condition, in_attack: bool) -> String {
    t.ok(Action::GainCondition {
        unit: u(P2, slot),
        condition,
        in_attack,
    })
}

#[test]
fn s48_strained_attacker_takes_3_damage_then_loses_it() {
    let mut t = Table::started();
    gain(&mut t, ANAKIN, Condition::Strained, false);
    let log = t.ok(Action::MarkStrained {
        unit: u(P2, ANAKIN),
        trigger: StrainTrigger::Attack,
    });
    assert_eq!(t.unit(P2, ANAKIN).counters.damage, 3);
    assert!(!t.unit(P2, ANAKIN).has(Condition::Strained));
    assert_eq!(
        log,
        "Strained triggers on General Anakin Skywalker (attack). General Anakin Skywalker took 3 damage from Strained. Strained is spent."
    );
    t.refused(
        Action::MarkStrained {
            unit: u(P2, ANAKIN),
            trigger: StrainTrigger::Attack,
        },
        SpError::ConditionAbsent {
            condition: Condition::Strained,
        },
    );
}

/// The token is on the unit until the players mark it used after the roll's results.
fn used_after_its_roll(c: Condition) {
    let mut t = Table::started();
    gain(&mut t, MAUL, c, false);
    assert!(t.unit(P2, MAUL).has(c));
    let log = t.ok(Action::RemoveCondition {
        unit: u(P2, MAUL),
        condition: c,
    });
    assert!(!t.unit(P2, MAUL).has(c));
    assert_eq!(log, format!("Lord Maul loses {}.", c.english()));
    t.refused(
        Action::RemoveCondition {
            unit: u(P2, MAUL),
            condition: c,
        },
        SpError::ConditionAbsent { condition: c },
    );
}

#[test]
fn s49_disarmed_goes_after_its_attack_roll() {
    used_after_its_roll(Condition::Disarmed);
}

#[test]
fn s50_exposed_goes_after_its_defense_roll() {
    used_after_its_roll(Condition::Exposed);
}

#[test]
fn s51_pinned_stops_one_move_then_goes() {
    let mut t = Table::started();
    t.ok(Action::GainCondition {
        unit: u(P1, CLONES),
        condition: Condition::Pinned,
        in_attack: false,
    });
    t.activate(CLONES);
    t.ok(Action::TakeAction {
        action: datapad_engine::games::shatterpoint::ActionKind::Move,
        granted: false,
    });
    // The first character does not move; the token goes; the next move works.
    t.ok(Action::RemoveCondition {
        unit: u(P1, CLONES),
        condition: Condition::Pinned,
    });
    assert!(t.unit(P1, CLONES).counters.conditions.is_empty());
}

#[test]
fn s52_a_duplicate_condition_is_damage() {
    let mut t = Table::started();
    gain(&mut t, MAUL, Condition::Exposed, false);
    let log = gain(&mut t, MAUL, Condition::Exposed, true);
    assert_eq!(t.unit(P2, MAUL).counters.damage, 0);
    assert_eq!(log, "Lord Maul already has Exposed: 1 more damage instead.");
    let log = gain(&mut t, MAUL, Condition::Exposed, false);
    assert_eq!(t.unit(P2, MAUL).counters.damage, 1);
    assert_eq!(
        log,
        "Lord Maul already has Exposed: it takes 1 damage instead."
    );
}

#[test]
fn s53_immunity_ignores_the_condition_and_clears_a_held_one() {
    let mut t = Table::started();
    gain(&mut t, GAR, Condition::Strained, false);
    let log = t.ok(Action::SetImmunity {
        unit: u(P2, GAR),
        condition: Condition::Strained,
        immune: true,
    });
    assert!(!t.unit(P2, GAR).has(Condition::Strained));
    assert!(log.ends_with("loses Strained: it is now immune."));
    let log = gain(&mut t, GAR, Condition::Strained, false);
    assert!(!t.unit(P2, GAR).has(Condition::Strained));
    assert!(log.ends_with("is immune to Strained: nothing happens."));
}

#[test]
fn s54_heal_removes_one_damage_or_one_condition_but_no_damage_when_wounded() {
    let mut t = Table::started();
    t.damage(P2, PADAWAN, 3);
    gain(&mut t, PADAWAN, Condition::Pinned, false);
    t.ok(Action::Heal {
        unit: u(P2, PADAWAN),
        target: HealTarget::Damage,
    });
    assert_eq!(t.unit(P2, PADAWAN).counters.damage, 2);
    t.damage(P2, PADAWAN, 5);
    assert!(t.unit(P2, PADAWAN).counters.wounded);
    t.refused(
        Action::Heal {
            unit: u(P2, PADAWAN),
            target: HealTarget::Damage,
        },
        SpError::UnitWoundedNoHeal,
    );
    t.ok(Action::Heal {
        unit: u(P2, PADAWAN),
        target: HealTarget::Condition {
            condition: Condition::Pinned,
        },
    });
    assert!(t.unit(P2, PADAWAN).counters.conditions.is_empty());
}
