//! The combat tree (rulebook §5.4): checking a chosen walk, walking it, and the best walk.
//!
//! A walk starts on a start option, each next option is linked to the last, never chosen
//! before and never in a column left of it; one option per success, stopping any time.
//! Because a walk never moves left, the options it could revisit are only those of its current
//! column; that is what makes the best walk a small dynamic programme instead of a search
//! over every path.

use super::super::stance::{Entry, SelfEffect, Tree};
use super::super::Condition;
use super::error::AttackError;

/// A set of conditions as bits, in [`Condition::ALL`] order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Conditions(pub u8);

impl Conditions {
    pub fn of(list: &[Condition]) -> Conditions {
        Conditions(list.iter().fold(0, |m, c| m | bit(*c)))
    }
    pub fn has(self, c: Condition) -> bool {
        self.0 & bit(c) != 0
    }
    pub fn with(self, c: Condition) -> Conditions {
        Conditions(self.0 | bit(c))
    }
    pub fn without(self, c: Condition) -> Conditions {
        Conditions(self.0 & !bit(c))
    }
}

fn bit(c: Condition) -> u8 {
    1 << Condition::ALL.iter().position(|x| *x == c).unwrap_or(0)
}

/// What walking some options did, option by option.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Walk {
    pub options: Vec<usize>,
    /// Damage the walk added to the pool after each option (running total).
    pub pool_after: Vec<u32>,
    pub placed: Vec<Condition>,
    /// Conditions the defender already held: each became 1 damage in the pool instead.
    pub to_pool: Vec<Condition>,
    /// Shove effects chosen (before Steadfast).
    pub shoves: u32,
    /// The attacker's self effects, in walk order, for after the attack.
    pub personal: Vec<(SelfEffect, u32)>,
    pub damage: u32,
}

/// The damage one option adds and the conditions held after it. Immunity ignores a condition;
/// one already held becomes 1 damage in the pool (rulebook §6, attacker's choice).
fn gain(effects: &[Entry], held: Conditions, immune: Conditions) -> (u32, Conditions) {
    let mut dmg = 0u32;
    let mut held = held;
    for e in effects {
        match *e {
            Entry::Damage { n } => dmg = dmg.saturating_add(n),
            Entry::Condition { condition, n } if !immune.has(condition) => {
                for _ in 0..n {
                    if held.has(condition) {
                        dmg = dmg.saturating_add(1);
                    } else {
                        held = held.with(condition);
                    }
                }
            }
            _ => {}
        }
    }
    (dmg, held)
}

/// Option adjacency from the links, each list sorted by option index.
fn neighbours(tree: &Tree) -> Vec<Vec<usize>> {
    let at = |id: &str| tree.options.iter().position(|o| o.id == id);
    let mut adj = vec![Vec::new(); tree.options.len()];
    for [a, b] in &tree.links {
        if let (Some(a), Some(b)) = (at(a), at(b)) {
            adj[a].push(b);
            adj[b].push(a);
        }
    }
    for l in &mut adj {
        l.sort_unstable();
        l.dedup();
    }
    adj
}

/// Checks a chosen walk against the tree's rules and the successes; returns option indices.
pub fn check_path(tree: &Tree, ids: &[String], successes: u32) -> Result<Vec<usize>, AttackError> {
    let adj = neighbours(tree);
    let mut out: Vec<usize> = Vec::with_capacity(ids.len());
    for id in ids {
        let i = tree
            .options
            .iter()
            .position(|o| &o.id == id)
            .ok_or_else(|| AttackError::PathUnknown { option: id.clone() })?;
        match out.last() {
            None if !tree.options[i].start => {
                return Err(AttackError::PathStart { option: id.clone() })
            }
            None => {}
            Some(&last) => {
                let from = tree.options[last].id.clone();
                if out.contains(&i) {
                    return Err(AttackError::PathRevisit { option: id.clone() });
                }
                if tree.options[i].col < tree.options[last].col {
                    return Err(AttackError::PathLeftward {
                        from,
                        to: id.clone(),
                    });
                }
                if !adj[last].contains(&i) {
                    return Err(AttackError::PathUnlinked {
                        from,
                        to: id.clone(),
                    });
                }
            }
        }
        out.push(i);
    }
    if out.len() as u64 > u64::from(successes) {
        return Err(AttackError::PathTooLong {
            len: out.len() as u32,
            successes,
        });
    }
    Ok(out)
}

/// Walks checked options: damage into the pool option by option, conditions placed at once.
pub fn walk(tree: &Tree, path: &[usize], held: Conditions, immune: Conditions) -> Walk {
    let mut w = Walk::default();
    let mut held = held;
    for &i in path {
        let Some(o) = tree.options.get(i) else {
            continue;
        };
        for e in &o.effects {
            match *e {
                Entry::Damage { n } => w.damage = w.damage.saturating_add(n),
                Entry::Condition { condition, n } if !immune.has(condition) => {
                    for _ in 0..n {
                        if held.has(condition) {
                            w.damage = w.damage.saturating_add(1);
                            w.to_pool.push(condition);
                        } else {
                            held = held.with(condition);
                            w.placed.push(condition);
                        }
                    }
                }
                Entry::Shove { n } => w.shoves = w.shoves.saturating_add(n),
                Entry::Personal { effect, n } => w.personal.push((effect, n)),
                _ => {}
            }
        }
        w.options.push(i);
        w.pool_after.push(w.damage);
    }
    w
}

/// The most options a valid tree holds (4 rows × 8 columns): paths fit a fixed array.
const MAX_OPTIONS: usize = 32;

/// What a walk is chosen for (the odds' named policy, see `policy.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// The most damage.
    Damage,
    /// The most conditions placed on the defender, then the most damage.
    Conditions,
}

/// A candidate walk: its damage, conditions placed and option indices, copied instead of
/// allocated. The bytes of `path` past `len` are left over, so two walks compare through
/// [`Best::ids`], not `==`.
#[derive(Debug, Clone, Copy)]
struct Best {
    damage: u32,
    placed: u8,
    len: u8,
    path: [u8; MAX_OPTIONS],
}

impl Best {
    const STOP: Best = Best {
        damage: 0,
        placed: 0,
        len: 0,
        path: [0; MAX_OPTIONS],
    };

    fn ids(&self) -> &[u8] {
        &self.path[..usize::from(self.len)]
    }

    /// `first` followed by `rest`, with `gain` more damage and `placed` more conditions.
    fn prepend(first: usize, gain: u32, placed: u8, rest: &Best) -> Best {
        let mut b = Best::STOP;
        b.damage = gain.saturating_add(rest.damage);
        b.placed = placed.saturating_add(rest.placed);
        let n = usize::from(rest.len).min(MAX_OPTIONS - 1);
        b.len = n as u8 + 1;
        b.path[0] = first as u8;
        // The whole fixed-size tail (a few moves, not a copy of n bytes); past `len` unread.
        b.path[1..].copy_from_slice(&rest.path[..MAX_OPTIONS - 1]);
        b
    }
}

/// By the goal (more damage; or more conditions, then more damage), then more options, then
/// the smallest index list.
fn better(goal: Goal, a: &Best, b: &Best) -> bool {
    let rank = |x: &Best| match goal {
        Goal::Damage => (0, x.damage, x.len),
        Goal::Conditions => (x.placed, x.damage, x.len),
    };
    rank(a) > rank(b) || (rank(a) == rank(b) && a.ids() < b.ids())
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
    let mut memo = Memo::new(tree.options.len(), cap);
    let ctx = Search {
        goal,
        tree,
        adj: &adj,
        immune,
    };
    for n in 1..=cap {
        let mut best = Best::STOP;
        for (s, o) in tree.options.iter().enumerate().filter(|(_, o)| o.start) {
            let (g, h) = gain(&o.effects, held, immune);
            let rest = suffix(&ctx, &mut memo, (s, row_bit(o.row), h, n - 1));
            let cand = Best::prepend(s, g, placed(held, h), &rest);
            if better(goal, &cand, &best) {
                best = cand;
            }
        }
        out.push((
            best.damage,
            best.ids().iter().map(|&i| usize::from(i)).collect(),
        ));
    }
    out
}

type Key = (usize, u8, Conditions, usize);

/// Best continuations by (option, rows seen in its column, conditions held), each with one
/// slot per number of options left. Those fields are small (rows 0–3, four conditions), so
/// they index a flat table instead of being hashed; only the states a search reaches get
/// slots.
struct Memo {
    /// 1 + the state's place in `found` (in blocks of `left`); 0 for a state not reached.
    states: Vec<u32>,
    found: Vec<Best>,
    left: usize,
}

/// A slot not yet worked out (no walk is that long).
const UNKNOWN: Best = Best {
    len: u8::MAX,
    ..Best::STOP
};

impl Memo {
    fn new(options: usize, cap: usize) -> Memo {
        Memo {
            states: vec![0; options * 16 * 16],
            found: Vec::new(),
            left: cap + 1,
        }
    }

    /// The slot of a key, made when first asked for.
    fn slot(&mut self, key: Key) -> &mut Best {
        let (at, seen, held, k) = key;
        let state = (at * 16 + usize::from(seen & 0xF)) * 16 + usize::from(held.0 & 0xF);
        if self.states[state] == 0 {
            self.found.extend(std::iter::repeat_n(UNKNOWN, self.left));
            self.states[state] = (self.found.len() / self.left) as u32;
        }
        let base = (self.states[state] as usize - 1) * self.left;
        &mut self.found[base + k]
    }
}

/// A row's bit in a column mask. Rows are 0–3 in a valid stance; an unchecked tree built in
/// code gets no bit rather than a shift overflow.
fn row_bit(row: u8) -> u8 {
    1u8.checked_shl(u32::from(row)).unwrap_or(0)
}

/// What stays the same through one search.
struct Search<'a> {
    goal: Goal,
    tree: &'a Tree,
    adj: &'a [Vec<usize>],
    immune: Conditions,
}

/// The best continuation after option `at` with at most `k` more options; `col_seen` holds the
/// rows already chosen in `at`'s column (the only options a walk could otherwise revisit).
fn suffix(ctx: &Search, memo: &mut Memo, key: Key) -> Best {
    let Search {
        goal,
        tree,
        adj,
        immune,
    } = *ctx;
    let (at, col_seen, held, k) = key;
    if k == 0 {
        return Best::STOP;
    }
    let known = *memo.slot(key);
    if known.len != UNKNOWN.len {
        return known;
    }
    let col = tree.options[at].col;
    let mut best = Best::STOP;
    for &nb in &adj[at] {
        let o = &tree.options[nb];
        let seen = if o.col == col {
            if col_seen & row_bit(o.row) != 0 {
                continue;
            }
            col_seen | row_bit(o.row)
        } else if o.col > col {
            row_bit(o.row)
        } else {
            continue;
        };
        let (g, h) = gain(&o.effects, held, immune);
        let rest = suffix(ctx, memo, (nb, seen, h, k - 1));
        let cand = Best::prepend(nb, g, placed(held, h), &rest);
        if better(goal, &cand, &best) {
            best = cand;
        }
    }
    *memo.slot(key) = best;
    best
}

#[cfg(test)]
#[path = "tree_tests.rs"]
mod tests;
