//! How many attacks it takes to wound (issue 20): the same attack made again and again (the
//! same dice, charts, facts and policy each time; conditions earlier attacks placed are not
//! carried over) against the damage already on the target, exactly over the damage states:
//! after n attacks the target has taken j < the damage left with a known weight, and the next
//! attack wounds it from j with the chance its damage reaches the rest.
//!
//! An attack never injures or defeats by itself (rulebook: the wound becomes an injury at the
//! unit's next activation), so the chain stops at Wounded.

use crate::dice::big::{big, BigRatio};
use crate::dice::wide::U256;
use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::Zero;

/// Attacks counted one by one; the rest is "more".
pub const MOST_ATTACKS: usize = 10;

/// The chance the target is first Wounded by attack 1, 2, …, [`MOST_ATTACKS`], and last the
/// chance it is not Wounded within them. Each attack assigns x damage with weight `damage[x]`
/// out of `total`; `left` is the damage still needed (0: already Wounded, so the first attack
/// "wounds" with certainty, as `p_wounded` says).
pub fn attacks_to_wound(damage: &[U256], total: U256, left: u32) -> Vec<BigRatio> {
    let left = left as usize;
    // Weights and total share large powers of 2 and 3 (the total is 8^a·6^d): dividing them out
    // first keeps every number of the chain shorter by that factor to the power of the attack.
    let mut weights: Vec<BigUint> = damage.iter().map(|w| big(*w)).collect();
    let mut total = big(total);
    let common = weights.iter().fold(total.clone(), |g, w| g.gcd(w));
    if !common.is_zero() {
        weights.iter_mut().for_each(|w| *w /= &common);
        total /= &common;
    }
    // tail[k]: weight of an attack dealing at least k, k in 0..=left.
    let mut tail = vec![BigUint::zero(); left + 2];
    for k in (0..=left).rev() {
        let here = weights.get(k).cloned().unwrap_or_default();
        let above = if k == left {
            weights.iter().skip(left + 1).sum::<BigUint>()
        } else {
            tail[k + 1].clone()
        };
        tail[k] = here + above;
    }
    // alive[j]: weight (over total^n) of having taken j < left damage after n attacks.
    let mut alive = vec![BigUint::zero(); left.max(1)];
    alive[0] = BigUint::from(1u8);
    let mut den = BigUint::from(1u8);
    let mut out = Vec::with_capacity(MOST_ATTACKS + 1);
    for _ in 0..MOST_ATTACKS {
        den *= &total;
        let mut wounded = BigUint::zero();
        let mut next = vec![BigUint::zero(); alive.len()];
        for (j, a) in alive.iter().enumerate().filter(|(_, a)| !a.is_zero()) {
            let rest = left.saturating_sub(j);
            wounded += a * &tail[rest];
            for (x, w) in weights.iter().enumerate().take(rest) {
                if !w.is_zero() {
                    next[j + x] += a * w;
                }
            }
        }
        out.push(ratio(wounded, &den));
        alive = next;
    }
    out.push(ratio(alive.into_iter().sum(), &den));
    out
}

fn ratio(num: BigUint, den: &BigUint) -> BigRatio {
    BigRatio::new(num, den.clone()).unwrap_or(BigRatio {
        num: BigUint::zero(),
        den: BigUint::from(1u8),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(v: &[u64]) -> Vec<U256> {
        v.iter().map(|x| U256::from_u64(*x)).collect()
    }

    fn text(v: &[BigRatio]) -> Vec<String> {
        v.iter().map(|r| r.to_string()).collect()
    }

    /// By hand: an attack deals 0, 1 or 2 damage with weights 1, 2, 1 (of 4); 2 damage to go.
    /// Attack 1 wounds with 1/4 (the 2). Attack 2: from 0 taken (1/4) it needs 2 (1/4); from 1
    /// taken (2/4) it needs 1 (3/4): 1/16 + 6/16 = 7/16. Left alive after two: from 0 → 0
    /// (1/4·1/4) = 1/16 and 0 → 1 (1/4·2/4 + 2/4·1/4) = 4/16; attack 3 wounds 1/16·1/4 +
    /// 4/16·3/4 = 13/64.
    #[test]
    fn a_small_chain_by_hand() {
        let got = attacks_to_wound(&w(&[1, 2, 1]), U256::from_u64(4), 2);
        assert_eq!(text(&got[..3]), ["1/4", "7/16", "13/64"]);
        let sum = got.iter().map(|r| r.to_f64()).sum::<f64>();
        assert!((sum - 1.0).abs() < 1e-12, "{sum}");
    }

    #[test]
    fn one_damage_short_is_wounded_by_any_damage_and_already_wounded_at_once() {
        let got = attacks_to_wound(&w(&[3, 1]), U256::from_u64(4), 1);
        assert_eq!(text(&got[..2]), ["1/4", "3/16"]);
        let done = attacks_to_wound(&w(&[3, 1]), U256::from_u64(4), 0);
        assert_eq!(done[0].to_string(), "1/1");
        assert!(done[1..].iter().all(|r| r.num.is_zero()));
    }

    #[test]
    fn an_attack_that_cannot_damage_never_wounds() {
        let got = attacks_to_wound(&w(&[5]), U256::from_u64(5), 3);
        assert!(got[..MOST_ATTACKS].iter().all(|r| r.num.is_zero()));
        assert_eq!(got[MOST_ATTACKS].to_string(), "1/1");
    }
}
