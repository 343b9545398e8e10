//! Properties over random battles: figures stay within 0..max; medals are exactly the
//! medal-giving eliminations, the objectives held and the adjustments; command cards are
//! conserved; replaying the events rebuilds the state; the odds sum to 1 and follow the die.

use super::harness::*;
use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::game::{self, Ctx};
use datapad_engine::games::hoth::faces;
use datapad_engine::games::hoth::types::Side::{Empire, Rebels};
use datapad_engine::games::hoth::{hoth_odds, HothTarget};
use datapad_engine::games::hoth::{Action, Change, Event, Hoth, State};
use proptest::prelude::*;
use serde_json::{json, Value};

const UNITS: [&str; 10] = ["r1", "r2", "r3", "s1", "c1", "e1", "e2", "e3", "w1", "d1"];
const FACES: [&str; 5] = ["infantry", "vehicle", "explosion", "miss", "retreat"];
const TERRAIN: [&str; 5] = ["open", "rocks", "ridge", "trenches", "wreck"];

/// One action from a number: every kind the table uses, with plausible and implausible values.
fn action(n: u64) -> Value {
    let u = |k: u64| UNITS[(k % 10) as usize];
    let a = n % 13;
    let p = n / 13;
    match a {
        0 => choice((p % 4) as u32),
        1 => order(&[u(p), u(p / 10)][..(1 + p % 2) as usize]),
        2 => mv(u(p), (1 + p % 3) as u32, TERRAIN[(p / 10 % 5) as usize]),
        3 | 4 => {
            let dice = (1 + p % 4) as usize;
            let faces: Vec<&str> = (0..dice)
                .map(|i| FACES[((p >> (i * 3)) % 5) as usize])
                .collect();
            attack(
                u(p),
                u(p / 10),
                (1 + p / 100 % 3) as u32,
                TERRAIN[(p / 7 % 5) as usize],
                &faces,
            )
        }
        5 => json!({"type": "retreat", "room": p % 3, "ignore_one": p.is_multiple_of(5)}),
        6 => json!({"type": "confirm", "roll": {"mode": "virtual", "seed": p}}),
        7 => {
            json!({"type": "take_ground", "take": p.is_multiple_of(2), "onto": TERRAIN[(p / 2 % 5) as usize]})
        }
        8 => {
            json!({"type": "objective", "objective": if p.is_multiple_of(2) { "ridge_top" } else { "bunker" }, "unit": u(p / 2), "entered": !p.is_multiple_of(3)})
        }
        9 => {
            json!({"type": "adjust", "target": {"kind": "figures", "unit": u(p), "figures": p / 10 % 5}, "reason": "table"})
        }
        10 => {
            json!({"type": "adjust", "target": {"kind": "medals", "side": if p.is_multiple_of(2) { "empire" } else { "rebels" }, "medals": p / 2 % 4}, "reason": "table"})
        }
        11 => json!({"type": "reroll", "dice": [p % 3]}),
        _ => json!({"type": "end_turn"}),
    }
}

struct Played {
    state: State,
    events: Vec<Event>,
}

fn play(script: &[u64]) -> Played {
    let mut events = Vec::new();
    // The setup events, so a replay from nothing can be compared.
    let mut setup = vec![scenario()];
    setup.extend(roster());
    setup.push(json!({"type": "start_game"}));
    let dice = Catalog::builtin();
    let mut rng = rng_from(Some(3));
    let mut s = State::default();
    for a in setup.into_iter().chain(script.iter().map(|n| action(*n))) {
        let Ok(a) = serde_json::from_value::<Action>(a) else {
            continue;
        };
        let mut ctx = Ctx {
            rng: &mut rng,
            dice: &dice,
        };
        if let Ok(evs) = game::decide::<Hoth>(&s, &a, &mut ctx) {
            for e in evs {
                s = datapad_engine::game::evolve::<Hoth>(s, &e);
                events.push(e);
            }
        }
    }
    Played { state: s, events }
}

fn medal_sum(events: &[Event], side: &str) -> i64 {
    let mut n = 0i64;
    for c in events.iter().flat_map(|e| &e.changes) {
        let v = serde_json::to_value(c).unwrap_or_default();
        let mine = v["side"] == side;
        match c {
            Change::Eliminated { medal: Some(s), .. } if s.name() == side => n += 1,
            Change::ObjectiveTaken { .. } if mine => n += 1,
            // A medal count never goes below 0 (a hand adjustment may have taken it there first).
            Change::ObjectiveLost { .. } if mine => n = (n - 1).max(0),
            Change::MedalsAdjusted { from, to, .. } if mine => {
                n += i64::from(*to) - i64::from(*from)
            }
            _ => {}
        }
    }
    n
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_battles_keep_every_invariant(script in prop::collection::vec(any::<u64>(), 1..150)) {
        let p = play(&script);
        let s = &p.state;
        for u in &s.units {
            prop_assert!(u.figures <= u.max_figures, "{u:?}");
        }
        prop_assert_eq!(i64::from(s.medals.empire), medal_sum(&p.events, "empire"));
        prop_assert_eq!(i64::from(s.medals.rebels), medal_sum(&p.events, "rebels"));
        for (side, c) in [("rebels", s.total(Rebels)), ("empire", s.total(Empire))] {
            let played = u32::from(s.card.is_some() && s.active.name() == side);
            prop_assert_eq!(c.hand + c.deck + c.discard + played, 16, "{}", side);
        }
        let replayed = game::replay::<Hoth>(&p.events);
        prop_assert_eq!(&replayed, s);
        // The events survive the journal's JSON.
        let text = serde_json::to_string(&p.events).unwrap_or_default();
        let back: Vec<Event> = serde_json::from_str(&text).unwrap_or_default();
        prop_assert_eq!(back, p.events);
    }
}

#[test]
fn random_battles_reach_many_outcomes() {
    let mut won = 0;
    let mut eliminated = 0;
    for seed in 0..60u64 {
        let mut r = rng_from(Some(seed));
        let script: Vec<u64> = (0..300)
            .map(|_| rand::RngCore::next_u64(&mut r) % 100_000)
            .collect();
        let p = play(&script);
        won += usize::from(p.state.winner.is_some());
        eliminated += p.state.units.iter().filter(|u| u.figures == 0).count();
    }
    assert!(
        won > 0 && eliminated > 5,
        "won {won}, eliminated {eliminated}"
    );
}

#[test]
fn odds_sum_to_one_match_the_hand_count_and_follow_a_changed_die() {
    let cat = Catalog::builtin();
    let o = hoth_odds(&cat, 3, HothTarget::Infantry).expect("odds");
    let sum: f64 = o.hits.rows.iter().map(|r| r.p).sum();
    assert!((sum - 1.0).abs() < 1e-12);
    // 3 dice, each hits infantry on 3 faces of 6: P(0 hits) = 1/8.
    assert!((o.hits.rows[0].p - 0.125).abs() < 1e-12);
    let mut mine = cat.clone();
    mine.override_faces(
        "hoth",
        vec![
            faces::INFANTRY,
            faces::VEHICLE,
            faces::VEHICLE,
            faces::EXPLOSION,
            faces::MISS,
            faces::RETREAT,
        ],
    )
    .expect("valid table");
    let o = hoth_odds(&mine, 3, HothTarget::Infantry).expect("odds");
    assert!((o.hits.rows[0].p - (2.0f64 / 3.0).powi(3)).abs() < 1e-12);
    assert!(!o.verified);
}

#[test]
fn a_seeded_virtual_roll_matches_its_monte_carlo_within_three_standard_errors() {
    // The engine's virtual rolls, many times over: the share of zero-hit attacks against
    // infantry with 3 dice must sit within 3 standard errors of the exact 1/8.
    let n = 2000;
    let mut zero = 0;
    for seed in 0..n {
        let g = rebels_ordered(&["r1"]);
        let a = json!({"type": "attack", "attacker": "r1", "target": "e1", "range": 1, "terrain": "open",
                       "roll": {"mode": "virtual", "seed": seed}});
        let then = g.when_json(a);
        if then.state().last_attack.as_ref().map(|l| l.hits) == Some(0) {
            zero += 1;
        }
    }
    let p = 0.125f64;
    let se = (p * (1.0 - p) / f64::from(n as u32)).sqrt();
    let seen = f64::from(zero) / f64::from(n as u32);
    assert!(
        (seen - p).abs() < 3.0 * se,
        "seen {seen}, expected {p} ± {}",
        3.0 * se
    );
}

/// Extreme numbers in every numeric field are refused or handled, never a panic.
#[test]
fn extreme_numbers_never_panic() {
    let big = u64::from(u32::MAX);
    let mut actions = Vec::new();
    for n in [0, 1, 2, 13, big] {
        actions.extend([
            json!({"type": "play_card", "card": {"zones": ["left", "centre_right"], "units": n}}),
            json!({"type": "order", "units": ["r1", "r2"]}),
            json!({"type": "move", "unit": "r1", "hexes": n, "onto": "open"}),
            json!({"type": "attack", "attacker": "r1", "target": "e1", "range": n, "terrain": "open", "roll": {"mode": "virtual", "seed": n}}),
            json!({"type": "retreat", "room": n}),
            json!({"type": "reroll", "dice": [n, n]}),
            json!({"type": "set_unit_dice", "kind": "at_at", "dice": [n, n]}),
            json!({"type": "adjust", "target": {"kind": "hand", "side": "rebels", "hand": n}, "reason": "x"}),
            json!({"type": "adjust", "target": {"kind": "medals", "side": "empire", "medals": n}, "reason": "x"}),
            json!({"type": "adjust", "target": {"kind": "figures", "unit": "e1", "figures": n}, "reason": "x"}),
            json!({"type": "set_scenario", "starts": "empire", "hand": {"empire": n, "rebels": n}, "victory": {"empire": n, "rebels": null},
                   "sudden_death": {"side": "empire", "structures_destroyed": n}, "players": {"empire": n, "rebels": 2}}),
            json!({"type": "end_turn"}),
        ]);
    }
    let dice = Catalog::builtin();
    let mut rng = rng_from(Some(9));
    let mut s = battle().state;
    for a in actions {
        let Ok(a) = serde_json::from_value::<Action>(a) else {
            continue;
        };
        let mut ctx = Ctx {
            rng: &mut rng,
            dice: &dice,
        };
        if let Ok(evs) = game::decide::<Hoth>(&s, &a, &mut ctx) {
            for e in evs {
                s = datapad_engine::game::evolve::<Hoth>(s, &e);
            }
        }
        let _ = datapad_engine::game::view::<Hoth>(&s);
    }
}
