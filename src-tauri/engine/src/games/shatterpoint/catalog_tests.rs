//! The content tests of units.json and missions.json, and custom unit validation.
use super::*;
use std::collections::HashSet;

#[test]
fn shipped_units_parse_validate_and_have_unique_ids() {
    let units: Vec<UnitDef> = serde_json::from_str(UNITS_JSON).expect("units.json parses");
    assert!(units.len() >= 9);
    let mut ids = HashSet::new();
    for u in &units {
        u.validate().unwrap_or_else(|e| panic!("{}: {e}", u.id));
        assert!(ids.insert(u.id.clone()), "duplicate id {}", u.id);
        assert!(!u.custom, "{} is shipped", u.id);
        for a in &u.abilities {
            assert!(!a.text.pl.trim().is_empty() && !a.text.en.trim().is_empty());
        }
    }
    // The seeds' units, then every other unit ShatterApp gives (`catalog_merge.rs`).
    assert_eq!(builtin_units().len(), 139);
    assert!(units.iter().zip(builtin_units()).all(|(s, b)| s.id == b.id));
}

#[test]
fn every_missing_number_is_named_unverified() {
    for u in builtin_units() {
        let missing = [
            ("stamina", u.stamina.is_none()),
            ("durability", u.durability.is_none()),
            ("force", u.force.is_none()),
            ("points", u.points.is_none()),
            ("characters", u.characters.is_none()),
            ("unit_type", u.unit_type.is_none()),
            ("eras", u.eras.is_empty()),
        ];
        for (field, absent) in missing {
            if absent {
                assert!(
                    u.unverified.iter().any(|f| f == field),
                    "{}: {field} is absent but not listed as unverified",
                    u.id
                );
            }
        }
        assert!(!u.verified || u.unverified.is_empty(), "{}", u.id);
        for a in &u.abilities {
            if a.cost.is_none() && a.kind.is_none_or(AbilityType::is_paid) {
                assert!(
                    a.unverified.iter().any(|f| f == "cost"),
                    "{}/{}",
                    u.id,
                    a.id
                );
            }
            if a.kind.is_none() {
                assert!(
                    a.unverified.iter().any(|f| f == "kind"),
                    "{}/{}",
                    u.id,
                    a.id
                );
            }
        }
    }
}

#[test]
fn the_seed_numbers_are_kept() {
    let get = |id: &str| builtin_units().iter().find(|u| u.id == id).unwrap();
    assert_eq!(get("lord-maul").stamina, Some(11));
    let anakin = get("general-anakin-skywalker");
    assert_eq!((anakin.points, anakin.force), (Some(7), Some(4)));
    assert_eq!(anakin.unit_type, Some(UnitType::Primary));
    let clones = get("501st-clone-troopers");
    assert_eq!(
        (clones.points, clones.force, clones.characters),
        (Some(3), Some(0), Some(2))
    );
    assert_eq!(
        get("ahsoka-tano-jedi-no-more").unique_name,
        get("padawan-ahsoka-tano").unique_name
    );
    let asajj = get("asajj-ventress-sith-assassin");
    assert!(
        asajj
            .ability("dathomirian-agility")
            .unwrap()
            .twice_per_activation
    );
    assert!(get("lord-maul").pay_force_with_damage);
}

#[test]
fn missions_parse_with_both_languages_and_known_rules() {
    let missions: Vec<MissionDef> =
        serde_json::from_str(MISSIONS_JSON).expect("missions.json parses");
    let mut ids = HashSet::new();
    for m in &missions {
        assert!(ids.insert(m.id.clone()));
        assert_ne!(m.id, GENERIC_MISSION);
        check_text(&m.name, "name", 80).unwrap();
        for c in &m.struggle_cards {
            check_text(&c.name, "name", 80).unwrap();
            assert!(c.phase.is_none_or(|p| (1..=3).contains(&p)));
            assert!(ids.insert(format!("{}/{}", m.id, c.id)));
        }
        assert!(!m.source.is_empty());
        if m.objectives.is_none() {
            assert!(m.unverified.iter().any(|f| f == "objectives"));
        }
    }
    let sp = missions
        .iter()
        .find(|m| m.id == "shifting-priorities")
        .unwrap();
    assert_eq!(sp.special, Some(SpecialRule::ShiftingPriorities));
}

#[test]
fn rules_ids_in_the_data_exist() {
    let lib = crate::rules::Library::builtin();
    for id in builtin_units()
        .iter()
        .filter_map(|u| u.rule.as_deref())
        .chain(builtin_missions().iter().filter_map(|m| m.rule.as_deref()))
        .chain(generic_mission().rule.as_deref())
    {
        assert!(lib.get(id).is_some(), "no rules entry {id}");
    }
}

#[test]
fn custom_units_are_checked() {
    let mut u = builtin_units()[0].clone();
    u.id = "my-unit".into();
    u.custom = true;
    assert!(u.validate().is_ok());
    type Breaker = fn(&mut UnitDef);
    let cases: Vec<(Breaker, &str)> = vec![
        (|u| u.id = "Bad Id".into(), "id"),
        (|u| u.name.pl = " ".into(), "name"),
        (|u| u.stamina = Some(0), "stamina"),
        (|u| u.durability = Some(12), "durability"),
        (
            |u| u.eras = vec![Era::NewRepublic, Era::FallOfTheJedi],
            "eras",
        ),
        (|u| u.stances = vec![Text::new("a", "a"); 3], "stances"),
        (|u| u.source = String::new(), "source"),
    ];
    for (break_it, field) in cases {
        let mut v = u.clone();
        break_it(&mut v);
        assert_eq!(v.validate(), Err(bad(field)), "{field}");
    }
}

#[test]
fn a_typed_in_unit_cannot_take_a_shipped_units_id() {
    let shipped = builtin_units()[0].clone();
    assert!(matches!(
        shipped.validate_custom(),
        Err(SpError::CustomUnitExists { .. })
    ));
    let mine = UnitDef {
        id: "my-own-unit".into(),
        ..shipped
    };
    mine.validate_custom().unwrap();
}
