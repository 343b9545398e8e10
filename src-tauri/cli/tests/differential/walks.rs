//! The walk the simulated attacker takes, found without the odds' own search: every walk the
//! tracker accepts (`tree::check_path`, the commit's check of a player's walk) is listed by
//! brute force over the small generated trees, walked with `tree::walk` (what the commit
//! walks), and the best for each number of successes is picked by the policy's goal. The odds
//! find theirs with a memoized search (`best_walk::walks_for`); the lane checks one against the
//! other, so the check is not circular.

use datapad_engine::games::shatterpoint::attack::policy::Policy;
use datapad_engine::games::shatterpoint::combat::Table;
use datapad_engine::games::shatterpoint::stance::Tree;
use datapad_engine::games::shatterpoint::tree::{check_path, walk, Conditions};
use datapad_engine::games::shatterpoint::Condition;

/// Every walk the tracker accepts, the empty one first.
pub fn legal(tree: &Tree) -> Vec<Vec<String>> {
    let mut out = vec![Vec::new()];
    let mut open = vec![Vec::<String>::new()];
    while let Some(w) = open.pop() {
        for o in &tree.options {
            let mut next = w.clone();
            next.push(o.id.clone());
            if check_path(tree, &next, next.len() as u32).is_ok() {
                out.push(next.clone());
                open.push(next);
            }
        }
    }
    out
}

/// What the defender holds when the tree is walked (an Exposed was spent in step 6), and what
/// it is immune to: read off the table here, not through the table's own helpers.
pub fn held(t: &Table) -> (Conditions, Conditions) {
    let held: Vec<Condition> = t
        .defender_conditions
        .iter()
        .copied()
        .filter(|c| *c != Condition::Exposed)
        .collect();
    (Conditions::of(&held), Conditions::of(&t.defender_immune))
}

/// What a policy ranks a walk by: (conditions placed, damage) for max_conditions, damage alone
/// for max_damage.
pub fn score(policy: &Policy, tree: &Tree, ids: &[String], t: &Table) -> (usize, u32) {
    let (held, immune) = held(t);
    let Ok(path) = check_path(tree, ids, ids.len() as u32) else {
        return (0, 0);
    };
    let w = walk(tree, &path, held, immune);
    match policy {
        Policy::MaxConditions => (w.placed.len(), w.damage),
        _ => (0, w.damage),
    }
}

/// The walk for each number of successes 0..=most (past the longest walk, the same as there).
pub fn by_successes(policy: &Policy, tree: &Tree, t: &Table, most: usize) -> Vec<Vec<String>> {
    if let Policy::Path(ids) = policy {
        return (0..=most)
            .map(|k| ids[..k.min(ids.len())].to_vec())
            .collect();
    }
    let all = legal(tree);
    let scored: Vec<((usize, u32), &Vec<String>)> =
        all.iter().map(|w| (score(policy, tree, w, t), w)).collect();
    (0..=most)
        .map(|k| {
            scored
                .iter()
                .filter(|(_, w)| w.len() <= k)
                .max_by_key(|(s, _)| *s)
                .map(|(_, w)| (*w).clone())
                .unwrap_or_default()
        })
        .collect()
}
