//! Folding the two pools of an attack into successes: outcomes tallied by their count vectors,
//! and (crit, strike) weights joined with block weights. Split from `charted.rs`, which walks
//! the charts around them.

use crate::dice::product_sum::ProductSum;

/// The most cells a [`Tally`] counts into; past it, it sorts.
const DENSE_CELLS: usize = 1 << 16;

/// Weights summed by keys of `N` small fields, each below its known bound. When the fields span
/// a small box (the attack pool's counts do) the weights are counted into it, so an outcome
/// costs one index; otherwise they are collected and sorted.
pub(super) struct Tally<const N: usize> {
    dims: [usize; N],
    dense: Option<Vec<u128>>,
    sparse: Vec<(u128, u128)>,
}

impl<const N: usize> Tally<N> {
    /// A tally of keys whose field `i` is below `dims[i]`.
    pub fn new(dims: [usize; N]) -> Tally<N> {
        let cells = dims
            .iter()
            .try_fold(1usize, |acc, d| acc.checked_mul(*d))
            .filter(|c| *c <= DENSE_CELLS);
        Tally {
            dims,
            dense: cells.map(|c| vec![0u128; c]),
            sparse: Vec::new(),
        }
    }

    // Inlined, as `index` and `each`: the web build, optimized for size, otherwise calls them
    // once per outcome (a third of the attack's time in WebAssembly).
    #[inline(always)]
    pub fn add(&mut self, key: [u32; N], w: u128) {
        let i = self.index(&key);
        match &mut self.dense {
            Some(cells) => cells[i] += w,
            None => self.sparse.push((pack(&key), w)),
        }
    }

    /// The cell of a key: the fields as digits of a mixed radix, so cells in order are keys in
    /// order.
    #[inline(always)]
    fn index(&self, key: &[u32; N]) -> usize {
        key.iter()
            .zip(self.dims)
            .fold(0usize, |i, (x, d)| i * d + *x as usize)
    }

    /// The counted cells whose leading fields are `head`, as one slice of the box: the weights
    /// by the remaining fields. `None` when the tally sorts instead.
    pub fn block(&self, head: &[u32]) -> Option<&[u128]> {
        let cells = self.dense.as_ref()?;
        let span: usize = self.dims[head.len()..].iter().product();
        let start = head
            .iter()
            .zip(self.dims)
            .fold(0usize, |i, (x, d)| i * d + *x as usize)
            * span;
        cells.get(start..start + span)
    }

    /// Sums equal keys once every weight is added, so that [`Tally::each`] reads them in order.
    /// Counting into the box needs nothing.
    pub fn settle(&mut self) {
        let mut v = std::mem::take(&mut self.sparse);
        v.sort_unstable_by_key(|p| p.0);
        for (k, w) in v {
            match self.sparse.last_mut() {
                Some(last) if last.0 == k => last.1 += w,
                _ => self.sparse.push((k, w)),
            }
        }
    }

    /// Calls `f` with every key that has a weight and whose leading fields are `head`, in key
    /// order, and its weight (after [`Tally::settle`]).
    #[inline(always)]
    pub fn each(&self, head: &[u32], mut f: impl FnMut(&[u32; N], u128)) {
        let Some(block) = self.block(head) else {
            // Sorted keys: those with this head lie between it followed by zeros and by the
            // largest fields.
            let key = |fill: u32| {
                let mut k = [fill; N];
                k[..head.len()].copy_from_slice(head);
                pack(&k)
            };
            let (lo, hi) = (key(0), key(u32::MAX));
            let from = self.sparse.partition_point(|p| p.0 < lo);
            let to = self.sparse.partition_point(|p| p.0 <= hi);
            for &(k, w) in &self.sparse[from..to] {
                f(&unpack(k), w);
            }
            return;
        };
        // The box row by row: the last field runs along a row, the fields between `head` and
        // it step once per row.
        let mut digits = [0u32; N];
        digits[..head.len()].copy_from_slice(head);
        let last = self.dims[N - 1].max(1);
        for row in block.chunks_exact(last) {
            for (x, &w) in row.iter().enumerate() {
                if w != 0 {
                    digits[N - 1] = x as u32;
                    f(&digits, w);
                }
            }
            for i in (head.len()..N - 1).rev() {
                digits[i] += 1;
                if (digits[i] as usize) < self.dims[i] {
                    break;
                }
                digits[i] = 0;
            }
        }
    }
}

fn pack(parts: &[u32]) -> u128 {
    parts
        .iter()
        .fold(0u128, |acc, &p| (acc << 24) | u128::from(p & 0xFF_FFFF))
}

fn unpack<const N: usize>(mut key: u128) -> [u32; N] {
    let mut out = [0u32; N];
    for slot in out.iter_mut().rev() {
        *slot = (key & 0xFF_FFFF) as u32;
        key >>= 24;
    }
    out
}

/// successes = crits + max(0, strikes − blocks) over independent (crit, strike) weights on a
/// `side`² grid and block weights by count, added to `out` by success count. Blocks ≥ strikes
/// leave the crits alone: one product per (crit, strike) with the weight of at least that many
/// blocks. Fewer blocks b leave crits + strikes − b: for each b, the weights with strikes > b,
/// gathered by crits + strikes, meet b's weight at once, so a few products per block count
/// instead of one per grid cell. Every sum here counts outcomes of the two pools, so it fits
/// where [`ProductSum`] says; the blocks are the defense's ways by result (see `charted`).
pub(super) fn join(grid: &[u128], side: usize, blocks: &[u64], out: &mut Vec<ProductSum>) {
    // Every weight lies on crits + strikes ≤ reach: the pool and what a row adds, far from the
    // grid's corner, so the loops below stop there.
    let reach = grid
        .chunks_exact(side)
        .enumerate()
        .filter_map(|(c, row)| row.iter().rposition(|w| *w != 0).map(|s| c + s))
        .max()
        .unwrap_or(0);
    // tail[s]: the weight of at least s blocks.
    let top = blocks.len().saturating_sub(1);
    let mut tail = vec![0u64; (top + 2).max(side)];
    for i in (0..=top).rev() {
        tail[i] = tail[i + 1] + blocks[i];
    }
    if out.len() < reach + 1 {
        out.resize(reach + 1, ProductSum::default());
    }
    for (c, (row, acc)) in grid.chunks_exact(side).zip(out.iter_mut()).enumerate() {
        let row = &row[..(reach + 1).saturating_sub(c).min(side)];
        for (&wa, &cancelled) in row.iter().zip(&tail) {
            acc.add_product(wa, cancelled);
        }
    }
    // by_sum[t]: the weight of crits + strikes = t with strikes > b, for b from the top down.
    let mut by_sum = vec![0u128; reach + 1];
    for b in (0..side.min(reach)).rev() {
        if b + 1 < side {
            for c in 0..(reach - b).min(side) {
                by_sum[c + b + 1] += grid[c * side + b + 1];
            }
        }
        let Some(wd) = blocks.get(b).copied().filter(|w| *w != 0) else {
            continue;
        };
        for (w, acc) in by_sum[b + 1..].iter().zip(&mut out[1..]) {
            acc.add_product(*w, wd);
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
        fn counting_into_the_box_equals_sorting(
            parts in proptest::collection::vec(
                (proptest::array::uniform3(0u32..12), 1u128..1 << 100),
                0..300,
            ),
        ) {
            let mut dense = Tally::new([12, 12, 12]);
            let mut sorted = Tally::<3>::new([12, 12, 12]);
            sorted.dense = None;
            for (k, w) in &parts {
                dense.add(*k, *w);
                sorted.add(*k, *w);
            }
            sorted.settle();
            let cells = |t: &Tally<3>, head: &[u32]| {
                let mut v = Vec::new();
                t.each(head, |k, w| v.push((*k, w)));
                v
            };
            proptest::prop_assert_eq!(cells(&dense, &[]), cells(&sorted, &[]));
            for head in 0..12 {
                proptest::prop_assert_eq!(cells(&dense, &[head]), cells(&sorted, &[head]));
            }
        }
    }
}
