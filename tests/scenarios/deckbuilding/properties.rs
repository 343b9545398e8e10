//! The invariants, over random games: the Force within −3..3, resources never below 0, an
//! active base below its HP, each base in one place, victory within the threshold, nothing
//! after the end, and replay rebuilding the same state.

use super::harness::*;
use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::game::{self, Ctx, Game};
use datapad_engine::games::deckbuilding::Faction;
use proptest::prelude::*;

fn pool() -> Vec<Value> {
    let cards = [
        "x_wing",
        "tie_fighter",
        "star_destroyer",
        "mon_calamari_cruiser",
        "y_wing",
        "rodian_gunslinger",
        "grand_moff_tarkin",
        "princess_leia",
        "hammerhead_corvette",
        "outer_rim_pilot",
    ];
    let mut out: Vec<Value> = cards.iter().map(|c| play(c)).collect();
    out.extend([
        end_turn(),
        json!({"type": "play", "card": {"name": "big", "attack": 9, "force": 3}}),
        attack_base(&["big"]),
        attack_base(&["x_wing", "tie_fighter"]),
        attack_base(&["star_destroyer"]),
        attack_row(0, &["x_wing"]),
        attack_row(1, &["tie_fighter", "big"]),
        json!({"type": "buy", "slot": 2, "refill": "u_wing"}),
        json!({"type": "buy", "slot": "pilot"}),
        json!({"type": "refill", "slot": 0, "card": "director_krennic"}),
        json!({"type": "refill", "slot": 1, "card": "x_wing"}),
        json!({"type": "use", "card": "y_wing"}),
        json!({"type": "use", "effect": {"damage_base": 5, "force": 2, "repair": 1}}),
        json!({"type": "use", "card": "outer_rim_pilot"}),
        json!({"type": "choose_base", "base": "hoth"}),
        json!({"type": "choose_base", "base": "corellia"}),
        json!({"type": "choose_base", "base": "endor"}),
        json!({"type": "choose_base", "base": "sullust"}),
        force(-3),
        resources(5),
        base_damage("rebel", 7),
        base_damage("empire", 7),
        json!({"type": "concede", "faction": "empire"}),
    ]);
    out
}

fn check(s: &State) {
    assert!((-3..=3).contains(&s.force), "force {}", s.force);
    assert!(s.resources >= 0);
    for f in [Faction::Empire, Faction::Rebel] {
        let side = s.side(f);
        if let Some(b) = &side.active {
            assert!(b.damage < b.hp, "{b:?}");
        }
        let mut all: Vec<&String> = side.reserve.iter().chain(&side.lost).collect();
        all.extend(side.active.as_ref().map(|b| &b.id));
        let n = all.len();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), n, "a base in two places: {side:?}");
        assert!(s.victory(f) <= s.threshold);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn invariants_hold_and_replay_rebuilds(picks in proptest::collection::vec(0usize..1000, 1..60)) {
        let pool = pool();
        let mut state = State::default();
        let mut events: Vec<Change> = Vec::new();
        let dice = Catalog::builtin();
        let mut rng = rng_from(Some(1));
        let setup: <Deckbuilding as Game>::Action = serde_json::from_value(json!({"type": "setup",
            "row": ["director_krennic", "tie_fighter", "c_roc_cruiser", null, null, null], "threshold": 2})).unwrap();
        let mut ctx = Ctx { rng: &mut rng, dice: &dice };
        let first = game::decide::<Deckbuilding>(&state, &setup, &mut ctx).unwrap();
        for e in &first { state = Deckbuilding::evolve(state, e); }
        events.extend(first);
        for p in picks {
            let a: <Deckbuilding as Game>::Action = serde_json::from_value(pool[p % pool.len()].clone()).unwrap();
            let over = Deckbuilding::is_over(&state);
            if let Ok(es) = game::decide::<Deckbuilding>(&state, &a, &mut ctx) {
                prop_assert!(!over, "an action succeeded after the end");
                for e in &es { state = Deckbuilding::evolve(state, e); }
                events.extend(es);
            }
            check(&state);
        }
        prop_assert_eq!(game::replay::<Deckbuilding>(&events), state);
    }
}
