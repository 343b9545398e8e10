//! Issue 20 on the tracker: the attack screen's odds under a named policy with attacks to
//! wound from the board's damage, and the best-target list for the activating unit.

use super::attack::{dark_rage, jar_kai};
use super::harness::*;
use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::game::{Ctx, Game};
use datapad_engine::games::shatterpoint::Shatterpoint;
use serde_json::{json, Value};

fn ask(t: &Table, q: &Value) -> Value {
    let (mut rng, dice) = (rng_from(Some(3)), Catalog::builtin());
    let mut ctx = Ctx {
        rng: &mut rng,
        dice: &dice,
    };
    Shatterpoint::query(&t.state, q, &mut ctx).expect("answered")
}

#[test]
fn the_odds_name_their_policy_and_count_attacks_from_the_boards_damage() {
    let mut t = Table::started();
    t.damage(P2, MAUL, 9);
    let q = |policy: &str| {
        json!({
            "type": "attack_odds", "policy": policy,
            "attacker": u(P1, PADAWAN), "defender": u(P2, MAUL),
            "attacker_stance": jar_kai(), "defender_stance": dark_rage(),
            "facts": {"kind": "melee", "focus": true}
        })
    };
    let v = ask(&t, &q("max_damage"));
    assert_eq!(v["policy"], "max_damage");
    // 9 of 11: two damage to go, so the first attack wounds when it deals at least 2.
    assert_eq!(
        v["attacks_to_wound_exact"]["1"],
        v["damage_at_least_exact"]["2"]
    );
    assert_eq!(v["attacks_to_wound_exact"]["1"], v["p_wounded_exact"]);
    let c = ask(&t, &q("max_conditions"));
    assert_eq!(c["policy"], "max_conditions");
    assert_eq!(c["best_path"]["2"], json!(["a", "b"]), "b places Disarmed");
}

#[test]
fn best_target_ranks_the_marked_enemies_by_the_chance_to_wound() {
    let mut t = Table::started();
    t.damage(P2, GAR, 8);
    let q = json!({
        "type": "attack_rank",
        "attacker": u(P1, PADAWAN), "attacker_stance": jar_kai(),
        "targets": [
            {"defender": u(P2, MAUL), "defender_stance": dark_rage()},
            {"defender": u(P2, GAR), "defender_stance": dark_rage()}
        ],
        "facts": {"focus": true}
    });
    let v = ask(&t, &q);
    let rows = v.as_array().expect("list");
    // Ahsoka's stance has no ranged attack: one row a target.
    assert_eq!(rows.len(), 2);
    assert_eq!(
        rows[0]["target"],
        json!(u(P2, GAR)),
        "the damaged one first"
    );
    assert!(rows.iter().all(|r| r["type"] == "melee"));
    let p: Vec<f64> = rows
        .iter()
        .filter_map(|r| r["p_wounded"].as_f64())
        .collect();
    assert!(p[0] > p[1], "{p:?}");
}
