//! A session as text, the export box's and the saved file's, and back. An export holds the
//! writer only to read its events, and replays and writes them out after; an import reads and
//! replays the whole text first and takes the writer only to write the checked session and
//! open it, so a long one holds up no tap.

use crate::error::Error;
use crate::journal::{read_for_export, validate, SessionView};
use crate::writer::{self, SharedWriter};

/// The session as a versioned JSON document (`SessionFile::to_text`, which `datapad export`
/// writes too): refused, naming its size, when it is past what an import takes.
pub fn export_text(writer: &SharedWriter, id: i64) -> Result<String, Error> {
    let read = writer::with(writer, |w| read_for_export(w.journal(), id))?;
    read.file()?.to_text()
}

/// Imports a session document as a new session and opens it.
pub fn import_text(writer: &SharedWriter, text: &str, as_copy: bool) -> Result<SessionView, Error> {
    let (file, _) = validate(text)?;
    writer::with(writer, |w| w.import_checked(&file, as_copy))
}
