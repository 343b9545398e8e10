//! Exact distributions of a dice pool over symbol-count vectors, in integer weights.
//!
//! A pool of dice with f₁…fₙ faces has f₁·…·fₙ equally likely outcomes; each vector of symbol
//! counts gets the number of outcomes that show it. Weights stay integers (u128); they turn into
//! f64 only for display, through [`Ratio`].

use super::wide::{WideRatio, U256};
use super::DiceError;
use super::{Counts, Die, Symbol};
use serde::Serialize;
use std::collections::BTreeMap;
use ts_rs::TS;

/// The number of outcomes showing each symbol-count vector, out of `total`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Distribution {
    pub weights: BTreeMap<Counts, u128>,
    pub total: u128,
}

impl Distribution {
    /// The distribution of rolling all `dice` together. Errors when the outcome count would not
    /// fit in 128 bits (far beyond any pool at the table).
    pub fn of(dice: &[&Die]) -> Result<Distribution, DiceError> {
        let mut weights = BTreeMap::from([(Counts::default(), 1u128)]);
        let mut total: u128 = 1;
        for die in dice {
            total = total
                .checked_mul(die.faces.len() as u128)
                .ok_or(DiceError::PoolTooLarge)?;
            // Faces grouped by symbol, so an 8-face die with 3 strikes costs 4 steps, not 8.
            let grouped = Counts::of(die.faces.iter().copied());
            let mut next = BTreeMap::new();
            for (counts, w) in &weights {
                for s in Symbol::ALL {
                    let mult = u128::from(grouped.0[s.index()]);
                    if mult == 0 {
                        continue;
                    }
                    let mut c = *counts;
                    c.add(s);
                    *next.entry(c).or_insert(0) += w * mult;
                }
            }
            weights = next;
        }
        Ok(Distribution { weights, total })
    }

    /// The distribution of a number derived from the counts (successes, hits…).
    pub fn project(&self, f: impl Fn(&Counts) -> u32) -> Outcomes {
        let mut ways = BTreeMap::new();
        for (counts, w) in &self.weights {
            *ways.entry(f(counts)).or_insert(0u128) += w;
        }
        Outcomes {
            ways,
            total: self.total,
        }
    }

    /// Two independent pools rolled together (attack against defense).
    pub fn combine(
        &self,
        other: &Distribution,
        f: impl Fn(&Counts, &Counts) -> u32,
    ) -> Result<Outcomes, DiceError> {
        let total = self
            .total
            .checked_mul(other.total)
            .ok_or(DiceError::PoolTooLarge)?;
        let mut ways = BTreeMap::new();
        for (a, wa) in &self.weights {
            for (b, wb) in &other.weights {
                *ways.entry(f(a, b)).or_insert(0u128) += wa * wb;
            }
        }
        Ok(Outcomes { ways, total })
    }
}

/// An exact probability `num / den`, kept reduced, in 256 bits: every Shatterpoint pool up to
/// 30 v 30 has an exact fraction (8^30 · 6^30 outcomes do not fit 128 bits).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
pub struct Ratio {
    #[ts(type = "string")]
    #[serde(serialize_with = "as_string")]
    pub num: U256,
    #[ts(type = "string")]
    #[serde(serialize_with = "as_string")]
    pub den: U256,
}

fn as_string<S: serde::Serializer>(v: &U256, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&v.to_string())
}

impl Ratio {
    pub fn new(num: u128, den: u128) -> Ratio {
        Ratio::wide(U256::from(num), U256::from(den))
    }

    /// `num / den` reduced; a zero denominator reads as 0/1 (no outcomes, nothing likely).
    pub fn wide(num: U256, den: U256) -> Ratio {
        Ratio::from(WideRatio::new(num, den))
    }

    /// The f64 nearest to the exact fraction.
    pub fn to_f64(self) -> f64 {
        WideRatio {
            num: self.num,
            den: self.den,
        }
        .to_f64()
    }
}

/// A reduced fraction, or 0/1 for none (a zero denominator).
impl From<Option<WideRatio>> for Ratio {
    fn from(w: Option<WideRatio>) -> Ratio {
        w.map_or(
            Ratio {
                num: U256::ZERO,
                den: U256::ONE,
            },
            |w| Ratio {
                num: w.num,
                den: w.den,
            },
        )
    }
}

/// The exact distribution of one number (e.g. successes): ways out of total.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcomes {
    pub ways: BTreeMap<u32, u128>,
    pub total: u128,
}

impl Outcomes {
    pub fn probability(&self, k: u32) -> Ratio {
        Ratio::new(self.ways.get(&k).copied().unwrap_or(0), self.total)
    }

    /// Exact mean when the sums fit in 128 bits, else `None` (the f64 mean is always there).
    pub fn mean_exact(&self) -> Option<Ratio> {
        let mut sum: u128 = 0;
        for (k, w) in &self.ways {
            sum = sum.checked_add(w.checked_mul(u128::from(*k))?)?;
        }
        Some(Ratio::new(sum, self.total))
    }

    pub fn mean(&self) -> f64 {
        self.mean_exact().map_or_else(
            || {
                self.ways
                    .iter()
                    .map(|(k, w)| f64::from(*k) * (*w as f64 / self.total as f64))
                    .sum()
            },
            Ratio::to_f64,
        )
    }

    /// P(X ≥ k), exact.
    pub fn at_least(&self, k: u32) -> Ratio {
        Ratio::new(self.ways.range(k..).map(|(_, w)| w).sum(), self.total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Catalog;

    #[test]
    fn one_attack_die_is_its_face_table() {
        let cat = Catalog::builtin();
        let d = Distribution::of(&[cat.get("sp-attack").unwrap()]).unwrap();
        assert_eq!(d.total, 8);
        let crits = d.project(|c| c.get(Symbol::named("crit")));
        assert_eq!(crits.probability(1), Ratio::new(1, 8));
        let strikes = d.project(|c| c.get(Symbol::named("strike")));
        assert_eq!(strikes.probability(1), Ratio::new(3, 8));
    }

    #[test]
    fn weights_sum_to_the_total() {
        let cat = Catalog::builtin();
        let a = cat.get("sp-attack").unwrap();
        let d = Distribution::of(&[a, a, a, a, a]).unwrap();
        assert_eq!(d.weights.values().sum::<u128>(), 8u128.pow(5));
    }

    #[test]
    fn too_large_a_pool_is_an_error_not_a_panic() {
        let cat = Catalog::builtin();
        let a = cat.get("sp-attack").unwrap();
        let pool = vec![a; 43]; // 8^43 = 2^129
        assert!(matches!(
            Distribution::of(&pool),
            Err(DiceError::PoolTooLarge)
        ));
    }
}
