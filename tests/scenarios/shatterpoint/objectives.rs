//! §13 scenarios 28–30: objective control. Positions on the table are the players' to judge;
//! the engine applies the control rule to the counts they enter (also offered to the UI as
//! `objective_control`).

use super::harness::*;
use datapad_engine::games::shatterpoint::{
    objective_control, Action, Contester, ControlEntry, ControlInput,
};

fn c(player: u8, characters: u32, same_level: bool) -> Contester {
    Contester {
        player,
        characters,
        same_level,
        wounded: false,
    }
}

/// Ends the first turn with these counts entered for objective 1.
fn control_by_counts(previous: Option<u8>, contesters: Vec<Contester>) -> Option<u8> {
    let mut t = Table::started();
    t.activate(MAUL);
    t.ok(Action::EndActivation);
    let entry = |control| ControlEntry {
        objective: 0,
        control,
    };
    if let Some(p) = previous {
        t.ok(Action::EndTurn {
            control: vec![entry(ControlInput::Player { player: p })],
        });
        t.activate(MAUL);
        t.ok(Action::EndActivation);
    }
    t.ok(Action::EndTurn {
        control: vec![entry(ControlInput::Counts { contesters })],
    });
    t.state.objectives[0].controller
}

#[test]
fn s28_the_tokens_level_beats_a_bigger_count_elsewhere() {
    // Anakin alone on the token's level; two Super Commandos on another level.
    let cs = [c(P1, 1, true), c(P2, 2, false)];
    assert_eq!(objective_control(None, &cs), Some(P1));
    assert_eq!(control_by_counts(None, cs.to_vec()), Some(P1));
}

#[test]
fn s29_with_nobody_on_the_tokens_level_the_other_levels_count() {
    // Rex against two B1 battle droids, all on other levels.
    let cs = [c(P1, 1, false), c(P2, 2, false)];
    assert_eq!(objective_control(None, &cs), Some(P2));
    assert_eq!(control_by_counts(None, cs.to_vec()), Some(P2));
}

#[test]
fn s30_a_tie_keeps_control_and_wounded_units_do_not_contest() {
    let table: [(Option<u8>, Vec<Contester>, Option<u8>); 5] = [
        // A tie on the token's level: unchanged, even with more on other levels.
        (
            Some(P2),
            vec![c(P1, 1, true), c(P2, 1, true), c(P2, 3, false)],
            Some(P2),
        ),
        (None, vec![c(P1, 2, true), c(P2, 2, true)], None),
        (Some(P1), vec![c(P1, 1, false), c(P2, 1, false)], Some(P1)),
        // A Wounded unit's characters do not count.
        (
            None,
            vec![
                Contester {
                    wounded: true,
                    ..c(P1, 3, true)
                },
                c(P2, 1, false),
            ],
            Some(P2),
        ),
        // Nobody left near it: control stays.
        (Some(P1), vec![], Some(P1)),
    ];
    for (previous, cs, want) in table {
        assert_eq!(objective_control(previous, &cs), want, "{cs:?}");
        assert_eq!(control_by_counts(previous, cs.clone()), want, "{cs:?}");
    }
}
