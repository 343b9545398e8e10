//! A damaged session exported as far as it goes, and import refusals that name the event and
//! what is wrong with it, in both languages.

use super::testkit::{journal, rolled};
use super::*;
use crate::error::Error;
use crate::i18n::{render, Lang};
use rusqlite::Connection;
use serde_json::{json, Value};

/// A session of `n` rolls whose event `bad` holds `payload`; the journal's folder and path.
fn damaged(n: u64, bad: i64, payload: &str) -> (tempfile::TempDir, Journal, i64) {
    let (dir, mut j) = journal();
    let id = rolled(&mut j, n).id();
    let path = dir.path().join("datapad.sqlite");
    Connection::open(&path)
        .unwrap()
        .execute(
            "UPDATE events SET payload = ?2 WHERE session_id = ?1 AND seq = ?3",
            rusqlite::params![id, payload, bad],
        )
        .unwrap();
    (dir, Journal::open(&path).unwrap(), id)
}

#[test]
fn a_damaged_session_exports_up_to_its_last_good_event_and_says_so() {
    let (_d, j, id) = damaged(4, 3, r#"{"type":"rolled","faces":"#);
    let file = export(&j, id).unwrap();
    assert_eq!(
        file.events.len(),
        2,
        "events 1 and 2, the part that can be read"
    );
    let stopped = file.stopped.clone().expect("the file says it stopped");
    assert_eq!(stopped.after, 2);
    assert!(
        stopped.reason.starts_with("event 3 cannot be read"),
        "{}",
        stopped.reason
    );
    let text = serde_json::to_string(&file).unwrap();
    assert!(text.contains(r#""stopped":{"after":2"#), "{text}");

    // What was saved is a sound session of its own.
    let (_d2, mut other) = journal();
    let info = import(&mut other, &text, false).unwrap();
    assert_eq!(info.head, 2);
    let copy = Live::load(&other, info.id).unwrap();
    assert_eq!(copy.view().damaged_after, None);
    assert_eq!(copy.view().view, Live::load(&j, id).unwrap().view().view);
}

#[test]
fn an_event_that_reads_but_does_not_apply_ends_the_export_too() {
    let (_d, j, id) = damaged(5, 4, r#"{"type":"exploded"}"#);
    let file = export(&j, id).unwrap();
    assert_eq!(file.events.len(), 3);
    assert_eq!(file.stopped.map(|s| s.after), Some(3));
    assert_eq!(Live::load(&j, id).unwrap().view().damaged_after, Some(3));
}

#[test]
fn a_sound_session_exports_whole_without_a_stop() {
    let (_d, mut j) = journal();
    let id = rolled(&mut j, 3).id();
    let file = export(&j, id).unwrap();
    assert_eq!((file.events.len(), file.stopped), (3, None));
    let v = serde_json::to_value(export(&j, id).unwrap()).unwrap();
    assert!(v.get("stopped").is_none(), "the field is absent, not null");
}

/// A sound three-roll session file, as JSON to break.
fn good_file() -> Value {
    let (_d, mut j) = journal();
    let id = rolled(&mut j, 3).id();
    serde_json::to_value(export(&j, id).unwrap()).unwrap()
}

/// The refusal of `file`, which must name event `seq` and say `why` in its detail, in English
/// and Polish alike.
fn refused_at(file: &Value, seq: i64, why: &str) -> Error {
    let (_d, mut j) = journal();
    let e = import(&mut j, &file.to_string(), false).unwrap_err();
    assert_eq!(e.code, "journal.corrupt_event", "{e:?}");
    assert_eq!(e.data["seq"], json!(seq), "{e:?}");
    let detail = e.data["detail"].as_str().unwrap_or_default().to_string();
    assert!(detail.contains(why), "{detail}");
    for lang in [Lang::En, Lang::Pl] {
        let said = render(lang, "error.journal.corrupt_event", &e.data).unwrap();
        assert!(
            said.contains(&seq.to_string()) && said.contains(&detail),
            "{said}"
        );
    }
    assert!(
        e.message
            .starts_with(&format!("Change {seq} cannot be read: ")),
        "{}",
        e.message
    );
    assert!(j.list("tray").unwrap().is_empty(), "nothing imported");
    e
}

#[test]
fn every_refusal_of_an_event_names_it_and_what_is_wrong() {
    let mut f = good_file();
    f["events"][1].as_object_mut().unwrap().remove("at");
    refused_at(&f, 2, "missing field `at`");

    let mut f = good_file();
    f["events"][2]["seq"] = json!(7);
    refused_at(&f, 3, "it is numbered 7");

    let mut f = good_file();
    f["events"][1]["action"] = json!(5);
    refused_at(&f, 2, "jumps from action 1 to action 5");

    let mut f = good_file();
    f["events"][2]["event"] = json!({"type": "exploded"});
    refused_at(&f, 3, "unknown variant `exploded`");

    let mut f = good_file();
    f["events"][1]["event"] = json!({"type": "rolled", "mode": "virtual", "faces": []});
    refused_at(&f, 2, "a roll of no dice");

    let mut f = good_file();
    f["events"][0]["event"] = json!("not an event");
    refused_at(&f, 1, "");
}

#[test]
fn an_event_of_a_newer_datapad_is_refused_by_its_number_and_version() {
    let mut f = good_file();
    f["events"][2]["version"] = json!(9);
    let (_d, mut j) = journal();
    let e = import(&mut j, &f.to_string(), false).unwrap_err();
    assert_eq!(e.code, "journal.event_too_new");
    assert_eq!(
        (e.data["seq"].clone(), e.data["version"].clone()),
        (json!(3), json!(9))
    );
    for lang in [Lang::En, Lang::Pl] {
        let said = render(lang, "error.journal.event_too_new", &e.data).unwrap();
        assert!(said.contains('3') && said.contains('9'), "{said}");
    }
}

#[test]
fn a_file_that_is_not_a_session_is_refused_as_a_whole() {
    let (_d, mut j) = journal();
    let mut f = good_file();
    f["format"] = json!("other");
    assert_eq!(
        import(&mut j, &f.to_string(), false).unwrap_err().code,
        "journal.import_format"
    );
    assert_eq!(
        import(&mut j, "[1, 2]", false).unwrap_err().code,
        "journal.import_format"
    );
}
