//! Rulebook scenarios: one test per worked example or listed case of the game specs, named
//! after it, plus bad-input and property tests.

mod hoth;
mod shatterpoint;
