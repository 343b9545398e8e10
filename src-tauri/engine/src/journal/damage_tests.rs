//! Damaged, foreign, newer and hostile journals and files: the journal opens, says what happened,
//! loses nothing it committed and writes nothing it should not.

use super::*;
use crate::dice::{rng_from, Catalog};
use crate::error::{Error, JournalError};
use crate::game::Ctx;
use rusqlite::Connection;
use serde_json::json;
use std::path::Path;

fn roll(live: &mut Live, j: &mut Journal, seed: u64) -> Result<(), Error> {
    let cat = Catalog::builtin();
    let mut rng = rng_from(Some(seed));
    let action = json!({"type": "roll", "pool": [{"die": "sp-attack", "count": 3}]});
    live.apply(
        j,
        &action,
        &mut Ctx {
            rng: &mut rng,
            dice: &cat,
        },
    )
}

/// A session of `n` rolls in a journal at `path`; returns its id.
fn session_with_rolls(path: &Path, n: u64) -> i64 {
    let mut j = Journal::open(path).unwrap();
    let mut live = Live::start(&mut j, "tray", "t").unwrap();
    for seed in 0..n {
        roll(&mut live, &mut j, seed).unwrap();
    }
    live.id()
}

fn random_bytes(n: usize) -> Vec<u8> {
    use rand::RngCore;
    let mut bytes = vec![0u8; n];
    rand::rng().fill_bytes(&mut bytes);
    bytes
}

#[test]
fn a_journal_of_random_bytes_is_moved_aside_and_a_new_one_started() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("datapad.sqlite");
    let garbage = random_bytes(8192);
    std::fs::write(&path, &garbage).unwrap();
    assert!(matches!(
        Journal::open(&path),
        Err(JournalError::Unreadable { .. })
    ));

    let mut opened = open_or_recover(&path).unwrap();
    let notice = opened.notice.expect("the player is told");
    assert_eq!(notice.key, "notice.journal_moved_aside");
    let backup = notice.args["backup"].as_str().unwrap().to_string();
    assert_eq!(
        std::fs::read(&backup).unwrap(),
        garbage,
        "kept byte for byte"
    );
    assert!(backup.contains("datapad.sqlite.damaged-"));
    // The new journal works and is on disk.
    let s = opened.journal.create("tray", "new").unwrap();
    drop(opened.journal);
    assert_eq!(
        Journal::open(&path).unwrap().session(s.id).unwrap().title,
        "new"
    );
}

#[test]
fn a_journal_that_cannot_be_created_runs_in_memory_with_a_notice() {
    let dir = tempfile::tempdir().unwrap();
    // The data "folder" is a file: nothing can be created under it (as with a read-only folder).
    let not_a_dir = dir.path().join("file");
    std::fs::write(&not_a_dir, b"x").unwrap();
    let mut opened = open_or_recover(&not_a_dir.join("datapad.sqlite")).unwrap();
    assert_eq!(
        opened.notice.as_ref().unwrap().key,
        "notice.journal_unavailable"
    );
    let mut live = Live::start(&mut opened.journal, "tray", "t").unwrap();
    roll(&mut live, &mut opened.journal, 1).unwrap();
    assert_eq!(std::fs::read(&not_a_dir).unwrap(), b"x");
}

#[test]
fn a_good_journal_opens_without_a_notice() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("datapad.sqlite");
    let id = session_with_rolls(&path, 2);
    let opened = open_or_recover(&path).unwrap();
    assert!(opened.notice.is_none());
    assert_eq!(opened.journal.session(id).unwrap().head, 2);
}

#[test]
fn a_newer_journal_is_refused_and_left_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("datapad.sqlite");
    session_with_rolls(&path, 1);
    {
        let c = Connection::open(&path).unwrap();
        c.pragma_update(None, "user_version", SCHEMA_VERSION + 1)
            .unwrap();
        c.pragma_update(None, "journal_mode", "DELETE").unwrap();
    }
    let before = std::fs::read(&path).unwrap();
    assert_eq!(
        Journal::open(&path).err().unwrap(),
        JournalError::SchemaNewer {
            found: SCHEMA_VERSION + 1,
            supported: SCHEMA_VERSION
        }
    );
    let opened = open_or_recover(&path).unwrap();
    assert_eq!(opened.notice.unwrap().key, "notice.journal_newer");
    assert_eq!(std::fs::read(&path).unwrap(), before, "not a byte changed");
}

#[test]
fn a_foreign_database_is_refused_without_being_modified() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("other.sqlite");
    {
        let c = Connection::open(&path).unwrap();
        c.execute_batch("CREATE TABLE contacts(name TEXT); INSERT INTO contacts VALUES ('Leia');")
            .unwrap();
    }
    let before = std::fs::read(&path).unwrap();
    assert!(matches!(
        Journal::open(&path),
        Err(JournalError::Unreadable { .. })
    ));
    assert_eq!(std::fs::read(&path).unwrap(), before);
    assert!(
        !dir.path().join("other.sqlite-wal").exists(),
        "not switched to WAL"
    );
}

#[test]
fn a_journal_from_before_versioning_is_upgraded_in_place() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("datapad.sqlite");
    {
        // The schema as it was before `user_version` and the event version column.
        let c = Connection::open(&path).unwrap();
        c.execute_batch(
            "CREATE TABLE sessions(id INTEGER PRIMARY KEY, uid TEXT NOT NULL UNIQUE, game TEXT NOT NULL,
               title TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, head INTEGER NOT NULL DEFAULT 0);
             CREATE TABLE events(session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
               seq INTEGER NOT NULL, action INTEGER NOT NULL, at TEXT NOT NULL, payload TEXT NOT NULL,
               PRIMARY KEY(session_id, seq)) WITHOUT ROWID;
             INSERT INTO sessions VALUES (1, 'u1', 'tray', 'old', 't', 't', 1);
             INSERT INTO events VALUES (1, 1, 1, 't',
               '{\"type\":\"rolled\",\"mode\":\"virtual\",\"faces\":[{\"die\":\"sp-attack\",\"symbol\":\"crit\"}]}');",
        )
        .unwrap();
    }
    let j = Journal::open(&path).unwrap();
    let events = j.events(1).unwrap();
    assert_eq!(events.len(), 1);
    assert_eq!(events[0].version, 1);
    drop(j);
    let c = Connection::open(&path).unwrap();
    let v: i64 = c
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(v, SCHEMA_VERSION);
}

#[test]
fn every_event_carries_its_version_through_export_and_import() {
    let dir = tempfile::tempdir().unwrap();
    let mut j = Journal::open(&dir.path().join("a.sqlite")).unwrap();
    let s = j.create("tray", "t").unwrap();
    let rolled = json!({"type": "rolled", "mode": "virtual", "faces": [{"die": "sp-attack", "symbol": "crit"}]});
    j.append(s.id, 3, std::slice::from_ref(&rolled)).unwrap();
    assert_eq!(j.events(s.id).unwrap()[0].version, 3);
    let file = serde_json::to_value(export(&j, s.id).unwrap()).unwrap();
    assert_eq!(file["events"][0]["version"], json!(3));

    // A file from before the version field imports as version 1.
    let mut old = file.clone();
    old["events"][0].as_object_mut().unwrap().remove("version");
    let mut other = Journal::open(&dir.path().join("b.sqlite")).unwrap();
    let info = import(&mut other, &old.to_string(), false).unwrap();
    assert_eq!(other.events(info.id).unwrap()[0].version, 1);
}

#[test]
fn a_head_past_its_events_is_refused_and_the_session_opens_read_only() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("datapad.sqlite");
    let id = session_with_rolls(&path, 2);
    Connection::open(&path)
        .unwrap()
        .execute("UPDATE sessions SET head = 9 WHERE id = ?1", [id])
        .unwrap();
    let j = Journal::open(&path).unwrap();
    assert_eq!(
        j.events(id).unwrap_err(),
        JournalError::HeadPastEvents {
            id,
            head: 9,
            held: 2
        }
    );
    let live = Live::load(&j, id).unwrap();
    assert_eq!(live.view().damaged_after, Some(2));
}

#[test]
fn a_session_with_an_unreadable_event_opens_read_only_up_to_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("datapad.sqlite");
    let id = session_with_rolls(&path, 4);
    Connection::open(&path)
        .unwrap()
        .execute(
            "UPDATE events SET payload = '{\"type\":\"rolled\",\"faces\":' WHERE session_id = ?1 AND seq = 3",
            [id],
        )
        .unwrap();
    let mut j = Journal::open(&path).unwrap();
    // Before: resuming the tray failed for good on this session.
    let mut live = Live::resume_or_start(&mut j, "tray", "t").unwrap();
    let view = live.view();
    assert_eq!(view.damaged_after, Some(2));
    assert_eq!(view.view["history"].as_array().unwrap().len(), 2);
    assert_eq!(
        roll(&mut live, &mut j, 9).unwrap_err(),
        Error::from(JournalError::ReadOnly { seq: 2 })
    );
    assert!(live.undo(&mut j).is_err());
    assert_eq!(j.session(id).unwrap().head, 4, "nothing written");
    // A new session is always possible.
    let mut fresh = Live::start(&mut j, "tray", "t").unwrap();
    roll(&mut fresh, &mut j, 1).unwrap();
    assert_eq!(fresh.view().damaged_after, None);
}

#[test]
fn an_import_that_fails_half_way_leaves_nothing_and_can_be_retried() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("src.sqlite");
    let id = session_with_rolls(&src, 100);
    let text = serde_json::to_string(&export(&Journal::open(&src).unwrap(), id).unwrap()).unwrap();

    let path = dir.path().join("datapad.sqlite");
    let mut j = Journal::open(&path).unwrap();
    // A disk that fills up at the 50th event.
    let other = Connection::open(&path).unwrap();
    other
        .execute_batch(
            "CREATE TRIGGER full BEFORE INSERT ON events WHEN NEW.seq = 50
             BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END;",
        )
        .unwrap();
    assert!(import(&mut j, &text, false).is_err());
    assert!(
        j.list("tray").unwrap().is_empty(),
        "no empty session left behind"
    );
    other.execute_batch("DROP TRIGGER full;").unwrap();
    let info = import(&mut j, &text, false).expect("the same file imports once there is room");
    assert_eq!(info.head, 100);
}

#[test]
fn replay_and_import_read_at_most_the_cap() {
    // An endless file: returning at all is the proof that the read stops at the cap.
    let err = read_session_file(Path::new("/dev/urandom")).unwrap_err();
    assert_eq!(err, Error::from(JournalError::too_large(MAX_FILE_BYTES)));
    let huge = " ".repeat(MAX_FILE_BYTES as usize + 1);
    assert!(matches!(
        validate(&huge),
        Err(e) if e.code == "journal.too_large"
    ));
}

/// A session file with one roll of these faces.
fn file_with_event(event: serde_json::Value) -> String {
    json!({
        "format": FORMAT, "version": VERSION, "uid": "u", "game": "tray", "title": "t",
        "created_at": "t", "exported_at": "t",
        "events": [{"seq": 1, "action": 1, "at": "t", "event": event}]
    })
    .to_string()
}

#[test]
fn import_refuses_facts_the_rules_could_not_produce() {
    let dir = tempfile::tempdir().unwrap();
    let mut j = Journal::open(&dir.path().join("d.sqlite")).unwrap();
    let face = |die: &str, symbol: &str| json!({"die": die, "symbol": symbol});
    let cases = [
        (
            "unknown die",
            json!({"type": "rolled", "mode": "virtual", "faces": [face("d20", "crit")]}),
        ),
        (
            "face not on the die",
            json!({"type": "rolled", "mode": "virtual", "faces": [face("sp-attack", "block")]}),
        ),
        (
            "31 dice of a kind",
            json!({"type": "rolled", "mode": "virtual", "faces": vec![face("sp-attack", "crit"); 31]}),
        ),
        (
            "no dice",
            json!({"type": "rolled", "mode": "virtual", "faces": []}),
        ),
        (
            "index past any roll",
            json!({"type": "locked", "index": usize::MAX, "locked": true}),
        ),
        (
            "reroll past any roll",
            json!({"type": "rerolled", "results": [[1_000_000, "crit"]]}),
        ),
        (
            "face set past any roll",
            json!({"type": "face_set", "index": 4_000_000_000u64, "symbol": "crit"}),
        ),
    ];
    for (name, event) in cases {
        assert!(
            import(&mut j, &file_with_event(event), true).is_err(),
            "{name} must be refused"
        );
    }
    assert!(j.list("tray").unwrap().is_empty());
    let ok =
        json!({"type": "rolled", "mode": "physical", "faces": vec![face("sp-attack", "crit"); 30]});
    import(&mut j, &file_with_event(ok), true).unwrap();
}

#[test]
fn a_journal_whose_schema_was_damaged_is_moved_aside_not_opened_half_working() {
    // Found by the fuzz lane: a flipped byte in the schema text renamed a column; the file opened
    // and every tap then failed.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("datapad.sqlite");
    session_with_rolls(&path, 1);
    Connection::open(&path)
        .unwrap()
        .execute_batch("ALTER TABLE sessions RENAME COLUMN created_at TO created_aT_;")
        .unwrap();
    assert!(matches!(
        Journal::open(&path),
        Err(JournalError::Unreadable { .. })
    ));
    let mut opened = open_or_recover(&path).unwrap();
    assert_eq!(opened.notice.unwrap().key, "notice.journal_moved_aside");
    opened.journal.create("tray", "works").unwrap();
}

#[test]
fn describing_shatterpoint_events_with_extreme_numbers_does_not_overflow() {
    // A crafted import once killed the debug app at `side + 1` and `map + 1`.
    let game = crate::games::registry::new_state("sp").unwrap();
    let name = json!({"pl": "X", "en": "X"});
    let unit = json!({"player": 0, "slot": 0});
    for change in [
        json!({"type": "stance_chosen", "unit": unit, "name": name, "side": 255, "stance": null}),
        json!({"type": "stance_flipped", "unit": unit, "name": name, "side": 255, "stance": null}),
        json!({"type": "priority_marked", "objective": 255}),
        json!({"type": "control_changed", "objective": 255, "from": null, "to": 0}),
    ] {
        let message = game
            .describe(&json!({ "changes": [change] }))
            .expect("a sentence");
        let english = crate::i18n::message(crate::settings::Lang::En, &message);
        assert!(english.contains("255"), "{english}");
    }
}
