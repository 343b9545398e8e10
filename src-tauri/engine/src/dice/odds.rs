//! Exact odds of the pools players ask about before rolling.

use super::{Catalog, Counts, Distribution, Outcomes, Ratio, Symbol};
use crate::error::DiceError;
use serde::{Deserialize, Serialize};
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

#[derive(Debug, Clone, Serialize, TS)]
pub struct SpOdds {
    pub attack: u32,
    pub defense: u32,
    /// Successes after blocks: crits + max(0, strikes − blocks).
    pub successes: OddsTable,
}

/// What a Hoth attack targets; it decides which symbols hit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum HothTarget {
    Infantry,
    Vehicle,
    Special,
}

impl HothTarget {
    /// Infantry is hit by infantry and explosion, vehicles by vehicle and explosion, special units
    /// (probe droids, the cannon) by explosions only (spec battle-of-hoth §3.5).
    pub fn hits(self, c: &Counts) -> u32 {
        let explosions = c.get(Symbol::Explosion);
        match self {
            HothTarget::Infantry => c.get(Symbol::Infantry) + explosions,
            HothTarget::Vehicle => c.get(Symbol::Vehicle) + explosions,
            HothTarget::Special => explosions,
        }
    }

    pub fn parse(s: &str) -> Option<HothTarget> {
        match s {
            "infantry" => Some(HothTarget::Infantry),
            "vehicle" => Some(HothTarget::Vehicle),
            "special" => Some(HothTarget::Special),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Serialize, TS)]
pub struct HothOdds {
    pub dice: u32,
    pub target: HothTarget,
    pub hits: OddsTable,
    pub retreats: OddsTable,
    /// False while the die's face table is the unverified guess.
    pub verified: bool,
}

fn check_size(n: u32) -> Result<(), DiceError> {
    if n > MAX_POOL {
        Err(DiceError::TooManyDice { max: MAX_POOL })
    } else {
        Ok(())
    }
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
        a.get(Symbol::Crit) + a.get(Symbol::Strike).saturating_sub(d.get(Symbol::Block))
    })?;
    Ok(SpOdds {
        attack,
        defense,
        successes: OddsTable::from(&successes),
    })
}

/// Battle of Hoth: `dice` battle dice against a target type, with the die table in `cat`.
pub fn hoth_odds(cat: &Catalog, dice: u32, target: HothTarget) -> Result<HothOdds, DiceError> {
    check_size(dice)?;
    let die = cat.get("hoth")?;
    let dist = Distribution::of(&vec![die; dice as usize])?;
    Ok(HothOdds {
        dice,
        target,
        hits: OddsTable::from(&dist.project(|c| target.hits(c))),
        retreats: OddsTable::from(&dist.project(|c| c.get(Symbol::Retreat))),
        verified: die.verified,
    })
}

/// Keeps only the listed symbols' counts, merging the weights of vectors that then coincide.
fn reduce(d: &Distribution, keep: &[Symbol]) -> Distribution {
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

#[cfg(test)]
mod tests {
    use super::*;

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
    fn hoth_single_die_matches_the_table() {
        let cat = Catalog::builtin();
        let inf = hoth_odds(&cat, 1, HothTarget::Infantry).unwrap();
        assert_eq!(p(&inf.hits, 1), Ratio::new(1, 2));
        let veh = hoth_odds(&cat, 1, HothTarget::Vehicle).unwrap();
        assert_eq!(p(&veh.hits, 1), Ratio::new(1, 3));
        let spc = hoth_odds(&cat, 1, HothTarget::Special).unwrap();
        assert_eq!(p(&spc.hits, 1), Ratio::new(1, 6));
        assert_eq!(p(&spc.retreats, 1), Ratio::new(1, 6));
        assert!(!spc.verified);
    }

    #[test]
    fn oversized_pools_are_refused() {
        assert!(matches!(
            sp_odds(&Catalog::builtin(), 31, 0),
            Err(DiceError::TooManyDice { max: 30 })
        ));
    }
}
