//! The bounds every Battle of Hoth state keeps, whatever happened at the table. Decide never
//! leaves them; an imported file whose events do is refused whole.

use super::state::State;
use super::types::{Phase, Side};

pub fn check(s: &State) -> Result<(), String> {
    if let Some(u) = s.units.iter().find(|u| u.figures > u.max_figures) {
        return Err(format!(
            "{} has {} figures of {}",
            u.id, u.figures, u.max_figures
        ));
    }
    for side in [Side::Empire, Side::Rebels] {
        let seats = s.cards.get(side).len();
        if seats > 0 && *s.seat.get(side) as usize >= seats {
            return Err(format!(
                "the {} play from seat {}",
                side.name(),
                s.seat.get(side)
            ));
        }
    }
    match (s.winner, s.phase) {
        (Some(_), p) if p != Phase::Over => Err("a winner in a battle still running".into()),
        (None, Phase::Over) => Err("a battle over with no winner".into()),
        _ => Ok(()),
    }
}
