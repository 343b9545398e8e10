//! Exact odds of the pools players ask about before rolling.

use super::smooth::Over;
use super::wide::{WideRatio, U256};
use super::DiceError;
use super::{Counts, Distribution, Outcomes, Ratio, Symbol};
use serde::Serialize;
use ts_rs::TS;

/// The most dice of one kind the odds accept: more than any table fields, small enough to be exact.
pub const MAX_POOL: u32 = 30;

#[derive(Debug, Clone, Serialize, TS)]
pub struct OddsRow {
    pub value: u32,
    /// P(X = value).
    pub p: f64,
    /// P(X ≥ value).
    pub at_least: f64,
    pub exact: Ratio,
}

#[derive(Debug, Clone, Serialize, TS)]
pub struct OddsTable {
    pub rows: Vec<OddsRow>,
    pub mean: f64,
    pub mean_exact: Option<Ratio>,
}

impl From<&Outcomes> for OddsTable {
    fn from(o: &Outcomes) -> OddsTable {
        let max = o.ways.keys().last().copied().unwrap_or(0);
        let rows = (0..=max)
            .map(|v| {
                let exact = o.probability(v);
                OddsRow {
                    value: v,
                    p: exact.to_f64(),
                    at_least: o.at_least(v).to_f64(),
                    exact,
                }
            })
            .collect();
        OddsTable {
            rows,
            mean: o.mean(),
            mean_exact: o.mean_exact(),
        }
    }
}

impl OddsTable {
    /// The table of a distribution given as 256-bit weights of 0, 1, 2, … out of `total`:
    /// exact at every size (the wide closed forms); `None` only if the mean overflows 256 bits.
    pub fn from_weights(weights: &[U256], total: U256) -> Option<OddsTable> {
        let mut tail = U256::ZERO;
        let mut at_least = vec![U256::ZERO; weights.len()];
        for (k, w) in weights.iter().enumerate().rev() {
            tail = tail.checked_add(*w)?;
            at_least[k] = tail;
        }
        let mut sum = U256::ZERO;
        for (k, w) in weights.iter().enumerate() {
            sum = sum.checked_add(w.checked_mul_u64(k as u64)?)?;
        }
        // One look at the total's factors, then each row reduces without a gcd.
        let over = Over::new(total);
        let ratio = |w| Ratio::from(over.ratio(w));
        let mean = ratio(sum);
        let rows = weights
            .iter()
            .zip(at_least)
            .enumerate()
            .map(|(v, (w, tail))| {
                let exact = ratio(*w);
                // A float needs no reduced fraction: the correctly rounded quotient is the same.
                let at_least = WideRatio {
                    num: tail,
                    den: total,
                }
                .to_f64();
                OddsRow {
                    value: v as u32,
                    p: exact.to_f64(),
                    at_least,
                    exact,
                }
            })
            .collect();
        Some(OddsTable {
            rows,
            mean: mean.to_f64(),
            mean_exact: Some(mean),
        })
    }
}

/// Refuses a pool of more than [`MAX_POOL`] dice of one kind.
pub fn check_size(n: u32) -> Result<(), DiceError> {
    if n > MAX_POOL {
        Err(DiceError::TooManyDice { max: MAX_POOL })
    } else {
        Ok(())
    }
}

/// Keeps only the listed symbols' counts, merging the weights of vectors that then coincide:
/// a game that reads only some symbols marginalizes before combining pools.
pub fn reduce(d: &Distribution, keep: &[Symbol]) -> Distribution {
    let mut weights = std::collections::BTreeMap::new();
    for (c, w) in &d.weights {
        let mut k = Counts::default();
        for s in keep {
            k.0[s.index()] = c.0[s.index()];
        }
        *weights.entry(k).or_insert(0) += w;
    }
    Distribution {
        weights,
        total: d.total,
    }
}
