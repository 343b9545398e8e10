//! The worked examples of issue 9, named after them.

use super::*;

#[test]
fn ahsoka_jar_kai_against_lord_maul_dark_rage() {
    let mut t = melee();
    t.focus = true;
    t.damage = Some((0, 11));
    let r = run(&jar_kai(), &dark_rage(), &t, "AAABCCDD", "EFFFD", None);
    assert_eq!((r.attack_dice, r.defense_dice), (8, 5));
    assert_eq!(r.attack_row, Some((2, Some(2))));
    assert_eq!(r.modified.attack, [1, 5, 0, 2]); // 5 strikes, 1 crit, 2 failures
    assert_eq!(r.modified.defense, [2, 0, 1]); // 2 blocks, 1 failure
    assert_eq!(r.successes, 4);
    assert_eq!(r.path, ["a", "b", "c", "d-upper"]);
    assert_eq!(r.pool_after, [2, 3, 6, 7]);
    assert_eq!(
        r.conditions_placed,
        [Condition::Disarmed, Condition::Strained]
    );
    assert_eq!(
        (r.pool, r.assigned, r.damage_total, r.wounded),
        (7, 7, Some(7), Some(false))
    );
    let after: Vec<(Role, From, &str)> = r
        .after_attack
        .iter()
        .map(|e| (e.side, e.from, e.effect.as_str()))
        .collect();
    assert_eq!(
        after,
        [
            (Role::Defender, From::Chart, "heal"),
            (Role::Defender, From::Chart, "jump")
        ]
    );
}

#[test]
fn super_commandos_against_acrobatics_every_hit_cancelled_then_a_jump() {
    let r = run(
        &super_commandos(),
        &form_v_shien(),
        &melee(),
        "BAAADD",
        "EEFFF",
        None,
    );
    assert_eq!(r.modified.attack, [0, 4, 0, 2]);
    assert_eq!(r.modified.defense[0], 4);
    assert_eq!((r.successes, r.pool, r.assigned), (0, 0, 0));
    assert!(r.path.is_empty());
    assert_eq!(r.after_attack.len(), 1);
    assert_eq!(
        (r.after_attack[0].side, r.after_attack[0].effect.as_str()),
        (Role::Defender, "jump")
    );
}

#[test]
fn a_pool_of_7_split_4_3_and_5_split_3_2() {
    let mut t = melee();
    t.split = true;
    assert_eq!(assign(7, &t), (4, 3));
    assert_eq!(assign(5, &t), (3, 2));
}

#[test]
fn protection_5_to_4() {
    let mut t = melee();
    t.protection = true;
    assert_eq!(assign(5, &t), (4, 0));
    assert_eq!(assign(0, &t), (0, 0));
}

#[test]
fn five_successes_on_a_three_option_path_lose_two() {
    let s = card("line", json!({}));
    let r = run(&s, &s, &melee(), "BBBBBD", "DDDD", None);
    assert_eq!(r.successes, 5);
    assert_eq!(r.path, ["a", "b", "c"]);
    assert_eq!(r.pool, 6);
}
