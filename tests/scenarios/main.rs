//! Rulebook scenarios: one test per worked example or listed case of the game specs, named
//! after it, plus bad-input and property tests.

mod deckbuilding;
mod hoth;
mod lcg;
mod shatterpoint;
