//! Outcome counts summed and multiplied without carries: each is kept as its residues modulo
//! 2^128 (a wrapping `u128`) and modulo the prime P = 2^61 − 1. By the Chinese remainder
//! theorem the two give back any number below 2^128 · P > 2^188 exactly, so a sum of products
//! whose true value is a count of outcomes (at most the total, 2^168 at 30 v 30) is exact however
//! large its terms were on the way: what is checked is the bound, once, not every operation.
//! Below 2^128 the first residue alone is the number.

use super::wide::U256;

/// The Mersenne prime 2^61 − 1: a residue fits 61 bits, a reduction is a shift and an add.
const P: u64 = (1 << 61) - 1;

/// Every number below this many bits is told apart by its residues (2^188 < 2^128 · P).
pub const EXACT_BITS: u32 = 188;

/// A count modulo 2^128 · P.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Residues {
    low: u128,
    p: u64,
}

/// `v` mod P for `v` < 2^64: 2^61 ≡ 1, so the bits above 61 add to the bits below.
fn fold(v: u64) -> u64 {
    let r = (v & P) + (v >> 61);
    if r >= P {
        r - P
    } else {
        r
    }
}

/// `v` mod P for any `u128`, its 61-bit pieces summed (each ≤ P, the sum below 2^64).
fn fold_wide(v: u128) -> u64 {
    fold((v as u64 & P) + ((v >> 61) as u64 & P) + (v >> 122) as u64)
}

impl Residues {
    pub const ZERO: Residues = Residues { low: 0, p: 0 };

    pub fn of(v: u128) -> Residues {
        Residues {
            low: v,
            p: fold_wide(v),
        }
    }

    /// `self · a + o · b`.
    pub fn mul_add(self, a: u64, o: Residues, b: u64) -> Residues {
        Residues {
            low: self
                .low
                .wrapping_mul(u128::from(a))
                .wrapping_add(o.low.wrapping_mul(u128::from(b))),
            p: match a.checked_add(b) {
                // Small multipliers (the closed forms' 3, 4 and 7): below 8 · 2^61 = 2^64.
                Some(sum) if sum <= 8 => fold(self.p * a + o.p * b),
                // Each product is below 2^125, the sum below 2^126.
                _ => {
                    fold_wide(u128::from(self.p) * u128::from(a) + u128::from(o.p) * u128::from(b))
                }
            },
        }
    }

    /// The number below 2^128 · P with these residues: low + 2^128 · t, where
    /// t = (p − low) · (2^128)⁻¹ mod P, and 2^128 ≡ 2^6, so (2^128)⁻¹ ≡ 2^55 (mod P).
    pub fn value(self) -> U256 {
        let diff = fold(self.p + P - fold_wide(self.low));
        let t = fold_wide(u128::from(diff) << 55);
        U256([self.low as u64, (self.low >> 64) as u64, t, 0])
    }
}

/// A count in the arithmetic that holds it exactly: [`Narrow`] when every count of the question
/// is below 2^128, [`Residues`] above. The closed forms are written once over either.
pub trait Count:
    Copy
    + std::ops::Add<Output = Self>
    + std::ops::AddAssign
    + std::ops::Sub<Output = Self>
    + std::ops::Mul<Output = Self>
{
    const ZERO: Self;
    fn of(v: u128) -> Self;
    /// `self · a + o · b`.
    fn mul_add(self, a: u64, o: Self, b: u64) -> Self;
    fn value(self) -> U256;
}

/// A count below 2^128 as it is: wrapping on the way is exact when the result fits, and
/// half the work of [`Residues`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Narrow(u128);

impl Count for Narrow {
    const ZERO: Narrow = Narrow(0);
    fn of(v: u128) -> Narrow {
        Narrow(v)
    }
    fn mul_add(self, a: u64, o: Narrow, b: u64) -> Narrow {
        Narrow(
            self.0
                .wrapping_mul(u128::from(a))
                .wrapping_add(o.0.wrapping_mul(u128::from(b))),
        )
    }
    fn value(self) -> U256 {
        U256::from_u128(self.0)
    }
}

impl std::ops::Add for Narrow {
    type Output = Narrow;
    fn add(self, o: Narrow) -> Narrow {
        Narrow(self.0.wrapping_add(o.0))
    }
}

impl std::ops::AddAssign for Narrow {
    fn add_assign(&mut self, o: Narrow) {
        *self = *self + o;
    }
}

impl std::ops::Sub for Narrow {
    type Output = Narrow;
    fn sub(self, o: Narrow) -> Narrow {
        Narrow(self.0.wrapping_sub(o.0))
    }
}

impl std::ops::Mul for Narrow {
    type Output = Narrow;
    fn mul(self, m: Narrow) -> Narrow {
        Narrow(self.0.wrapping_mul(m.0))
    }
}

impl Count for Residues {
    const ZERO: Residues = Residues::ZERO;
    fn of(v: u128) -> Residues {
        Residues::of(v)
    }
    fn mul_add(self, a: u64, o: Residues, b: u64) -> Residues {
        Residues::mul_add(self, a, o, b)
    }
    fn value(self) -> U256 {
        Residues::value(self)
    }
}

impl std::ops::Add for Residues {
    type Output = Residues;
    fn add(self, o: Residues) -> Residues {
        Residues {
            low: self.low.wrapping_add(o.low),
            p: fold(self.p + o.p),
        }
    }
}

impl std::ops::AddAssign for Residues {
    fn add_assign(&mut self, o: Residues) {
        *self = *self + o;
    }
}

/// Exact when the true difference is not negative.
impl std::ops::Sub for Residues {
    type Output = Residues;
    fn sub(self, o: Residues) -> Residues {
        Residues {
            low: self.low.wrapping_sub(o.low),
            p: fold(self.p + P - o.p),
        }
    }
}

/// Exact when the true product is below 2^128 · P.
impl std::ops::Mul for Residues {
    type Output = Residues;
    fn mul(self, m: Residues) -> Residues {
        Residues {
            low: self.low.wrapping_mul(m.low),
            p: fold_wide(u128::from(self.p) * u128::from(m.p)),
        }
    }
}

impl std::ops::Mul<u128> for Residues {
    type Output = Residues;
    fn mul(self, m: u128) -> Residues {
        Residues {
            low: self.low.wrapping_mul(m),
            p: fold_wide(u128::from(self.p) * u128::from(fold_wide(m))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A number below 2^188 as U256 limbs.
    fn below_188() -> impl Strategy<Value = U256> {
        (any::<u128>(), 0u64..1 << 60)
            .prop_map(|(lo, hi)| U256([lo as u64, (lo >> 64) as u64, hi, 0]))
    }

    fn of_wide(v: U256) -> Residues {
        // v = low + 2^128 · hi, with 2^128 ≡ 2^6 (mod P).
        let low = u128::from(v.0[0]) | (u128::from(v.0[1]) << 64);
        let hi = u128::from(v.0[2]) | (u128::from(v.0[3]) << 64);
        Residues {
            low,
            p: fold(fold_wide(low) + fold_wide(fold_wide(hi) as u128 * 64)),
        }
    }

    #[test]
    fn edges() {
        assert_eq!(fold(P), 0);
        assert_eq!(fold(u64::MAX), fold_wide(u128::from(u64::MAX)));
        assert_eq!(fold_wide(u128::MAX), (u128::MAX % u128::from(P)) as u64);
        assert_eq!(Residues::of(7).value(), U256::from_u64(7));
        let top = U256([u64::MAX, u64::MAX, (1 << 60) - 1, 0]); // 2^188 − 1
        assert_eq!(of_wide(top).value(), top);
    }

    proptest! {
        #[test]
        fn fold_is_the_remainder(v in any::<u128>()) {
            prop_assert_eq!(u128::from(fold_wide(v)), v % u128::from(P));
        }

        /// Sums and products agree with U256's checked arithmetic whenever the result is below
        /// 2^188, whatever the intermediate sizes.
        #[test]
        fn arithmetic_agrees_with_u256(
            a in below_188(),
            b in below_188(),
            m in any::<u64>(),
            x in any::<u64>(),
        ) {
            let (ra, rb) = (of_wide(a), of_wide(b));
            prop_assert_eq!(ra.value(), a);
            if let Some(s) = a.checked_add(b).filter(|s| s.bits() <= EXACT_BITS) {
                prop_assert_eq!((ra + rb).value(), s);
                prop_assert_eq!((of_wide(s) - rb).value(), a);
            }
            if let Some(p) = a.checked_mul_u64(m).filter(|p| p.bits() <= EXACT_BITS) {
                prop_assert_eq!((ra * u128::from(m)).value(), p);
            }
            let want = a
                .checked_mul_u64(m)
                .zip(b.checked_mul_u64(x))
                .and_then(|(p, q)| p.checked_add(q))
                .filter(|s| s.bits() <= EXACT_BITS);
            if let Some(want) = want {
                prop_assert_eq!(ra.mul_add(m, rb, x).value(), want);
            }
        }

        #[test]
        fn wide_products_of_counts(a in any::<u128>(), b in 0u128..1 << 60) {
            let want = U256::widening_mul(a, b);
            prop_assert_eq!((Residues::of(a) * b).value(), want);
        }
    }
}
