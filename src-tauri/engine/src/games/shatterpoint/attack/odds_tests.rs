//! Exact odds against today's raw odds, hand-computed cases, and a seeded Monte Carlo of the
//! step function itself (so the folded, joined computation is checked against the plain one).

use super::*;
use crate::dice::Catalog;
use crate::games::shatterpoint::combat::{resolve, Faces};
use crate::games::shatterpoint::raw_odds::sp_odds;
use crate::games::shatterpoint::stance::{from_value, AttackType};
use crate::games::shatterpoint::Condition;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};

const SAMPLE: &str = include_str!("../../../../tests/fixtures/stance-3x6.json");

fn sample() -> Stance {
    super::super::super::stance::parse(SAMPLE).expect("fixture stance")
}

/// A complete stance with the given melee attack chart, defense chart and tree.
fn stance(attack: u32, defense: u32, chart: Value, defense_chart: Value, tree: Value) -> Stance {
    from_value(&json!({
        "format": "datapad-sp-stance", "version": 1, "id": "t", "unit": null, "side": 0,
        "name": {"pl": "t", "en": "t"},
        "melee": {"attack": attack, "defense": defense, "weapon": null, "chart": chart},
        "ranged": {"attack": null, "range": null, "defense": defense, "weapon": null, "chart": []},
        "defense_chart": defense_chart, "tree": tree,
        "verified": false, "missing": [], "source": "test"
    }))
    .expect("test stance")
}

fn one_option() -> Value {
    json!({"options": [{"id": "a", "row": 0, "col": 0, "start": true,
                        "effects": [{"kind": "damage"}]}], "links": []})
}

fn exact(o: &AttackOdds, dist: &[U256]) -> Vec<String> {
    dist.iter().map(|w| o.ratio(*w).to_string()).collect()
}

#[test]
fn raw_successes_match_todays_sp_odds() {
    let cat = Catalog::builtin();
    for (n, b) in [(0, 0), (1, 0), (0, 3), (1, 1), (6, 4), (12, 8), (20, 12)] {
        let old = sp_odds(&cat, n, b).expect("old odds");
        let (new, total) = raw_successes(n, b).expect("new odds");
        let old: Vec<String> = old
            .successes
            .rows
            .iter()
            .map(|r| format!("{}/{}", r.exact.num, r.exact.den))
            .collect();
        let new: Vec<String> = new
            .iter()
            .map(|w| WideRatio::new(*w, total).expect("ratio").to_string())
            .collect();
        assert_eq!(old, new, "{n} v {b}");
    }
}

#[test]
fn chartless_stances_give_todays_raw_odds() {
    let s = stance(8, 5, json!([]), json!([]), one_option());
    let o = attack_odds(&s, &s, &Table::new(AttackType::Melee)).expect("odds");
    let old = sp_odds(&Catalog::builtin(), 8, 5).expect("old");
    let old: Vec<f64> = old.successes.rows.iter().map(|r| r.p).collect();
    let new: Vec<f64> = o.successes.iter().map(|w| o.ratio(*w).to_f64()).collect();
    assert_eq!(old, new);
}

#[test]
fn rows_that_change_no_dice_take_the_general_path_to_the_same_numbers() {
    // A row with only an after-attack effect forces the folded computation.
    let row = json!([{"min": 1, "max": null, "entries": [{"kind": "self", "effect": "jump"}]}]);
    for (n, b) in [(3, 2), (9, 6), (14, 11)] {
        let plain = stance(n, b, json!([]), json!([]), one_option());
        let charted = stance(n, b, row.clone(), row.clone(), one_option());
        let t = Table::new(AttackType::Melee);
        let a = attack_odds(&plain, &plain, &t).expect("plain");
        let c = attack_odds(&charted, &charted, &t).expect("charted");
        assert_eq!(
            exact(&a, &a.successes),
            exact(&c, &c.successes),
            "{n} v {b}"
        );
    }
}

#[test]
fn an_attack_chart_crit_by_hand() {
    // 1 die, row 1+: +1 crit. Crit, strike, or expertise (then the crit) succeed: 6 of 8.
    let chart = json!([{"min": 1, "max": null, "entries": [{"kind": "add", "result": "crit"}]}]);
    let s = stance(1, 0, chart, json!([]), one_option());
    let o = attack_odds(&s, &s, &Table::new(AttackType::Melee)).expect("odds");
    assert_eq!(exact(&o, &o.successes), ["1/4", "3/4"]);
}

#[test]
fn a_defense_chart_turning_a_crit_by_hand() {
    // 1 attack die v 2 defense dice; defense row 1+ turns a crit to a strike.
    // Crit fails only with ≥1 expertise and ≥1 block: 2/9, so it succeeds 7/9; a strike
    // succeeds with no block, 4/9. P(1) = 1/8·7/9 + 3/8·4/9 = 19/72.
    let row = json!([{"min": 1, "max": null, "entries": [
        {"kind": "change", "roll": "attack", "from": "crit", "to": "strike"}]}]);
    let att = stance(1, 0, json!([]), json!([]), one_option());
    let def = stance(1, 2, json!([]), row, one_option());
    let o = attack_odds(&att, &def, &Table::new(AttackType::Melee)).expect("odds");
    assert_eq!(exact(&o, &o.successes), ["53/72", "19/72"]);
}

#[test]
fn chart_damage_enters_the_pool_even_without_a_success() {
    // 1 die v nothing; expertise row: 2 damage; the tree's option: 1 damage.
    let chart = json!([{"min": 1, "max": null, "entries": [{"kind": "damage", "n": 2}]}]);
    let s = stance(1, 0, chart, json!([]), one_option());
    let mut t = Table::new(AttackType::Melee);
    t.damage = Some((0, 2));
    let o = attack_odds(&s, &s, &t).expect("odds");
    assert_eq!(exact(&o, &o.damage), ["1/4", "1/2", "1/4"]);
    assert_eq!(o.mean(&o.damage).expect("mean").to_string(), "1/1");
    assert_eq!(
        o.wounded.map(|w| o.ratio(w).to_string()),
        Some("1/4".into())
    );
    assert_eq!(o.best_path, [vec![0]]);
}

#[test]
fn thirty_against_thirty_is_exact() {
    let s = stance(20, 20, json!([]), json!([]), one_option());
    let mut t = Table::new(AttackType::Melee);
    t.extra_attack = 10;
    t.extra_defense = 10;
    let o = attack_odds(&s, &s, &t).expect("30 v 30");
    assert_eq!((o.attack_dice, o.defense_dice), (30, 30));
    let mut sum = U256::ZERO;
    for w in &o.successes {
        sum = sum.checked_add(*w).expect("sum");
    }
    assert_eq!(sum, o.total);
    assert_eq!(o.total, U256::widening_mul(8u128.pow(30), 6u128.pow(30)));
    // Without defense dice, successes are Binomial(30, 1/2): mean 15 exactly.
    t.extra_defense = -20;
    let o = attack_odds(&s, &s, &t).expect("30 v 0");
    assert_eq!(o.mean(&o.successes).expect("mean").to_string(), "15/1");
    // The charted path at 30 v 30 sums to the total as well.
    let o = attack_odds(&sample(), &sample(), &{
        let mut t = Table::new(AttackType::Melee);
        t.extra_attack = 23;
        t.extra_defense = 25;
        t
    })
    .expect("charted 30 v 30");
    let mut sum = U256::ZERO;
    for w in &o.successes {
        sum = sum.checked_add(*w).expect("sum");
    }
    assert_eq!((o.attack_dice, o.defense_dice, sum), (30, 30, o.total));
}

#[test]
fn best_paths_grow_with_successes() {
    let s = sample();
    let o = attack_odds(&s, &s, &Table::new(AttackType::Melee)).expect("odds");
    let ids = |p: &Vec<usize>| {
        p.iter()
            .map(|&i| s.tree.options[i].id.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(o.best_path.len() + 1, o.successes.len());
    assert_eq!(ids(&o.best_path[0]), ["a0"]);
    assert!(o.best_path.windows(2).all(|w| w[0].len() <= w[1].len()));
}

fn roll(rng: &mut rand_chacha::ChaCha8Rng, a: u32, d: u32) -> Faces {
    // Face tables of the dice (spec §4): attack B A A A C C D D, defense E E F F D D.
    const ATT: [usize; 8] = [0, 1, 1, 1, 2, 2, 3, 3];
    const DEF: [usize; 6] = [0, 0, 1, 1, 2, 2];
    let mut f = Faces::default();
    for _ in 0..a {
        f.attack[ATT[rng.random_range(0..8)]] += 1;
    }
    for _ in 0..d {
        f.defense[DEF[rng.random_range(0..6)]] += 1;
    }
    f
}

/// Rolls `samples` attacks through `combat::resolve` (best walk) and checks every success and
/// damage frequency against the exact odds within 3 standard errors.
fn monte_carlo(att: &Stance, def: &Stance, t: &Table, samples: u32, seed: u64) {
    let o = attack_odds(att, def, t).expect("odds");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut succ = vec![0u32; o.successes.len()];
    let mut dmg = vec![0u32; o.damage.len()];
    for _ in 0..samples {
        let r = resolve(
            att,
            def,
            t,
            roll(&mut rng, o.attack_dice, o.defense_dice),
            None,
        )
        .expect("attack");
        succ[r.successes as usize] += 1;
        dmg[r.assigned as usize] += 1;
    }
    // The means within 3 standard errors (the bar); every frequency within 4.5, which
    // catches a wrong bucket without failing by chance across ~150 buckets.
    for (name, dist, seen) in [
        ("successes", &o.successes, &succ),
        ("damage", &o.damage, &dmg),
    ] {
        let p: Vec<f64> = dist.iter().map(|w| o.ratio(*w).to_f64()).collect();
        let mean: f64 = p.iter().enumerate().map(|(k, p)| k as f64 * p).sum();
        let var: f64 = p
            .iter()
            .enumerate()
            .map(|(k, p)| (k as f64 - mean).powi(2) * p)
            .sum();
        let n = f64::from(samples);
        let sampled: f64 = seen
            .iter()
            .enumerate()
            .map(|(k, c)| k as f64 * f64::from(*c))
            .sum::<f64>()
            / n;
        let se = (var / n).sqrt();
        assert!(
            (sampled - mean).abs() <= 3.0 * se + 1e-12,
            "{name} mean: exact {mean}, sampled {sampled}"
        );
        for (k, p) in p.iter().enumerate() {
            let freq = f64::from(seen[k]) / n;
            let se = (p * (1.0 - p) / n).sqrt();
            assert!(
                (freq - p).abs() <= 4.5 * se + 1e-12,
                "{name} {k}: exact {p}, sampled {freq} (SE {se})"
            );
        }
    }
}

fn scenarios() -> Vec<(Stance, Stance, Table)> {
    let s = sample();
    let plain = stance(6, 4, json!([]), json!([]), one_option());
    let mut focus = Table::new(AttackType::Melee);
    focus.focus = true;
    focus.damage = Some((3, 10));
    let mut ranged = Table::new(AttackType::Ranged);
    ranged.cover = 1;
    ranged.defender_conditions = vec![Condition::Exposed, Condition::Pinned];
    let mut disarmed = Table::new(AttackType::Melee);
    disarmed.attacker_conditions = vec![Condition::Disarmed];
    disarmed.protection = true;
    // The attacker's row turns up defense expertise; an Exposed defender still uses no row.
    let turner = stance(
        7,
        4,
        json!([{"min": 1, "max": null, "entries": [
            {"kind": "change", "roll": "defense", "from": "failure", "to": "defense_expertise", "n": 2},
            {"kind": "damage"}]}]),
        json!([]),
        one_option(),
    );
    let mut exposed = Table::new(AttackType::Melee);
    exposed.defender_conditions = vec![Condition::Exposed];
    vec![
        (turner.clone(), s.clone(), exposed),
        (turner, s.clone(), Table::new(AttackType::Melee)),
        (s.clone(), s.clone(), focus),
        (s.clone(), plain.clone(), ranged),
        (s.clone(), s.clone(), disarmed),
        (plain, s, Table::new(AttackType::Melee)),
    ]
}

#[test]
fn seeded_monte_carlo_agrees_within_three_standard_errors() {
    for (i, (a, d, t)) in scenarios().iter().enumerate() {
        monte_carlo(a, d, t, 6_000, 9 + i as u64);
    }
}

#[test]
#[ignore = "a million attacks per scenario: run with --ignored --release"]
fn a_million_seeded_attacks_agree_within_three_standard_errors() {
    for (i, (a, d, t)) in scenarios().iter().enumerate() {
        monte_carlo(a, d, t, 1_000_000, 1_000 + i as u64);
    }
}

#[test]
#[ignore = "timing probe: cargo test --release -- --ignored timing_probe --nocapture"]
fn timing_probe() {
    let s = sample();
    let mut t = Table::new(AttackType::Melee);
    t.focus = true;
    t.extra_attack = 12;
    t.extra_defense = 7;
    let time = |name: &str, f: &mut dyn FnMut()| {
        let start = std::time::Instant::now();
        for _ in 0..200 {
            f();
        }
        println!("{name}: {:?}", start.elapsed() / 200);
    };
    time("attack_odds", &mut || {
        attack_odds(&s, &s, &t).expect("odds");
    });
    time("charted", &mut || {
        charted(20, 12, &s.melee.chart, &s.defense_chart, false, false).expect("charted");
    });
    time("best_walks", &mut || {
        super::super::best_walk::best_walks(
            &s.tree,
            26,
            Conditions::default(),
            Conditions::default(),
        );
    });
    time("validate", &mut || {
        crate::games::shatterpoint::stance::validate(&s).expect("valid");
    });
    time("pools", &mut || {
        crate::games::shatterpoint::combat::pools(&s, &s, &t).expect("pools");
    });
    time("attack_odds again", &mut || {
        attack_odds(&s, &s, &t).expect("odds");
    });
    let o = attack_odds(&s, &s, &t).expect("odds");
    println!("most successes {}", o.successes.len() - 1);
}

/// By hand, one attack die against no defense: a crit or a strike (4 of 8 faces) is one success.
/// The tree offers two starts: a (2 damage) and b (1 damage and Pinned). max_damage walks a:
/// damage 0 or 2, each 1/2, so at least 1 and at least 2 are both 1/2. max_conditions walks b:
/// damage 0 or 1, each 1/2. A fixed path [b] is the same walk as max_conditions here.
#[test]
fn policies_by_hand_for_one_die() {
    let tree = json!({"options": [
        {"id": "a", "row": 0, "col": 0, "start": true, "effects": [{"kind": "damage", "n": 2}]},
        {"id": "b", "row": 1, "col": 0, "start": true,
         "effects": [{"kind": "damage"}, {"kind": "condition", "condition": "pinned"}]}
    ], "links": []});
    let att = stance(1, 0, json!([]), json!([]), tree);
    let def = stance(1, 0, json!([]), json!([]), one_option());
    let t = Table::new(AttackType::Melee);
    let dmg = odds_under(&att, &def, &t, &Policy::MaxDamage).expect("odds");
    assert_eq!(exact(&dmg, &dmg.damage), ["1/2", "0/1", "1/2"]);
    assert_eq!(dmg.best_path, [vec![0]]);
    let cond = odds_under(&att, &def, &t, &Policy::MaxConditions).expect("odds");
    assert_eq!(exact(&cond, &cond.damage), ["1/2", "1/2"]);
    assert_eq!(cond.best_path, [vec![1]]);
    let path = odds_under(&att, &def, &t, &Policy::Path(vec!["b".into()])).expect("odds");
    assert_eq!(path.damage, cond.damage);
    assert!(matches!(
        odds_under(&att, &def, &t, &Policy::Path(vec!["zz".into()])),
        Err(AttackError::PathUnknown { .. })
    ));
}
