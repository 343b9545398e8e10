//! Shatterpoint: the tracker scenarios of shatterpoint-rulebook §13 (1–33 and 48–63).

mod activation;
mod attack;
mod bad_input;
mod bad_input_units;
mod catalogs;
mod conditions;
mod damage;
mod dice;
mod entered;
mod force;
mod harness;
mod hunker;
mod luck;
mod objectives;
mod order_deck;
mod properties;
mod questions;
mod shipped;
mod squads;
mod struggle;
mod walk;
