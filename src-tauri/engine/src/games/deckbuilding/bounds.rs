//! The bounds every Deckbuilding Game state keeps, whatever happened at the table. Decide never
//! leaves them; an imported file whose events do is refused whole.

use super::force::{FORCE_MAX, FORCE_MIN};
use super::state::{Phase, State, PILOTS};

pub fn check(s: &State) -> Result<(), String> {
    if !(FORCE_MIN..=FORCE_MAX).contains(&s.force) {
        return Err(format!("the Force track stands at {}", s.force));
    }
    if s.resources < 0 || !(0..=PILOTS).contains(&s.pilots) {
        return Err(format!("{} resources, {} pilots", s.resources, s.pilots));
    }
    if s.galaxy_deck < 0 || s.galaxy_discard < 0 {
        return Err("a galaxy pile holds fewer than no cards".into());
    }
    for side in [&s.empire, &s.rebel] {
        if let Some(b) = side
            .active
            .as_ref()
            .filter(|b| b.damage < 0 || b.damage > b.hp)
        {
            return Err(format!("base {} has {} damage of {}", b.id, b.damage, b.hp));
        }
    }
    match (s.winner.is_some(), s.phase == Phase::Over) {
        (true, false) => Err("a winner in a game still running".into()),
        (false, true) => Err("a game over with no winner".into()),
        _ => Ok(()),
    }
}
