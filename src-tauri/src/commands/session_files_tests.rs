//! A Shatterpoint session saved to a file and opened from it through the functions the dialog
//! commands call once the dialog answered; files that are no Datapad session, too large or of
//! a newer version refused as the text box refuses them, in both languages, with nothing changed.

use super::*;
use datapad_engine::games::shatterpoint::example::standard_team;
use datapad_engine::i18n::{render, Lang};
use datapad_engine::journal::MAX_FILE_BYTES;
use datapad_engine::writer::{self, Caller};
use serde_json::json;

fn inner() -> SharedWriter {
    crate::state::in_memory().writer
}

/// A Shatterpoint session with both strike teams set: two events.
fn sp_session(inner: &SharedWriter) -> i64 {
    writer::with(inner, |w| {
        let id = w.start("sp", "Tuesday").expect("start").session.id;
        for player in 0..2 {
            let action = json!({"type": "set_team", "player": player, "team": standard_team(), "casual": false});
            w.act(&Caller::owner(id), &action).expect("team");
        }
        id
    })
}

/// Every session of the journal, with its number of events.
fn sessions(inner: &SharedWriter) -> Vec<(String, i64)> {
    writer::with(inner, |w| {
        ["sp", "tray"]
            .iter()
            .flat_map(|g| w.list(g).expect("list"))
            .map(|s| (s.uid, s.head))
            .collect()
    })
}

fn open(inner: &SharedWriter, id: i64) -> SessionView {
    writer::with(inner, |w| w.open(id)).expect("open")
}

/// An export's JSON without the moment it was made.
fn read_json(text: &str) -> serde_json::Value {
    let mut v: serde_json::Value = serde_json::from_str(text).expect("json");
    v["exported_at"] = json!(null);
    v
}

/// The refusal's sentence in both languages, as the UI shows it.
fn said(e: &Error) -> [String; 2] {
    [Lang::En, Lang::Pl].map(|lang| {
        render(lang, &format!("error.{}", e.code), &e.data).expect("a sentence for the code")
    })
}

#[test]
fn a_shatterpoint_session_saved_to_a_file_opens_back_as_it_was() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("tuesday.json");
    let inner = inner();
    let id = sp_session(&inner);
    export_to(&inner, id, &path).expect("saved");
    // The export box's text, but for the moment it was made.
    let file = read_json(&std::fs::read_to_string(&path).expect("file"));
    assert!(file == read_json(&export_text(&inner, id).expect("export")));

    // The same session again is refused, as the text box refuses it, and adds nothing.
    let before = sessions(&inner);
    let e = import_from(&inner, &path, false).expect_err("already here");
    assert_eq!(e.code, "journal.import_exists");
    assert_eq!(sessions(&inner), before);

    let view = import_from(&inner, &path, true).expect("a copy");
    assert_ne!(view.session.id, id);
    assert_eq!((view.session.game.as_str(), view.session.head), ("sp", 2));
    let original = open(&inner, id);
    assert_eq!(view.view, original.view, "the same board");

    // Into another device's journal it opens as itself.
    let other = self::inner();
    let view = import_from(&other, &path, false).expect("imported");
    assert_eq!(view.session.uid, original.session.uid);
    assert_eq!(view.view, original.view);
}

#[test]
fn files_that_are_no_session_too_large_or_newer_are_refused_and_change_nothing() {
    let dir = tempfile::tempdir().expect("dir");
    let inner = inner();
    let id = sp_session(&inner);
    let before = sessions(&inner);
    let on_screen = open(&inner, id).view;

    let stance = dir.path().join("stance.json");
    std::fs::write(
        &stance,
        include_str!("../../engine/tests/fixtures/stance-3x6.json"),
    )
    .expect("write");
    let e = import_from(&inner, &stance, false).expect_err("a stance is no session");
    assert_eq!(e.code, "journal.import_format");
    let [en, pl] = said(&e);
    assert!(
        en.starts_with("This is not a Datapad saved game file"),
        "{en}"
    );
    assert!(pl.len() > 10 && pl != en, "{pl}");

    let big = dir.path().join("big.json");
    let file = std::fs::File::create(&big).expect("create");
    file.set_len(MAX_FILE_BYTES + 1)
        .expect("sparse file past the limit");
    let e = import_from(&inner, &big, false).expect_err("too large");
    assert_eq!(e.code, "journal.too_large");
    assert!(said(&e)[0].starts_with("The file is larger than 16 MiB"));

    let newer = dir.path().join("newer.json");
    let mut file: serde_json::Value =
        serde_json::from_str(&export_text(&inner, id).expect("export")).expect("json");
    file["version"] = json!(99);
    std::fs::write(&newer, file.to_string()).expect("write");
    let e = import_from(&inner, &newer, true).expect_err("newer");
    assert_eq!(e.code, "journal.import_format");
    assert!(
        said(&e)[0].contains("version 99 is not supported"),
        "{}",
        said(&e)[0]
    );

    let gone = dir.path().join("gone.json");
    let e = import_from(&inner, &gone, false).expect_err("no file");
    assert_eq!(e.code, "journal.file_unreadable");
    assert!(said(&e)[1].starts_with("Nie można odczytać pliku"));

    assert_eq!(sessions(&inner), before, "no session added or changed");
    assert_eq!(
        open(&inner, id).view,
        on_screen,
        "the same session, unchanged"
    );
}

#[test]
fn a_save_that_cannot_be_written_is_refused_and_writes_nothing() {
    let dir = tempfile::tempdir().expect("dir");
    let inner = inner();
    let id = sp_session(&inner);
    let file = dir.path().join("a-file");
    std::fs::write(&file, "mine").expect("write");
    let e = export_to(&inner, id, &file.join("x.json")).expect_err("no folder there");
    assert_eq!(e.code, "journal.storage");
    assert_eq!(std::fs::read_to_string(&file).expect("read"), "mine");
    assert_eq!(std::fs::read_dir(dir.path()).expect("dir").count(), 1);
}
