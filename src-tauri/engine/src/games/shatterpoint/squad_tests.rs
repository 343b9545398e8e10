//! The strike team checks: slots, casual play, battle tactics and eras.

use super::super::testkit::{pick, team};
use super::*;

#[test]
fn an_era_span_covers_the_eras_between() {
    assert_eq!(
        era_span(&[Era::FallOfTheJedi, Era::AgeOfRebellion]),
        vec![
            Era::FallOfTheJedi,
            Era::ReignOfTheEmpire,
            Era::AgeOfRebellion
        ]
    );
    assert_eq!(era_span(&[Era::NewRepublic]), vec![Era::NewRepublic]);
    assert!(era_span(&[]).is_empty());
}

#[test]
fn slots_follow_the_unit_types_and_the_card_fills_gaps() {
    let mut t = team();
    t.squads[0].units.reverse();
    let (team, issues) = validate_team(&[], &t, false).unwrap();
    assert!(issues.is_empty());
    assert_eq!(team.units[0].card.def, "lord-maul");
    assert_eq!(team.units[0].card.stamina, 11);
    // A unit of the players' own without a durability: the pick must give it.
    let mine = UnitDef {
        id: "my-padawan".into(),
        durability: None,
        custom: true,
        ..find_unit(&[], "padawan-ahsoka-tano").unwrap().clone()
    };
    let mut t = super::super::testkit::team();
    t.squads[0].units[0].stamina = None;
    t.squads[1].units[1].unit = mine.id.clone();
    t.squads[1].units[1].durability = None;
    assert_eq!(
        validate_team(&[mine], &t, false).unwrap_err(),
        SpError::UnitStatMissing {
            unit: "Padawan Ahsoka Tano".into(),
            stat: "durability".into()
        },
        "Maul's stamina comes from the data; the custom unit's durability is asked"
    );
}

#[test]
fn casual_play_records_the_broken_rules() {
    let mut t = team();
    t.squads[1].units[2] = pick("lord-maul", UnitType::Support, 11, 2, 3, 9);
    let strict = validate_team(&[], &t, false).unwrap_err();
    assert_eq!(
        strict,
        SpError::SquadPoints {
            squad: 2,
            cost: 13,
            points: 7
        }
    );
    let (team, issues) = validate_team(&[], &t, true).unwrap();
    assert_eq!(issues.len(), 3, "{issues:?}");
    assert!(issues.contains(&SquadIssue::SquadUniqueName {
        name: "Maul".into()
    }));
    assert_eq!(team.waived, issues);
    assert!(issues.contains(&SquadIssue::SquadUnitName {
        name: "Lord Maul".into()
    }));
}

#[test]
fn battle_tactics_come_from_one_team_unit() {
    let mut t = team();
    t.tactics = Some(super::super::action::TacticsPick { slot: 6, cards: 2 });
    assert_eq!(
        validate_team(&[], &t, false).unwrap_err(),
        SpError::TacticsInvalid
    );
    t.tactics = Some(super::super::action::TacticsPick { slot: 3, cards: 2 });
    assert_eq!(
        validate_team(&[], &t, false).unwrap().0.tactics,
        Some(Tactics { slot: 3, cards: 2 })
    );
}

#[test]
fn without_a_primary_era_the_known_spans_must_meet() {
    let mut t = team();
    t.squads[0].units[0].eras = Some(Vec::new());
    t.squads[0].units[1].eras = Some(vec![Era::FallOfTheJedi]);
    t.squads[0].units[2].eras = Some(vec![Era::NewRepublic]);
    assert_eq!(
        validate_team(&[], &t, false).unwrap_err(),
        SpError::SquadEra {
            squad: 1,
            unit: "MagnaGuard".into(),
            era: Era::FallOfTheJedi
        }
    );
    t.squads[0].units[2].eras = Some(vec![Era::FallOfTheJedi, Era::AgeOfRebellion]);
    assert!(validate_team(&[], &t, false).is_ok());
}
