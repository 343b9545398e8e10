//! Folding the two pools of an attack into successes: equal count vectors merged, count
//! vectors packed into keys, and (crit, strike) weights joined with block weights. Split from
//! `odds.rs`, which walks the charts and the tree around them.

use crate::dice::residues::Residues;

/// The most cells [`merge`] counts into; past it, it sorts.
const DENSE_CELLS: usize = 1 << 16;

/// Sums `(key, weight)` pairs (keys packed from `N` fields, weights positive) with equal keys,
/// in key order. When the fields span a small box (the attack pool's rows and counts do), the
/// weights are counted into it in one pass; otherwise they are sorted.
pub(super) fn merge<const N: usize>(v: Vec<(u128, u128)>) -> Vec<(u128, u128)> {
    // One past the largest value of each field.
    let mut dims = [0usize; N];
    for (k, _) in &v {
        for (d, x) in dims.iter_mut().zip(unpack::<N>(*k)) {
            *d = (*d).max(x as usize + 1);
        }
    }
    let cells = dims
        .iter()
        .try_fold(1usize, |acc, d| acc.checked_mul(*d))
        .filter(|c| *c <= DENSE_CELLS);
    if let Some(cells) = cells {
        let mut count = vec![0u128; cells];
        for (k, w) in &v {
            let i = unpack::<N>(*k)
                .iter()
                .zip(dims)
                .fold(0usize, |i, (x, d)| i * d + *x as usize);
            count[i] += w;
        }
        // Cells in index order are keys in order: the fields as digits of a mixed radix.
        let mut digits = [0u32; N];
        let mut out = Vec::new();
        for w in count {
            if w != 0 {
                out.push((pack(&digits), w));
            }
            for (x, d) in digits.iter_mut().zip(dims).rev() {
                *x += 1;
                if (*x as usize) < d {
                    break;
                }
                *x = 0;
            }
        }
        return out;
    }
    merge_sorted(v)
}

/// [`merge`] by sorting, for any keys.
pub(super) fn merge_sorted(mut v: Vec<(u128, u128)>) -> Vec<(u128, u128)> {
    v.sort_unstable_by_key(|p| p.0);
    let mut out: Vec<(u128, u128)> = Vec::with_capacity(v.len());
    for (k, w) in v {
        match out.last_mut() {
            Some(last) if last.0 == k => last.1 += w,
            _ => out.push((k, w)),
        }
    }
    out
}

pub(super) fn pack(parts: &[u32]) -> u128 {
    parts
        .iter()
        .fold(0u128, |acc, &p| (acc << 24) | u128::from(p & 0xFF_FFFF))
}

pub(super) fn unpack<const N: usize>(mut key: u128) -> [u32; N] {
    let mut out = [0u32; N];
    for slot in out.iter_mut().rev() {
        *slot = (key & 0xFF_FFFF) as u32;
        key >>= 24;
    }
    out
}

/// successes = crits + max(0, strikes − blocks) over independent (crit, strike) and block
/// weights, added to `out` by success count. Blocks ≥ strikes leave the crits alone: one product
/// per (crit, strike) with the weight of at least that many blocks. Fewer blocks b leave
/// crits + strikes − b: for each b, the weights with strikes > b, gathered by crits + strikes,
/// meet b's weight at once, so a few products per block count instead of one per grid cell.
pub(super) fn join(grid: &[u128], side: usize, blocks: &[(u32, u128)], out: &mut Vec<Residues>) {
    let top = blocks.iter().map(|b| b.0).max().unwrap_or(0) as usize;
    let mut dist = vec![0u128; top + 1];
    for (b, w) in blocks {
        dist[*b as usize] += w;
    }
    let mut tail = vec![0u128; top + 2];
    for i in (0..=top).rev() {
        tail[i] = tail[i + 1] + dist[i];
    }
    if out.len() < 2 * side {
        out.resize(2 * side, Residues::ZERO);
    }
    for c in 0..side {
        for s in 0..side {
            let (wa, cancelled) = (grid[c * side + s], tail[s.min(top + 1)]);
            if wa != 0 && cancelled != 0 {
                out[c] += Residues::of(wa) * cancelled;
            }
        }
    }
    // by_sum[t]: the weight of crits + strikes = t with strikes > b, for b from the top down.
    let mut by_sum = vec![0u128; 2 * side];
    for b in (0..side).rev() {
        if b + 1 < side {
            for c in 0..side {
                by_sum[c + b + 1] += grid[c * side + b + 1];
            }
        }
        let Some(wd) = dist.get(b).copied().filter(|w| *w != 0) else {
            continue;
        };
        for (t, w) in by_sum.iter().enumerate().skip(b + 1) {
            if *w != 0 {
                out[t - b] += Residues::of(*w) * wd;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    proptest::proptest! {
        /// Counting into the box of the keys' fields gives what sorting gives: the same keys, in
        /// the same order, with the same sums.
        #[test]
        fn merging_by_counting_equals_merging_by_sorting(
            parts in proptest::collection::vec(
                (proptest::array::uniform3(0u32..12), 1u128..1 << 100),
                0..300,
            ),
        ) {
            let v: Vec<(u128, u128)> = parts.iter().map(|(k, w)| (pack(k), *w)).collect();
            proptest::prop_assert_eq!(merge::<3>(v.clone()), merge_sorted(v));
        }
    }
}
