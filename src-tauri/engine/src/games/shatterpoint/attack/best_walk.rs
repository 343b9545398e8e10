//! The best walk of the combat tree for every number of successes, by a goal (the odds' named
//! policies, see `policy.rs`). Because a walk never moves left, the options it could revisit
//! are only those of its current column; that is what makes the best walk a small dynamic
//! programme instead of a search over every path.

use super::super::stance::{Entry, Tree, TREE_COLS, TREE_ROWS};
use super::tree::{gain, neighbours, Conditions};

/// The most options a valid tree holds, one a cell; an option index fits a byte.
const MAX_OPTIONS: usize = (TREE_ROWS * TREE_COLS) as usize;

/// What a walk is chosen for (the odds' named policy, see `policy.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// The most damage.
    Damage,
    /// The most conditions placed on the defender, then the most damage.
    Conditions,
}

/// The best continuation from a state: its damage, conditions placed, length and first option.
/// The rest of the walk is the best continuation of the state that option leads to, so the memo
/// holds a few bytes per state, not a path ([`Memo::path`] follows it).
#[derive(Debug, Clone, Copy)]
struct Best {
    damage: u32,
    placed: u8,
    len: u8,
    first: u8,
}

impl Best {
    const STOP: Best = Best {
        damage: 0,
        placed: 0,
        len: 0,
        first: 0,
    };

    /// `first` followed by `rest`, with `gain` more damage and `placed` more conditions.
    fn prepend(first: usize, gain: u32, placed: u8, rest: &Best) -> Best {
        Best {
            damage: gain.saturating_add(rest.damage),
            placed: placed.saturating_add(rest.placed),
            len: rest.len.saturating_add(1),
            first: first as u8,
        }
    }

    /// By the goal: more damage; or more conditions, then more damage; then more options.
    fn rank(&self, goal: Goal) -> (u8, u32, u8) {
        match goal {
            Goal::Damage => (0, self.damage, self.len),
            Goal::Conditions => (self.placed, self.damage, self.len),
        }
    }
}

/// Whether `cand` beats `best`. Candidates are tried in increasing order of their first option
/// and two of them never share it, so keeping the earlier on a tie keeps the smallest index
/// list: the walks' last tie-break needs no path compared.
fn better(goal: Goal, cand: &Best, best: &Best) -> bool {
    cand.rank(goal) > best.rank(goal)
}

/// Conditions newly held after an option: those it placed.
fn placed(before: Conditions, after: Conditions) -> u8 {
    (after.0 & !before.0).count_ones() as u8
}

/// The best walk of at most n options for every n in 0..=max_n: index n holds its damage and
/// option indices. Past the number of options every n has the same best walk. A tree with more
/// options than the grid holds is not valid; it gets only the empty walk.
pub fn best_walks(
    tree: &Tree,
    max_n: u32,
    held: Conditions,
    immune: Conditions,
) -> Vec<(u32, Vec<usize>)> {
    walks_for(Goal::Damage, tree, max_n, held, immune)
}

/// [`best_walks`] for any goal.
pub fn walks_for(
    goal: Goal,
    tree: &Tree,
    max_n: u32,
    held: Conditions,
    immune: Conditions,
) -> Vec<(u32, Vec<usize>)> {
    let mut out = vec![(0, Vec::new())];
    if tree.options.len() > MAX_OPTIONS {
        return out;
    }
    let adj = neighbours(tree);
    // Only conditions the tree can place (and the defender is not immune to) change damage:
    // the rest of `held` is dropped so that equal states meet in the memo.
    let placeable = tree
        .options
        .iter()
        .flat_map(|o| o.effects.iter())
        .fold(0u8, |m, e| match *e {
            Entry::Condition { condition, .. } => m | Conditions::of(&[condition]).0,
            _ => m,
        })
        & !immune.0;
    let held = Conditions(held.0 & placeable);
    let cap = (max_n as usize).min(tree.options.len());
    let ctx = Search {
        goal,
        tree,
        adj: &adj,
        immune,
    };
    let mut memo = Memo::new(tree.options.len(), cap);
    let starts: Vec<(usize, u32, u8, State)> = (tree.options.iter().enumerate())
        .filter(|(_, o)| o.start)
        .map(|(s, o)| {
            let (g, h) = gain(&o.effects, held, immune);
            let state = (s, row_bit(o.row), h);
            (s, g, placed(held, h), state)
        })
        .collect();
    let blocks: Vec<usize> = (starts.iter())
        .map(|&(.., state)| memo.block(&ctx, state))
        .collect();
    for n in 1..=cap {
        let mut best = Best::STOP;
        let mut from = None;
        for (&(s, g, p, state), &b) in starts.iter().zip(&blocks) {
            let cand = Best::prepend(s, g, p, &memo.found[b + n - 1]);
            if better(goal, &cand, &best) {
                best = cand;
                from = Some(state);
            }
        }
        let path = from.map_or_else(Vec::new, |state| memo.path(&ctx, state, n - 1));
        out.push((best.damage, path));
    }
    out
}

/// Where a walk stands: its last option, the rows chosen in that option's column (the only
/// options it could otherwise revisit, since a walk never moves left) and the conditions held.
type State = (usize, u8, Conditions);

/// The best continuations of every state a search reaches, for every number of options left:
/// one block of `left` slots per state, all filled at once. The fields of a state are small
/// (rows 0–3, four conditions), so they index a flat table instead of being hashed.
struct Memo {
    /// 1 + the state's block in `found`; 0 for a state not reached yet.
    states: Vec<u32>,
    found: Vec<Best>,
    left: usize,
}

impl Memo {
    fn new(options: usize, cap: usize) -> Memo {
        Memo {
            states: vec![0; options * 16 * 16],
            found: Vec::new(),
            left: cap + 1,
        }
    }

    fn index((at, seen, held): State) -> usize {
        (at * 16 + usize::from(seen & 0xF)) * 16 + usize::from(held.0 & 0xF)
    }

    /// The start of `state`'s block: slot k holds its best continuation with at most k more
    /// options. Worked out when first asked for, from the blocks of the states one option on.
    /// Every step moves right or adds a row to the column's mask, so no state leads back to
    /// itself and a block is complete before anything reads it.
    fn block(&mut self, ctx: &Search, state: State) -> usize {
        let i = Memo::index(state);
        if self.states[i] != 0 {
            return (self.states[i] as usize - 1) * self.left;
        }
        let base = self.found.len();
        self.found
            .extend(std::iter::repeat_n(Best::STOP, self.left));
        self.states[i] = (base / self.left) as u32 + 1;
        let (at, col_seen, held) = state;
        // Neighbours in increasing order: on a tie the earlier candidate stays (see `better`).
        for &nb in &ctx.adj[at] {
            let Some(seen) = step(ctx.tree, at, col_seen, nb) else {
                continue;
            };
            let (g, h) = gain(&ctx.tree.options[nb].effects, held, ctx.immune);
            let next = self.block(ctx, (nb, seen, h));
            let p = placed(held, h);
            for k in 1..self.left {
                let cand = Best::prepend(nb, g, p, &self.found[next + k - 1]);
                if better(ctx.goal, &cand, &self.found[base + k]) {
                    self.found[base + k] = cand;
                }
            }
        }
        base
    }

    /// The option indices of the best walk from `state`'s option with at most `k` more: that
    /// option, then each continuation's first option, state by state as [`Memo::block`] stepped.
    fn path(&mut self, ctx: &Search, state: State, k: usize) -> Vec<usize> {
        let mut path = vec![state.0];
        let (mut state, mut k) = (state, k);
        while k > 0 {
            let at_block = self.block(ctx, state);
            let best = self.found[at_block + k];
            let (at, col_seen, held) = state;
            let nb = usize::from(best.first);
            let seen = step(ctx.tree, at, col_seen, nb).filter(|_| best.len > 0);
            let Some(seen) = seen else {
                break;
            };
            let (_, h) = gain(&ctx.tree.options[nb].effects, held, ctx.immune);
            path.push(nb);
            (state, k) = ((nb, seen, h), k - 1);
        }
        path
    }
}

/// A row's bit in a column mask. Rows are 0–3 in a valid stance; an unchecked tree built in
/// code gets no bit rather than a shift overflow.
fn row_bit(row: u8) -> u8 {
    1u8.checked_shl(u32::from(row)).unwrap_or(0)
}

/// The rows seen in `nb`'s column after stepping there from `at`, or `None` when the walk
/// cannot: `nb` is left of `at`, or in its column and already chosen.
fn step(tree: &Tree, at: usize, col_seen: u8, nb: usize) -> Option<u8> {
    let (here, o) = (&tree.options[at], &tree.options[nb]);
    if o.col == here.col {
        (col_seen & row_bit(o.row) == 0).then_some(col_seen | row_bit(o.row))
    } else {
        (o.col > here.col).then_some(row_bit(o.row))
    }
}

/// What stays the same through one search.
struct Search<'a> {
    goal: Goal,
    tree: &'a Tree,
    adj: &'a [Vec<usize>],
    immune: Conditions,
}

#[cfg(test)]
#[path = "best_walk_tests.rs"]
mod tests;
