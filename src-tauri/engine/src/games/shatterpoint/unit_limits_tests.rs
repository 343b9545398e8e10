//! The unit limits (`limits.rs`): a unit at every one of them is kept and loaded back whole; one
//! past any of them is refused naming the field and the maximum, and a stored one past them is
//! kept aside in the file, never loaded into play.

use super::*;
use crate::game::Game;
use crate::games::shatterpoint::Shatterpoint;
use serde_json::{json, Value};

fn text(chars: usize) -> Text {
    Text::new(&"ż".repeat(chars), &"ż".repeat(chars))
}

/// Lord Maul's card with every list at its longest and every text at its limit.
fn at_limits() -> UnitDef {
    let mut u = builtin_units()[0].clone();
    let ability = u.abilities[0].clone();
    u.id = format!("my-{}", "u".repeat(ID_BYTES - 3));
    u.custom = true;
    u.name = text(NAME_CHARS);
    u.unique_name = Some("ż".repeat(NAME_CHARS));
    u.traits = vec![text(TRAIT_CHARS); UNIT_TRAITS];
    u.stances = vec![text(STANCE_NAME_CHARS); 2];
    u.abilities = (0..UNIT_ABILITIES)
        .map(|i| AbilityDef {
            id: format!("a{i}-{}", "x".repeat(ID_BYTES - 4)),
            name: text(NAME_CHARS),
            text: text(ABILITY_TEXT_CHARS),
            unverified: vec!["ż".repeat(UNVERIFIED_CHARS); UNVERIFIED],
            ..ability.clone()
        })
        .collect();
    u.rule = Some("r".repeat(RULE_CHARS));
    u.unverified = vec!["ż".repeat(UNVERIFIED_CHARS); UNVERIFIED];
    u.source = "ż".repeat(SOURCE_CHARS);
    u
}

fn units_list() -> &'static crate::keep::Keepable {
    Shatterpoint::KEPT
        .iter()
        .find(|k| k.kind == "units")
        .expect("the unit list")
}

#[test]
fn a_unit_at_every_limit_is_kept_and_loaded_back_equal() {
    let u = at_limits();
    u.validate_custom().expect("at the limits is legal");
    let v = serde_json::to_value(&u).expect("json");
    let saved = units_list().save(None, v.clone()).expect("saved");
    let loaded = units_list().list(Some(saved.stored)).expect("loaded");
    assert_eq!(loaded.mine, [v]);
}

#[test]
fn one_past_any_limit_is_refused_naming_the_field_and_the_maximum() {
    type Edit = fn(&mut UnitDef);
    let many = |field: &str, max| SpError::UnitTooMany {
        field: field.into(),
        max,
    };
    let long = |field: &str, max| SpError::UnitTooLong {
        field: field.into(),
        max,
    };
    let cases: [(Edit, SpError); 8] = [
        (
            |u| u.abilities.push(u.abilities[0].clone()),
            many("abilities", UNIT_ABILITIES),
        ),
        (
            |u| u.traits.push(u.traits[0].clone()),
            many("traits", UNIT_TRAITS),
        ),
        (
            |u| u.unverified.push(String::new()),
            many("unverified", UNVERIFIED),
        ),
        (
            |u| u.abilities[1].unverified.push(String::new()),
            many("abilities[1].unverified", UNVERIFIED),
        ),
        (
            |u| u.abilities[4].text.en.push('x'),
            long("abilities[4].text", ABILITY_TEXT_CHARS),
        ),
        (
            |u| u.unverified[3].push('x'),
            long("unverified", UNVERIFIED_CHARS),
        ),
        (|u| u.source.push('x'), long("source", SOURCE_CHARS)),
        (
            |u| u.rule = Some("r".repeat(RULE_CHARS + 1)),
            long("rule", RULE_CHARS),
        ),
    ];
    for (edit, refusal) in cases {
        let mut u = at_limits();
        edit(&mut u);
        assert_eq!(u.validate(), Err(refusal.clone()));
        let wire = units_list()
            .save(None, serde_json::to_value(&u).expect("json"))
            .expect_err("refused");
        let expected = crate::game::wire_error::<Shatterpoint>(&refusal);
        assert_eq!((wire.code, wire.data), (expected.code, expected.data));
    }
    let wire = crate::game::wire_error::<Shatterpoint>(&long("source", SOURCE_CHARS));
    assert_eq!(
        wire.message,
        "The unit’s source is too long: the most is 2000 characters."
    );
}

/// 60,000 abilities once took 26 seconds to check, each against every earlier one.
#[test]
fn a_flood_of_abilities_is_refused_by_its_count() {
    let mut u = at_limits();
    let one = u.abilities[0].clone();
    u.abilities = vec![one; 60_000];
    assert_eq!(
        u.validate(),
        Err(SpError::UnitTooMany {
            field: "abilities".into(),
            max: UNIT_ABILITIES,
        })
    );
}

#[test]
fn a_stored_unit_past_the_limits_is_kept_aside_not_loaded() {
    let good = serde_json::to_value(at_limits()).expect("json");
    let mut over: Value = good.clone();
    over["id"] = json!("my-other-unit");
    over["traits"] = json!(vec![json!({"pl": "t", "en": "t"}); UNIT_TRAITS + 1]);
    let stored = json!([over, good]);
    let lists = units_list().list(Some(stored.clone())).expect("loaded");
    assert_eq!(lists.mine, std::slice::from_ref(&good));
    let notice = units_list().notice(Some(stored.clone())).expect("a notice");
    assert_eq!(notice.args["n"], 1);
    // A later save keeps it in the file, untouched.
    let saved = units_list()
        .save(Some(stored), good.clone())
        .expect("saved");
    assert_eq!(saved.stored, json!([good, over]));
}
