//! Star Wars: The Card Game: the spec's scenarios (§10) and worked examples (§9), one test
//! each named after it, bad input, properties and the catalogs.

mod bad_input;
mod cards;
mod catalogs;
mod content;
mod dial;
mod engagement;
mod examples;
mod force;
mod harness;
mod light_side;
mod mid_engagement;
mod mulligan;
mod placement;
mod properties;
mod resource_match;
mod shielding;
mod turn;
