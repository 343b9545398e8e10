//! Battle of Hoth: one test per worked scenario of spec battle-of-hoth §9 (named after it), the
//! turn example of §3.7, every refusal with the state unchanged, properties, and the catalogs.

mod bad_input;
mod campaign;
mod cards;
mod catalogs;
mod dice;
mod harness;
mod hits;
mod luck;
mod medals;
mod moves;
mod orders;
mod properties;
mod query;
mod retreats;
