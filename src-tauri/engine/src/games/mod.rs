//! The games, one folder each, and the registry that names them.

pub mod action_types;
pub mod counter;
pub mod deckbuilding;
pub mod hoth;
pub mod lcg;
pub mod registry;
pub mod shatterpoint;
pub mod tray;
