//! The games, one folder each, and the registry that names them.

pub mod counter;
pub mod hoth;
pub mod registry;
pub mod shatterpoint;
pub mod tray;
