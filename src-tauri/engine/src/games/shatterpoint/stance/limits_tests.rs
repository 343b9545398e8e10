//! The stance limits (`limits.rs`): a stance at every one of them is read, kept and loaded back
//! whole; one past any of them is refused at its JSON path with the limit named; and the chart
//! bomb of issue 17 is refused by its count, unread.

use super::super::limits::*;
use super::*;
use crate::game::Game;
use crate::games::shatterpoint::Shatterpoint;
use serde_json::{json, Value};

fn chart(result: &str) -> Value {
    let rows: Vec<Value> = (0..CHART_ROWS as u32)
        .map(|k| {
            let last = k + 1 == CHART_ROWS as u32;
            json!({
                "min": k + 1,
                "max": if last { Value::Null } else { json!(k + 1) },
                "entries": vec![json!({"kind": "add", "result": result, "n": ENTRY_N}); ROW_ENTRIES],
            })
        })
        .collect();
    json!(rows)
}

fn text(chars: usize) -> Value {
    json!({"pl": "ż".repeat(chars), "en": "ż".repeat(chars)})
}

/// A stance at every limit at once: the most rows, entries, options, effects, links and missing
/// names, every text at its longest (in two-byte letters), every chart row adding the most dice.
pub(crate) fn at_limits() -> Value {
    let options: Vec<Value> = (0..TREE_ROWS)
        .flat_map(|row| (0..TREE_COLS).map(move |col| (row, col)))
        .map(|(row, col)| {
            json!({
                "id": format!("o{row}{col}{}", "x".repeat(OPTION_ID_BYTES - 3)),
                "row": row,
                "col": col,
                "start": col == 0,
                "effects": vec![json!({"kind": "condition", "condition": "exposed", "n": ENTRY_N}); OPTION_EFFECTS],
            })
        })
        .collect();
    assert_eq!(options.len(), TREE_OPTIONS, "one option per cell");
    let ids: Vec<&str> = options.iter().filter_map(|o| o["id"].as_str()).collect();
    let links: Vec<Value> = (0..ids.len())
        .flat_map(|i| (i + 1..ids.len()).map(move |j| (i, j)))
        .take(TREE_LINKS)
        .map(|(i, j)| json!([ids[i], ids[j]]))
        .collect();
    json!({
        "format": STANCE_FORMAT,
        "version": STANCE_VERSION,
        "id": "a".repeat(ID_BYTES),
        "unit": "b".repeat(ID_BYTES),
        "side": 1,
        "name": text(NAME_CHARS),
        "melee": {"attack": 20, "range": null, "defense": 20, "weapon": text(NAME_CHARS), "chart": chart("crit")},
        "ranged": {"attack": 20, "range": 5, "defense": 20, "weapon": text(NAME_CHARS), "chart": chart("strike")},
        "defense_chart": chart("block"),
        "tree": {"options": options, "links": links},
        "verified": false,
        "missing": vec![json!("ż".repeat(MISSING_CHARS)); MISSING],
        "source": "ż".repeat(SOURCE_CHARS),
    })
}

fn push_one_more(list: &mut Value) {
    let items = list.as_array_mut().expect("a list");
    let last = items.last().cloned().expect("not empty");
    items.push(last);
}

#[test]
fn a_stance_at_every_limit_is_read_kept_and_loaded_back_equal() {
    let v = at_limits();
    let s = from_value(&v).expect("at the limits is legal");
    let pretty = serde_json::to_string_pretty(&v).expect("text");
    assert!(
        pretty.len() <= STANCE_TEXT_BYTES,
        "{} bytes: the text limit must hold the largest legal stance",
        pretty.len()
    );
    assert_eq!(parse(&pretty).expect("pasted"), s);
    let list = Shatterpoint::KEPT
        .iter()
        .find(|k| k.kind == "stances")
        .expect("the stance list");
    let saved = list.save(None, v.clone()).expect("saved");
    let loaded = list.list(Some(saved.stored)).expect("loaded");
    assert_eq!(loaded.mine, [serde_json::to_value(&s).expect("json")]);
}

#[test]
fn one_past_any_limit_is_refused_at_its_path_naming_the_maximum() {
    type Edit = fn(&mut Value);
    let cases: [(Edit, &str, Problem); 9] = [
        (
            |v| push_one_more(&mut v["melee"]["chart"]),
            "melee.chart",
            Problem::TooManyRows,
        ),
        (
            |v| push_one_more(&mut v["defense_chart"][3]["entries"]),
            "defense_chart[3].entries",
            Problem::TooManyEntries,
        ),
        (
            |v| push_one_more(&mut v["tree"]["options"]),
            "tree.options",
            Problem::TooManyOptions,
        ),
        (
            |v| push_one_more(&mut v["tree"]["options"][5]["effects"]),
            "tree.options[5].effects",
            Problem::TooManyEffects,
        ),
        (
            |v| push_one_more(&mut v["tree"]["links"]),
            "tree.links",
            Problem::TooManyLinks,
        ),
        (
            |v| push_one_more(&mut v["missing"]),
            "missing",
            Problem::TooManyMissing,
        ),
        (
            |v| v["missing"][2] = json!("ż".repeat(MISSING_CHARS + 1)),
            "missing[2]",
            Problem::MissingName,
        ),
        (
            |v| v["source"] = json!("ż".repeat(SOURCE_CHARS + 1)),
            "source",
            Problem::TooLongSource,
        ),
        (
            |v| v["name"]["en"] = json!("ż".repeat(NAME_CHARS + 1)),
            "name.en",
            Problem::Text,
        ),
    ];
    for (edit, path, code) in cases {
        let mut v = at_limits();
        edit(&mut v);
        let p = from_value(&v).expect_err(path);
        assert_eq!((p.path.as_str(), p.code), (path, code), "{}", p.problem);
        if let Some(max) = code.limit() {
            assert!(p.problem.contains(&max.to_string()), "{}", p.problem);
        }
        // A stance built in code, never read from JSON, meets the same limits.
        let mut built =
            serde_json::to_value(from_value(&at_limits()).expect("legal")).expect("json");
        edit(&mut built);
        let s: Stance = serde_json::from_value(built).expect("a stance's shape");
        assert_eq!(
            validate(&s).map_err(|p| (p.path, p.code)),
            Err((path.to_string(), code))
        );
    }
    let mut big = serde_json::to_string(&at_limits()).expect("text");
    big.push_str(&" ".repeat(STANCE_TEXT_BYTES - big.len() + 1));
    let p = parse(&big).expect_err("one byte too many");
    assert_eq!((p.path.as_str(), p.code), ("", Problem::TooLarge));
}

/// Issue 17's bomb: one chart row of 6,000 entries, 46.7 GB of odds once. Refused by the count
/// of its entries before any entry is read, and as a paste by its size before it is parsed.
#[test]
fn the_chart_bomb_is_refused_by_its_count_and_its_size() {
    let mut v: Value =
        serde_json::from_str(include_str!("../../../../tests/fixtures/stance-3x6.json"))
            .expect("fixture");
    v["melee"]["chart"] = json!([{"min": 1, "max": null, "entries": vec![json!({"kind": "add", "result": "crit", "n": 9}); 6000]}]);
    let p = from_value(&v).expect_err("the bomb");
    assert_eq!(
        (p.path.as_str(), p.code),
        ("melee.chart[0].entries", Problem::TooManyEntries)
    );
    assert!(
        p.problem.contains("6000") && p.problem.contains("8"),
        "{}",
        p.problem
    );
    // In an attack (a stored draft, a kept stance from an older build) the refusal names the
    // limit too.
    let refusal = crate::games::shatterpoint::SpError::from(
        crate::games::shatterpoint::attack_error::AttackError::StanceInvalid {
            role: "attacker".into(),
            problem: p,
        },
    );
    assert_eq!(
        crate::game::wire_error::<Shatterpoint>(&refusal).message,
        "The attacker’s stance is not a valid stance: a row holds at most 8 entries. \
         Open it in the stance editor to see where."
    );
    let p = parse(&v.to_string()).expect_err("the bomb's text");
    assert_eq!((p.path.as_str(), p.code), ("", Problem::TooLarge));
}

#[test]
fn every_limit_sentence_names_its_maximum_in_both_languages() {
    for &code in <Problem as strum::VariantArray>::VARIANTS {
        let Some(max) = code.limit() else { continue };
        let name = serde_json::to_value(code).expect("a code");
        let name = name.as_str().expect("a name");
        for lang in [crate::i18n::Lang::En, crate::i18n::Lang::Pl] {
            let key = format!("sp.stance_problem.{name}");
            let sentence = crate::i18n::render(lang, &key, &Value::Null).unwrap_or_default();
            assert!(
                sentence.contains(&max.to_string()),
                "{lang:?} {key}: \"{sentence}\" does not name {max}"
            );
        }
    }
}

/// Rows are checked against their neighbours by start, not each against every earlier one; the
/// first row (in file order) that meets an earlier one is refused, naming the earliest it meets.
#[test]
fn overlapping_rows_are_found_in_any_order() {
    let row = |min: u32, max: Option<u32>| Row {
        min,
        max,
        entries: vec![Entry::Damage { n: 1 }],
    };
    let check = |rows: &[Row]| {
        super::charts::chart_rules(rows, "c", Roll::Attack).map_err(|p| (p.path, p.problem))
    };
    assert_eq!(
        check(&[
            row(5, None),
            row(1, Some(1)),
            row(3, Some(4)),
            row(2, Some(2))
        ]),
        Ok(())
    );
    let err = |at: &str, j: usize| Err((at.to_string(), format!("overlaps row {j}")));
    assert_eq!(
        check(&[
            row(7, None),
            row(1, Some(2)),
            row(4, Some(5)),
            row(2, Some(8))
        ]),
        err("c[3]", 0)
    );
    assert_eq!(
        check(&[
            row(1, Some(1)),
            row(5, Some(6)),
            row(3, Some(3)),
            row(6, Some(6))
        ]),
        err("c[3]", 1)
    );
    assert_eq!(check(&[row(2, None), row(2, Some(2))]), err("c[1]", 0));
    assert_eq!(check(&[row(3, Some(3)), row(1, Some(9))]), err("c[1]", 0));
}
