//! The reduction without a gcd against the gcd, and its exact division against long division.
use super::*;
use proptest::prelude::*;

fn wide() -> impl Strategy<Value = U256> {
    prop::array::uniform4(any::<u64>()).prop_map(U256)
}

/// 2^a · 3^b, as large as fits.
fn smooth(a: u32, b: u32) -> Option<U256> {
    let mut v = U256::ONE.checked_shl(a)?;
    for _ in 0..b {
        v = v.checked_mul_u64(3)?;
    }
    Some(v)
}

/// A numerator with many factors of 2 and 3, as dice weights have.
fn weight() -> impl Strategy<Value = U256> {
    (any::<u64>(), 0u32..120, 0u32..60).prop_map(|(m, a, b)| {
        smooth(a, b)
            .and_then(|s| s.checked_mul_u64(m))
            .unwrap_or(U256::from_u64(m))
    })
}

#[test]
fn powers_of_three_and_their_inverses() {
    for (k, (p, inv)) in POW3.iter().enumerate() {
        assert_eq!(u128::from(*p), 3u128.pow(k as u32));
        assert_eq!(p.wrapping_mul(*inv), 1, "3^{k}");
    }
}

#[test]
fn small_cases_by_hand() {
    let w = U256::from_u64;
    let r = |n, d| Over::new(w(d)).ratio(w(n)).map(|r| r.to_string());
    assert_eq!(r(6, 8).as_deref(), Some("3/4"));
    assert_eq!(r(18, 48).as_deref(), Some("3/8"));
    assert_eq!(r(0, 48).as_deref(), Some("0/1"));
    assert_eq!(r(48, 48).as_deref(), Some("1/1"));
    assert_eq!(r(81, 54).as_deref(), Some("3/2"));
    assert_eq!(r(14, 21).as_deref(), Some("2/3")); // 21 is not smooth: the gcd path
    assert_eq!(r(1, 0), None);
    assert_eq!(Over::new(w(1 << 20)).smooth, Some((20, 0)));
    assert_eq!(Over::new(w(3u64.pow(40))).smooth, Some((0, 40)));
    assert_eq!(Over::new(w(3u64.pow(38) * 5)).smooth, None);
}

proptest! {
    #[test]
    fn exact_division_agrees_with_long_division(x in wide(), k in 1usize..=MAX_POW3) {
        let (q, r) = x.divrem_u64(POW3[k].0).unwrap();
        prop_assert_eq!(x.div_exact_odd(POW3[k]), (r == 0).then_some(q));
        // A multiple of 3^k divides exactly, even near the top of the range.
        let m = q.checked_mul_u64(POW3[k].0).unwrap();
        prop_assert_eq!(m.div_exact_odd(POW3[k]), Some(q));
    }

    #[test]
    fn threes_are_stripped_up_to_the_cap(x in weight(), cap in 0u32..80) {
        let (mut rest, mut taken) = (x, 0);
        while taken < cap && !x.is_zero() {
            match rest.divrem_u64(3).unwrap() {
                (q, 0) => (rest, taken) = (q, taken + 1),
                _ => break,
            }
        }
        prop_assert_eq!(x.strip_threes(cap), (rest, taken));
    }

    /// The reduction without a gcd gives the same fraction as the gcd, for dice-like weights
    /// over 2^a · 3^b, for any numerator, and for denominators that are not of that form.
    #[test]
    fn the_fast_reduction_equals_the_gcd(
        num in weight(),
        any_num in wide(),
        a in 0u32..130,
        b in 0u32..80,
        other in wide(),
    ) {
        if let Some(den) = smooth(a, b) {
            let over = Over::new(den);
            prop_assert_eq!(over.smooth, Some((a, b)));
            prop_assert_eq!(over.ratio(num), WideRatio::by_gcd(num, den));
            prop_assert_eq!(over.ratio(any_num), WideRatio::by_gcd(any_num, den));
        }
        prop_assert_eq!(Over::new(other).ratio(num), WideRatio::by_gcd(num, other));
    }
}
