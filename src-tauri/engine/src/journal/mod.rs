//! Sessions and events on disk, undo/redo, export/import.

mod checkpoints;
#[cfg(test)]
mod damage_tests;
mod export;
#[cfg(test)]
mod export_tests;
mod live;
mod log;
#[cfg(test)]
mod long_tests;
mod read;
mod recover;
#[cfg(test)]
mod recover_tests;
mod replay;
mod schema;
#[cfg(test)]
mod snapshot_tests;
mod store;
mod summary;
#[cfg(test)]
mod summary_tests;
#[cfg(test)]
mod testkit;
#[cfg(test)]
mod tests;

pub use export::{
    export, import, import_checked, read_for_export, read_picked, read_session_file, validate,
    ExportRead, SessionFile, Stopped, FORMAT, MAX_FILE_BYTES, VERSION,
};
pub use live::{Live, SessionView, WhyLine};
pub use log::{log_page, LogLine, LogPage, RecentLog, LOG_PAGE, MAX_PAGE, RECENT_LINES};
pub use recover::{in_memory, open_or_recover, open_or_recover_with, Opened};
pub use replay::{replay, Replayed};
pub use schema::SCHEMA_VERSION;
pub use store::{Journal, SessionInfo, StoredEvent};
pub use summary::SessionSummary;
