//! §13 scenarios 20–27 and 31: the struggle track, winning and resetting a struggle, and the
//! Shifting Priorities mission rule. Player 1's half is −1…−8, player 2's is 1…8.

use super::harness::*;
use datapad_engine::games::shatterpoint::faces;
use datapad_engine::games::shatterpoint::{
    Action, AdjustTarget, Ask, Change, ControlEntry, ControlInput, DieInput, Phase, Shatterpoint,
    Step,
};

fn control(pairs: &[(u8, u8)]) -> Vec<ControlEntry> {
    pairs
        .iter()
        .map(|(objective, player)| ControlEntry {
            objective: *objective,
            control: ControlInput::Player { player: *player },
        })
        .collect()
}

fn end_turn_with(t: &mut Table, pairs: &[(u8, u8)]) -> String {
    t.ok(Action::EndActivation);
    t.ok(Action::EndTurn {
        control: control(pairs),
    })
}

#[test]
fn s20_the_first_turn_moves_nothing_and_gives_no_centre_momentum() {
    let mut t = Table::started();
    t.activate(MAUL);
    let log = end_turn_with(&mut t, &[(0, P1), (1, P1)]);
    assert_eq!(t.state.token, 0);
    assert_eq!(
        (t.state.side(P1).momentum, t.state.side(P2).momentum),
        (1, 1)
    );
    assert!(!log.contains("moves"), "{log}");
}

#[test]
fn s21_turn_two_moves_toward_the_active_player_and_catches_up() {
    let mut t = Table::started();
    t.turn_with(MAUL);
    t.adjust(AdjustTarget::Token { position: -3 });
    t.activate(MAUL);
    let log = end_turn_with(&mut t, &[(0, P2)]);
    assert_eq!(t.state.token, -2, "1 space toward player 2");
    assert_eq!(
        t.state.side(P2).momentum,
        2,
        "still on player 1's half: player 2 gains"
    );
    assert!(log.contains("Player 2 gains momentum: the token is on the opponent's half."));
}

#[test]
fn s22_the_token_on_the_centre_gives_both_players_momentum() {
    let mut t = Table::started();
    for slot in [MAUL, MAUL, GAR, GAR] {
        t.turn_with(slot);
    }
    assert_eq!(t.state.turn.number, 5);
    let before = (t.state.side(P1).momentum, t.state.side(P2).momentum);
    t.activate(MAGNA);
    let log = end_turn_with(&mut t, &[]);
    assert_eq!(t.state.token, 0);
    let after = (t.state.side(P1).momentum, t.state.side(P2).momentum);
    assert_eq!(after, (before.0 + 1, before.1 + 1));
    assert!(log.contains("Player 1 gains momentum: the token is on the centre. Player 2 gains momentum: the token is on the centre."));
}

#[test]
fn s23_the_token_landing_on_an_own_marker_wins() {
    let mut t = Table::started();
    t.turn_with(MAUL);
    t.turn_with(MAUL);
    t.adjust(AdjustTarget::Momentum {
        player: P1,
        count: 2,
    });
    t.adjust(AdjustTarget::Token { position: -5 });
    t.activate(GAR);
    let log = end_turn_with(&mut t, &[(0, P1), (1, P1)]);
    assert!(log.contains("The struggle token moves 2 spaces toward Player 1. Player 1 wins the struggle (1 of 2)."), "{log}");
    assert_eq!(t.state.won[0].len(), 1);
}

#[test]
fn s24_momentum_placed_under_the_token_wins_at_once() {
    let mut t = Table::started();
    t.adjust(AdjustTarget::Momentum {
        player: P1,
        count: 2,
    });
    t.adjust(AdjustTarget::Token { position: -6 });
    t.activate(MAUL);
    let log = t.damage(P2, CLONES, 8);
    assert!(log.ends_with("Player 1 gains momentum. Player 1 wins the struggle (1 of 2)."));
    assert_eq!(t.state.struggle_won, Some(P1));
    assert_eq!(
        t.state.side(P1).momentum,
        3,
        "the reset waits for the end of the turn"
    );
    t.end_turn();
    assert_eq!((t.state.token, t.state.side(P1).momentum), (0, 1));
}

#[test]
fn s25_a_full_half_cannot_place_momentum_or_win() {
    let mut t = Table::started();
    t.adjust(AdjustTarget::Momentum {
        player: P1,
        count: 8,
    });
    t.adjust(AdjustTarget::Token { position: 2 });
    let log = t.damage(P2, CLONES, 8);
    assert!(log.ends_with("Player 1's half is full: no momentum placed."));
    assert_eq!(t.state.struggle_won, None);
    assert_eq!(t.state.side(P1).momentum, 8);
}

#[test]
fn s26_the_reset_follows_the_defeat_check_and_the_loser_picks_the_map() {
    let mut t = Table::started();
    t.turn_with(MAUL);
    t.damage(P2, CLONES, 8);
    t.turn_with(MAUL);
    t.turn_with(GAR);
    t.adjust(AdjustTarget::Momentum {
        player: P2,
        count: 2,
    });
    t.adjust(AdjustTarget::Token { position: 6 });
    t.activate(CLONES); // the wound becomes the clones' first injury: durability 1
    let log = end_turn_with(&mut t, &[(2, P2)]);
    let changes = &t.events.last().unwrap().changes;
    let at = |f: &dyn Fn(&Change) -> bool| changes.iter().position(f);
    let defeated = at(&|c| matches!(c, Change::UnitDefeated { .. })).unwrap();
    let reset = at(&|c| matches!(c, Change::StruggleReset)).unwrap();
    let revealed = at(&|c| matches!(c, Change::StruggleRevealed { number: 2, .. })).unwrap();
    assert!(defeated < reset && reset < revealed, "{log}");
    let s = &t.state;
    assert_eq!(
        (s.token, s.side(P1).momentum, s.side(P2).momentum),
        (0, 1, 1)
    );
    assert!(s
        .objectives
        .iter()
        .all(|o| !o.active && o.controller.is_none()));
    assert_eq!(s.turn.step, Step::StruggleSetup);
    let Ask::ActivateObjectives {
        number,
        map_chooser,
        ..
    } = datapad_engine::game::view::<Shatterpoint>(s).prompt.ask
    else {
        panic!("the new card's objectives are asked")
    };
    assert_eq!(
        (number, map_chooser),
        (2, Some(P1)),
        "player 1 lost and picks the map"
    );
    let log = t.ok(Action::SetActiveObjectives {
        active: vec![0, 2],
        map: Some(1),
        card: None,
    });
    assert_eq!(log, "Map 2. Active objectives: 1, 3. Turn 5: Player 1.");
}

#[test]
fn s27_a_second_struggle_wins_the_game() {
    let mut t = Table::started();
    t.adjust(AdjustTarget::Momentum {
        player: P2,
        count: 3,
    });
    t.adjust(AdjustTarget::Token { position: 6 });
    t.turn_with(MAUL);
    t.ok(Action::SetActiveObjectives {
        active: vec![0],
        map: None,
        card: None,
    });
    t.adjust(AdjustTarget::Momentum {
        player: P2,
        count: 2,
    });
    t.activate(MAUL);
    let log = t.ok(Action::MoveToken {
        player: P2,
        spaces: 7,
    });
    assert!(log.ends_with("Player 2 wins the struggle (2 of 2). Player 2 wins the game!"));
    assert_eq!((t.state.phase, t.state.winner), (Phase::Over, Some(P2)));
    assert!(matches!(
        datapad_engine::game::view::<Shatterpoint>(&t.state)
            .prompt
            .ask,
        Ask::GameOver { winner: Some(1) }
    ));
}

#[test]
fn s31_shifting_priorities_adds_a_space_for_the_priority_objective() {
    let mut t = Table::with([standard_team(), standard_team()], "shifting-priorities", 5);
    t.ok(Action::SetActiveObjectives {
        active: vec![0, 1, 2],
        map: None,
        card: None,
    });
    assert_eq!(
        t.state.turn.step,
        Step::Reveal,
        "no priority roll in phase I"
    );
    // Player 1 wins struggle 1 by hand, to reach phase II.
    t.adjust(AdjustTarget::Token { position: -8 });
    t.turn_with(MAUL);
    t.ok(Action::SetActiveObjectives {
        active: vec![1, 3, 4],
        map: None,
        card: None,
    });
    assert_eq!(
        (t.state.turn.player, t.state.turn.step),
        (P2, Step::StartOfTurn)
    );
    let log = t.ok(Action::PriorityRoll {
        roll: DieInput::Physical { face: faces::BLOCK },
    });
    assert_eq!(log, "Player 2 rolled the priority die: Block.");
    t.ok(Action::MarkPriority { objective: Some(3) });
    t.activate(MAUL);
    let log = end_turn_with(&mut t, &[(3, P2), (4, P2)]);
    assert_eq!(t.state.token, 3, "2 objectives + 1 for the priority one");
    assert!(log.contains("The priority token is removed."));
    assert!(t.state.objectives.iter().all(|o| !o.priority));
    // The next turn rolls again, virtually this time.
    assert_eq!(t.state.turn.step, Step::StartOfTurn);
    t.ok(Action::PriorityRoll {
        roll: DieInput::Virtual,
    });
    assert!(t.state.turn.priority_face.is_some());
}
