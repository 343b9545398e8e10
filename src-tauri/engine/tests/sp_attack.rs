//! Shatterpoint attacks against the rulebook: the worked examples of issue 9 and the attack
//! scenarios 34–47 of spec §13, one test each, through the public engine calls.

use datapad_engine::games::shatterpoint::attack_error::AttackError;
use datapad_engine::games::shatterpoint::cli::parse_faces;
use datapad_engine::games::shatterpoint::combat::{
    assign, cover, one_reactive_each, pools, resolve, AttackResult, From, Side, Table,
};
use datapad_engine::games::shatterpoint::stance::{
    builtin_stances, from_value, AttackType, Stance,
};
use datapad_engine::games::shatterpoint::Condition;
use serde_json::{json, Value};

/// A complete stance: melee 6 / defense 4, ranged 4 at range 3 / defense 3, no charts, and a
/// three-option line a → b → c; `patch` replaces top-level fields.
fn card(id: &str, patch: Value) -> Stance {
    let mut v = json!({
        "format": "datapad-sp-stance", "version": 1, "id": id, "unit": null, "side": 0,
        "name": {"pl": id, "en": id},
        "melee": {"attack": 6, "defense": 4, "weapon": null, "chart": []},
        "ranged": {"attack": 4, "range": 3, "defense": 3, "weapon": null, "chart": []},
        "defense_chart": [],
        "tree": {"options": [
            {"id": "a", "row": 0, "col": 0, "start": true, "effects": [{"kind": "damage", "n": 2}]},
            {"id": "b", "row": 0, "col": 1, "effects": [{"kind": "damage"}]},
            {"id": "c", "row": 0, "col": 2, "effects": [{"kind": "damage", "n": 3}]}
        ], "links": [["a", "b"], ["b", "c"]]},
        "verified": false, "missing": [], "source": "test"
    });
    if let (Some(base), Some(p)) = (v.as_object_mut(), patch.as_object()) {
        for (k, x) in p {
            base.insert(k.clone(), x.clone());
        }
    }
    from_value(&v).expect("a valid test stance")
}

/// A shipped stance with its gaps filled by test values (the seeds do not give them).
fn shipped(id: &str, fill: Value) -> Stance {
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
    from_value(&v).expect("completed stance")
}

fn jar_kai() -> Stance {
    shipped(
        "ahsoka-jar-kai",
        json!({"melee.defense": 5, "ranged.defense": 4}),
    )
}

fn dark_rage() -> Stance {
    shipped(
        "maul-dark-rage",
        json!({"melee.attack": 7, "ranged.defense": 4,
               "tree": {"options": [{"id": "x", "row": 0, "col": 0, "start": true,
                                     "effects": [{"kind": "damage"}]}], "links": []}}),
    )
}

fn run(
    att: &Stance,
    def: &Stance,
    t: &Table,
    a: &str,
    d: &str,
    path: Option<&[&str]>,
) -> AttackResult {
    let path: Option<Vec<String>> = path.map(|p| p.iter().map(|s| s.to_string()).collect());
    resolve(
        att,
        def,
        t,
        parse_faces(a, d).expect("faces"),
        path.as_deref(),
    )
    .expect("attack")
}

fn melee() -> Table {
    Table::new(AttackType::Melee)
}

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
    let after: Vec<(Side, From, &str)> = r
        .after_attack
        .iter()
        .map(|e| (e.side, e.from, e.effect.as_str()))
        .collect();
    assert_eq!(
        after,
        [
            (Side::Defender, From::Chart, "heal"),
            (Side::Defender, From::Chart, "jump")
        ]
    );
}

fn super_commandos() -> Stance {
    card("super-commandos", json!({}))
}

fn form_v_shien() -> Stance {
    shipped(
        "ahsoka-form-v-shien",
        json!({"melee": {"attack": 6, "defense": 5, "weapon": null, "chart": []},
               "ranged": {"attack": null, "range": null, "defense": 4, "weapon": null, "chart": []},
               "tree": {"options": [{"id": "x", "row": 0, "col": 0, "start": true,
                                     "effects": [{"kind": "damage"}]}], "links": []}}),
    )
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
        (Side::Defender, "jump")
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

fn square() -> Stance {
    // a(0,0) start — b(0,1) — c(1,1) ; c — d(0,2); a — c
    card(
        "square",
        json!({"tree": {"options": [
            {"id": "a", "row": 0, "col": 0, "start": true, "effects": [{"kind": "damage"}]},
            {"id": "b", "row": 0, "col": 1, "effects": [{"kind": "damage"}, {"kind": "condition", "condition": "pinned"}]},
            {"id": "c", "row": 1, "col": 1, "effects": [{"kind": "damage", "n": 2}]},
            {"id": "d", "row": 0, "col": 2, "effects": [{"kind": "shove"}]},
            {"id": "e", "row": 1, "col": 0, "effects": [{"kind": "damage", "n": 9}]}
        ], "links": [["a", "b"], ["b", "c"], ["c", "d"], ["a", "c"], ["c", "e"]]}}),
    )
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
    assert_eq!(one_reactive_each(&[Side::Attacker, Side::Defender]), Ok(()));
    assert_eq!(
        one_reactive_each(&[Side::Attacker, Side::Attacker]),
        Err(AttackError::SecondReactive {
            side: Side::Attacker
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

fn jar_kai_vs_dark_rage_table() -> Table {
    let mut t = melee();
    t.focus = true;
    t
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
        (Side::Attacker, From::Strained, "damage", 3)
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
    assert_eq!(code(pools(&s, &s, &t)), Some("damage_stamina"));
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
        "Successes = crits (1) + max(0, strikes (5) − blocks (2)) = 4."
    );
    assert_eq!(
        en(&why[4]),
        "The walk a → b → c → d-upper fills the pool 2 → 3 → 6 → 8."
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
