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
