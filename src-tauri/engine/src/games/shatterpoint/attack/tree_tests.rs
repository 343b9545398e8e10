//! Walking a chosen path of the tree.

use super::*;
use crate::games::shatterpoint::stance::parse;

const SAMPLE: &str = include_str!("../../../../tests/fixtures/stance-3x6.json");

#[test]
fn a_condition_placed_earlier_in_the_walk_turns_a_repeat_into_damage() {
    let s = parse(SAMPLE).expect("fixture");
    let ids = ["b0", "b1", "b2", "b3", "b4"].map(String::from);
    let p = check_path(&s.tree, &ids, 5).expect("legal");
    let w = walk(&s.tree, &p, Conditions::default(), Conditions::default());
    // b0 places Exposed; b4 repeats it: 1 damage instead.
    assert_eq!(w.placed, [Condition::Exposed, Condition::Disarmed]);
    assert_eq!(w.to_pool, [Condition::Exposed]);
    assert_eq!(w.pool_after, [1, 3, 4, 6, 8]);
}
