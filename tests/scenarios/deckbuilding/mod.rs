//! Star Wars: The Deckbuilding Game (spec sw-deckbuilding §9): one test per scenario, named
//! after it, one per refusal, and the invariants as properties.

mod attacks;
mod bases;
mod cards;
mod catalogs;
mod force;
mod harness;
mod properties;
mod refusals;
mod refusals_more;
mod turns;
