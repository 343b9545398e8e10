//! The attacks the speed figures measure (issues 20 and 33), defined once for the native
//! benches, the WebAssembly one and the test that finds both builds' answers alike: the same
//! sample stance on both sides (three-row charts, a 3 × 6 tree), Melee with Focus and extra
//! dice.

use super::super::stance::{parse, AttackType, Stance, StanceProblem};
use super::table::Table;

const SAMPLE: &str = include_str!("../../../../tests/fixtures/stance-3x6.json");

/// The sample stance, attacker and defender alike (a fixture of this crate's tests, which
/// parses).
pub fn stance() -> Result<Stance, StanceProblem> {
    parse(SAMPLE)
}

/// Melee 7 + Focus + extra dice: 20 attack dice against 5 + 7 = 12 defense dice, the defender
/// holding 2 damage of 10 stamina.
pub fn twenty_v_twelve() -> Table {
    let mut t = Table::new(AttackType::Melee);
    t.focus = true;
    t.extra_attack = 12;
    t.extra_defense = 7;
    t.damage = Some((2, 10));
    t
}

/// The largest pools: 30 against 30.
pub fn thirty_v_thirty() -> Table {
    let mut t = twenty_v_twelve();
    t.extra_attack = 22;
    t.extra_defense = 25;
    t
}
