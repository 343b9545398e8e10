//! Sessions and events on disk, undo/redo, export/import.

#[cfg(test)]
mod damage_tests;
mod export;
mod live;
mod recover;
mod schema;
mod store;
#[cfg(test)]
mod tests;

pub use export::{
    export, import, read_session_file, validate, SessionFile, FORMAT, MAX_FILE_BYTES, VERSION,
};
pub use live::{full_log, replay, Live, LogLine, SessionView};
pub use recover::{in_memory, open_or_recover, Opened};
pub use schema::SCHEMA_VERSION;
pub use store::{Journal, SessionInfo, StoredEvent};
