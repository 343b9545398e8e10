//! A pasted stance is read by the engine's rules and refused in the reader's words by code.

use super::*;

#[test]
fn a_pasted_text_that_is_no_stance_is_refused_by_code() {
    let e = sp_stance_check("{ not json".into()).expect_err("not json");
    assert_eq!(e.code, "sp.stance_unreadable");
    assert_eq!(e.data["problem"], "not_json");
    assert_eq!(
        e.message,
        "This is not a stance file: the text is not valid JSON."
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
