//! The saved games list reads a game's turn, players and end from its row (`summary.rs`), and a
//! counter's why line is the part of the event that moved it.

use super::testkit::{act, journal};
use super::{Journal, Live, SessionSummary};
use crate::dice::{rng_from, Catalog};
use crate::stored::file::Stores;
use crate::writer::{Shelf, Writer};
use serde_json::json;

fn summary(j: &Journal, id: i64) -> Option<SessionSummary> {
    j.session(id).unwrap().summary
}

#[test]
fn every_change_keeps_the_row_summary_and_undo_takes_it_back() {
    let (_d, mut j) = journal();
    let mut live = Live::start(&mut j, "counter", "c").unwrap();
    assert_eq!(summary(&j, live.id()), Some(SessionSummary::default()));
    act(&mut live, &mut j, &json!({"type": "start", "target": 3}), 0).unwrap();
    act(&mut live, &mut j, &json!({"type": "add", "n": 3}), 0).unwrap();
    assert!(
        summary(&j, live.id()).unwrap().over,
        "reaching the target ends it"
    );
    live.undo(&mut j).unwrap();
    assert!(!summary(&j, live.id()).unwrap().over, "undo reopens it");
    live.redo(&mut j).unwrap();
    assert!(summary(&j, live.id()).unwrap().over);
}

#[test]
fn a_row_from_an_older_build_is_summarised_when_listed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("datapad.sqlite");
    let id = {
        let mut j = Journal::open(&path).unwrap();
        let mut live = Live::start(&mut j, "counter", "c").unwrap();
        act(&mut live, &mut j, &json!({"type": "start", "target": 2}), 0).unwrap();
        act(&mut live, &mut j, &json!({"type": "add", "n": 2}), 0).unwrap();
        // As schema 4 left it: no summary.
        j.conn
            .execute("UPDATE sessions SET summary = NULL", [])
            .unwrap();
        live.id()
    };
    let shelf = Shelf::new(Stores::nowhere("a test".into()), Default::default());
    let rng = Box::new(rng_from(Some(7)));
    let writer = Writer::new(
        Journal::open(&path).unwrap(),
        Catalog::builtin(),
        shelf,
        rng,
    );
    let listed = writer.list("counter").unwrap();
    assert!(listed[0].summary.as_ref().unwrap().over);
    assert!(
        summary(&Journal::open(&path).unwrap(), id).unwrap().over,
        "and kept"
    );
}

#[test]
fn a_why_line_is_the_change_that_moved_its_counter() {
    let (_d, mut j) = journal();
    let mut live = Live::start(&mut j, "counter", "c").unwrap();
    act(&mut live, &mut j, &json!({"type": "start", "target": 2}), 0).unwrap();
    act(&mut live, &mut j, &json!({"type": "add", "n": 2}), 0).unwrap();
    let view = live.view();
    // The log keeps the whole sentence; the count's line is its last change alone.
    assert_eq!(view.last.unwrap().key, "counter.added");
    let why = &view.why["count"].message;
    assert_eq!(why.key, "counter.reached");
    assert!(!why.args.contains_key("then"), "{why:?}");
}
