//! Each player's luck as the screens and the log show it: dice thrown, successes rolled, the
//! exact expectation and the place of the total among evenings like this one.

use super::sum::{place, Method};
use super::tally::{Dice, Tally};
use serde::Serialize;
use serde_json::json;
use ts_rs::TS;

/// One player's evening.
#[derive(Debug, Clone, Serialize, TS)]
pub struct PlayerLuck {
    /// The game's own key for the player (`"0"`, `"empire"`, `"table"`).
    pub player: String,
    /// Dice thrown, rerolls included (each throw is a die of its own).
    pub dice: u32,
    /// Successes or hits they showed.
    pub rolled: u32,
    /// The expected number, `Σ count · success / faces`.
    pub expected: f64,
    /// The same as a fraction `"n/d"`.
    pub expected_exact: Option<String>,
    /// `P(S < rolled) + ½·P(S = rolled)` for the sum `S` of the same dice: "luckier than this
    /// share of evenings like this one", ties counted half.
    pub percentile: f64,
    /// The same as a fraction, when it was computed exactly.
    pub percentile_exact: Option<String>,
    pub method: Method,
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// `Σ count · success / faces` in lowest terms; `None` if it does not fit 128 bits.
fn expected(dice: &[Dice]) -> Option<(u128, u128)> {
    let (mut num, mut den) = (0u128, 1u128);
    for d in dice {
        let f = u128::from(d.faces.max(1));
        let add = u128::from(d.count).checked_mul(u128::from(d.success))?;
        // num/den + add/f over the least common denominator.
        let l = den.checked_mul(f / gcd(den, f))?;
        num = num
            .checked_mul(l / den)?
            .checked_add(add.checked_mul(l / f)?)?;
        den = l;
        let g = gcd(num, den).max(1);
        (num, den) = (num / g, den / g);
    }
    Some((num, den))
}

/// Every player who threw a die, in the order they first did.
pub fn evening(t: &Tally) -> Vec<PlayerLuck> {
    t.players
        .iter()
        .filter(|r| r.dice.iter().any(|d| d.count > 0))
        .map(|r| {
            let p = place(&r.dice, r.rolled);
            let mean: f64 = r
                .dice
                .iter()
                .map(|d| f64::from(d.count) * f64::from(d.success) / f64::from(d.faces.max(1)))
                .sum();
            PlayerLuck {
                player: r.player.clone(),
                dice: r.dice.iter().fold(0u32, |a, d| a.saturating_add(d.count)),
                rolled: r.rolled,
                expected: mean,
                expected_exact: expected(&r.dice).map(|(n, d)| format!("{n}/{d}")),
                percentile: p.percentile,
                percentile_exact: p.exact.map(|r| r.to_string()),
                method: p.method,
            }
        })
        .collect()
}

/// English sentences for the plain-text report (`datapad play`, `datapad replay`), one per
/// player, from the catalog entry `key` (`luck.successes` or `luck.hits`); `who` names a
/// player's key.
pub fn lines(t: &Tally, key: &str, who: impl Fn(&str) -> String) -> Vec<String> {
    evening(t)
        .iter()
        .filter_map(|l| {
            let args = json!({
                "who": who(&l.player),
                "n": l.rolled,
                "expected": format!("{:.2}", l.expected).trim_end_matches('0').trim_end_matches('.'),
                "percent": format!("{:.1}%", l.percentile * 100.0),
            });
            crate::i18n::english(key, &args)
        })
        .collect()
}
