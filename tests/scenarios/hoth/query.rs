//! The adjudicator's question before the roll (`Game::query`, never journaled): the dice with
//! their breakdown and the exact odds, counted from the session as the attack counts them and
//! refused as the attack would be.

use super::harness::*;
use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::game::{Ctx, Game};
use datapad_engine::games::hoth::{Hoth, State};
use serde_json::{json, Value};

fn ask(state: &State, attack: Value) -> Result<Value, String> {
    let dice = Catalog::builtin();
    let mut rng = rng_from(Some(1));
    let mut ctx = Ctx {
        rng: &mut rng,
        dice: &dice,
    };
    let mut q = attack;
    q["type"] = json!("attack_odds");
    <Hoth as Game>::query(state, &q, &mut ctx).map_err(|e| e.code)
}

#[test]
fn the_odds_count_the_dice_the_attack_will_roll() {
    // r1 at 1 hex against e1 on rocks: 3 − 1 = 2 dice; the attack itself then rolls 2.
    let g = rebels_ordered(&["r1"]);
    let o = ask(&g.state, vattack("r1", "e1", 1, "rocks")).unwrap();
    assert_eq!(o["dice"], 2);
    assert_eq!(o["breakdown"][0], json!({"term": "range", "dice": 3}));
    assert_eq!(dice_of(g, vattack("r1", "e1", 1, "rocks")), Ok(2));
    let p: f64 = o["figures_removed"]["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["p"].as_f64().unwrap())
        .sum();
    assert!((p - 1.0).abs() < 1e-9);
}

#[test]
fn the_question_refuses_as_the_attack_would() {
    let g = rebels_ordered(&["r1"]);
    assert_eq!(
        ask(&g.state, vattack("r1", "e1", 4, "open")),
        Err("hoth.out_of_range".to_string())
    );
    assert_eq!(
        ask(&g.state, vattack("r2", "e1", 1, "open")),
        Err("hoth.not_ordered".to_string())
    );
    assert_eq!(
        ask(&g.state, json!({"attacker": "r1"})),
        Err("journal.bad_action".to_string())
    );
}
