//! Spec §13 scenarios 34–47, one test each.

use super::*;

#[test]
fn s34_extra_blocks_are_wasted_and_the_crit_stays() {
    let s = card(
        "s",
        json!({"melee": {"attack": 3, "defense": 3, "weapon": null, "chart": []}}),
    );
    let r = run(&s, &s, &melee(), "AAB", "EEE", Some(&[]));
    assert_eq!(r.successes, 1);
}

#[test]
fn s35_worked_example_ahsoka_maul() {
    let mut t = melee();
    t.focus = true;
    t.damage = Some((0, 11));
    let r = run(&jar_kai(), &dark_rage(), &t, "BCACADAD", "FDEFF", None);
    assert_eq!((r.successes, r.assigned, r.wounded), (4, 7, Some(false)));
    assert_eq!(
        r.conditions_placed,
        [Condition::Disarmed, Condition::Strained]
    );
    let effects: Vec<&str> = r.after_attack.iter().map(|e| e.effect.as_str()).collect();
    assert_eq!(effects, ["heal", "jump"]);
}

#[test]
fn s36_acrobatics_turns_the_crit_and_the_attack_fails() {
    let r = run(
        &super_commandos(),
        &form_v_shien(),
        &melee(),
        "dabaad",
        "fefef",
        None,
    );
    assert_eq!(r.successes, 0);
    assert_eq!(r.after_attack[0].effect, "jump");
}

#[test]
fn s37_leftover_successes_are_lost_and_stopping_early_is_allowed() {
    let s = card("line", json!({}));
    let r = run(&s, &s, &melee(), "BBBBBD", "DDDD", Some(&["a", "b", "c"]));
    assert_eq!((r.successes, r.path.len()), (5, 3));
    let early = run(&s, &s, &melee(), "BBBBBD", "DDDD", Some(&["a"]));
    assert_eq!((early.path.len(), early.pool), (1, 2));
}

#[test]
fn s38_no_revisit_no_leftward_move_and_every_effect_of_a_chosen_option() {
    let s = square();
    let t = melee();
    let f = parse_faces("BBBBBD", "DDDD").expect("faces");
    let walk = |p: &[&str]| {
        let p: Vec<String> = p.iter().map(|x| x.to_string()).collect();
        resolve(&s, &s, &t, f, Some(&p))
    };
    assert_eq!(
        walk(&["a", "b", "a"]),
        Err(AttackError::PathRevisit { option: "a".into() })
    );
    assert_eq!(
        walk(&["a", "c", "b", "c"]),
        Err(AttackError::PathRevisit { option: "c".into() })
    );
    assert_eq!(
        walk(&["a", "c", "e"]),
        Err(AttackError::PathLeftward {
            from: "c".into(),
            to: "e".into()
        })
    );
    assert_eq!(
        walk(&["b"]),
        Err(AttackError::PathStart { option: "b".into() })
    );
    assert_eq!(
        walk(&["a", "d"]),
        Err(AttackError::PathUnlinked {
            from: "a".into(),
            to: "d".into()
        })
    );
    assert_eq!(
        walk(&["a", "z"]),
        Err(AttackError::PathUnknown { option: "z".into() })
    );
    // Up and down within a column is allowed; every effect of b applies.
    let r = walk(&["a", "c", "b"]).expect("legal");
    assert_eq!(
        (r.pool, r.conditions_placed.clone()),
        (4, vec![Condition::Pinned])
    );
    let short = resolve(
        &s,
        &s,
        &t,
        parse_faces("BBDDDD", "DDDD").expect("faces"),
        Some(&["a".into(), "b".into(), "c".into()]),
    );
    assert_eq!(
        short,
        Err(AttackError::PathTooLong {
            len: 3,
            successes: 2
        })
    );
}

#[test]
fn s39_too_fast_for_you_splits_the_pool() {
    let mut t = melee();
    t.split = true;
    let s = card("line", json!({}));
    let r = run(&s, &s, &t, "BBBBBD", "DDDD", None);
    assert_eq!((r.pool, r.assigned, r.to_attacker), (6, 3, 3));
    assert_eq!(assign(7, &t), (4, 3));
}

#[test]
fn s40_protection_takes_one_from_the_pool() {
    let mut t = melee();
    t.protection = true;
    let s = card("line", json!({}));
    let r = run(&s, &s, &t, "BBBDDD", "DDDD", None);
    assert_eq!((r.pool, r.assigned), (6, 5));
}

#[test]
fn s41_deflect_sees_a_failure_in_the_final_attack_roll() {
    let s = card("s", json!({}));
    let t = Table::new(AttackType::Ranged);
    let r = run(&s, &s, &t, "AABD", "DDD", Some(&[]));
    assert!(r.attack_shows_failure());
    let r = run(&s, &s, &t, "AABC", "DDD", Some(&[]));
    assert!(!r.attack_shows_failure());
}

#[test]
fn s42_one_reactive_per_player_per_attack() {
    assert_eq!(one_reactive_each(&[Role::Attacker, Role::Defender]), Ok(()));
    assert_eq!(
        one_reactive_each(&[Role::Attacker, Role::Attacker]),
        Err(AttackError::SecondReactive {
            side: Role::Attacker
        })
    );
}

#[test]
fn s43_sharpshooter_stacks_and_rides_on_focus() {
    let s = card("s", json!({}));
    let mut t = Table::new(AttackType::Ranged);
    t.sharpshooter = 2 + 1;
    assert_eq!(pools(&s, &s, &t), Ok((4, 3)));
    t.focus = true;
    assert_eq!(pools(&s, &s, &t), Ok((4 + 4, 3)));
    // Void on the other type: Impact does nothing for a ranged attack.
    t.impact = 5;
    assert_eq!(pools(&s, &s, &t), Ok((8, 3)));
}

#[test]
fn s44_gar_saxon_pack_hunter_dice_and_no_cover() {
    let s = card("s", json!({}));
    let mut t = melee();
    t.extra_attack = 2;
    assert_eq!(pools(&s, &s, &t), Ok((8, 4)));
    let mut r = Table::new(AttackType::Ranged);
    r.cover = 2;
    r.ignore_cover = true;
    assert_eq!(pools(&s, &s, &r), Ok((4, 3)));
    r.ignore_cover = false;
    assert_eq!(pools(&s, &s, &r), Ok((4, 5)));
}

#[test]
fn s45_hunker_and_terrain_cover_add_up() {
    assert_eq!(cover(1, true, false), 2);
    assert_eq!(cover(0, true, false), 0);
    let s = card("s", json!({}));
    let mut t = Table::new(AttackType::Ranged);
    t.cover = cover(1, true, false);
    assert_eq!(pools(&s, &s, &t), Ok((4, 5)));
    let mut m = melee();
    m.cover = 2; // cover does nothing against melee
    assert_eq!(pools(&s, &s, &m), Ok((6, 4)));
}

#[test]
fn s46_no_ranged_attack_while_engaged_with_a_non_wounded_enemy() {
    let s = card("s", json!({}));
    let mut t = Table::new(AttackType::Ranged);
    t.engaged = true;
    assert_eq!(pools(&s, &s, &t), Err(AttackError::RangedWhileEngaged));
    t.engaged = false; // the enemy unit is Wounded: allowed
    assert!(pools(&s, &s, &t).is_ok());
    let mut m = melee();
    m.engaged = true;
    assert!(pools(&s, &s, &m).is_ok());
}

#[test]
fn s47_intercede_forbids_the_target() {
    let s = card("s", json!({}));
    let mut t = melee();
    t.target_forbidden = true;
    assert_eq!(pools(&s, &s, &t), Err(AttackError::TargetForbidden));
}
