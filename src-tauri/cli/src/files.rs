//! Reading the files a command is given: refused unread past their cap (an endless file
//! included), each refusal in words (exit 1).

use crate::plain::file;
use crate::{refused, Failure};
use datapad_engine::limits::{read_capped, size};
use std::cell::RefCell;
use std::io;
use std::path::Path;

/// Reads at most `max + 1` bytes of a file; `None` when there is no such file.
pub type Reader = Box<dyn Fn(&Path, u64) -> io::Result<Option<Vec<u8>>>>;

thread_local! {
    /// The reader lent by a platform without a file system of its own: WebAssembly under Node
    /// lends Node's (`datapad-web`). Natively none is lent and the disk is read.
    static LENT: RefCell<Option<Reader>> = const { RefCell::new(None) };
}

/// Reads every file through `reader` from now on.
pub fn lend(reader: Reader) {
    LENT.with(|lent| *lent.borrow_mut() = Some(reader));
}

fn read_lent_or_disk(path: &Path, max: u64) -> io::Result<Option<Vec<u8>>> {
    LENT.with(|lent| match lent.borrow().as_ref() {
        Some(reader) => reader(path, max),
        None => read_capped(path, max),
    })
}

/// The file's bytes; `what` names it in the refusal of one past `max` ("a script").
pub fn read(path: &Path, max: u64, what: &str) -> Result<Vec<u8>, Failure> {
    let bytes = read_lent_or_disk(path, max)
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
