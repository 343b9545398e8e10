//! Applying one expertise chart row to the dice (attack step 6C, rulebook §5.3).
//!
//! The rolls are kept as counts per face kind, since only counts matter: attack
//! `[crit, strike, attack_expertise, failure]`, defense `[block, defense_expertise, failure]`.
//! The attack and defense rolls are separate, so a row's entries on one roll commute with its
//! entries on the other: the odds apply each half on its own (same result as file order).

use super::super::stance::{Entry, Roll};
use crate::dice::Symbol;
use crate::games::shatterpoint::faces;

pub const CRIT: usize = 0;
pub const STRIKE: usize = 1;
pub const AX: usize = 2;
pub const BLOCK: usize = 0;
pub const DX: usize = 1;
pub const FAIL_A: usize = 3;

/// The attack roll's face kinds in count order.
pub const ATTACK_FACES: [Symbol; 4] = [
    faces::CRIT,
    faces::STRIKE,
    faces::ATTACK_EXPERTISE,
    faces::FAILURE,
];
/// The defense roll's face kinds in count order.
pub const DEFENSE_FACES: [Symbol; 3] = [faces::BLOCK, faces::DEFENSE_EXPERTISE, faces::FAILURE];

/// Where a symbol sits in that roll's counts; `None` if the die cannot show it.
pub fn index(roll: Roll, s: Symbol) -> Option<usize> {
    match roll {
        Roll::Attack => ATTACK_FACES.iter().position(|f| *f == s),
        Roll::Defense => DEFENSE_FACES.iter().position(|f| *f == s),
    }
}

/// Applies, in file order, the entries of a row owned by `owner` (whose chart it is) that act
/// on the `target` roll: `add` puts dice on the owner's own roll, `change` names its roll.
/// A change turns at most as many dice as show `from`. Counts saturate instead of wrapping.
pub fn apply(entries: &[Entry], owner: Roll, target: Roll, counts: &mut [u32]) {
    Plan::of(entries, owner, target).apply(counts);
}

/// What a row does to one roll, read once: the odds apply one row to thousands of outcomes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Plan(Vec<Step>);

/// One entry on the counts: add `n` at `to`, or move up to `n` from `from` to `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Step {
    from: Option<usize>,
    to: usize,
    n: u32,
}

impl Plan {
    pub fn of(entries: &[Entry], owner: Roll, target: Roll) -> Plan {
        let steps = entries.iter().filter_map(|e| match *e {
            Entry::Add { result, n } if owner == target => {
                index(target, result).map(|to| Step { from: None, to, n })
            }
            Entry::Change { roll, from, to, n } if roll == target => {
                match (index(roll, from), index(roll, to)) {
                    (Some(f), Some(t)) => Some(Step {
                        from: Some(f),
                        to: t,
                        n,
                    }),
                    _ => None,
                }
            }
            _ => None,
        });
        Plan(steps.collect())
    }

    /// Whether every die the row moves comes from one of `faces`: then no other face's count
    /// changes what it does.
    pub fn moves_only(&self, faces: &[usize]) -> bool {
        self.0
            .iter()
            .all(|s| s.from.is_none_or(|f| faces.contains(&f)))
    }

    /// Whether the row leaves this roll as it is.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    // Inlined into the odds' loops, which call it once per outcome; the web build, optimized
    // for size, would not.
    #[inline(always)]
    pub fn apply(&self, counts: &mut [u32]) {
        for s in &self.0 {
            if s.to >= counts.len() {
                continue;
            }
            let moved = match s.from {
                None => s.n,
                Some(f) if f < counts.len() => {
                    let moved = counts[f].min(s.n);
                    counts[f] -= moved;
                    moved
                }
                Some(_) => continue,
            };
            counts[s.to] = counts[s.to].saturating_add(moved);
        }
    }
}

/// Damage the row puts into the pool now (attack charts only carry it).
pub fn damage(entries: &[Entry]) -> u32 {
    entries
        .iter()
        .map(|e| match *e {
            Entry::Damage { n } => n,
            _ => 0,
        })
        .fold(0u32, u32::saturating_add)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn acrobatics_adds_blocks_and_turns_a_crit() {
        let row = [
            Entry::Add {
                result: faces::BLOCK,
                n: 2,
            },
            Entry::Change {
                roll: Roll::Attack,
                from: faces::CRIT,
                to: faces::STRIKE,
                n: 1,
            },
        ];
        let mut a = [1, 3, 0, 2];
        let mut d = [2, 3, 0];
        apply(&row, Roll::Defense, Roll::Attack, &mut a);
        apply(&row, Roll::Defense, Roll::Defense, &mut d);
        assert_eq!((a, d), ([0, 4, 0, 2], [4, 3, 0]));
    }

    #[test]
    fn a_change_turns_only_the_dice_that_show_the_face() {
        let row = [Entry::Change {
            roll: Roll::Attack,
            from: faces::FAILURE,
            to: faces::STRIKE,
            n: 3,
        }];
        let mut a = [0, 0, 0, 2];
        apply(&row, Roll::Attack, Roll::Attack, &mut a);
        assert_eq!(a, [0, 2, 0, 0]);
    }
}
