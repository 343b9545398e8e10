//! Properties over random games: the dial stays in 0..=12, Force cards in 0..=3, damage below
//! capacity on every card in play, a winner exactly when the game is over, refusals change
//! nothing, and replaying the events gives the same state.

use super::harness::*;
use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::game::{self, replay, Ctx};
use datapad_engine::games::lcg::Engagement;
use proptest::prelude::*;

fn side_id(s: Side) -> &'static str {
    match s {
        Side::Ds => "ds",
        Side::Ls => "ls",
    }
}

fn first_unit(s: &State, side: Side, pick: u8) -> Option<String> {
    let units = &s.player(side).units;
    (!units.is_empty()).then(|| units[pick as usize % units.len()].id.clone())
}

/// A plausible action for the table, steered by `kind` and two random bytes.
pub fn action(s: &State, kind: u8, a: u8, b: u8) -> Value {
    let me = s.active;
    let foe = me.other();
    let obj = |side: Side| format!("{}-o{}", side_id(side), a % 6 + 1);
    let new_unit = json!({"capacity": a % 4 + 1, "force": b % 3,
        "icons": {"unit_damage": [a % 2, b % 2], "tactics": [b % 2, 0], "blast": [a % 3, 1]},
        "keywords": {"elite": a.is_multiple_of(5), "shielding": b.is_multiple_of(4), "edge": a % 2}});
    match kind % 20 {
        0..=3 => json!({"type": "next_phase"}),
        4 => {
            if b.is_multiple_of(2) {
                json!({"type": "resolve_balance"})
            } else {
                json!({"type": "resolve_balance", "objective": obj(Side::Ds)})
            }
        }
        5 => json!({"type": "draw", "discard": b % 2}),
        6 => json!({"type": "reveal_objective", "capacity": a % 6 + 1, "resources": b % 3}),
        7 => {
            let mut u = new_unit;
            u["cost"] = json!(a % 3);
            json!({"type": "deploy", "unit": u, "pay": {obj(me): a % 3 + 1}})
        }
        8 => json!({"type": "attack", "objective": obj(foe), "attackers": [new_unit]}),
        9 => {
            if b.is_multiple_of(3) {
                json!({"type": "defend", "defenders": []})
            } else {
                json!({"type": "defend", "defenders": [new_unit]})
            }
        }
        10 => json!({"type": "edge", "attacker": {"cards": a % 2, "force": a % 4},
            "defender": {"cards": b % 2, "force": b % 4}}),
        11 | 12 => strike(s, s.engagement.as_ref(), a, b),
        13 => json!({"type": "end_engagement", "unopposed": b.is_multiple_of(2)}),
        14 => match first_unit(s, me, a) {
            Some(id) if b.is_multiple_of(2) => json!({"type": "commit", "unit": id}),
            _ => json!({"type": "commit", "unit": new_unit}),
        },
        15 => json!({"type": "force_struggle"}),
        16 => {
            json!({"type": "add_unit", "side": side_id(if b.is_multiple_of(2) { me } else { foe }), "unit": new_unit})
        }
        17 => {
            let card = first_unit(s, foe, a).unwrap_or_else(|| obj(foe));
            json!({"type": "damage", "card": card, "amount": b % 4 + 1})
        }
        18 => match b % 3 {
            0 => json!({"type": "shield", "card": obj(foe)}),
            1 => json!({"type": "dial", "by": a % 3 + 1}),
            _ => json!({"type": "capture", "unit": first_unit(s, Side::Ls, a).unwrap_or_default(),
                "objective": obj(Side::Ds)}),
        },
        _ => {
            let kinds = [
                "dial",
                "balance",
                "destroyed_objectives",
                "hand",
                "command_deck",
                "damage",
                "focus",
                "reserve",
                "captured",
            ];
            let kind = kinds[a as usize % kinds.len()];
            let value = if kind == "balance" {
                json!(side_id(foe))
            } else {
                json!(b % 13)
            };
            let card = match (
                kind,
                first_unit(s, if b.is_multiple_of(2) { me } else { foe }, a),
            ) {
                ("focus", Some(u)) => u,
                _ => obj(foe),
            };
            json!({"type": "adjust", "reason": "test",
                "target": {"kind": kind, "side": side_id(foe), "card": card, "value": value}})
        }
    }
}

fn strike(s: &State, e: Option<&Engagement>, a: u8, b: u8) -> Value {
    let Some(e) = e else {
        return json!({"type": "strike", "unit": "ls-u1"});
    };
    let Some(side) = e.next_striker else {
        return json!({"type": "end_engagement"});
    };
    let mine = if side == s.active {
        &e.attackers
    } else {
        &e.defenders
    };
    let ready: Vec<&String> = mine
        .iter()
        .filter(|id| s.unit(id).is_some_and(|u| u.counters.focus == 0))
        .collect();
    let Some(unit) = ready.get(a as usize % ready.len().max(1)) else {
        return json!({"type": "end_engagement"});
    };
    let u = s.unit(unit).cloned().unwrap_or_default();
    let edge = e.edge == Some(side);
    let foes = if side == s.active {
        &e.defenders
    } else {
        &e.attackers
    };
    let target = foes.iter().find(|id| s.unit(id).is_some());
    let mut act = json!({"type": "strike", "unit": unit, "keep_shields": b.is_multiple_of(5)});
    let dmg = u.card.icons.unit_damage.0 + if edge { u.card.icons.unit_damage.1 } else { 0 };
    if let (true, Some(t)) = (dmg > 0, target) {
        act["damage_to"] = json!(t);
    }
    let tac = u.card.icons.tactics.0 + if edge { u.card.icons.tactics.1 } else { 0 };
    if let (true, Some(t)) = (tac > 0, s.player(side.other()).units.first()) {
        act["tactics_to"] = json!({t.id.clone(): tac});
    }
    act
}

fn decide(s: &State, a: &Value, seed: u64) -> Option<Vec<Event>> {
    let action: Action = serde_json::from_value(a.clone()).ok()?;
    let mut rng = rng_from(Some(seed));
    let dice = Catalog::builtin();
    let mut ctx = Ctx {
        rng: &mut rng,
        dice: &dice,
    };
    game::decide::<Lcg>(s, &action, &mut ctx).ok()
}

fn check(s: &State) {
    assert!((0..=12).contains(&s.dial), "dial {}", s.dial);
    for p in [&s.ds, &s.ls] {
        assert!(
            (0..=3).contains(&p.counters.force_cards),
            "force cards {}",
            p.counters.force_cards
        );
        let committed = p.units.iter().filter(|u| u.counters.committed).count() as i64;
        assert!(
            committed + p.counters.force_cards <= 3,
            "Force cards in use and left"
        );
        for u in &p.units {
            assert!(u.counters.damage < u.card.capacity, "{u:?}");
        }
        for o in &p.objectives {
            assert!(o.damage < o.capacity, "{o:?}");
        }
        assert!(p.objectives.len() <= 3);
    }
    assert_eq!(
        s.winner.is_some(),
        s.phase == Phase::Over,
        "a winner exactly when over"
    );
    assert_eq!(s.winner.is_some(), s.win_reason.is_some());
}

/// Plays one random game from setup; returns its events.
pub fn play(bytes: &[(u8, u8, u8)]) -> Vec<Event> {
    let mut s = State::default();
    let mut events = decide(&s, &setup(), 0).unwrap_or_default();
    s = replay::<Lcg>(&events);
    for (i, (k, a, b)) in bytes.iter().enumerate() {
        let act = action(&s, *k, *a, *b);
        if let Some(new) = decide(&s, &act, i as u64) {
            for e in &new {
                s = datapad_engine::game::evolve::<Lcg>(s, e);
            }
            check(&s);
            datapad_engine::kit::said::assert_said::<Lcg>(&new);
            events.extend(new);
        }
    }
    events
}

/// Random games: each accepted event says itself in both languages (checked as they are played).
#[test]
fn random_games_say_every_event() {
    assert!(sample_games(30).iter().map(Vec::len).sum::<usize>() > 300);
}

fn sample_games(n: u64) -> Vec<Vec<Event>> {
    use rand::{Rng, SeedableRng};
    let mut rng = rand::rngs::StdRng::seed_from_u64(10);
    (0..n)
        .map(|_| {
            let bytes: Vec<(u8, u8, u8)> = (0..600)
                .map(|_| (rng.random(), rng.random(), rng.random()))
                .collect();
            play(&bytes)
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn invariants_hold_and_replay_is_exact(bytes in proptest::collection::vec(any::<(u8, u8, u8)>(), 0..400)) {
        let events = play(&bytes);
        let state = replay::<Lcg>(&events);
        let json = serde_json::to_string(&events).unwrap();
        let back: Vec<Event> = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(replay::<Lcg>(&back), state.clone());
        check(&state);
    }

    #[test]
    fn a_refusal_changes_nothing(bytes in proptest::collection::vec(any::<(u8, u8, u8)>(), 0..200), k: u8, a: u8, b: u8) {
        let events = play(&bytes);
        let state = replay::<Lcg>(&events);
        let act = action(&state, k, a, b);
        if let Ok(action) = serde_json::from_value::<Action>(act) {
            let then = given::<Lcg>().events(&events).when(&action);
            if then.result.is_err() {
                prop_assert_eq!(&then.before, &then.after);
            }
        }
    }
}

#[test]
fn random_games_reach_an_end_and_engagements() {
    let games = sample_games(60);
    let over = games
        .iter()
        .filter(|g| replay::<Lcg>(g).winner.is_some())
        .count();
    assert!(over > 0, "no random game ended");
    let struck = games
        .iter()
        .flatten()
        .any(|e| serde_json::to_string(e).unwrap().contains("\"struck\""));
    assert!(struck, "no random game reached a strike");
}
