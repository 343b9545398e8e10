//! §13 scenarios 59–63: squad building.

use super::harness::*;
use datapad_engine::games::shatterpoint::SpError;
use datapad_engine::games::shatterpoint::{
    Action, Era, Pick, SquadIssue, SquadPick, TeamPick, UnitType,
};

fn team(first: SquadPick) -> TeamPick {
    TeamPick {
        squads: vec![first, standard_team().squads[1].clone()],
        tactics: None,
    }
}

fn set(t: &mut Table, team: TeamPick) -> Result<(), SpError> {
    t.act(Action::SetTeam {
        player: P1,
        team,
        casual: false,
    })
    .map(|_| ())
}

fn with_eras(mut p: Pick, eras: &[Era]) -> Pick {
    p.eras = Some(eras.to_vec());
    p
}

fn maul_squad(support_points: u32) -> SquadPick {
    squad(vec![
        pick("lord-maul", Primary, 11, 2, 3, 8),
        pick("gar-saxon-merciless-commander", Secondary, 9, 2, 1, 5),
        pick("magnaguard", Support, 10, 2, 0, support_points),
    ])
}

#[test]
fn s59_secondary_and_support_fit_the_primarys_squad_points() {
    let mut t = Table::new();
    assert_eq!(set(&mut t, team(maul_squad(3))), Ok(()), "5 + 3 ≤ 8");
    t.refused(
        Action::SetTeam {
            player: P1,
            team: team(maul_squad(4)),
            casual: false,
        },
        SpError::SquadPoints {
            squad: 1,
            cost: 9,
            points: 8,
        },
    );
}

#[test]
fn s60_one_era_per_squad_but_squads_may_differ() {
    let fotj = [Era::FallOfTheJedi];
    let mut t = Table::new();
    let mixed = squad(vec![
        with_eras(pick("lord-maul", Primary, 11, 2, 3, 8), &fotj),
        with_eras(
            pick("gar-saxon-merciless-commander", Secondary, 9, 2, 1, 4),
            &[Era::AgeOfRebellion],
        ),
        with_eras(pick("magnaguard", Support, 10, 2, 0, 3), &fotj),
    ]);
    assert_eq!(
        set(&mut t, team(mixed)),
        Err(SpError::SquadEra {
            squad: 1,
            unit: "Gar Saxon, Merciless Commander".into(),
            era: Era::FallOfTheJedi
        })
    );
    let mut first = maul_squad(3);
    first.units = first
        .units
        .into_iter()
        .map(|p| with_eras(p, &fotj))
        .collect();
    let mut second = standard_team().squads[1].clone();
    second.units = second
        .units
        .into_iter()
        .map(|p| with_eras(p, &[Era::ReignOfTheEmpire]))
        .collect();
    let two_eras = TeamPick {
        squads: vec![first, second],
        tactics: None,
    };
    assert_eq!(set(&mut t, two_eras), Ok(()));
    assert_eq!(
        t.state.team(P1).unwrap().eras,
        vec![Some(Era::FallOfTheJedi), Some(Era::ReignOfTheEmpire)]
    );
}

#[test]
fn s61_two_units_with_one_unique_name_are_refused() {
    let mut t = Table::new();
    let ahsokas = squad(vec![
        pick("ahsoka-tano-jedi-no-more", Primary, 12, 3, 3, 8),
        pick("gar-saxon-merciless-commander", Secondary, 9, 2, 1, 4),
        pick("magnaguard", Support, 10, 2, 0, 3),
    ]);
    // The second squad already has Padawan Ahsoka Tano.
    t.refused(
        Action::SetTeam {
            player: P1,
            team: team(ahsokas.clone()),
            casual: false,
        },
        SpError::SquadUniqueName {
            name: "Ahsoka Tano".into(),
        },
    );
    // Casual play lets it through and says so.
    let log = t.ok(Action::SetTeam {
        player: P1,
        team: team(ahsokas),
        casual: true,
    });
    assert!(log.contains("casual play, 1 squad rule waived"), "{log}");
    assert_eq!(
        t.state.team(P1).unwrap().waived,
        vec![SquadIssue::SquadUniqueName {
            name: "Ahsoka Tano".into()
        }]
    );
}

#[test]
fn s62_a_squad_without_a_support_unit_is_refused() {
    let mut t = Table::new();
    let two_secondaries = squad(vec![
        pick("lord-maul", Primary, 11, 2, 3, 8),
        pick("gar-saxon-merciless-commander", Secondary, 9, 2, 1, 4),
        pick("magnaguard", UnitType::Secondary, 10, 2, 0, 3),
    ]);
    assert_eq!(
        set(&mut t, team(two_secondaries)),
        Err(SpError::SquadShape { squad: 1 })
    );
    let short = squad(vec![
        pick("lord-maul", Primary, 11, 2, 3, 8),
        pick("gar-saxon-merciless-commander", Secondary, 9, 2, 1, 4),
    ]);
    assert_eq!(
        set(&mut t, team(short)),
        Err(SpError::SquadSize { squad: 1, got: 2 })
    );
    assert!(t.state.team(P1).is_none());
}

#[test]
fn s63_a_multi_era_unit_may_field_in_any_era_between() {
    let span = [Era::FallOfTheJedi, Era::AgeOfRebellion];
    let squad_in = |era: Option<Era>, others: Era| SquadPick {
        era,
        units: vec![
            with_eras(pick("lord-maul", Primary, 11, 2, 3, 8), &span),
            with_eras(
                pick("gar-saxon-merciless-commander", Secondary, 9, 2, 1, 4),
                &[others],
            ),
            with_eras(pick("magnaguard", Support, 10, 2, 0, 3), &[others]),
        ],
    };
    let mut t = Table::new();
    for era in [
        Era::FallOfTheJedi,
        Era::ReignOfTheEmpire,
        Era::AgeOfRebellion,
    ] {
        assert_eq!(
            set(&mut t, team(squad_in(Some(era), era))),
            Ok(()),
            "{era:?}"
        );
    }
    assert_eq!(
        set(
            &mut t,
            team(squad_in(Some(Era::NewRepublic), Era::NewRepublic))
        ),
        Err(SpError::SquadEra {
            squad: 1,
            unit: "Lord Maul".into(),
            era: Era::NewRepublic
        })
    );
    assert_eq!(
        set(&mut t, team(squad_in(None, Era::ReignOfTheEmpire))),
        Err(SpError::SquadEraChoose { squad: 1 }),
        "a multi-era primary needs the era chosen"
    );
}
