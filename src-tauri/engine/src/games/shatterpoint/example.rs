//! The example strike team of the docs, the tests and the checked-in journal: six units from
//! the rulebook with the numbers the sources lack typed in, as a player would from the cards.
//! Slots: 0 Lord Maul, 1 Gar Saxon, 2 MagnaGuard, 3 General Anakin, 4 Padawan Ahsoka, 5 the 501st
//! clones; a Force pool of 9.

use super::action::{Pick, SquadPick, TeamPick};
use super::UnitType::{self, Primary, Secondary, Support};

/// A unit as typed in from its card: stamina, durability, Force and its points.
pub fn pick(id: &str, t: UnitType, stamina: u32, durability: u32, force: u32, points: u32) -> Pick {
    Pick {
        unit: id.into(),
        unit_type: Some(t),
        stamina: Some(stamina),
        durability: Some(durability),
        force: Some(force),
        points: Some(points),
        ..Pick::default()
    }
}

pub fn squad(units: Vec<Pick>) -> SquadPick {
    SquadPick { era: None, units }
}

pub fn standard_team() -> TeamPick {
    TeamPick {
        squads: vec![
            squad(vec![
                pick("lord-maul", Primary, 11, 2, 3, 8),
                pick("gar-saxon-merciless-commander", Secondary, 9, 2, 1, 4),
                pick("magnaguard", Support, 10, 2, 0, 3),
            ]),
            squad(vec![
                pick("general-anakin-skywalker", Primary, 10, 3, 4, 7),
                pick("padawan-ahsoka-tano", Secondary, 7, 2, 1, 4),
                pick("501st-clone-troopers", Support, 8, 1, 0, 3),
            ]),
        ],
        tactics: None,
    }
}
