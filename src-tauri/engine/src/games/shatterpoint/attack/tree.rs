//! The combat tree (rulebook §5.4): checking a chosen walk and walking it; the best walk is
//! searched in `best_walk.rs`.
//!
//! A walk starts on a start option, each next option is linked to the last, never chosen
//! before and never in a column left of it; one option per success, stopping any time.

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
pub(super) fn gain(effects: &[Entry], held: Conditions, immune: Conditions) -> (u32, Conditions) {
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
pub(super) fn neighbours(tree: &Tree) -> Vec<Vec<usize>> {
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

#[cfg(test)]
#[path = "tree_tests.rs"]
mod tests;
