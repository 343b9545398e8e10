//! Thin Tauri commands, one module per area. Each validates through the engine and returns the
//! engine's typed error on refusal; none holds a rule of its own.

pub mod awake;
pub mod backup;
pub mod device;
pub mod drafts;
pub mod files;
pub mod kept;
pub mod kept_files;
pub mod notices;
pub mod session;
pub mod session_files;
pub mod settings;
pub mod share;
pub mod stances;
pub mod table;
pub mod worker;
