//! Opening the journal whatever its file looks like: the app must always start. A file that is
//! not a readable journal is moved aside to a dated backup (never deleted) and a new one started;
//! a folder that cannot be written, or a journal from a newer Datapad, leaves the file alone and
//! runs on a journal in memory. Each case comes with a notice for the player.

use super::store::Journal;
use crate::error::JournalError;
use crate::game::Message;
use crate::stored::move_aside;
use std::path::{Path, PathBuf};

pub struct Opened {
    pub journal: Journal,
    /// What the player should be told, when anything went wrong.
    pub notice: Option<Message>,
}

/// Opens the journal at `path`, recovering as above; fails only if not even a journal in memory
/// can be made.
pub fn open_or_recover(path: &Path) -> Result<Opened, JournalError> {
    open_or_recover_with(path, move_aside)
}

/// The same, with the damaged file moved aside by `aside` (its backup's path), where the files
/// are not the folder's (a browser's SQLite pool).
pub fn open_or_recover_with(
    path: &Path,
    aside: impl FnOnce(&Path) -> std::io::Result<PathBuf>,
) -> Result<Opened, JournalError> {
    match Journal::open(path) {
        Ok(journal) => Ok(Opened {
            journal,
            notice: None,
        }),
        Err(JournalError::Unreadable { detail }) => {
            let backup = match aside(path) {
                Ok(backup) => backup,
                Err(e) => return in_memory(&format!("{detail}; moving it aside failed: {e}")),
            };
            match Journal::open(path) {
                Ok(journal) => Ok(Opened {
                    journal,
                    notice: Some(
                        Message::new("notice.journal_moved_aside")
                            .arg("backup", backup.display().to_string()),
                    ),
                }),
                Err(e) => in_memory(&e.to_string()),
            }
        }
        Err(JournalError::SchemaNewer { found, supported }) => Ok(Opened {
            journal: Journal::open_in_memory()?,
            notice: Some(
                Message::new("notice.journal_newer")
                    .arg("found", found)
                    .arg("supported", supported),
            ),
        }),
        Err(e) => in_memory(&e.to_string()),
    }
}

/// A journal in memory, for a folder that cannot be read or written: nothing is saved.
pub fn in_memory(detail: &str) -> Result<Opened, JournalError> {
    Ok(Opened {
        journal: Journal::open_in_memory()?,
        notice: Some(Message::new("notice.journal_unavailable").arg("detail", detail)),
    })
}
