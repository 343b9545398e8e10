//! Issue 20, the luck of the evening: each committed attack's dice count for the player who
//! threw them (the attacker's attack dice, the defender's defense dice), a success being a crit
//! or a strike (4 faces of 8) or a block (2 of 6), against the exact distribution of the sum.

use super::attack::ahsoka_on_maul;
use super::harness::*;
use datapad_engine::game::view;
use datapad_engine::games::shatterpoint::Shatterpoint;
use serde_json::Value;

fn luck(t: &Table) -> Value {
    serde_json::to_value(view::<Shatterpoint>(&t.state)).expect("view")["luck"].clone()
}

#[test]
fn one_attack_counts_both_players_dice() {
    let mut t = Table::started();
    assert_eq!(luck(&t), serde_json::json!([]), "no die thrown yet");
    t.ok(ahsoka_on_maul(&["a"]));
    let l = luck(&t);
    // Ahsoka's 8 attack dice show 1 crit and 3 strikes: 4 successes where 4 are expected. Of
    // 2^8 = 256 outcomes, 1 + 8 + 28 + 56 = 93 show fewer and 70 show 4: (93 + 70/2)/256 = 1/2.
    assert_eq!(l[0]["player"], "0");
    assert_eq!(
        (l[0]["dice"].as_u64(), l[0]["rolled"].as_u64()),
        (Some(8), Some(4))
    );
    assert_eq!(l[0]["expected_exact"], "4/1");
    assert_eq!(l[0]["percentile_exact"], "1/2");
    assert_eq!(l[0]["method"], "exact");
    // Maul's 5 defense dice show 1 block, 5/3 expected. None: (2/3)^5 = 32/243; one:
    // 5 · (1/3) · (2/3)^4 = 80/243; (32 + 80/2)/243 = 72/243 = 8/27.
    assert_eq!(l[1]["player"], "1");
    assert_eq!(
        (l[1]["dice"].as_u64(), l[1]["rolled"].as_u64()),
        (Some(5), Some(1))
    );
    assert_eq!(l[1]["expected_exact"], "5/3");
    assert_eq!(l[1]["percentile_exact"], "8/27");
}

#[test]
fn a_second_attack_adds_to_the_same_players_and_the_report_says_it() {
    let mut t = Table::started();
    t.ok(ahsoka_on_maul(&["a"]));
    t.ok(ahsoka_on_maul(&["a"]));
    let l = luck(&t);
    assert_eq!(
        (l[0]["dice"].as_u64(), l[0]["rolled"].as_u64()),
        (Some(16), Some(8))
    );
    assert_eq!(l[1]["expected_exact"], "10/3");
    let report = <Shatterpoint as datapad_engine::game::Game>::report(&t.state);
    assert!(
        report.contains("Player 1: 8 successes rolled, 8 expected: luckier than 50.0% of evenings"),
        "{report}"
    );
}
