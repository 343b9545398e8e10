//! Reducing a fraction whose denominator is 2^a · 3^b without a gcd.
//!
//! Every outcome count the dice here produce is such a number (faces of 6 and 8, 18-sided
//! products…), so the gcd of a weight and the count is 2^min(v₂, a) · 3^min(v₃, b): a count of
//! trailing zeros and a few exact divisions by powers of 3. An exact division by an odd `d` is
//! one multiplication per limb by d⁻¹ mod 2^64 (Hensel), not a long division, and a failed one
//! says so by a non-zero final borrow; 2^64 ≡ 1 (mod 3) gives the remainder by 3 from the limbs.
//! A 256-bit binary gcd and two shift-and-subtract divisions cost about a hundred times more.
//! Any other denominator goes through the general gcd, unchanged.

use super::wide::{WideRatio, U256};

/// The inverse of an odd `d` modulo 2^64, by Newton's iteration (each step doubles the correct
/// low bits; an odd `d` is its own inverse modulo 8).
const fn inverse(d: u64) -> u64 {
    let mut inv = d;
    let mut i = 0;
    while i < 5 {
        inv = inv.wrapping_mul(2u64.wrapping_sub(d.wrapping_mul(inv)));
        i += 1;
    }
    inv
}

/// The largest power of 3 in a limb: 3^40 < 2^64 < 3^41.
const MAX_POW3: usize = 40;

/// 3^k and its inverse modulo 2^64, for k = 0..=40.
const POW3: [(u64, u64); MAX_POW3 + 1] = {
    let mut t = [(1u64, 1u64); MAX_POW3 + 1];
    let mut k = 1;
    while k <= MAX_POW3 {
        let p = t[k - 1].0 * 3;
        t[k] = (p, inverse(p));
        k += 1;
    }
    t
};

impl U256 {
    /// `self / d` when the odd `d` divides it, else `None`: for each limb from the lowest, the
    /// quotient limb is (limb − borrow)·d⁻¹ and the borrow the high part of quotient·d. Then
    /// quotient·d = self + borrow·2^256, so the division was exact exactly when the last borrow
    /// is zero.
    fn div_exact_odd(self, (d, inv): (u64, u64)) -> Option<U256> {
        let mut out = [0u64; 4];
        let mut borrow = 0u64;
        for (q, limb) in out.iter_mut().zip(self.0) {
            let (s, under) = limb.overflowing_sub(borrow);
            *q = s.wrapping_mul(inv);
            // High part ≤ d − 1, so adding the 1 of `under` cannot wrap.
            borrow = ((u128::from(*q) * u128::from(d)) >> 64) as u64 + u64::from(under);
        }
        (borrow == 0).then_some(U256(out))
    }

    /// Whether 3 divides `self`: 2^64 ≡ 1 (mod 3), so the limbs' sum has the same remainder.
    fn divisible_by_3(self) -> bool {
        self.0.iter().map(|l| l % 3).sum::<u64>() % 3 == 0
    }

    /// Divides out up to `cap` factors of 3: the rest and how many went. Takes 3^32 while it
    /// divides, then 3^16, 3^8, … 3^1 once each: the count's binary digits.
    fn strip_threes(self, cap: u32) -> (U256, u32) {
        let (mut x, mut taken) = (self, 0u32);
        if x.is_zero() || !x.divisible_by_3() {
            return (x, 0);
        }
        while cap - taken >= 32 {
            match x.div_exact_odd(POW3[32]) {
                Some(q) => (x, taken) = (q, taken + 32),
                None => break,
            }
        }
        for p in [16u32, 8, 4, 2, 1] {
            if cap - taken >= p {
                if let Some(q) = x.div_exact_odd(POW3[p as usize]) {
                    (x, taken) = (q, taken + p);
                }
            }
        }
        (x, taken)
    }

    /// `self / 3^k` when that is exact, else `None`.
    fn div_pow3(self, mut k: u32) -> Option<U256> {
        let mut x = self;
        while k > 0 {
            let p = k.min(MAX_POW3 as u32);
            x = x.div_exact_odd(POW3[p as usize])?;
            k -= p;
        }
        Some(x)
    }
}

/// A denominator and, when it is 2^twos · 3^threes, its exponents: found once, then every
/// fraction over it reduces without a gcd.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Over {
    den: U256,
    smooth: Option<(u32, u32)>,
}

impl Over {
    pub fn new(den: U256) -> Over {
        let twos = den.trailing_zeros();
        let (rest, threes) = den.shr_bits(twos).strip_threes(u32::MAX);
        Over {
            den,
            smooth: (rest == U256::ONE).then_some((twos, threes)),
        }
    }

    /// `num / den` reduced, exactly as [`WideRatio::new`] reduces it; `None` for a zero
    /// denominator.
    pub fn ratio(&self, num: U256) -> Option<WideRatio> {
        let Some((twos, threes)) = self.smooth else {
            return WideRatio::by_gcd(num, self.den);
        };
        if num.is_zero() {
            return Some(WideRatio {
                num,
                den: U256::ONE,
            });
        }
        let j = num.trailing_zeros().min(twos);
        let (num, k) = num.shr_bits(j).strip_threes(threes);
        Some(WideRatio {
            num,
            den: self.den.shr_bits(j).div_pow3(k)?,
        })
    }
}

#[cfg(test)]
#[path = "smooth_tests.rs"]
mod tests;
