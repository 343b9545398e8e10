//! Datapad's engine: every rule, die, odds table and the journal. No Tauri here; the app shell
//! and the CLI both call this crate.

pub mod app;
pub mod bindings;
pub mod dice;
pub mod error;
pub mod game;
pub mod games;
pub mod i18n;
pub mod journal;
pub mod keep;
pub mod kit;
pub mod limits;
pub mod luck;
pub mod rules;
pub mod settings;
pub mod stored;
pub mod wire_codes;
pub mod writer;

pub use error::{Error, JournalError};
