//! A list file given / when / then over a list of our own (a note with a number up to 9), so
//! the file's rules are shown without any game's.

use super::{FORMAT, VERSION};
use crate::error::{Error, JournalError};
use crate::keep::{parse, Keep, Keepable};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
struct Note {
    id: String,
    n: u8,
}

impl Keep for Note {
    fn accept(item: Value) -> Result<Self, Error> {
        let note: Note = parse(item)?;
        if note.n > 9 {
            return Err(JournalError::BadAction {
                detail: "n past 9".into(),
            }
            .into());
        }
        Ok(note)
    }

    fn id(&self) -> Option<&str> {
        Some(&self.id)
    }
}

const NOTES: Keepable = Keepable::of::<Note>("notes", "notes.json", "notes");

fn file(items: Value) -> String {
    json!({"format": FORMAT, "version": VERSION, "game": "g", "kind": "notes", "items": items})
        .to_string()
}

#[test]
fn a_list_saved_to_a_file_opens_back_into_another_device_and_replaces_by_identity() {
    let mine = json!([{"id": "a", "n": 1}, {"id": "b", "n": 2}]);
    let text = NOTES.export("g", Some(mine.clone())).expect("export");
    let other = json!([{"id": "b", "n": 7}, {"id": "c", "n": 3}]);
    let changed = NOTES.import("g", Some(other), &text).expect("import");
    assert_eq!(
        changed.stored,
        json!([{"id": "c", "n": 3}, {"id": "a", "n": 1}, {"id": "b", "n": 2}])
    );
    assert_eq!(changed.lists.mine.len(), 3);
    // Into an empty device, exactly the list.
    assert_eq!(NOTES.import("g", None, &text).expect("import").stored, mine);
}

#[test]
fn an_empty_list_opens_and_changes_nothing() {
    let stored = json!([{"id": "a", "n": 1}]);
    let changed = NOTES
        .import("g", Some(stored.clone()), &file(json!([])))
        .expect("empty");
    assert_eq!(changed.stored, stored);
}

#[test]
fn a_refused_entry_is_named_and_nothing_is_kept() {
    let text = file(json!([{"id": "a", "n": 1}, {"id": "b", "n": 12}]));
    let e = NOTES.import("g", None, &text).expect_err("n 12");
    assert_eq!(e.code, "journal.bad_action");
    assert_eq!(e.data["entry"], 2);
    assert!(
        e.message.starts_with("Item 2 of the file: "),
        "{}",
        e.message
    );
}

#[test]
fn files_that_are_not_this_list_are_refused_by_what_they_are() {
    let code = |text: &str| NOTES.import("g", None, text).expect_err(text).code;
    assert_eq!(code("not json"), "journal.list_format");
    assert_eq!(
        code(r#"{"format": "datapad-session", "version": 1}"#),
        "journal.list_format"
    );
    let newer = json!({"format": FORMAT, "version": VERSION + 1, "whatever": true}).to_string();
    assert_eq!(code(&newer), "journal.list_newer");
    let other = json!({"format": FORMAT, "version": 1, "game": "h", "kind": "notes", "items": []});
    let e = NOTES
        .import("g", None, &other.to_string())
        .expect_err("other game");
    assert_eq!(
        (e.code.as_str(), &e.data["game"]),
        ("journal.list_other", &json!("h"))
    );
    let big = file(json!([{"id": "x".repeat(5 << 20), "n": 1}]));
    assert_eq!(code(&big), "limit.too_large");
}
