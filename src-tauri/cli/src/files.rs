//! Reading the files a command is given: refused unread past their cap (an endless file
//! included), each refusal in words (exit 1).

use crate::plain::file;
use crate::{refused, Failure};
use datapad_engine::limits::{read_capped, size};
use std::path::Path;

/// The file's bytes; `what` names it in the refusal of one past `max` ("a script").
pub fn read(path: &Path, max: u64, what: &str) -> Result<Vec<u8>, Failure> {
    let bytes = read_capped(path, max)
        .map_err(|e| refused(file(path, &e)))?
        .ok_or_else(|| refused(format!("{}: no such file", path.display())))?;
    if bytes.len() as u64 > max {
        return Err(refused(format!(
            "{}: larger than {}, the most {what} can be",
            path.display(),
            size(max)
        )));
    }
    Ok(bytes)
}

/// The file as text.
pub fn read_text(path: &Path, max: u64, what: &str) -> Result<String, Failure> {
    String::from_utf8(read(path, max, what)?)
        .map_err(|_| refused(format!("{}: not text (it is not UTF-8)", path.display())))
}
