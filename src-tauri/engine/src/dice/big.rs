//! An exact fraction of arbitrary size, for chances compounded over many attacks: ten attacks at
//! 30 v 30 have (2^168)^10 equally likely outcomes, past any fixed width. `num-bigint` does the
//! arithmetic; this file only reduces, prints and rounds.

use super::wide::U256;
use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{ToPrimitive, Zero};
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BigRatio {
    pub num: BigUint,
    pub den: BigUint,
}

impl BigRatio {
    /// `num / den` in lowest terms; a zero denominator is refused.
    pub fn new(num: BigUint, den: BigUint) -> Option<BigRatio> {
        if den.is_zero() {
            return None;
        }
        let g = num.gcd(&den);
        let g = if g.is_zero() { BigUint::from(1u8) } else { g };
        Some(BigRatio {
            num: num / &g,
            den: den / &g,
        })
    }

    /// The nearest f64 (within an ulp or so: 64 significant bits of the quotient are kept).
    pub fn to_f64(&self) -> f64 {
        if self.num.is_zero() {
            return 0.0;
        }
        let shift = (self.den.bits() + 64).saturating_sub(self.num.bits());
        let q = (&self.num << shift) / &self.den;
        let q = q.to_f64().unwrap_or(f64::INFINITY);
        q * 2f64.powi(-(shift.min(i32::MAX as u64) as i32))
    }
}

/// A 256-bit integer as a big one.
pub fn big(x: U256) -> BigUint {
    BigUint::from_slice(
        &x.0.iter()
            .flat_map(|l| [*l as u32, (*l >> 32) as u32])
            .collect::<Vec<_>>(),
    )
}

impl fmt::Display for BigRatio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.num, self.den)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reduces_prints_and_rounds() {
        let r = BigRatio::new(BigUint::from(6u8), BigUint::from(8u8)).expect("den");
        assert_eq!(r.to_string(), "3/4");
        assert_eq!(r.to_f64(), 0.75);
        assert!(BigRatio::new(BigUint::from(1u8), BigUint::zero()).is_none());
        let tiny = BigRatio::new(BigUint::from(1u8), BigUint::from(3u8).pow(400)).expect("den");
        assert!((tiny.to_f64() / 3f64.powi(-400) - 1.0).abs() < 1e-12);
        let x = U256([u64::MAX, 5, 0, 1]);
        assert_eq!(
            big(x),
            (BigUint::from(1u8) << 192) + (BigUint::from(5u8) << 64) + u64::MAX
        );
    }
}
