//! The tray's share of the luck of the evening. The tray does not record who threw a die, so
//! every die counts for the table as one player (`"table"`): each die rolled or entered, and
//! each die rerolled or set to a face read off the table (a throw of its own). A success is what
//! the die's data counts where no rule decides (crits and strikes, blocks, a battle die's
//! infantry, vehicle or explosion), against the shipped face tables: a roll's event does not
//! say which table the player's own battle die had.

use super::{Event, State};
use crate::dice::{Catalog, Symbol};

/// The tray's one player.
pub const TABLE: &str = "table";

/// One die of kind `die` showing `symbol`, into the tally.
fn throw(state: &mut State, die: &str, symbol: Symbol) {
    if let Ok(d) = Catalog::shipped().get(die) {
        state
            .luck
            .throw(TABLE, &d.faces, &[symbol], |s| d.succeeds(s));
    }
}

/// Counts an event's throws, before it is applied (a reroll names dice of the current roll).
pub fn count(state: &mut State, event: &Event) {
    let kind = |state: &State, index: usize| {
        let roll = state.rolls.last()?;
        roll.dice.get(index).map(|d| d.die.clone())
    };
    match event {
        Event::Rolled { faces, .. } => {
            for f in faces {
                throw(state, &f.die, f.symbol);
            }
        }
        Event::Rerolled { results } => {
            for (index, symbol) in results {
                if let Some(die) = kind(state, *index) {
                    throw(state, &die, *symbol);
                }
            }
        }
        Event::FaceSet { index, symbol } => {
            if let Some(die) = kind(state, *index) {
                throw(state, &die, *symbol);
            }
        }
        Event::Locked { .. } => {}
    }
}
