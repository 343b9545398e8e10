//! A sum of products of two counts: an attack weight (below 2^128) by a defense weight (below
//! 2^64). Joining two pools sums such products whose total is itself a count of outcomes, at
//! most the pools' total (below 2^188 whenever the odds are computed at all), so the sum never
//! passes 192 bits.
//!
//! Two ways to keep it, one per kind of machine, the same sum either way (tested against each
//! other and [`U256`] below): where the processor multiplies 64 × 64 into 128 bits in one
//! instruction (x86-64, AArch64), by 64-bit halves; elsewhere, WebAssembly above all, where
//! Rust's 128-bit product is a library call, by 32-bit limbs whose products the machine's own
//! 64-bit multiply gives.

use super::wide::U256;

#[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
pub use halves::ProductSum;
#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
pub use limbs::ProductSum;

// Each way is compiled on every machine, so the tests below run both.
#[cfg_attr(
    not(any(target_arch = "x86_64", target_arch = "aarch64")),
    allow(dead_code)
)]
mod halves {
    use super::U256;

    /// `low + mid · 2^64`: the attack weight's 64-bit halves' products by the column they
    /// land in.
    #[derive(Debug, Clone, Copy, Default)]
    pub struct ProductSum {
        low: u128,
        mid: u128,
    }

    impl ProductSum {
        /// Adds `a · b`. The caller's bound (the whole sum below 2^192) keeps `mid` from
        /// overflowing; a carry out of `low` is one more 2^128, so 2^64 in `mid`.
        #[inline]
        pub fn add_product(&mut self, a: u128, b: u64) {
            let b = u128::from(b);
            let (low, carry) = self.low.overflowing_add((a as u64 as u128) * b);
            self.low = low;
            self.mid = self
                .mid
                .wrapping_add((a >> 64) * b)
                .wrapping_add(u128::from(carry) << 64);
        }

        pub fn value(self) -> U256 {
            // low + mid · 2^64 word by word; the carries cannot pass 256 bits.
            let (w1, c1) = ((self.low >> 64) as u64).overflowing_add(self.mid as u64);
            let (w2, c2) = ((self.mid >> 64) as u64).overflowing_add(u64::from(c1));
            U256([self.low as u64, w1, w2, u64::from(c2)])
        }
    }
}

#[cfg_attr(any(target_arch = "x86_64", target_arch = "aarch64"), allow(dead_code))]
mod limbs {
    use super::U256;

    /// Adds between carries: each adds at most 4 values below 2^32 to a column, so a
    /// column stays below 2^32 + 2^28 · 2^34 < 2^64.
    const CARRY_EVERY: u32 = 1 << 28;

    /// `Σ cols[k] · 2^(32k)` (k < 6: 192 bits), carried only every [`CARRY_EVERY`] adds and at
    /// the end: a product of limbs i and j adds its low 32 bits to column i + j and its high 32
    /// bits to the next.
    #[derive(Debug, Clone, Copy, Default)]
    pub struct ProductSum {
        cols: [u64; 6],
        adds: u32,
    }

    /// The four 32-bit limbs of `v`, lowest first (shifts by constants: a shift by a variable
    /// would be one more library call).
    #[inline(always)]
    fn split(v: u128) -> [u64; 4] {
        let m = 0xFFFF_FFFF;
        [
            v as u64 & m,
            (v >> 32) as u64 & m,
            (v >> 64) as u64 & m,
            (v >> 96) as u64,
        ]
    }

    impl ProductSum {
        /// Adds `a · b`. An attack weight below 2^96 (8^32 outcomes) takes 6 limb products,
        /// a wider one 8. Written out pair by pair: a size-optimized build would keep a loop
        /// here and check every index.
        #[inline(always)]
        pub fn add_product(&mut self, a: u128, b: u64) {
            let (a, b) = (split(a), [b & 0xFFFF_FFFF, b >> 32]);
            let c = &mut self.cols;
            macro_rules! limbs {
                ($(($i:literal, $j:literal)),*) => {$(
                    let p = a[$i] * b[$j];
                    c[$i + $j] += p & 0xFFFF_FFFF;
                    c[$i + $j + 1] += p >> 32;
                )*};
            }
            limbs!((0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1));
            if a[3] != 0 {
                limbs!((3, 0), (3, 1));
            }
            self.adds += 1;
            if self.adds == CARRY_EVERY {
                self.carry();
            }
        }

        /// Each column back below 2^32, its excess moved up (past the top it is dropped: the
        /// sum is below 2^192).
        pub(super) fn carry(&mut self) {
            let mut up = 0;
            for c in &mut self.cols {
                let v = *c + up;
                *c = v & 0xFFFF_FFFF;
                up = v >> 32;
            }
            self.adds = 0;
        }

        pub fn value(mut self) -> U256 {
            self.carry();
            let c = self.cols;
            U256([
                c[0] | (c[1] << 32),
                c[2] | (c[3] << 32),
                c[4] | (c[5] << 32),
                0,
            ])
        }
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
        /// Products of an attack weight of any size and a defense weight of up to 64 bits, 182
        /// bits at most (2^128 by 2^54, 2^90 by 2^64), 40 of them: below 2^188, the odds' bound.
        /// Both ways of keeping the sum give U256's checked one.
        #[test]
        fn a_sum_of_products_agrees_with_u256(
            terms in proptest::collection::vec((0u32..=128, any::<u128>(), any::<u64>()), 0..40),
        ) {
            let mut by_halves = halves::ProductSum::default();
            let mut by_limbs = limbs::ProductSum::default();
            let mut want = U256::ZERO;
            for (bits, a, b) in &terms {
                let (a, b) = (sized(*a, *bits), b >> bits.saturating_sub(118));
                by_halves.add_product(a, b);
                by_limbs.add_product(a, b);
                want = want.checked_add(U256::widening_mul(a, u128::from(b))).unwrap();
            }
            prop_assert_eq!(by_halves.value(), want);
            prop_assert_eq!(by_limbs.value(), want);
        }
    }

    /// The limbs' columns carried part way give the same sum as carried once.
    #[test]
    fn carrying_part_way_changes_nothing() {
        let mut once = limbs::ProductSum::default();
        let mut twice = limbs::ProductSum::default();
        for i in 1..200u128 {
            let (a, b) = ((u128::MAX / i) >> 8, u64::MAX / 3 + i as u64);
            once.add_product(a, b);
            twice.add_product(a, b);
            if i % 50 == 0 {
                twice.carry();
            }
        }
        assert_eq!(once.value(), twice.value());
    }
}
