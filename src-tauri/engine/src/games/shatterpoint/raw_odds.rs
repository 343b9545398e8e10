//! Shatterpoint's raw odds before any chart: `attack` attack dice against `defense` defense
//! dice, successes = crits + max(0, strikes − blocks), expertise left aside. The dice tray and
//! the odds panel use it; `odds.rs` goes through charts and the tree.

use crate::dice::{check_size, reduce, Catalog, Counts, Distribution, OddsTable, Symbol};
use crate::error::DiceError;
use serde::Serialize;
use ts_rs::TS;

/// What the tray shows for Shatterpoint dice: successes after blocks.
pub const DICE: crate::game::DiceMeaning = crate::game::DiceMeaning {
    dice: &["sp-attack", "sp-defense"],
    read: |c| [("successes", successes(c))].into(),
};

/// Successes after blocks: what a Shatterpoint roll means before charts.
pub fn successes(c: &Counts) -> u32 {
    c.get(Symbol::Crit) + c.get(Symbol::Strike).saturating_sub(c.get(Symbol::Block))
}

#[derive(Debug, Clone, Serialize, TS)]
pub struct SpOdds {
    pub attack: u32,
    pub defense: u32,
    /// Successes after blocks: crits + max(0, strikes − blocks).
    pub successes: OddsTable,
}

/// Shatterpoint: `attack` attack dice against `defense` defense dice; expertise left aside.
pub fn sp_odds(cat: &Catalog, attack: u32, defense: u32) -> Result<SpOdds, DiceError> {
    check_size(attack)?;
    check_size(defense)?;
    let a = cat.get("sp-attack")?;
    let d = cat.get("sp-defense")?;
    let atk = Distribution::of(&vec![a; attack as usize])?;
    let def = Distribution::of(&vec![d; defense as usize])?;
    // Marginalize first: the success count only depends on crits, strikes and blocks.
    let atk = reduce(&atk, &[Symbol::Crit, Symbol::Strike]);
    let def = reduce(&def, &[Symbol::Block]);
    let successes = atk.combine(&def, |a, d| {
        let mut both = *a;
        both.0[Symbol::Block.index()] = d.0[Symbol::Block.index()];
        successes(&both)
    })?;
    Ok(SpOdds {
        attack,
        defense,
        successes: OddsTable::from(&successes),
    })
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

    #[test]
    fn twenty_against_twelve_is_exact() {
        let o = sp_odds(&Catalog::builtin(), 20, 12).unwrap();
        let total: u128 = o
            .successes
            .rows
            .iter()
            .map(|r| r.exact.num * (8u128.pow(20) * 6u128.pow(12) / r.exact.den))
            .sum();
        assert_eq!(total, 8u128.pow(20) * 6u128.pow(12));
    }

    #[test]
    fn oversized_pools_are_refused() {
        assert!(matches!(
            sp_odds(&Catalog::builtin(), 31, 0),
            Err(DiceError::TooManyDice { max: 30 })
        ));
    }
}
