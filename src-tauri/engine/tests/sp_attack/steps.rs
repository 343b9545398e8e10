//! The steps one by one: expertise removed, duplicates, Strained, Steadfast, every illegal
//! choice with its code, and why at each step.

use super::*;

#[test]
fn disarmed_and_exposed_remove_expertise_before_the_charts() {
    let mut t = jar_kai_vs_dark_rage_table();
    t.attacker_conditions = vec![Condition::Disarmed];
    t.defender_conditions = vec![Condition::Exposed];
    let r = run(&jar_kai(), &dark_rage(), &t, "AAABCCDD", "EFFFD", None);
    assert_eq!(r.removed, (2, 3));
    assert_eq!((r.attack_row, r.defense_row), (None, None));
    // 3 strikes + 1 crit against 1 block: 3 successes.
    assert_eq!(r.successes, 3);
    // The Exposed spent on the roll is new again in the tree; Disarmed is placed too.
    assert_eq!(r.conditions_placed, [Condition::Disarmed]);
}

#[test]
fn a_condition_the_defender_holds_adds_one_to_the_pool_and_immunity_ignores_it() {
    let mut t = jar_kai_vs_dark_rage_table();
    t.defender_conditions = vec![Condition::Disarmed];
    let r = run(&jar_kai(), &dark_rage(), &t, "AAABCCDD", "EFFFD", None);
    assert_eq!(r.to_pool, [Condition::Disarmed]);
    assert_eq!(r.pool, 8);
    t.defender_conditions.clear();
    t.defender_immune = vec![Condition::Strained];
    let r = run(&jar_kai(), &dark_rage(), &t, "AAABCCDD", "EFFFD", None);
    assert_eq!(
        (r.conditions_placed, r.pool),
        (vec![Condition::Disarmed], 7)
    );
}

#[test]
fn a_strained_attacker_takes_3_after_everything_else() {
    let mut t = jar_kai_vs_dark_rage_table();
    t.attacker_conditions = vec![Condition::Strained];
    let r = run(&jar_kai(), &dark_rage(), &t, "AAABCCDD", "EFFFD", None);
    let last = r.after_attack.last().expect("strained");
    assert_eq!(
        (last.side, last.from, last.effect.as_str(), last.n),
        (Role::Attacker, From::Strained, "damage", 3)
    );
}

#[test]
fn steadfast_stops_the_first_shove() {
    let s = square();
    let mut t = melee();
    let p: Vec<String> = ["a", "c", "d"].iter().map(|x| x.to_string()).collect();
    let f = parse_faces("BBBDDD", "DDDD").expect("faces");
    assert_eq!(resolve(&s, &s, &t, f, Some(&p)).map(|r| r.shoves), Ok(1));
    t.steadfast = true;
    assert_eq!(resolve(&s, &s, &t, f, Some(&p)).map(|r| r.shoves), Ok(0));
}

#[test]
fn every_illegal_choice_gives_its_code() {
    let s = card("s", json!({}));
    let dash = card(
        "d",
        json!({"ranged": {"attack": null, "range": null, "defense": 3, "weapon": null, "chart": []}}),
    );
    let ranged = Table::new(AttackType::Ranged);
    let code = |r: Result<(u32, u32), AttackError>| r.err().map(|e| e.code());
    assert_eq!(code(pools(&dash, &s, &ranged)), Some("no_such_attack"));
    let mut t = melee();
    t.impact = 10;
    assert_eq!(code(pools(&s, &s, &t)), Some("out_of_range"));
    let mut t = melee();
    t.extra_attack = 25;
    assert_eq!(code(pools(&s, &s, &t)), Some("too_many_dice"));
    t.extra_attack = -100; // floors at 0
    assert_eq!(pools(&s, &s, &t), Ok((0, 4)));
    let mut t = melee();
    t.damage = Some((5, 5));
    assert_eq!(
        pools(&s, &s, &t),
        Ok((6, 4)),
        "a Wounded target can be attacked"
    );
    let incomplete = builtin_stances().expect("shipped").remove(0);
    assert_eq!(
        code(pools(&incomplete, &s, &melee())),
        Some("stance_incomplete")
    );
    let f = parse_faces("AAA", "DDDD").expect("faces");
    assert_eq!(
        resolve(&s, &s, &melee(), f, None).err().map(|e| e.code()),
        Some("face_count")
    );
    assert_eq!(parse_faces("AAX", "").err().map(|e| e.code), Some(2));
}

#[test]
fn each_step_says_why() {
    use datapad_engine::games::shatterpoint::attack_why::explain;
    let mut t = jar_kai_vs_dark_rage_table();
    t.damage = Some((0, 11));
    t.defender_conditions = vec![Condition::Strained];
    let (att, def) = (jar_kai(), dark_rage());
    let r = run(&att, &def, &t, "AAABCCDD", "EFFFD", None);
    let why = explain(&r, &att, &def, &t);
    let keys: Vec<&str> = why.iter().map(|m| m.key.as_str()).collect();
    assert_eq!(
        keys,
        [
            "sp.attack.pools",
            "sp.attack.attack_row",
            "sp.attack.defense_row",
            "sp.attack.successes",
            "sp.attack.walk",
            "sp.attack.duplicate",
            "sp.attack.assigned",
            "sp.attack.not_wounded",
            "sp.attack.after",
            "sp.attack.after"
        ]
    );
    let logs: Vec<String> = keys.iter().map(|k| format!("log.{k}")).collect();
    assert!(datapad_engine::i18n::missing(&logs).is_empty(), "{logs:?}");
    let en = |m| datapad_engine::i18n::message(datapad_engine::settings::Lang::En, m);
    assert_eq!(
        en(&why[3]),
        "1 crit, plus 5 strikes against 2 blocks: 4 successes."
    );
    assert_eq!(
        en(&why[4]),
        "Combat tree, options 1 → 2 → 3 → 4: damage 2 → 3 → 6 → 8."
    );
}

#[test]
fn an_exposed_defender_uses_no_defense_row_even_for_expertise_turned_up_later() {
    let att = card(
        "att",
        json!({"melee": {"attack": 6, "defense": 4, "weapon": null, "chart": [
            {"min": 1, "max": null, "entries": [
                {"kind": "change", "roll": "defense", "from": "failure", "to": "defense_expertise", "n": 2}]}]}}),
    );
    let def = card(
        "def",
        json!({"defense_chart": [{"min": 1, "max": null, "entries": [{"kind": "add", "result": "block", "n": 3}]}]}),
    );
    let r = run(&att, &def, &melee(), "CAAAAA", "DDDD", Some(&[]));
    assert_eq!((r.defense_row, r.successes), (Some((1, None)), 2));
    let mut t = melee();
    t.defender_conditions = vec![Condition::Exposed];
    let r = run(&att, &def, &t, "CAAAAA", "DDDD", Some(&[]));
    assert_eq!((r.defense_row, r.successes), (None, 5));
}
