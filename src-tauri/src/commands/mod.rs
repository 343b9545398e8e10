//! Thin Tauri commands, one module per area. Each validates through the engine and returns the
//! engine's typed error on refusal; none holds a rule of its own.

pub mod cards;
pub mod dice;
pub mod drafts;
pub mod kept;
pub mod lcg_cards;
pub mod notices;
pub mod rules;
pub mod session;
pub mod settings;
pub mod stances;
pub mod units;
