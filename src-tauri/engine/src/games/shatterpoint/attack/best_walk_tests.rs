//! The best walk against a brute-force search of every legal walk.

use super::super::tree::{check_path, walk};
use super::*;
use crate::games::shatterpoint::stance::parse;
use crate::games::shatterpoint::Condition;

const SAMPLE: &str = include_str!("../../../../tests/fixtures/stance-3x6.json");

/// Every legal walk of at most `n` options, by plain depth-first search through check_path.
fn all_walks(tree: &Tree, n: usize) -> Vec<Vec<usize>> {
    let mut out = vec![Vec::new()];
    let mut stack: Vec<Vec<usize>> = (0..tree.options.len()).map(|i| vec![i]).collect();
    while let Some(p) = stack.pop() {
        let ids: Vec<String> = p.iter().map(|&i| tree.options[i].id.clone()).collect();
        if p.len() > n || check_path(tree, &ids, n as u32).is_err() {
            continue;
        }
        for i in 0..tree.options.len() {
            let mut q = p.clone();
            q.push(i);
            stack.push(q);
        }
        out.push(p);
    }
    out
}

#[test]
fn the_best_walk_is_the_best_of_every_legal_walk() {
    let s = parse(SAMPLE).expect("fixture");
    for (held, immune) in [
        (Conditions::default(), Conditions::default()),
        (Conditions::of(&[Condition::Exposed]), Conditions::default()),
        (
            Conditions::of(&[Condition::Strained]),
            Conditions::of(&[Condition::Pinned]),
        ),
    ] {
        let best = best_walks(&s.tree, 7, held, immune);
        for (n, found) in best.iter().enumerate() {
            let walks = all_walks(&s.tree, n);
            let top = walks
                .iter()
                .map(|p| {
                    (
                        walk(&s.tree, p, held, immune).damage,
                        p.len(),
                        std::cmp::Reverse(p.clone()),
                    )
                })
                .max()
                .expect("the empty walk at least");
            assert_eq!((found.0, found.1.clone()), (top.0, top.2 .0), "n = {n}");
        }
    }
}

#[test]
fn the_conditions_walk_is_the_best_of_every_legal_walk_by_conditions_then_damage() {
    let s = parse(SAMPLE).expect("fixture");
    for held in [
        Conditions::default(),
        Conditions::of(&[Condition::Exposed, Condition::Disarmed]),
    ] {
        let immune = Conditions::default();
        let best = walks_for(Goal::Conditions, &s.tree, 7, held, immune);
        for (n, found) in best.iter().enumerate() {
            let top = all_walks(&s.tree, n)
                .iter()
                .map(|p| {
                    let w = walk(&s.tree, p, held, immune);
                    (
                        w.placed.len(),
                        w.damage,
                        p.len(),
                        std::cmp::Reverse(p.clone()),
                    )
                })
                .max()
                .expect("the empty walk at least");
            assert_eq!((found.0, found.1.clone()), (top.1, top.3 .0), "n = {n}");
        }
    }
}
