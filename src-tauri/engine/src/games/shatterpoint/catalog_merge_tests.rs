//! The merge of the seeds and ShatterApp's data, and the maintainers' list of where they differ.

use super::super::catalog::{builtin_units, seed_units};
use super::super::stance::builtin_stances;
use super::super::{Era, UnitType};
use super::*;
use std::collections::HashSet;
use std::path::PathBuf;

fn unit(id: &str) -> &'static UnitDef {
    builtin_units()
        .iter()
        .find(|u| u.id == id)
        .unwrap_or_else(|| panic!("no unit {id}"))
}

#[test]
fn every_shatterapp_unit_ships_once_and_valid_with_every_seed_unit_first() {
    assert_eq!(facts_units().len(), 139, "shatterapp.json parses whole");
    let units = builtin_units();
    assert_eq!(units.len(), 139, "each seed unit has its ShatterApp twin");
    let seed = seed_units();
    for (u, s) in units.iter().zip(&seed) {
        assert_eq!(u.id, s.id, "the seeds come first, in their order");
    }
    let mut ids = HashSet::new();
    for u in units {
        u.validate().unwrap_or_else(|e| panic!("{}: {e}", u.id));
        assert!(ids.insert(&u.id), "{} twice", u.id);
        let source = u.second_source.as_ref().map_or(&u.source, |s| &s.source);
        assert!(
            source.contains("ShatterApp") && source.contains("SPT 0"),
            "{}",
            u.id
        );
        // What ShatterApp gave or confirmed is no longer unverified; a unit of its own lacks
        // only the abilities.
        match &u.second_source {
            Some(s) => {
                for field in s.filled.iter().chain(&s.confirmed) {
                    assert!(!u.unverified.contains(field), "{}: {field}", u.id);
                }
            }
            None => assert_eq!(u.unverified, ["abilities"], "{}", u.id),
        }
        assert!(u.stamina.is_some() && u.durability.is_some() && u.force.is_some());
        assert!(u.points.is_some() && u.unit_type.is_some() && !u.eras.is_empty());
    }
}

#[test]
fn the_seed_stands_and_shatterapp_fills_what_it_leaves_out() {
    // The seed says MagnaGuard has stamina 10; ShatterApp's card data says 9.
    assert_eq!(unit("magnaguard").stamina, Some(10));
    let maul = unit("lord-maul");
    assert_eq!(
        (maul.stamina, maul.durability, maul.force, maul.points),
        (Some(11), Some(2), Some(3), Some(8))
    );
    assert_eq!(maul.unit_type, Some(UnitType::Primary));
    assert_eq!(maul.eras, vec![Era::FallOfTheJedi]);
    let second = maul.second_source.as_ref().expect("two sources");
    assert!(second.filled.contains(&"durability".to_string()));
    assert!(second.confirmed.contains(&"stamina".to_string()));
    assert!(
        maul.source.starts_with("Seed 000"),
        "the seed's source stays"
    );
    assert_eq!(maul.abilities.len(), 4, "the seed's abilities stay");
    // A unit only ShatterApp gives: its card back whole, its abilities unknown.
    let fil = unit("cc-3714-clone-commander-fil");
    assert!(fil.second_source.is_none());
    assert_eq!(fil.unverified, ["abilities"]);
    let clones = unit("501st-clone-troopers");
    assert_eq!(
        clones.name.en, "501st Legion Clone Troopers",
        "the seed's name"
    );
}

#[test]
fn seed_stances_keep_their_ids_and_gain_shatterapps_dice() {
    let all = builtin_stances().expect("shipped stances");
    assert_eq!(
        all.len(),
        183,
        "every side of every card, the seeds' merged in"
    );
    let get = |id: &str| all.iter().find(|s| s.id == id).expect(id);
    let jar_kai = get("ahsoka-jar-kai");
    assert_eq!(
        (jar_kai.melee.attack, jar_kai.melee.defense),
        (Some(7), Some(5))
    );
    assert_eq!(
        (jar_kai.ranged.attack, jar_kai.ranged.defense),
        (None, Some(5))
    );
    assert_eq!(jar_kai.missing, ["melee.chart", "defense_chart", "tree"]);
    assert!(jar_kai.source.contains("Filled from ShatterApp"));
    assert!(!all.iter().any(|s| s.id == "ahsoka-tano-jedi-no-more-1"));
    let shien = get("ahsoka-form-v-shien");
    assert_eq!(
        (shien.melee.attack, shien.melee.defense),
        (Some(6), Some(6))
    );
    assert_eq!(
        shien.missing,
        ["melee.weapon", "melee.chart", "defense_chart", "tree"]
    );
    assert_eq!(shien.defense_chart.len(), 1, "the seed's chart row stays");
    let dice_only = get("cc-3714-clone-commander-fil-1");
    assert!(dice_only.tree.options.is_empty() && dice_only.defense_chart.is_empty());
    assert!(dice_only.missing.contains(&"tree".to_string()));
}

/// The maintainers' file, as this build's merge finds the disagreements.
fn markdown(list: &[Disagreement]) -> String {
    let mut out = String::from(
        "# Where the rulebook seeds and ShatterApp disagree\n\n\
         The shipped catalog merges the seeds (`units.json`, `stances.json`) with ShatterApp's card\n\
         data (`shatterapp.json`, from `scripts/sp_shatterapp.py`). Where both give a value the seed's\n\
         ships; each difference is listed here to check against the printed cards. This file is\n\
         written by `DATAPAD_BLESS=1 cargo test -p datapad-engine --lib catalog_merge` and checked\n\
         by the same test without it.\n\n",
    );
    out.push_str(&format!("{} disagreements.\n\n", list.len()));
    out.push_str("| item | field | seed (ships) | ShatterApp |\n|---|---|---|---|\n");
    for d in list {
        let cell = |s: &str| s.replace('|', "\\|");
        out.push_str(&format!(
            "| {} | {} | {} | {} |\n",
            cell(&d.item),
            cell(&d.field),
            cell(&d.seed),
            cell(&d.facts)
        ));
    }
    out
}

#[test]
fn the_disagreements_file_lists_every_disagreement() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../content/shatterpoint/DISAGREEMENTS.md");
    let want = markdown(&disagreements());
    if std::env::var_os("DATAPAD_BLESS").is_some() {
        std::fs::write(&path, &want).expect("write DISAGREEMENTS.md");
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "content/shatterpoint/DISAGREEMENTS.md is out of step with the catalog; rerun with DATAPAD_BLESS=1"
    );
    assert!(
        !disagreements().iter().any(|d| d.field == "merge"),
        "every merged stance is valid"
    );
}
