//! `datapad` answered in WebAssembly, for `play.mjs`: the command line is the native one
//! (`datapad_cli::answer`), so its output and exit codes are the native ones. WebAssembly has no
//! file system, so Node lends its reader for the files a command names (a play script).

use datapad_cli::files::{self, Reader};
use js_sys::{Function, Reflect, Uint8Array};
use std::io;
use std::path::Path;
use wasm_bindgen::prelude::*;

/// How a command line ended: what `datapad` would print and its exit code.
#[wasm_bindgen(getter_with_clone)]
pub struct Ended {
    pub code: u8,
    pub stdout: String,
    pub stderr: String,
}

/// Answers `args` (the whole command line, `args[0]` the program's name). `read(path, max)`
/// returns at most `max + 1` bytes of the file as a `Uint8Array`, `null` when there is no such
/// file, or throws Node's error (its `code`, e.g. `EACCES`, says why).
#[wasm_bindgen]
pub fn cli(args: Vec<String>, read: Function) -> Ended {
    files::lend(lent(read));
    let ended = datapad_cli::answer(args);
    Ended {
        code: ended.code,
        stdout: ended.stdout,
        stderr: ended.stderr,
    }
}

fn lent(read: Function) -> Reader {
    Box::new(move |path: &Path, max: u64| {
        let path = path.to_string_lossy().into_owned();
        match read.call2(&JsValue::NULL, &path.into(), &(max as f64).into()) {
            Ok(bytes) if bytes.is_null() || bytes.is_undefined() => Ok(None),
            Ok(bytes) => Ok(Some(Uint8Array::new(&bytes).to_vec())),
            Err(thrown) => Err(io_error(&thrown)),
        }
    })
}

/// Node's error as the kind the native reader would have met, so the refusal has the same
/// words (`crate::plain::file` words each kind).
fn io_error(thrown: &JsValue) -> io::Error {
    let text = |key: &str| {
        Reflect::get(thrown, &key.into())
            .ok()
            .and_then(|v| v.as_string())
            .unwrap_or_default()
    };
    let kind = match text("code").as_str() {
        "ENOENT" => io::ErrorKind::NotFound,
        "EACCES" | "EPERM" => io::ErrorKind::PermissionDenied,
        "EISDIR" => io::ErrorKind::IsADirectory,
        "ENOTDIR" => io::ErrorKind::NotADirectory,
        _ => io::ErrorKind::Other,
    };
    io::Error::new(kind, text("message"))
}
