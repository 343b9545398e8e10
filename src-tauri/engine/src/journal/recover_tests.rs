//! A damaged journal moved aside by the shell's own mover (a browser's SQLite pool copies the
//! bytes to a dated name and removes the file): given a journal file that is no database, when
//! it is opened with a mover, then the mover keeps it, the notice names the backup and a new
//! journal plays; a mover that fails leaves the file as it was and runs in memory.

use super::testkit::roll;
use super::{open_or_recover_with, Live};
use std::path::{Path, PathBuf};

const DAMAGED: &[u8] = b"this was a journal once, and is no database now";

fn copy_then_remove(path: &Path) -> std::io::Result<PathBuf> {
    let backup = path.with_file_name("datapad.sqlite.damaged-test");
    std::fs::write(&backup, std::fs::read(path)?)?;
    std::fs::remove_file(path)?;
    Ok(backup)
}

#[test]
fn a_damaged_journal_is_kept_by_the_shells_mover_and_a_new_one_plays() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("datapad.sqlite");
    std::fs::write(&path, DAMAGED).expect("damaged");
    let mut opened = open_or_recover_with(&path, copy_then_remove).expect("opened");
    let notice = opened.notice.expect("a notice");
    assert_eq!(notice.key, "notice.journal_moved_aside");
    let backup = dir.path().join("datapad.sqlite.damaged-test");
    assert_eq!(std::fs::read(&backup).expect("kept"), DAMAGED);
    let mut live = Live::start(&mut opened.journal, "tray", "t").expect("a new game");
    roll(&mut live, &mut opened.journal, 1).expect("it plays");
}

#[test]
fn a_mover_that_fails_leaves_the_file_and_runs_in_memory() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("datapad.sqlite");
    std::fs::write(&path, DAMAGED).expect("damaged");
    let opened =
        open_or_recover_with(&path, |_| Err(std::io::Error::other("no room"))).expect("opened");
    assert_eq!(
        opened.notice.expect("a notice").key,
        "notice.journal_unavailable"
    );
    assert_eq!(std::fs::read(&path).expect("untouched"), DAMAGED);
}
