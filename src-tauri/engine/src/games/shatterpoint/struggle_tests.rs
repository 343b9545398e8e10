//! Unit tests of struggle.rs.
use super::super::action::Contester;
use super::super::objectives::objective_control;
use super::super::testkit::*;
use super::super::{Action, Phase};
use super::*;

fn c(player: u8, characters: u32, same_level: bool) -> Contester {
    Contester {
        player,
        characters,
        same_level,
        wounded: false,
    }
}

#[test]
fn control_follows_the_level_then_the_count_and_keeps_ties() {
    assert_eq!(
        objective_control(None, &[c(0, 1, true), c(1, 2, false)]),
        Some(0)
    );
    assert_eq!(
        objective_control(None, &[c(0, 1, false), c(1, 2, false)]),
        Some(1)
    );
    assert_eq!(
        objective_control(Some(1), &[c(0, 1, true), c(1, 1, true)]),
        Some(1)
    );
    assert_eq!(objective_control(Some(0), &[]), Some(0));
    let wounded = Contester {
        wounded: true,
        ..c(1, 3, true)
    };
    assert_eq!(objective_control(None, &[c(0, 1, false), wounded]), Some(0));
}

#[test]
fn momentum_fills_from_8_inward_and_stops_when_full() {
    let mut s = started();
    s.players[1].momentum = 7;
    s.token = -2;
    let s = ok(
        &s,
        Action::Damage {
            unit: unit(0, MAUL),
            amount: 11,
        },
    );
    assert_eq!(s.side(1).momentum, 8, "the 8th token goes on space 1");
    let s = ok(
        &s,
        Action::Damage {
            unit: unit(0, 1),
            amount: 9,
        },
    );
    assert_eq!(s.side(1).momentum, 8, "a full half takes no more");
    assert_eq!(s.struggle_won, None, "and that wins nothing");
    let mut s = started();
    s.players[1].momentum = 3; // spaces 8, 7, 6
    s.token = 5;
    let s = ok(
        &s,
        Action::Damage {
            unit: unit(0, MAUL),
            amount: 11,
        },
    );
    assert_eq!(
        s.struggle_won,
        Some(1),
        "the new token goes under the struggle token"
    );
}

#[test]
fn the_token_stops_on_the_first_marker_and_at_the_track_end() {
    let mut s = started();
    s.players[0].momentum = 3; // spaces 8, 7, 6 of player 1's half
    s.token = -4;
    let s2 = ok(
        &s,
        Action::MoveToken {
            player: 0,
            spaces: 5,
        },
    );
    assert_eq!((s2.token, s2.struggle_won), (-6, Some(0)));
    s.players[0].momentum = 0;
    let s3 = ok(
        &s,
        Action::MoveToken {
            player: 0,
            spaces: 9,
        },
    );
    assert_eq!((s3.token, s3.struggle_won), (-8, None));
}

#[test]
fn a_second_struggle_ends_the_game() {
    let mut s = started();
    s.won[1].push(s.struggle.clone().unwrap().card);
    s.token = 4;
    s.players[1].momentum = 4;
    let s = ok(
        &s,
        Action::MoveToken {
            player: 1,
            spaces: 1,
        },
    );
    assert_eq!((s.phase, s.winner), (Phase::Over, Some(1)));
    assert_eq!(
        act(
            &s,
            Action::Damage {
                unit: unit(0, MAUL),
                amount: 1
            }
        ),
        Err(SpError::Common(Common::GameOver))
    );
}

#[test]
fn spending_momentum_needs_the_tokens() {
    let s = started();
    assert_eq!(
        act(
            &s,
            Action::SpendMomentum {
                player: 0,
                amount: 2
            }
        ),
        Err(SpError::NotEnoughMomentum { need: 2, have: 1 })
    );
    let s = ok(
        &s,
        Action::SpendMomentum {
            player: 0,
            amount: 1,
        },
    );
    assert_eq!(s.side(0).momentum, 0);
}
