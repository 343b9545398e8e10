//! Property tests: any sequence of actions, legal or not, keeps the counters in bounds, keeps
//! every order card somewhere, and the journal replays into exactly the same state.

use super::harness::Table;
use super::walk::{action, KINDS};
use datapad_engine::game::replay;
use datapad_engine::games::shatterpoint::{Shatterpoint, State};
use proptest::prelude::*;

fn check(s: &State) -> Result<(), TestCaseError> {
    for p in 0..2u8 {
        let side = s.side(p);
        prop_assert!(side.momentum <= 8, "momentum {}", side.momentum);
        prop_assert!(side.force_ready <= side.force_size);
        let cards = side.deck.len()
            + side.discard.len()
            + side.removed.len()
            + usize::from(side.reserve.is_some())
            + usize::from(side.revealed.is_some());
        prop_assert_eq!(cards, 7, "every order card is somewhere, once");
    }
    prop_assert!((-8..=8).contains(&s.token), "token {}", s.token);
    prop_assert!(s.won.iter().all(|w| w.len() <= 2));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn counters_stay_in_bounds_and_replay_is_exact(
        seed in any::<u64>(),
        steps in prop::collection::vec((0..KINDS, any::<u8>(), any::<u8>()), 1..250),
    ) {
        let mut t = Table::started();
        t.reseed(seed);
        for (k, a, b) in steps {
            let before = t.state.clone();
            if t.act(action(k, a, b)).is_err() {
                prop_assert_eq!(&t.state, &before);
            }
            check(&t.state)?;
        }
        prop_assert_eq!(replay::<Shatterpoint>(&t.events), t.state.clone());
    }
}
