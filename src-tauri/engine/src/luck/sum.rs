//! Where a total of successes falls in the exact distribution of the sum of independent dice:
//! the percentile `P(S < k) + ½·P(S = k)` (the mid-distribution: ties count half, so a total
//! exactly as likely to be beaten as to beat is 0.5, and the answer grows with `k`).
//!
//! Three ways, chosen by size so that an evening of any length answers at once:
//! - **exact**: while the pool's outcomes number at most 2^250 (250 dice of chance 1/2, 157 of
//!   1/3, 96 of 1/6), every total's outcome count in 256-bit integers, die by die, and the
//!   percentile as a fraction;
//! - **float**: past that, each chance's binomial in `f64` (from its mode outwards, terms below
//!   10⁻³⁰ of the peak dropped) convolved chance by chance: every term is positive, so the error
//!   stays near the rounding of each sum, far below a tenth of a percent; taken while the
//!   convolutions cost at most [`FLOAT_WORK`] multiply-adds (about 25,000 dice a player);
//! - **normal**: past that, the normal curve with a continuity correction, within a few tenths
//!   of a percentage point at that size (Berry–Esseen), in constant time.

use super::tally::Dice;
use crate::dice::wide::{WideRatio, U256};
use serde::Serialize;
use ts_rs::TS;

/// Outcome counts up to 2^EXACT_BITS are weighed in integers (2 × the count still fits 256 bits).
const EXACT_BITS: f64 = 250.0;
/// The most multiply-adds the float path may spend.
const FLOAT_WORK: f64 = 4e6;
/// Float terms below this share of their distribution's peak are dropped.
const CUT: f64 = 1e-30;

/// How a place was computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "LuckMethod")]
pub enum Method {
    Exact,
    Float,
    Normal,
}

/// A total's place in the distribution of the sum.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Place {
    /// `P(S < k) + ½·P(S = k)`, in [0, 1].
    pub percentile: f64,
    /// The same as a fraction, on the exact path.
    pub exact: Option<WideRatio>,
    pub method: Method,
}

/// The place of `k` successes among `dice` (see the module's notes for how).
pub fn place(dice: &[Dice], k: u32) -> Place {
    // A chance of 0 adds nothing; a chance of 1 adds its count to every outcome.
    let sure: u64 = dice
        .iter()
        .filter(|d| d.success >= d.faces)
        .map(|d| u64::from(d.count))
        .sum();
    let live: Vec<Dice> = dice
        .iter()
        .filter(|d| d.success > 0 && d.success < d.faces && d.count > 0)
        .copied()
        .collect();
    let Some(k) = u64::from(k).checked_sub(sure) else {
        return fixed(0, 1);
    };
    if live.is_empty() {
        return if k == 0 { fixed(1, 2) } else { fixed(1, 1) };
    }
    let bits: f64 = live
        .iter()
        .map(|d| f64::from(d.count) * f64::from(d.faces).log2())
        .sum();
    if bits <= EXACT_BITS {
        if let Some(p) = exact(&live, k) {
            return p;
        }
    }
    if float_work(&live) <= FLOAT_WORK {
        float(&live, k)
    } else {
        normal(&live, k)
    }
}

fn fixed(num: u64, den: u64) -> Place {
    let exact = WideRatio::new(U256::from_u64(num), U256::from_u64(den));
    Place {
        percentile: num as f64 / den as f64,
        exact,
        method: Method::Exact,
    }
}

/// Outcome counts of every total, die by die: `w'[j] = w[j]·(faces − success) + w[j−1]·success`.
/// `None` if a count would pass 256 bits (the caller keeps the pool below that).
pub(super) fn exact(dice: &[Dice], k: u64) -> Option<Place> {
    let mut w = vec![U256::ONE];
    let mut total = U256::ONE;
    for d in dice {
        let (s, f) = (u64::from(d.success), u64::from(d.faces));
        for _ in 0..d.count {
            let mut next = vec![U256::ZERO; w.len() + 1];
            for (j, x) in w.iter().enumerate() {
                next[j] = next[j].checked_add(x.checked_mul_u64(f - s)?)?;
                next[j + 1] = x.checked_mul_u64(s)?;
            }
            w = next;
            total = total.checked_mul_u64(f)?;
        }
    }
    let k = usize::try_from(k).unwrap_or(usize::MAX);
    let mut below = U256::ZERO;
    for x in w.iter().take(k) {
        below = below.checked_add(*x)?;
    }
    let at = w.get(k).copied().unwrap_or(U256::ZERO);
    let num = below.checked_mul_u64(2)?.checked_add(at)?;
    let r = WideRatio::new(num, total.checked_mul_u64(2)?)?;
    Some(Place {
        percentile: r.to_f64(),
        exact: Some(r),
        method: Method::Exact,
    })
}

/// A distribution over a window of totals: `p[i]` is P(S = `offset` + i).
struct Window {
    offset: u64,
    p: Vec<f64>,
}

/// The binomial of `n` dice of chance `s/f`, from its mode outwards while terms matter.
fn binomial(d: &Dice) -> Window {
    let n = u64::from(d.count);
    let p = f64::from(d.success) / f64::from(d.faces);
    let odds = p / (1.0 - p);
    let mode = (((n + 1) as f64 * p).floor() as u64).min(n);
    let mut up = vec![1.0];
    let (mut j, mut v) = (mode, 1.0);
    while j < n {
        v *= (n - j) as f64 / (j + 1) as f64 * odds;
        if v < CUT {
            break;
        }
        up.push(v);
        j += 1;
    }
    let mut down = Vec::new();
    let (mut j, mut v) = (mode, 1.0);
    while j > 0 {
        v *= j as f64 / (n - j + 1) as f64 / odds;
        if v < CUT {
            break;
        }
        down.push(v);
        j -= 1;
    }
    let offset = mode - down.len() as u64;
    down.reverse();
    down.extend(up);
    let sum: f64 = down.iter().sum();
    down.iter_mut().for_each(|x| *x /= sum);
    Window { offset, p: down }
}

/// About how many terms a chance's window keeps: ±√(2·ln(1/CUT)) standard deviations.
fn width(d: &Dice) -> f64 {
    let n = f64::from(d.count);
    let p = f64::from(d.success) / f64::from(d.faces);
    (2.0 * (2.0 * (1.0 / CUT).ln() * n * p * (1.0 - p)).sqrt() + 3.0).min(n + 1.0)
}

/// An upper bound on the multiply-adds of convolving the chances in turn.
fn float_work(dice: &[Dice]) -> f64 {
    let mut acc: f64 = 0.0;
    let mut work = 0.0;
    for d in dice {
        let w = width(d);
        work += acc.max(1.0) * w;
        acc += w;
    }
    work
}

fn convolve(a: &Window, b: &Window) -> Window {
    let mut p = vec![0.0; a.p.len() + b.p.len() - 1];
    for (i, x) in a.p.iter().enumerate() {
        for (j, y) in b.p.iter().enumerate() {
            p[i + j] += x * y;
        }
    }
    // Tails below the cut are dropped again, so the next convolution stays as small.
    let peak = p.iter().copied().fold(0.0, f64::max);
    let first = p.iter().position(|x| *x >= peak * CUT).unwrap_or(0);
    let last = p.iter().rposition(|x| *x >= peak * CUT).unwrap_or(0);
    Window {
        offset: a.offset + b.offset + first as u64,
        p: p[first..=last].to_vec(),
    }
}

pub(super) fn float(dice: &[Dice], k: u64) -> Place {
    let mut sum = Window {
        offset: 0,
        p: vec![1.0],
    };
    for d in dice {
        sum = convolve(&sum, &binomial(d));
    }
    let total: f64 = sum.p.iter().sum();
    let mut below = 0.0;
    let mut at = 0.0;
    for (i, x) in sum.p.iter().enumerate() {
        let v = sum.offset + i as u64;
        if v < k {
            below += x;
        } else if v == k {
            at = *x;
        }
    }
    Place {
        percentile: ((below + at / 2.0) / total).clamp(0.0, 1.0),
        exact: None,
        method: Method::Float,
    }
}

/// The complementary error function, to a relative error below 1.2·10⁻⁷ (a Chebyshev fit).
fn erfc(x: f64) -> f64 {
    let z = x.abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    let poly = -1.265_512_23
        + t * (1.000_023_68
            + t * (0.374_091_96
                + t * (0.096_784_18
                    + t * (-0.186_288_06
                        + t * (0.278_868_07
                            + t * (-1.135_203_98
                                + t * (1.488_515_87 + t * (-0.822_152_23 + t * 0.170_872_77))))))));
    let r = t * (-z * z + poly).exp();
    if x >= 0.0 {
        r
    } else {
        2.0 - r
    }
}

/// The standard normal's P(Z < x).
fn phi(x: f64) -> f64 {
    0.5 * erfc(-x / std::f64::consts::SQRT_2)
}

pub(super) fn normal(dice: &[Dice], k: u64) -> Place {
    let (mut mean, mut var) = (0.0, 0.0);
    for d in dice {
        let (n, p) = (
            f64::from(d.count),
            f64::from(d.success) / f64::from(d.faces),
        );
        mean += n * p;
        var += n * p * (1.0 - p);
    }
    let sd = var.sqrt();
    let k = k as f64;
    // P(S ≤ k − 1) and P(S ≤ k), each read half a step out; their mean is the mid-distribution.
    let percentile = 0.5 * (phi((k - 0.5 - mean) / sd) + phi((k + 0.5 - mean) / sd));
    Place {
        percentile: percentile.clamp(0.0, 1.0),
        exact: None,
        method: Method::Normal,
    }
}
