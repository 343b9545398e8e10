//! Thin Tauri commands, one module per area. Each validates through the engine and returns the
//! engine's typed error on refusal; none holds a rule of its own.

pub mod awake;
pub mod dice;
pub mod drafts;
pub mod kept;
pub mod notices;
pub mod rules;
pub mod session;
pub mod settings;
pub mod stances;
