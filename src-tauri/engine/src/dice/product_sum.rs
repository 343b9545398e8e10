//! A sum of products of two counts, kept in 192 bits without reductions. Joining two pools
//! sums weight × weight products whose total is itself a count of outcomes, at most the
//! pools' total (below 2^188 whenever the odds are computed at all), so the sum never passes
//! 192 bits and only the lowest 128-bit column can carry.

use super::wide::U256;

/// `low + mid · 2^64 + high · 2^128`: the 64-bit halves' products by the column they land in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ProductSum {
    low: u128,
    mid: u128,
    high: u64,
}

impl ProductSum {
    /// Adds `a · b`. The caller's bound (the whole sum below 2^192) keeps `mid` and `high` from
    /// overflowing: each is at most the sum shifted right by 64 and 128 bits.
    pub fn add_product(&mut self, a: u128, b: u128) {
        let (a0, a1) = (a as u64 as u128, a >> 64);
        let (b0, b1) = (b as u64 as u128, b >> 64);
        let (low, carry) = self.low.overflowing_add(a0 * b0);
        self.low = low;
        self.mid = self.mid.wrapping_add(a0 * b1).wrapping_add(a1 * b0);
        self.high = self
            .high
            .wrapping_add((a1 * b1) as u64)
            .wrapping_add(u64::from(carry));
    }

    pub fn value(self) -> U256 {
        // low + mid · 2^64 word by word; the carries cannot pass 256 bits.
        let (w1, c1) = ((self.low >> 64) as u64).overflowing_add(self.mid as u64);
        let (w2, c2) = self.high.overflowing_add((self.mid >> 64) as u64);
        let (w2, c3) = w2.overflowing_add(u64::from(c1));
        U256([self.low as u64, w1, w2, u64::from(c2) + u64::from(c3)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// `v` cut to its lowest `bits` bits' worth: shifted right, so the top bit stays random.
    fn sized(v: u128, bits: u32) -> u128 {
        v.checked_shr(128 - bits).unwrap_or(0)
    }

    proptest! {
        /// Products of any split of 182 bits between the factors (a 2^90 attack weight by a
        /// 2^78 block weight, or 128 by 54), 40 of them: below 2^188, the odds' bound. The sum
        /// is U256's checked one.
        #[test]
        fn a_sum_of_products_agrees_with_u256(
            terms in proptest::collection::vec((0u32..=128, any::<u128>(), any::<u128>()), 0..40),
        ) {
            let mut sum = ProductSum::default();
            let mut want = U256::ZERO;
            for (bits, a, b) in &terms {
                let (a, b) = (sized(*a, *bits), sized(*b, (182 - bits).min(128)));
                sum.add_product(a, b);
                want = want.checked_add(U256::widening_mul(a, b)).unwrap();
            }
            prop_assert_eq!(sum.value(), want);
        }
    }
}
