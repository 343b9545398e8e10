//! The attack (rulebook §5.2): the pools at the table, the charts, the combat tree, exact odds,
//! every step's why, and its commit to the tracker as one change. The engine is pure
//! ([`combat::resolve`]); the tracker's rule for the change is [`commit`]; what the players tell
//! of one attack ([`AttackInput`]) is plain data, apart from both.

pub mod best_walk;
pub mod budget;
mod chart;
mod charted;
pub mod combat;
pub(super) mod commit;
pub mod dice_only;
pub mod error;
mod fold;
pub(super) mod hunker;
mod input;
pub(super) mod json;
pub mod measured;
pub mod odds;
pub(super) mod outcome;
pub mod policy;
pub(super) mod query;
pub mod rank;
pub mod table;
pub mod tree;
pub mod why;
pub mod wound;

pub use input::{AttackFacts, AttackInput};
pub use outcome::AttackOutcome;
pub use query::Query;
