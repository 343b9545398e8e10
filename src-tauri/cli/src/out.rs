//! Writing the answer. A reader that stops reading early (`datapad rules search a | head -c 1`)
//! is no failure of ours: what is left is dropped quietly, with no panic, and the command keeps
//! its exit code.

use std::io::Write;

pub fn stdout(text: &str) {
    let _ = writeln!(std::io::stdout().lock(), "{text}");
}

pub fn stdout_raw(text: &str) {
    let _ = write!(std::io::stdout().lock(), "{text}");
}

pub fn stderr(text: &str) {
    let _ = writeln!(std::io::stderr().lock(), "{text}");
}

pub fn stderr_raw(text: &str) {
    let _ = write!(std::io::stderr().lock(), "{text}");
}
