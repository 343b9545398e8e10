//! The odds' budget: the worst stance the limits allow is answered inside it, and a chart that
//! slips past the limits is refused by its cost before anything is allocated.

use super::*;
use crate::games::shatterpoint::attack::combat::Table;
use crate::games::shatterpoint::faces;
use crate::games::shatterpoint::odds::attack_odds;
use crate::games::shatterpoint::stance::limits_tests::at_limits;
use crate::games::shatterpoint::stance::{from_value, AttackType, Stance};
use serde_json::json;

/// The stance at every limit, made complete: each chart row adds 72 dice.
fn worst() -> Stance {
    let mut v = at_limits();
    v["missing"] = json!([]);
    from_value(&v).expect("legal")
}

#[test]
fn the_worst_legal_stance_fits_the_budget_and_is_answered() {
    let s = worst();
    let mut t = Table::new(AttackType::Melee);
    t.extra_attack = 10;
    t.extra_defense = 10;
    let work = cost(30, 30, &s.melee.chart, &s.defense_chart);
    assert!(work <= ODDS_BUDGET / 4, "{work} steps");
    let o = attack_odds(&s, &s, &t).expect("answered, not refused");
    assert_eq!((o.attack_dice, o.defense_dice), (30, 30));
    let mut sum = crate::dice::wide::U256::ZERO;
    for w in &o.successes {
        sum = sum.checked_add(*w).expect("fits");
    }
    assert_eq!(sum, o.total, "every outcome counted once");
}

/// Issue 17's row of 6,000 entries, as if it had been let in: its grid alone would be 46 GB.
#[test]
fn a_chart_past_the_limits_is_refused_by_its_cost_before_any_work() {
    let bomb = [Row {
        min: 1,
        max: None,
        entries: vec![
            Entry::Add {
                result: faces::CRIT,
                n: 9
            };
            6000
        ],
    }];
    let side = 30u64 + 6000 * 9 + 1;
    assert!(
        cost(30, 30, &bomb, &[]) >= side * side,
        "the grid is counted"
    );
    match check(30, 30, &bomb, &[]) {
        Err(AttackError::OddsTooLarge { work, budget }) => {
            assert!(work > budget && budget == ODDS_BUDGET)
        }
        other => panic!("{other:?}"),
    }
    let e = AttackError::OddsTooLarge {
        work: 1 << 40,
        budget: ODDS_BUDGET,
    };
    assert_eq!((e.code(), e.exit_code()), ("odds_too_large", 1));
    assert_eq!(check(30, 30, &worst().melee.chart, &[]), Ok(()));
}

#[test]
fn pool_outcomes_are_the_multiset_counts() {
    assert_eq!(outcomes(0, 4), 1);
    assert_eq!(outcomes(1, 4), 4);
    assert_eq!(outcomes(30, 4), 5456);
    assert_eq!(outcomes(30, 3), 496);
}
