//! §13 scenarios 32–33: the dice weights and the first-player roll-off.

use super::harness::*;
use datapad_engine::dice::{Catalog, Counts};
use datapad_engine::games::shatterpoint::faces;
use datapad_engine::games::shatterpoint::{Action, RollInput};

#[test]
fn s32_the_dice_have_the_rulebook_weights() {
    // The RNG draws faces uniformly, so the face table is the weight table; the dice module's
    // `rolls_follow_the_face_weights` checks the draws with a chi-square test.
    let cat = Catalog::builtin();
    let attack = Counts::of(cat.get("sp-attack").unwrap().faces.iter().copied());
    let got = [
        faces::CRIT,
        faces::STRIKE,
        faces::ATTACK_EXPERTISE,
        faces::FAILURE,
    ]
    .map(|s| attack.get(s));
    assert_eq!(got, [1, 3, 2, 2]);
    let defense = Counts::of(cat.get("sp-defense").unwrap().faces.iter().copied());
    let got = [faces::BLOCK, faces::DEFENSE_EXPERTISE, faces::FAILURE].map(|s| defense.get(s));
    assert_eq!(got, [2, 2, 2]);
}

#[test]
fn s33_the_roll_off_compares_crits_then_strikes_then_expertise() {
    let cases = [
        // A: 1 crit 2 strikes; B: 1 crit 1 strike 3 expertise → A (more strikes).
        (counts(1, 2, 0), counts(1, 1, 3), Some(P1)),
        (counts(0, 1, 0), counts(1, 0, 0), Some(P2)),
        (counts(0, 2, 1), counts(0, 2, 3), Some(P2)),
        (counts(1, 1, 1), counts(1, 1, 1), None),
    ];
    for (a, b, first) in cases {
        let mut t = Table::new();
        let log = t.ok(Action::RollOff {
            roll: RollInput::Physical { counts: vec![a, b] },
        });
        assert_eq!(t.state.first_player, first, "{log}");
        if first.is_none() {
            assert!(log.ends_with("A tie: roll again."));
        }
    }
    // Virtual: five attack dice each, recorded in the event.
    let mut t = Table::new();
    t.ok(Action::RollOff {
        roll: RollInput::Virtual,
    });
    let roll = t.state.roll_off.clone().unwrap();
    assert!(roll
        .counts
        .iter()
        .all(|c| c.crit + c.strike + c.expertise + c.failure == 5));
}
