//! Every unit ShatterApp's card data gives ships, with its facts: the catalog is checked against
//! the facts file itself (`tests/data/sp-units-facts.json`), each value equal or, where the
//! rulebook seed gave another, named in the maintainers' list of disagreements. And a strike
//! team of shipped units is checked against the points on their cards alone.

use super::harness::*;
use datapad_engine::games::shatterpoint::catalog_merge::disagreements;
use datapad_engine::games::shatterpoint::stance::builtin_stances;
use datapad_engine::games::shatterpoint::{
    builtin_units, Action, Pick, SpError, SquadPick, TeamPick, UnitDef,
};
use serde_json::{json, Value};

fn facts() -> Vec<Value> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/sp-units-facts.json");
    let text = std::fs::read_to_string(path).expect("the facts file");
    let v: Value = serde_json::from_str(&text).expect("facts json");
    v["units"].as_array().expect("units").clone()
}

/// The shipped unit whose source names this card's SPT code.
fn by_spt(spt: &str) -> &'static UnitDef {
    let code = format!("SPT {spt}");
    let found: Vec<&UnitDef> = builtin_units()
        .iter()
        .filter(|u| {
            let second = u.second_source.as_ref().map(|s| s.source.as_str());
            u.source.contains(&code) || second.is_some_and(|s| s.contains(&code))
        })
        .collect();
    assert_eq!(found.len(), 1, "{spt}");
    found[0]
}

fn era(name: &str) -> &'static str {
    match name {
        "Clone Wars" => "fall_of_the_jedi",
        "Empire" => "reign_of_the_empire",
        "Civil War" => "age_of_rebellion",
        _ => "new_republic",
    }
}

/// Whether the seed and ShatterApp are listed as differing on this item's field.
fn listed(item: &str, field: &str) -> bool {
    disagreements()
        .iter()
        .any(|d| d.item == item && d.field == field)
}

#[test]
fn the_catalog_holds_every_unit_of_the_facts_file_with_its_facts() {
    let facts = facts();
    assert_eq!(facts.len(), 139);
    assert_eq!(builtin_units().len(), 139);
    let mut differing = 0;
    for f in &facts {
        let u = by_spt(f["spt"].as_str().expect("spt"));
        let points = if f["unit_type"] == "Primary" {
            &f["squad_points"]
        } else {
            &f["point_cost"]
        };
        let eras: Vec<&str> = f["era"]
            .as_str()
            .expect("era")
            .split(';')
            .map(era)
            .collect();
        let span = match eras.as_slice() {
            [one] => json!([one]),
            [first, .., last] => json!([first, last]),
            _ => json!([]),
        };
        let tags = |v: &Value| {
            let mut t: Vec<String> = v
                .as_array()
                .expect("list")
                .iter()
                .map(|t| t.as_str().unwrap_or_default().to_string())
                .collect();
            t.sort();
            json!(t)
        };
        let names = |l: &Value| -> Value {
            l.as_array()
                .map(|l| l.iter().map(|s| s["name"].clone()).collect())
                .unwrap_or_default()
        };
        let en = |l: &[datapad_engine::games::shatterpoint::Text]| -> Value {
            l.iter().map(|t| json!(t.en)).collect()
        };
        let shipped = json!(u);
        let checks = [
            ("name", json!(u.name.en), f["name"].clone()),
            (
                "unique_name",
                shipped["unique_name"].clone(),
                f["character_type"].clone(),
            ),
            (
                "unit_type",
                shipped["unit_type"].clone(),
                json!(f["unit_type"].as_str().map(str::to_lowercase)),
            ),
            ("stamina", json!(u.stamina), f["stamina"].clone()),
            ("durability", json!(u.durability), f["durability"].clone()),
            ("force", json!(u.force), f["force"].clone()),
            ("points", json!(u.points), points.clone()),
            ("characters", json!(u.characters), f["model_count"].clone()),
            ("eras", shipped["eras"].clone(), span),
            ("traits", tags(&en(&u.traits)), tags(&f["tags"])),
            ("stances", en(&u.stances), names(&f["stances"])),
        ];
        for (field, have, want) in checks {
            if have != want {
                differing += 1;
                let item = format!("unit {}", u.id);
                assert!(
                    listed(&item, field),
                    "{item} {field}: {have} ≠ {want}, not listed"
                );
            }
        }
    }
    assert!(differing < 20, "the seeds mostly agree: {differing}");
}

#[test]
fn every_side_of_every_card_ships_with_its_dice() {
    let stances = builtin_stances().expect("shipped stances");
    let mut sides = 0;
    for f in facts() {
        let u = by_spt(f["spt"].as_str().expect("spt"));
        for fs in f["stances"].as_array().expect("stances") {
            sides += 1;
            let side = fs["number"].as_u64().expect("number") - 1;
            let s = stances
                .iter()
                .find(|s| s.unit.as_deref() == Some(&u.id) && u64::from(s.side) == side)
                .unwrap_or_else(|| panic!("{} side {side}", u.id));
            assert!(
                !s.missing.is_empty(),
                "{}: no source gives a whole card",
                s.id
            );
            let item = format!("stance {}", s.id);
            for (path, have, want) in [
                (
                    "melee.attack",
                    json!(s.melee.attack),
                    fs["melee"]["attack"].clone(),
                ),
                (
                    "melee.defense",
                    json!(s.melee.defense),
                    fs["melee"]["defense"].clone(),
                ),
                (
                    "ranged.attack",
                    json!(s.ranged.attack),
                    fs["ranged"]["attack"].clone(),
                ),
                (
                    "ranged.defense",
                    json!(s.ranged.defense),
                    fs["ranged"]["defense"].clone(),
                ),
                (
                    "ranged.range",
                    json!(s.ranged.range),
                    fs["ranged"]["range"].clone(),
                ),
            ] {
                assert!(
                    have == want || listed(&item, path),
                    "{item} {path}: {have} ≠ {want}"
                );
            }
            let unit_item = format!("unit {}", u.id);
            assert!(
                s.name.en == fs["name"] || listed(&item, "name") || listed(&unit_item, "stances"),
                "{item}: name"
            );
        }
    }
    assert_eq!(sides, 183);
    assert_eq!(stances.len(), sides, "one stance a card side");
}

fn shipped_team(squads: [[&str; 3]; 2]) -> TeamPick {
    let pick = |id: &&str| Pick {
        unit: id.to_string(),
        ..Pick::default()
    };
    TeamPick {
        squads: squads
            .iter()
            .map(|s| SquadPick {
                era: None,
                units: s.iter().map(pick).collect(),
            })
            .collect(),
        tactics: None,
    }
}

#[test]
fn a_squad_of_shipped_units_is_checked_against_the_points_on_their_cards() {
    let maul = ["lord-maul", "gar-saxon-merciless-commander", "magnaguard"];
    // Squad points of the primary (General Anakin: 7) against the point costs of the others.
    let fits = [
        "general-anakin-skywalker",
        "padawan-ahsoka-tano",
        "501st-clone-troopers",
    ];
    let over = [
        "general-anakin-skywalker",
        "aurra-sing",
        "501st-clone-troopers",
    ];
    let mut t = Table::new();
    t.ok(Action::SetTeam {
        player: P1,
        team: shipped_team([maul, fits]),
        casual: false,
    });
    let team = t.state.teams[0].as_ref().expect("team set");
    let points: Vec<Option<u32>> = team.units.iter().map(|u| u.card.points).collect();
    assert_eq!(
        points,
        [Some(8), Some(4), Some(3), Some(7), Some(4), Some(3)]
    );
    t.refused(
        Action::SetTeam {
            player: P2,
            team: shipped_team([maul, over]),
            casual: false,
        },
        SpError::SquadPoints {
            squad: 2,
            cost: 8,
            points: 7,
        },
    );
}
