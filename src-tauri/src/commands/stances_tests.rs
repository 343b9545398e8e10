//! A pasted stance is read by the engine's rules and refused in the reader's words by code.

use super::*;

#[test]
fn a_pasted_text_that_is_no_stance_is_refused_by_code() {
    let e = sp_stance_check("{ not json".into()).expect_err("not json");
    assert_eq!(e.code, "sp.stance_unreadable");
    assert_eq!(e.data["problem"], "not_json");
    assert_eq!(
        e.message,
        "This is not a stance file: the text cannot be read."
    );
    let text = include_str!("../../engine/tests/fixtures/stance-3x6.json");
    assert_eq!(
        sp_stance_check(text.into()).expect("a stance").id,
        "bench-3x6"
    );
}

/// A 14 MB paste once held the app 12 s in the stance check; it is refused by its size before
/// it is parsed, saying what the most is.
#[test]
fn a_huge_paste_is_refused_by_its_size_unread() {
    let text = include_str!("../../engine/tests/fixtures/stance-3x6.json");
    let mut huge = String::with_capacity(14 << 20);
    while huge.len() < 14 << 20 {
        huge.push_str(text);
    }
    let e = sp_stance_check(huge).expect_err("too large");
    assert_eq!(e.code, "sp.stance_unreadable");
    assert_eq!(e.data["problem"], "too_large");
    assert_eq!(
        e.message,
        "This is not a stance file: the text is over 128 KB, more than any stance needs."
    );
}

/// A stance file opened from the dialog reads as its paste would, and is refused as its paste
/// would be: by its size past the limit (read no further), or as no stance at all.
#[test]
fn a_stance_file_is_read_and_refused_as_its_paste() {
    let dir = tempfile::tempdir().expect("dir");
    let good = dir.path().join("stance.json");
    let text = include_str!("../../engine/tests/fixtures/stance-3x6.json");
    std::fs::write(&good, text).expect("write");
    assert_eq!(stance_from(&good).expect("a stance").id, "bench-3x6");

    let big = dir.path().join("big.json");
    std::fs::File::create(&big)
        .and_then(|f| f.set_len(14 << 20))
        .expect("a 14 MB file");
    let e = stance_from(&big).expect_err("too large");
    assert_eq!(
        (e.code.as_str(), &e.data["problem"]),
        ("sp.stance_unreadable", &serde_json::json!("too_large"))
    );

    let binary = dir.path().join("photo.json");
    std::fs::write(&binary, [0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).expect("write");
    let e = stance_from(&binary).expect_err("not json");
    assert_eq!(e.data["problem"], "not_json");

    let e = stance_from(&dir.path().join("gone.json")).expect_err("gone");
    assert_eq!(e.code, "journal.file_unreadable");
}
