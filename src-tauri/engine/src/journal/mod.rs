//! Sessions and events on disk, undo/redo, export/import.

mod export;
mod live;
mod store;
#[cfg(test)]
mod tests;

pub use export::{export, import, validate, SessionFile, FORMAT, VERSION};
pub use live::{full_log, replay, Live, LogLine, SessionView};
pub use store::{Journal, SessionInfo, StoredEvent};
