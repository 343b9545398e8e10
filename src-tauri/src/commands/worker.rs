//! The long commands' worker. A command that is not `async` runs on the window's own thread, and
//! one that is runs on one of the few async workers the shared table's sockets also use; an
//! import, an export or a save of a kept list instead runs on a blocking worker, so a tap, a
//! ping or a read of the settings is answered at once while it works. Each takes the writer (or
//! the store's lock) only for the part that needs it.

use datapad_engine::{Error, JournalError};

/// Runs `f` on a blocking worker and waits for it without holding a thread.
pub async fn off_thread<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, Error> + Send + 'static,
) -> Result<T, Error> {
    tauri::async_runtime::spawn_blocking(f).await.map_err(|e| {
        Error::from(JournalError::Storage {
            detail: e.to_string(),
        })
    })?
}
