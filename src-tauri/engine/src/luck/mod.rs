//! The luck of the evening (issue 20): each player's dice of a session, physical and virtual,
//! against their exact expectation. A game counts, as its events are applied, how many dice each
//! player threw, of which chance, and how many succeeded: a [`Tally`], kept in its state, so
//! nothing is stored beyond the journal's events and undo takes it back with the rest. The
//! dice are independent, so these counts are all the distribution of the sum depends on;
//! [`evening`] places each player's total in it.
//!
//! Shared code: it knows dice as chances (a success on so many faces of so many), never a game.

mod evening;
mod sum;
mod tally;
#[cfg(test)]
mod tests;

pub use evening::{evening, lines, PlayerLuck};
pub use sum::{place, Method, Place};
pub use tally::{Dice, Rolls, Tally};
