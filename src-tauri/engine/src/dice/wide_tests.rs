//! U256 and WideRatio against u128 and IEEE division.
use super::*;

fn w(v: u128) -> U256 {
    U256::from_u128(v)
}

#[test]
fn arithmetic_agrees_with_u128() {
    let samples = [
        0u128,
        1,
        7,
        1 << 63,
        u64::MAX as u128,
        123_456_789_012_345_678_901,
    ];
    for &a in &samples {
        for &b in &samples {
            assert_eq!(
                w(a).checked_add(w(b)).and_then(U256::to_u128),
                a.checked_add(b)
            );
            assert_eq!(
                w(a).checked_sub(w(b)).and_then(U256::to_u128),
                a.checked_sub(b)
            );
            if let Some(p) = a.checked_mul(b) {
                assert_eq!(U256::widening_mul(a, b).to_u128(), Some(p));
            }
            if b != 0 {
                let (q, r) = w(a).divrem(w(b)).unwrap();
                assert_eq!((q.to_u128(), r.to_u128()), (Some(a / b), Some(a % b)));
            }
            assert_eq!(U256::gcd(w(a), w(b)).to_u128(), Some(gcd(a, b)));
            assert_eq!(w(a).cmp(&w(b)), a.cmp(&b));
        }
        assert_eq!(w(a).to_string(), a.to_string());
    }
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

#[test]
fn the_largest_outcome_count_prints_exactly() {
    // 8^30 · 6^30, checked with Python: 8**30 * 6**30.
    let total = U256::widening_mul(8u128.pow(30), 6u128.pow(30));
    assert_eq!(
        total.to_string(),
        "273676256864057658169979465205184816551174365773824"
    );
    assert_eq!(total.bits(), 168);
    assert_eq!(
        U256::widening_mul(u128::MAX, u128::MAX).to_string(),
        "115792089237316195423570985008687907852589419931798687112530834793049593217025"
    );
    let (q, r) = total.divrem(U256::from_u128(6u128.pow(30))).unwrap();
    assert_eq!((q.to_u128(), r.is_zero()), (Some(8u128.pow(30)), true));
    assert_eq!(total.checked_shl(89), None);
    assert_eq!(total.checked_shl(88).map(|v| v.shr_bits(88)), Some(total));
}

#[test]
fn ratios_reduce_and_round_like_ieee_division() {
    let r = WideRatio::new(w(6), w(8)).unwrap();
    assert_eq!(r.to_string(), "3/4");
    assert_eq!(WideRatio::new(w(0), w(8)).unwrap().to_string(), "0/1");
    // For operands below 2^53 IEEE division is correctly rounded: it must agree.
    let cases = [
        (1u128, 3u128),
        (2, 3),
        (5, 8),
        (1, 7),
        (123_456_789, 987_654_321),
        (99, 100),
        (7, 2),
        (1, 1 << 52),
    ];
    for (n, d) in cases {
        assert_eq!(
            WideRatio::new(w(n), w(d)).unwrap().to_f64(),
            n as f64 / d as f64,
            "{n}/{d}"
        );
    }
    // A fraction of 168-bit numbers: 1/3 scaled up stays 1/3.
    let big = U256::widening_mul(8u128.pow(30), 6u128.pow(30));
    let third = big.divrem_u64(3).unwrap().0;
    assert_eq!(WideRatio::new(third, big).unwrap().to_f64(), 1.0 / 3.0);
    assert_eq!(WideRatio::new(big, big).unwrap().to_f64(), 1.0);
}

#[test]
fn rounding_ties_go_to_even() {
    // 2^53 + 1 is halfway between two doubles: rounds down to the even 2^53.
    let n = (1u128 << 53) + 1;
    assert_eq!(
        WideRatio::new(w(n), w(1)).unwrap().to_f64(),
        9_007_199_254_740_992.0
    );
    // 2^53 + 3 is halfway too: rounds up to the even 2^53 + 4.
    let n = (1u128 << 53) + 3;
    assert_eq!(
        WideRatio::new(w(n), w(1)).unwrap().to_f64(),
        9_007_199_254_740_996.0
    );
    // Just above halfway rounds up.
    let r = WideRatio::new(w((1u128 << 54) + 3), w(2)).unwrap();
    assert_eq!(r.to_f64(), 9_007_199_254_740_994.0);
}

mod narrow {
    use super::super::{quotient, quotient_narrow, U256};
    use proptest::prelude::*;

    proptest! {
        /// The one-division quotient is the shift-and-subtract one, remainder flag included,
        /// for every denominator 2^t · odd with the odd part below 2^64 (sizes as in the odds:
        /// operands up to 199 bits).
        #[test]
        fn agrees_with_shift_and_subtract(
            limbs in prop::array::uniform4(any::<u64>()),
            num_bits in 1u32..=199,
            odd in any::<u64>(),
            t in 0u32..=130,
        ) {
            let num = U256(limbs).shr_bits(256 - num_bits).max(U256::ONE);
            let den = U256::from_u64(odd | 1).checked_shl(t).unwrap();
            prop_assume!(den.bits() <= 199);
            prop_assert_eq!(quotient_narrow(num, den), quotient(num, den));
        }
    }

    #[test]
    fn a_wide_odd_part_takes_the_long_way() {
        let den = U256::from_u128(u128::from(u64::MAX) + 2);
        assert_eq!(quotient_narrow(U256::ONE, den), None);
        assert!(quotient(U256::ONE, den).is_some());
    }
}
