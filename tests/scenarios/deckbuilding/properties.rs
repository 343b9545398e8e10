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

/// Plays the picks from the pool after a threshold-2 setup: every state after each accepted
/// action, the events, and whether an action was accepted after the end.
fn run(picks: &[usize]) -> (Vec<State>, Vec<Change>, bool) {
    let pool = pool();
    let dice = Catalog::builtin();
    let mut rng = rng_from(Some(1));
    let mut ctx = Ctx {
        rng: &mut rng,
        dice: &dice,
    };
    let setup: <Deckbuilding as Game>::Action = serde_json::from_value(json!({"type": "setup",
        "row": ["director_krennic", "tie_fighter", "c_roc_cruiser", null, null, null], "threshold": 2}))
        .expect("setup");
    let mut state = State::default();
    let mut events = game::decide::<Deckbuilding>(&state, &setup, &mut ctx).expect("setup");
    for e in &events {
        state = datapad_engine::game::evolve::<Deckbuilding>(state, e);
    }
    let mut states = vec![state.clone()];
    let mut after_end = false;
    for p in picks {
        let a: <Deckbuilding as Game>::Action =
            serde_json::from_value(pool[p % pool.len()].clone()).expect("pool action");
        let over = Deckbuilding::is_over(&state);
        if let Ok(es) = game::decide::<Deckbuilding>(&state, &a, &mut ctx) {
            after_end |= over;
            for e in &es {
                state = datapad_engine::game::evolve::<Deckbuilding>(state, e);
            }
            events.extend(es);
            states.push(state.clone());
        }
    }
    (states, events, after_end)
}

fn picks() -> impl Strategy<Value = Vec<usize>> {
    proptest::collection::vec(0usize..1000, 1..80)
}

fn every_base_once(s: &State) -> bool {
    [Faction::Empire, Faction::Rebel].iter().all(|f| {
        let side = s.side(*f);
        let mut all: Vec<&String> = side
            .reserve
            .iter()
            .filter(|b| *b != "secret")
            .chain(&side.lost)
            .collect();
        all.extend(side.active.as_ref().map(|b| &b.id));
        let n = all.len();
        all.sort();
        all.dedup();
        all.len() == n
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn the_force_stays_within_the_track(p in picks()) {
        prop_assert!(run(&p).0.iter().all(|s| (-3..=3).contains(&s.force)));
    }

    #[test]
    fn resources_never_go_below_zero(p in picks()) {
        prop_assert!(run(&p).0.iter().all(|s| s.resources >= 0));
    }

    #[test]
    fn an_active_base_stays_below_its_hp(p in picks()) {
        prop_assert!(run(&p).0.iter().all(|s| [Faction::Empire, Faction::Rebel]
            .iter()
            .all(|f| s.side(*f).active.as_ref().is_none_or(|b| b.damage < b.hp))));
    }

    #[test]
    fn each_base_is_in_exactly_one_place(p in picks()) {
        prop_assert!(run(&p).0.iter().all(every_base_once));
    }

    #[test]
    fn victory_never_exceeds_the_threshold(p in picks()) {
        prop_assert!(run(&p).0.iter().all(|s| [Faction::Empire, Faction::Rebel]
            .iter()
            .all(|f| s.victory(*f) <= s.threshold)));
    }

    #[test]
    fn nothing_succeeds_after_the_game_ends(p in picks()) {
        prop_assert!(!run(&p).2);
    }

    #[test]
    fn replay_rebuilds_the_same_state(p in picks()) {
        let (states, events, _) = run(&p);
        prop_assert_eq!(Some(&game::replay::<Deckbuilding>(&events)), states.last());
    }
}
