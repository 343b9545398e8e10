//! Unit tests of setup.rs.
use super::super::action::RollInput;
use super::super::start::first_player;
use super::super::state::RollCounts;
use super::super::testkit::*;
use super::super::{Action, Phase, State};
use super::*;

fn counts(crit: u8, strike: u8, expertise: u8) -> RollCounts {
    RollCounts {
        crit,
        strike,
        expertise,
        failure: 5 - crit - strike - expertise,
    }
}

#[test]
fn the_roll_off_compares_crits_then_strikes_then_expertise() {
    assert_eq!(first_player(&[counts(1, 0, 4), counts(0, 5, 0)]), Some(0));
    assert_eq!(first_player(&[counts(1, 2, 0), counts(1, 1, 3)]), Some(0));
    assert_eq!(first_player(&[counts(0, 2, 1), counts(0, 2, 3)]), Some(1));
    assert_eq!(first_player(&[counts(1, 1, 1), counts(1, 1, 1)]), None);
}

#[test]
fn a_virtual_roll_off_rolls_five_dice_each_and_replays() {
    let (s, e) = act_seeded(
        &State::default(),
        Action::RollOff {
            roll: RollInput::Virtual,
        },
        5,
    )
    .unwrap();
    let roll = s.roll_off.clone().unwrap();
    for c in roll.counts {
        assert_eq!(c.crit + c.strike + c.expertise + c.failure, 5);
    }
    assert_eq!(s.first_player, roll.first);
    assert_eq!(crate::game::replay::<super::super::Shatterpoint>(&[e]), s);
}

#[test]
fn physical_counts_must_add_up_to_five() {
    let bad = RollCounts {
        crit: 1,
        strike: 1,
        expertise: 1,
        failure: 1,
    };
    let roll = RollInput::Physical {
        counts: vec![counts(1, 0, 0), bad],
    };
    assert_eq!(
        act(&State::default(), Action::RollOff { roll }),
        Err(SpError::RollOffCounts { player: 2 })
    );
}

#[test]
fn the_game_starts_only_when_everything_is_chosen() {
    let s = State::default();
    assert_eq!(
        act(&s, Action::StartGame),
        Err(SpError::TeamMissing { player: 1 })
    );
    assert_eq!(
        act(
            &s,
            Action::ChooseMission {
                mission: "generic".into(),
                objectives: None
            }
        ),
        Err(SpError::ObjectiveCount { min: 1, max: 10 })
    );
    assert_eq!(
        act(
            &s,
            Action::ChooseMission {
                mission: "nope".into(),
                objectives: Some(3)
            }
        ),
        Err(SpError::UnknownMission { id: "nope".into() })
    );
    let s = started();
    assert_eq!(s.phase, Phase::Playing);
    assert_eq!(s.side(1).deck.len(), 7);
    assert_eq!((s.side(1).momentum, s.token), (1, 0));
    assert_eq!(s.mission_deck.len(), 2, "phases II and III wait face down");
    assert_eq!(
        act(&s, Action::StartGame),
        Err(crate::error::Common::WrongPhase {
            phase: "playing".into()
        }
        .into())
    );
}

#[test]
fn a_known_struggle_card_pool_is_drawn_per_phase() {
    let mut s = teams_and_mission(2);
    s = ok(
        &s,
        Action::RollOff {
            roll: RollInput::Physical {
                counts: vec![counts(1, 0, 0), counts(0, 0, 0)],
            },
        },
    );
    let card = |id: &str, phase| super::super::StruggleCardDef {
        id: id.into(),
        name: super::super::Text::new(id, id),
        phase: Some(phase),
        unverified: vec![],
    };
    if let Some(m) = s.mission.as_mut() {
        m.cards = vec![card("a", 1), card("b", 1), card("c", 2)];
    }
    let seen: std::collections::BTreeSet<_> = (0..16)
        .map(|seed| {
            let (t, _) = act_seeded(&s, Action::StartGame, seed).unwrap();
            assert_eq!(t.mission_deck[0].card.as_deref(), Some("c"));
            assert_eq!(t.mission_deck[1].card, None, "no phase III cards known");
            t.struggle.unwrap().card.card.unwrap()
        })
        .collect();
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), vec!["a", "b"]);
}

#[test]
fn custom_units_join_the_catalog_once() {
    let mut def = crate::games::shatterpoint::builtin_units()[0].clone();
    def.id = "my-maul".into();
    let s = ok(
        &State::default(),
        Action::AddCustomUnit {
            unit: Box::new(def.clone()),
        },
    );
    assert!(s.custom_units[0].custom);
    assert_eq!(
        act(
            &s,
            Action::AddCustomUnit {
                unit: Box::new(def)
            }
        ),
        Err(SpError::CustomUnitExists {
            id: "my-maul".into()
        })
    );
}
