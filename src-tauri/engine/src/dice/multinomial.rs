//! Closed-form weights of a dice pool over symbol classes.
//!
//! Rolling n identical dice whose faces fall into classes with f₀…f_k faces each shows the class
//! counts c₀…c_k (Σc = n) in exactly n!/(c₀!…c_k!) · f₀^c₀ · … · f_k^c_k of the (Σf)^n outcomes.
//! Enumerating count vectors with that weight replaces rolling the dice one at a time into a map:
//! flat, no hashing, and the number of states is C(n+k, k) instead of growing per die. Classes
//! are whatever the caller needs told apart: faces no rule distinguishes share a class.

use super::mul::mul;

/// Rows of Pascal's triangle up to this n; every pool here is far smaller.
pub const MAX_N: usize = 64;

const fn pascal() -> [[u128; MAX_N + 1]; MAX_N + 1] {
    let mut t = [[0u128; MAX_N + 1]; MAX_N + 1];
    let mut n = 0;
    while n <= MAX_N {
        t[n][0] = 1;
        let mut k = 1;
        while k <= n {
            t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    t
}

/// C(64, 32) ≈ 1.8·10^18: the whole table fits u128 with room to spare.
static PASCAL: [[u128; MAX_N + 1]; MAX_N + 1] = pascal();

/// C(n, k); zero when k > n or n is past the table.
pub fn binomial(n: u32, k: u32) -> u128 {
    let (n, k) = (n as usize, k as usize);
    if n > MAX_N || k > n {
        0
    } else {
        PASCAL[n][k]
    }
}

/// The pool is too large for its outcome count to fit 128 bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooLarge;

/// Calls `f(counts, ways)` for every vector of class counts `n` dice can show, where class `i`
/// covers `faces[i]` faces of each die. The ways sum to (Σ faces)^n; that total must fit u128.
pub fn for_each_count(
    n: u32,
    faces: &[u32],
    mut f: impl FnMut(&[u32], u128),
) -> Result<(), TooLarge> {
    let per_die: u128 = faces.iter().map(|&x| u128::from(x)).sum();
    if n as usize > MAX_N || per_die.checked_pow(n).is_none() || faces.is_empty() {
        return Err(TooLarge);
    }
    // powers[i][c] = faces[i]^c; every one is ≤ the total, so it fits.
    let powers: Vec<Vec<u128>> = faces
        .iter()
        .map(|&x| {
            let mut p = Vec::with_capacity(n as usize + 1);
            let mut v = 1u128;
            for _ in 0..=n {
                p.push(v);
                v = v.saturating_mul(u128::from(x));
            }
            p
        })
        .collect();
    if let [p0, p1, p2] = &powers[..] {
        // Three classes (every pool the odds enumerate, once its dice are split by what the
        // charts read): two plain loops, which cost a third of the recursion per vector.
        // Binomials up to C(64, 32) fit 64 bits; so do the powers of the dice the odds read.
        for c0 in 0..=n {
            let w0 = times(p0[c0 as usize], binomial(n, c0));
            let left = n - c0;
            for c1 in 0..=left {
                let c2 = left - c1;
                let w = times(times(w0, binomial(left, c1)), p1[c1 as usize]);
                f(&[c0, c1, c2], times(w, p2[c2 as usize]));
            }
        }
        return Ok(());
    }
    let mut counts = vec![0u32; faces.len()];
    walk(n, 0, 1, &powers, &mut counts, &mut f);
    Ok(())
}

/// `a · b` for counts whose product is a count: through [`mul`] when `b` fits 64 bits, which is
/// no 128-bit multiply in WebAssembly.
fn times(a: u128, b: u128) -> u128 {
    match u64::try_from(b) {
        Ok(b) => mul(a, b),
        Err(_) => a * b,
    }
}

/// Fills class `i` with every possible count of the `left` dice, carrying the partial weight
/// C(left, c)·f^c; the last class takes what remains.
fn walk(
    left: u32,
    i: usize,
    weight: u128,
    powers: &[Vec<u128>],
    counts: &mut [u32],
    f: &mut impl FnMut(&[u32], u128),
) {
    if i + 1 == counts.len() {
        counts[i] = left;
        f(counts, weight * powers[i][left as usize]);
        return;
    }
    for c in 0..=left {
        counts[i] = c;
        let w = weight * binomial(left, c) * powers[i][c as usize];
        walk(left - c, i + 1, w, powers, counts, f);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::{Catalog, Distribution, Symbol};

    #[test]
    fn pascal_is_right_at_the_edges() {
        assert_eq!(binomial(30, 15), 155_117_520);
        assert_eq!(binomial(64, 32), 1_832_624_140_942_590_534);
        assert_eq!(binomial(3, 4), 0);
        assert_eq!(binomial(65, 1), 0);
    }

    #[test]
    fn weights_match_the_die_by_die_distribution() {
        // Attack die classes in Symbol order: crit 1, strike 3, expertise 2, failure 2.
        let cat = Catalog::builtin();
        let a = cat.get("sp-attack").unwrap();
        let slow = Distribution::of(&[a; 6]).unwrap();
        let mut seen = 0u128;
        for_each_count(6, &[1, 3, 2, 2], |c, w| {
            let key = slow
                .weights
                .iter()
                .find(|(k, _)| {
                    k.get(Symbol::named("crit")) == c[0]
                        && k.get(Symbol::named("strike")) == c[1]
                        && k.get(Symbol::named("attack_expertise")) == c[2]
                        && k.get(Symbol::named("failure")) == c[3]
                })
                .map(|(_, w)| *w);
            assert_eq!(key, Some(w), "{c:?}");
            seen += w;
        })
        .unwrap();
        assert_eq!(seen, 8u128.pow(6));
    }

    #[test]
    fn thirty_dice_in_four_classes_sum_to_the_total() {
        let mut sum = 0u128;
        let mut states = 0;
        for_each_count(30, &[1, 3, 2, 2], |_, w| {
            sum += w;
            states += 1;
        })
        .unwrap();
        assert_eq!(sum, 8u128.pow(30));
        assert_eq!(states, 5456); // C(33, 3)
    }

    /// The loops for three classes give what the recursion gives.
    #[test]
    fn three_classes_match_the_recursion() {
        let powers: Vec<Vec<u128>> = [1u128, 3, 4]
            .iter()
            .map(|&x| (0..=12).map(|c| x.pow(c)).collect())
            .collect();
        let mut slow = Vec::new();
        walk(12, 0, 1, &powers, &mut [0; 3], &mut |c: &[u32], w| {
            slow.push((c.to_vec(), w))
        });
        let mut fast = Vec::new();
        for_each_count(12, &[1, 3, 4], |c, w| fast.push((c.to_vec(), w))).unwrap();
        assert_eq!(fast, slow);
    }

    #[test]
    fn a_pool_past_128_bits_is_refused() {
        assert_eq!(for_each_count(43, &[8], |_, _| {}), Err(TooLarge));
        assert_eq!(for_each_count(65, &[1], |_, _| {}), Err(TooLarge));
    }
}
