//! A journal kept as bytes (a browser's IndexedDB): given a journal with a game, when it is
//! snapshotted and opened from the bytes, then the game is there whole and goes on; bytes that
//! are no journal are refused as unreadable.

use super::testkit::{journal, roll};
use super::{Journal, Live};
use crate::error::JournalError;

#[test]
fn a_journal_opened_from_its_snapshot_has_every_change_and_goes_on() {
    let (_dir, mut j) = journal();
    let mut live = Live::start(&mut j, "tray", "Tuesday").expect("start");
    roll(&mut live, &mut j, 1).expect("roll");
    roll(&mut live, &mut j, 2).expect("roll");
    let touched = j.touched();
    let view = live.view().view;

    let mut copy = Journal::from_snapshot(&j.snapshot().expect("bytes")).expect("opened");
    let mut again = Live::load(&copy, live.id()).expect("the game");
    assert_eq!(again.view().view, view);
    roll(&mut again, &mut copy, 3).expect("it goes on");
    assert!(copy.touched() > 0, "a write is counted");
    assert_eq!(j.touched(), touched, "the first is untouched by the copy");
}

#[test]
fn bytes_that_are_no_journal_are_refused_as_unreadable() {
    let e = Journal::from_snapshot(b"not a database at all, not even close to one").err();
    assert!(matches!(e, Some(JournalError::Unreadable { .. })), "{e:?}");
}
