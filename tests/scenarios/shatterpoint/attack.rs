//! Issue 9: an attack committed to the tracker as one action. The worked example of the
//! rulebook (Ahsoka's Jar'Kai against Lord Maul) lands damage and conditions on the table in
//! one event; a wounding attack gives momentum; Strained hits the attacker last; every
//! illegal choice is refused and changes nothing.

use super::harness::*;
use datapad_engine::games::shatterpoint::attack_error::AttackError;
use datapad_engine::games::shatterpoint::combat::Faces;
use datapad_engine::games::shatterpoint::stance::{builtin_stances, AttackType};
use datapad_engine::games::shatterpoint::{
    Action, AttackFacts, AttackInput, Change, Condition, SpError,
};
use serde_json::{json, Value};

/// A shipped stance as JSON with the values the seeds lack filled in for the test.
pub(super) fn shipped(id: &str, fill: Value) -> Value {
    let s = builtin_stances()
        .expect("shipped stances")
        .into_iter()
        .find(|s| s.id == id)
        .expect("shipped id");
    let mut v = serde_json::to_value(&s).expect("json");
    v["missing"] = json!([]);
    for (path, x) in fill.as_object().expect("object") {
        let mut at = &mut v;
        for part in path.split('.') {
            at = &mut at[part];
        }
        *at = x.clone();
    }
    v
}

pub(super) fn jar_kai() -> Value {
    shipped(
        "ahsoka-jar-kai",
        json!({"melee.defense": 5, "ranged.defense": 4}),
    )
}

pub(super) fn dark_rage() -> Value {
    shipped(
        "maul-dark-rage",
        json!({"melee.attack": 7, "ranged.defense": 4,
               "tree": {"options": [{"id": "x", "row": 0, "col": 0, "start": true,
                                     "effects": [{"kind": "damage"}]}], "links": []}}),
    )
}

/// Ahsoka (player 1's padawan slot) attacks Lord Maul (player 2) with the worked example's faces:
/// attack `AAABCCDD` (3 strikes, 1 crit, 2 expertise, 2 failures), defense `EFFFD`.
pub(super) fn ahsoka_on_maul(path: &[&str]) -> Action {
    Action::Attack(Box::new(AttackInput {
        attacker: u(P1, PADAWAN),
        defender: u(P2, MAUL),
        attacker_stance: jar_kai(),
        defender_stance: dark_rage(),
        facts: AttackFacts {
            kind: AttackType::Melee,
            focus: true,
            ..AttackFacts::default()
        },
        faces: Faces {
            attack: [1, 3, 2, 2],
            defense: [1, 3, 1],
        },
        path: path.iter().map(|s| s.to_string()).collect(),
    }))
}

#[test]
fn ahsoka_against_maul_lands_in_one_event() {
    let mut t = Table::started();
    let log = t.ok(ahsoka_on_maul(&["a", "b", "c", "d-upper"]));
    let maul = t.unit(P2, MAUL);
    assert_eq!(
        (
            maul.counters.damage,
            maul.card.stamina,
            maul.counters.wounded
        ),
        (7, 11, false)
    );
    assert!(maul.has(Condition::Disarmed) && maul.has(Condition::Strained));
    assert_eq!(t.events.len(), 7, "setup 6, the attack 1");
    assert!(
        log.starts_with(
            "Padawan Ahsoka Tano attacked Lord Maul (Melee): 4 successes, combat tree options 1 → 2 → 3 → 4, 7 damage. \
             Still to resolve: Heal ×1, Jump ×1."
        ),
        "{log}"
    );
    t.check_replay();
}

#[test]
fn a_wounding_attack_gives_the_attacker_momentum() {
    let mut t = Table::started();
    t.damage(P2, MAUL, 5);
    let before = t.state.side(P1).momentum;
    t.ok(ahsoka_on_maul(&["a", "b", "c", "d-upper"]));
    let maul = t.unit(P2, MAUL);
    assert!(maul.counters.wounded, "5 + 7 ≥ 11");
    assert_eq!(t.state.side(P1).momentum, before + 1);
    t.check_replay();
}

#[test]
fn disarmed_is_spent_and_strained_hits_the_attacker_last() {
    let mut t = Table::started();
    for condition in [Condition::Disarmed, Condition::Strained] {
        t.ok(Action::GainCondition {
            unit: u(P1, PADAWAN),
            condition,
            in_attack: false,
        });
    }
    t.ok(ahsoka_on_maul(&["a"]));
    let changes = &t.events.last().expect("the attack").changes;
    let last_damage = changes.iter().rev().find_map(|c| match c {
        Change::Damaged { unit, amount, .. } => Some((*unit, *amount)),
        _ => None,
    });
    assert_eq!(
        last_damage,
        Some((u(P1, PADAWAN), 3)),
        "Strained comes last"
    );
    let ahsoka = t.unit(P1, PADAWAN);
    assert!(!ahsoka.has(Condition::Disarmed) && !ahsoka.has(Condition::Strained));
    assert_eq!(ahsoka.counters.damage, 3);
    t.check_replay();
}

#[test]
fn a_duplicate_condition_goes_to_the_pool() {
    let mut t = Table::started();
    t.ok(Action::GainCondition {
        unit: u(P2, MAUL),
        condition: Condition::Disarmed,
        in_attack: false,
    });
    t.ok(ahsoka_on_maul(&["a", "b"]));
    // a: 2, b: 1 and Disarmed again → 1 more.
    assert_eq!(t.unit(P2, MAUL).counters.damage, 4);
}

#[test]
fn illegal_walks_and_targets_are_refused_and_change_nothing() {
    let mut t = Table::started();
    t.refused(
        ahsoka_on_maul(&["b"]),
        SpError::Attack(AttackError::PathStart { option: "b".into() }),
    );
    t.refused(
        ahsoka_on_maul(&["a", "c"]),
        SpError::Attack(AttackError::PathUnlinked {
            from: "a".into(),
            to: "c".into(),
        }),
    );
    t.refused(
        ahsoka_on_maul(&["a", "b", "a"]),
        SpError::Attack(AttackError::PathRevisit { option: "a".into() }),
    );
    let Action::Attack(mut own) = ahsoka_on_maul(&[]) else {
        unreachable!()
    };
    own.defender = u(P1, MAUL);
    t.refused(Action::Attack(own.clone()), SpError::AttackOwnUnit);
    own.defender = u(P2, MAUL);
    own.attacker_stance = jar_kai();
    own.attacker_stance["missing"] = json!(["tree"]);
    assert!(matches!(
        t.act(Action::Attack(own.clone())),
        Err(SpError::Attack(AttackError::StanceIncomplete { .. }))
    ));
    own.attacker_stance = jar_kai();
    own.facts.kind = AttackType::Ranged;
    assert!(matches!(
        t.act(Action::Attack(own)),
        Err(SpError::Attack(AttackError::NoSuchAttack { .. }))
    ));
}

/// The attack screen's questions: exact odds before the roll, one virtual roll of the right
/// size, and a preview that is exactly what the commit then does.
#[test]
fn the_screen_asks_odds_roll_and_preview_without_changing_anything() {
    use datapad_engine::dice::{rng_from, Catalog};
    use datapad_engine::game::{Ctx, Game};
    use datapad_engine::games::shatterpoint::Shatterpoint;
    let t = Table::started();
    let (mut rng, dice) = (rng_from(Some(7)), Catalog::builtin());
    let mut ctx = Ctx {
        rng: &mut rng,
        dice: &dice,
    };
    let ask = |kind: &str, a: &Action, ctx: &mut Ctx| {
        let Action::Attack(a) = a else { unreachable!() };
        let mut q = serde_json::to_value(a).expect("json");
        q["type"] = json!(kind);
        Shatterpoint::query(&t.state, &q, ctx).expect("answered")
    };
    let odds = ask("attack_odds", &ahsoka_on_maul(&[]), &mut ctx);
    assert_eq!(
        (odds["attack_dice"].as_u64(), odds["defense_dice"].as_u64()),
        (Some(8), Some(5))
    );
    assert_eq!(odds["best_path"]["4"], json!(["a", "b", "c", "d-upper"]));
    let roll = ask("attack_roll", &ahsoka_on_maul(&[]), &mut ctx);
    let sum = |k: &str| {
        roll[k]
            .as_array()
            .expect("counts")
            .iter()
            .filter_map(|n| n.as_u64())
            .sum::<u64>()
    };
    assert_eq!((sum("attack"), sum("defense")), (8, 5));
    let preview = ask(
        "attack_preview",
        &ahsoka_on_maul(&["a", "b", "c", "d-upper"]),
        &mut ctx,
    );
    assert_eq!(preview["assigned"], json!(7));
    assert!(preview["why"].as_array().is_some_and(|w| !w.is_empty()));
    assert_eq!(preview["next"], json!([]), "every success spent");
    let first = ask("attack_preview", &ahsoka_on_maul(&["a"]), &mut ctx);
    assert_eq!(
        first["next"],
        json!(["b"]),
        "only the option linked to the right"
    );

    // Standalone, the same two stances with the board's facts said by the players: the same
    // answer, and a target that would already be past its stamina is refused.
    let mut q = json!({
        "type": "matchup_preview",
        "attacker_stance": jar_kai(), "defender_stance": dark_rage(),
        "facts": {"kind": "melee", "focus": true},
        "damage": [0, 11],
        "faces": {"attack": [1, 3, 2, 2], "defense": [1, 3, 1]},
        "path": ["a", "b", "c", "d-upper"]
    });
    let alone = Shatterpoint::query(&t.state, &q, &mut ctx).expect("answered");
    assert_eq!(alone["assigned"], preview["assigned"]);
    assert_eq!(alone["why"], preview["why"]);
    q["damage"] = json!([11, 11]);
    let refused = Shatterpoint::query(&t.state, &q, &mut ctx).expect_err("refused");
    assert_eq!(refused.code, "sp.damage_stamina");
}

/// The reference (lines 95–96): a Wounded unit can be attacked; it takes no damage but gains
/// conditions. The rest of the attack applies: the attacker's Disarmed is spent and Strained
/// still hits it.
#[test]
fn a_wounded_unit_is_attacked_takes_no_damage_and_gains_conditions() {
    let mut t = Table::started();
    t.damage(P2, MAUL, 11);
    assert!(t.unit(P2, MAUL).counters.wounded);
    for condition in [Condition::Disarmed, Condition::Strained] {
        t.ok(Action::GainCondition {
            unit: u(P1, PADAWAN),
            condition,
            in_attack: false,
        });
    }
    let momentum = t.state.side(P1).momentum;
    // Disarmed takes the 2 expertise away, so 2 successes: a (2 damage), b (1, Disarmed).
    let log = t.ok(ahsoka_on_maul(&["a", "b"]));
    let maul = t.unit(P2, MAUL);
    assert_eq!(
        (maul.counters.damage, maul.counters.wounded),
        (11, true),
        "no damage taken"
    );
    assert!(maul.has(Condition::Disarmed), "the tree's condition lands");
    assert!(
        log.contains("Lord Maul is Wounded and takes no damage."),
        "{log}"
    );
    let ahsoka = t.unit(P1, PADAWAN);
    assert!(!ahsoka.has(Condition::Disarmed), "Disarmed spent");
    assert_eq!(ahsoka.counters.damage, 3, "Strained's 3 damage");
    assert_eq!(t.state.side(P1).momentum, momentum, "no second wound");
    t.check_replay();
}
