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

/// An exact fraction of the answer, as its float (each is also checked against its value).
fn p(o: &Value, key: &str) -> f64 {
    o[key].as_f64().unwrap_or(f64::NAN)
}

#[test]
fn vaders_card_turns_the_retreat_chance_into_elimination() {
    // e1's 3 dice at 1 hex against r1 (3 figures) in the open. Each die hits infantry on 3
    // faces of 6; under "Power of the Force" the retreat face is an explosion too: 4 of 6.
    // Eliminated: all three hit, (2/3)³ = 8/27, and the medal with it; never forced back.
    let vader = vader_ordered(&["e1"]);
    let o = ask(&vader.state, vattack("e1", "r1", 1, "open")).unwrap();
    assert!((p(&o, "eliminated") - 8.0 / 27.0).abs() < 1e-15);
    assert!((p(&o, "p_medal") - 8.0 / 27.0).abs() < 1e-15);
    assert_eq!(p(&o, "p_retreat"), 0.0);
    // Without the card: (1/2)³ = 1/8, and a survivor is forced back when it keeps a figure and
    // a die shows the retreat face.
    let plain = empire_ordered(&["e1"]);
    let o = ask(&plain.state, vattack("e1", "r1", 1, "open")).unwrap();
    assert_eq!(p(&o, "eliminated"), 0.125);
    assert_eq!(p(&o, "p_medal"), 0.125);
    assert!(p(&o, "p_retreat") > 0.0);
}

#[test]
fn a_scenario_without_medals_for_the_attacker_has_no_medal_chance() {
    let mut s = scenario();
    s["no_medal_for"] = json!(["empire"]);
    let mut all = vec![s];
    all.extend(roster());
    all.extend([
        json!({"type": "start_game"}),
        choice(0),
        order(&[]),
        json!({"type": "end_turn"}),
        choice(1),
        order(&["e1"]),
    ]);
    let g = datapad_engine::kit::spec::given::<Hoth>().json(Value::Array(all));
    let o = ask(&g.state, vattack("e1", "r1", 1, "open")).unwrap();
    assert_eq!(p(&o, "eliminated"), 0.125);
    assert_eq!(p(&o, "p_medal"), 0.0);
}
