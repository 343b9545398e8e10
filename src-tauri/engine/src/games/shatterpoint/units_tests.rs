//! Unit tests of units.rs and conditions.rs.
use super::super::testkit::*;
use super::super::{Action, Condition, Shatterpoint};
use super::*;

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
    assert!(u.counters.wounded);
    assert_eq!(s.side(0).momentum, 2);
    let m = crate::game::describe::<Shatterpoint>(&e);
    assert_eq!(
        crate::i18n::message(crate::settings::Lang::En, &m),
        "Lord Maul took 11 damage. Wounded. Player 1 gains momentum."
    );
    assert_eq!(m.key, "sp.damaged");
    assert_eq!(m.args["then"].as_array().unwrap().len(), 2);
    let touched = crate::game::touched::<Shatterpoint>(&e);
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
    assert_eq!(s2.unit(r).unwrap().counters.damage, 1);
    let s3 = ok(&s, gain(true));
    assert_eq!(
        s3.unit(r).unwrap().counters.damage,
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
    assert_eq!(s.unit(r).unwrap().counters.damage, 1);
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
    assert_eq!(s.unit(r).unwrap().counters.hunker, 2);
    let s = ok(&s, Action::LoseHunker { unit: r });
    assert_eq!(s.unit(r).unwrap().counters.hunker, 0);
}
