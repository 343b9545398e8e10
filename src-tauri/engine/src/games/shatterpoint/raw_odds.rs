//! Shatterpoint's raw odds before any chart: `attack` attack dice against `defense` defense
//! dice, successes = crits + max(0, strikes − blocks), expertise left aside. The dice tray and
//! the odds panel use it; `odds.rs` goes through charts and the tree.

use crate::dice::{check_size, Catalog, Counts, OddsTable};
use crate::error::DiceError;
use crate::games::shatterpoint::faces;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// What the tray shows for Shatterpoint dice: successes after blocks.
pub const DICE: crate::game::DiceMeaning = crate::game::DiceMeaning {
    dice: &["sp-attack", "sp-defense"],
    read: |c| [("successes", successes(c))].into(),
};

/// Successes after blocks: what a Shatterpoint roll means before charts.
pub fn successes(c: &Counts) -> u32 {
    c.get(faces::CRIT) + c.get(faces::STRIKE).saturating_sub(c.get(faces::BLOCK))
}

#[derive(Debug, Clone, Serialize, TS)]
pub struct SpOdds {
    pub attack: u32,
    pub defense: u32,
    /// Successes after blocks: crits + max(0, strikes − blocks).
    pub successes: OddsTable,
}

/// Shatterpoint: `attack` attack dice against `defense` defense dice; expertise left aside.
/// Exact at every pool up to the cap, 30 v 30 included, through the closed form of
/// [`super::odds::raw_successes`] (the shipped dice; the Shatterpoint dice are not editable).
pub fn sp_odds(_cat: &Catalog, attack: u32, defense: u32) -> Result<SpOdds, DiceError> {
    check_size(attack)?;
    check_size(defense)?;
    let too_many = || DiceError::PoolTooLarge;
    let (weights, total) = super::odds::raw_successes(attack, defense).map_err(|_| too_many())?;
    Ok(SpOdds {
        attack,
        defense,
        successes: OddsTable::from_weights(&weights, total).ok_or_else(too_many)?,
    })
}

#[derive(Deserialize)]
struct Asked {
    attack: u32,
    defense: u32,
}

/// `odds_sp`, a device's read of these odds (see [`crate::game::Game::READS`]).
pub fn read(dice: &Catalog, args: serde_json::Value) -> Result<serde_json::Value, crate::Error> {
    let a: Asked = crate::kit::read::args(args)?;
    crate::kit::read::answer(sp_odds(dice, a.attack, a.defense)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Ratio;

    fn p(t: &OddsTable, v: u32) -> Ratio {
        t.rows
            .iter()
            .find(|r| r.value == v)
            .map(|r| r.exact)
            .unwrap_or(Ratio::new(0, 1))
    }

    #[test]
    fn one_attack_die_against_nothing() {
        let o = sp_odds(&Catalog::builtin(), 1, 0).unwrap();
        // Success on crit (1) or strike (3) of 8 faces.
        assert_eq!(p(&o.successes, 1), Ratio::new(1, 2));
        assert_eq!(o.successes.mean_exact, Some(Ratio::new(1, 2)));
    }

    #[test]
    fn one_attack_against_one_defense_by_hand() {
        // Strike (3/8) survives unless a block (1/3): 3/8·2/3 = 1/4; crit always: 1/8. Total 3/8.
        let o = sp_odds(&Catalog::builtin(), 1, 1).unwrap();
        assert_eq!(p(&o.successes, 1), Ratio::new(3, 8));
        assert_eq!(p(&o.successes, 0), Ratio::new(5, 8));
    }

    #[test]
    fn probabilities_sum_to_one_and_mean_matches_linearity_without_defense() {
        let o = sp_odds(&Catalog::builtin(), 20, 0).unwrap();
        let sum: f64 = o.successes.rows.iter().map(|r| r.p).sum();
        assert!((sum - 1.0).abs() < 1e-12);
        assert_eq!(o.successes.mean_exact, Some(Ratio::new(10, 1)));
    }

    /// The closed form against the generic dice code (every face vector, then reduced) where
    /// the latter still fits: the same exact fractions.
    #[test]
    fn the_closed_form_matches_the_dice_catalog() {
        use crate::dice::{reduce, Distribution};
        let cat = Catalog::builtin();
        let (a, d) = (
            cat.get("sp-attack").unwrap(),
            cat.get("sp-defense").unwrap(),
        );
        let atk = reduce(
            &Distribution::of(&[a; 12]).unwrap(),
            &[faces::CRIT, faces::STRIKE],
        );
        let def = reduce(&Distribution::of(&[d; 8]).unwrap(), &[faces::BLOCK]);
        let generic = atk
            .combine(&def, |a, d| {
                let mut both = *a;
                both.0[faces::BLOCK.index()] = d.0[faces::BLOCK.index()];
                successes(&both)
            })
            .unwrap();
        let closed = sp_odds(&cat, 12, 8).unwrap();
        for r in &closed.successes.rows {
            assert_eq!(
                r.exact,
                generic.probability(r.value),
                "{} successes",
                r.value
            );
        }
    }

    /// 30 v 30 (8^30 · 6^30 outcomes, past 128 bits) is exact, never refused: the fractions add
    /// up to exactly 1.
    #[test]
    fn thirty_against_thirty_is_exact() {
        use crate::dice::wide::U256;
        let o = sp_odds(&Catalog::builtin(), 30, 30).unwrap();
        let mut total = U256::ONE;
        for _ in 0..30 {
            total = total.checked_mul_u64(48).unwrap();
        }
        let mut sum = U256::ZERO;
        for r in &o.successes.rows {
            let share = total.divrem(r.exact.den).unwrap().0;
            let mut ways = U256::ZERO;
            // num · (total / den), by repeated doubling so only U256's own operations are used.
            let (mut base, mut n) = (share, r.exact.num);
            while !n.is_zero() {
                let (half, bit) = n.divrem_u64(2).unwrap();
                if bit == 1 {
                    ways = ways.checked_add(base).unwrap();
                }
                base = base.checked_add(base).unwrap_or(base);
                n = half;
            }
            sum = sum.checked_add(ways).unwrap();
        }
        assert_eq!(sum, total);
    }

    proptest::proptest! {
        /// For any pool, each row's fraction, its chance of at least that many and the mean
        /// are what the general gcd reduction gives (the table reduces over 2^a · 3^b without
        /// one), and their floats are those of the gcd-reduced fractions.
        #[test]
        fn the_fast_reduction_equals_the_gcd(n in 0u32..=30, b in 0u32..=30) {
            use crate::dice::wide::{WideRatio, U256};
            let o = sp_odds(&Catalog::builtin(), n, b).unwrap();
            let (weights, total) = super::super::odds::raw_successes(n, b).unwrap();
            let slow = |w: U256| WideRatio::by_gcd(w, total).unwrap();
            let mut tail = U256::ZERO;
            let mut sum = U256::ZERO;
            for (k, (row, w)) in o.successes.rows.iter().zip(&weights).enumerate().rev() {
                tail = tail.checked_add(*w).unwrap();
                sum = sum.checked_add(w.checked_mul_u64(k as u64).unwrap()).unwrap();
                proptest::prop_assert_eq!((row.exact.num, row.exact.den), (slow(*w).num, slow(*w).den));
                proptest::prop_assert_eq!(row.p.to_bits(), slow(*w).to_f64().to_bits());
                proptest::prop_assert_eq!(row.at_least.to_bits(), slow(tail).to_f64().to_bits());
            }
            let mean = o.successes.mean_exact.unwrap();
            proptest::prop_assert_eq!((mean.num, mean.den), (slow(sum).num, slow(sum).den));
        }
    }

    #[test]
    fn oversized_pools_are_refused() {
        assert!(matches!(
            sp_odds(&Catalog::builtin(), 31, 0),
            Err(DiceError::TooManyDice { max: 30 })
        ));
    }
}
