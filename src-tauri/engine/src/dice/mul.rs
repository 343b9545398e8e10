//! A count times a smaller count, where the product is known to fit 128 bits, without Rust's
//! 128-bit multiply on machines that have no 64 × 64 → 128 instruction: in WebAssembly that
//! multiply is a library call that works through all four 64-bit halves, where four products
//! of 32-bit halves do.

/// `a · b`, wrapping past 128 bits (callers multiply counts whose product is a count).
#[inline(always)]
pub fn mul(a: u128, b: u64) -> u128 {
    #[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
    {
        a.wrapping_mul(u128::from(b))
    }
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    {
        by_halves(a, b)
    }
}

// Compiled on every machine, so its tests run everywhere.
#[cfg_attr(any(target_arch = "x86_64", target_arch = "aarch64"), allow(dead_code))]
/// [`mul`] from 64-bit products: the low half's whole, and the high half's low 64 bits.
#[inline(always)]
fn by_halves(a: u128, b: u64) -> u128 {
    let high = ((a >> 64) as u64).wrapping_mul(b);
    widening(a as u64, b).wrapping_add(u128::from(high) << 64)
}

#[cfg_attr(any(target_arch = "x86_64", target_arch = "aarch64"), allow(dead_code))]
/// `x · y` whole, from the four products of their 32-bit halves.
#[inline(always)]
fn widening(x: u64, y: u64) -> u128 {
    let m = 0xFFFF_FFFF;
    let (x0, x1, y0, y1) = (x & m, x >> 32, y & m, y >> 32);
    let (p00, p01, p10, p11) = (x0 * y0, x0 * y1, x1 * y0, x1 * y1);
    // The middle column: below 3 · 2^32, so it carries into the high word only once.
    let mid = (p00 >> 32) + (p01 & m) + (p10 & m);
    let low = (p00 & m) | (mid << 32);
    let high = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    (u128::from(high) << 64) | u128::from(low)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Both ways give the 128-bit product, wrapped as `wrapping_mul` wraps it.
        #[test]
        fn the_product_is_the_wrapping_one(a in any::<u128>(), b in any::<u64>()) {
            prop_assert_eq!(mul(a, b), a.wrapping_mul(u128::from(b)));
            prop_assert_eq!(by_halves(a, b), a.wrapping_mul(u128::from(b)));
        }
    }

    #[test]
    fn the_widest_halves_carry() {
        assert_eq!(
            widening(u64::MAX, u64::MAX),
            u128::from(u64::MAX) * u128::from(u64::MAX)
        );
        assert_eq!(
            by_halves(u128::MAX, u64::MAX),
            u128::MAX.wrapping_mul(u128::from(u64::MAX))
        );
    }
}
