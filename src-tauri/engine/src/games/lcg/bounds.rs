//! The bounds every Card Game state keeps, whatever happened at the table. Decide never leaves
//! them; an imported file whose events do is refused whole.

use super::damage::DIAL_MAX;
use super::state::{Side, State};

pub fn check(s: &State) -> Result<(), String> {
    if !(0..=DIAL_MAX).contains(&s.dial) {
        return Err(format!("the dial stands at {}", s.dial));
    }
    for side in [Side::Ds, Side::Ls] {
        let p = s.player(side);
        let counts = [
            p.counters.hand,
            p.counters.reserve,
            p.counters.command_deck,
            p.counters.objective_deck,
            p.counters.force_cards,
        ];
        if counts.iter().chain([&p.victory]).any(|n| *n < 0) {
            return Err(format!("{} holds a negative count", side.id()));
        }
        let cards = p
            .units
            .iter()
            .map(|u| (u.counters.damage, u.counters.focus));
        if cards
            .chain(p.objectives.iter().map(|o| (o.damage, o.focus)))
            .any(|(damage, focus)| damage < 0 || focus < 0)
        {
            return Err(format!(
                "{} has a card with negative damage or focus",
                side.id()
            ));
        }
    }
    if s.winner.is_some() != s.win_reason.is_some() {
        return Err("a winner without a reason, or a reason without a winner".into());
    }
    Ok(())
}
