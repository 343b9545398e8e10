//! Long sessions: undo restores checkpoints yet always equals a full replay, the view carries
//! a bounded log, and paging gives the whole log back.

use super::testkit::{act, journal, roll, rolled};
use super::*;
use proptest::prelude::*;
use serde_json::json;

/// The session as a full replay from its first event builds it, with nothing kept.
fn full_replay(j: &Journal, id: i64) -> (serde_json::Value, serde_json::Value) {
    let fresh = Live::load(j, id).unwrap();
    (fresh.state(), serde_json::to_value(fresh.view()).unwrap())
}

fn assert_replays(live: &Live, j: &Journal) {
    let (state, view) = full_replay(j, live.id());
    assert_eq!(live.state(), state, "the state equals a full replay");
    assert_eq!(
        serde_json::to_value(live.view()).unwrap(),
        view,
        "and so does the view: its log lines, why per counter, the session's head"
    );
    assert_eq!(
        live.state(),
        replay("tray", &j.events(live.id()).unwrap())
            .unwrap()
            .state
            .state()
    );
}

#[derive(Debug, Clone)]
enum Op {
    Roll(u64),
    Reroll(u64),
    Lock(usize),
    Undo(usize),
    Redo(usize),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        4 => any::<u64>().prop_map(Op::Roll),
        1 => any::<u64>().prop_map(Op::Reroll),
        1 => (0usize..3).prop_map(Op::Lock),
        2 => (1usize..12).prop_map(Op::Undo),
        1 => (1usize..12).prop_map(Op::Redo),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Checkpoints every 3 events, thinned past 2 a band: any mix of actions, undos and redos
    /// crosses restoring, thinning and forgetting many times.
    #[test]
    fn undo_and_redo_from_checkpoints_equal_a_full_replay(ops in prop::collection::vec(op(), 1..160)) {
        let (_d, mut j) = journal();
        let mut live = Live::start(&mut j, "tray", "t").unwrap().with_checkpoints(3, 2);
        for op in ops {
            // Refusals (nothing to undo, no roll to reroll) change nothing, and are part of it.
            let _ = match op {
                Op::Roll(seed) => roll(&mut live, &mut j, seed),
                Op::Reroll(seed) => act(&mut live, &mut j, &json!({"type": "reroll", "indices": []}), seed),
                Op::Lock(index) => act(&mut live, &mut j, &json!({"type": "lock", "index": index, "locked": true}), 0),
                Op::Undo(n) => (0..n).try_for_each(|_| live.undo(&mut j)),
                Op::Redo(n) => (0..n).try_for_each(|_| live.redo(&mut j)),
            };
            assert_replays(&live, &j);
        }
    }
}

#[test]
fn a_long_run_of_undos_and_redos_equals_a_full_replay_and_keeps_few_checkpoints() {
    let (_d, mut j) = journal();
    let mut live = rolled(&mut j, 2_000);
    assert!(
        live.checkpoints() <= 40,
        "{} checkpoints for 2,000 events: they thin out with distance",
        live.checkpoints()
    );
    for i in 0..700 {
        live.undo(&mut j).unwrap();
        if i % 97 == 0 {
            assert_replays(&live, &j);
        }
    }
    assert_eq!(live.view().session.head, 1_300);
    for _ in 0..300 {
        live.redo(&mut j).unwrap();
    }
    assert_replays(&live, &j);
    roll(&mut live, &mut j, 7).unwrap();
    assert!(!live.view().session.can_redo);
    assert_replays(&live, &j);
}

#[test]
fn the_view_carries_the_latest_lines_only() {
    let (_d, mut j) = journal();
    let live = rolled(&mut j, 1_000);
    let view = live.view();
    assert_eq!(view.log.len(), RECENT_LINES, "not the session's 1,000");
    let seqs: Vec<i64> = view.log.iter().map(|l| l.seq).collect();
    let newest: Vec<i64> = (951..=1_000).rev().collect();
    assert_eq!(seqs, newest, "the latest, newest first");
    assert_eq!(
        view.view["history"].as_array().map(Vec::len),
        // The tray's own bound (its `KEPT_ROLLS`), named by number: the journal imports no game.
        Some(50),
        "nor does the tray's history grow"
    );
    assert_eq!(view.last, Some(view.log[0].message.clone()));
}

#[test]
fn paging_back_gives_every_line_once_in_order() {
    let (_d, mut j) = journal();
    let mut live = rolled(&mut j, 1_000);
    // An undone roll is not in the log: paging starts at the head.
    live.undo(&mut j).unwrap();
    let mut lines: Vec<LogLine> = Vec::new();
    let mut before = None;
    let mut pages = 0;
    loop {
        let page = log_page(&j, live.id(), before, 37).unwrap();
        assert!(page.lines.len() <= 37);
        pages += 1;
        lines.splice(0..0, page.lines);
        match page.next_before {
            Some(b) => before = Some(b),
            None => break,
        }
    }
    assert_eq!(pages, 27, "999 lines in pages of 37");
    let seqs: Vec<i64> = lines.iter().map(|l| l.seq).collect();
    assert_eq!(seqs, (1..=999).collect::<Vec<i64>>());
    assert_eq!(
        log_page(&j, live.id(), None, 0).unwrap().lines.len(),
        1,
        "a page holds at least one line"
    );
    assert_eq!(
        log_page(&j, live.id(), None, usize::MAX)
            .unwrap()
            .lines
            .len(),
        MAX_PAGE,
        "and at most MAX_PAGE"
    );
    assert!(log_page(&j, live.id(), Some(1), 10)
        .unwrap()
        .lines
        .is_empty());
}
