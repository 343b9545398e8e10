//! The `datapad` binary: the command line's answer (`lib.rs`) printed, and its exit code.

use datapad_cli::out;
use std::process::ExitCode;

fn main() -> ExitCode {
    let ended = datapad_cli::answer(std::env::args().collect());
    out::stdout_raw(&ended.stdout);
    out::stderr_raw(&ended.stderr);
    ExitCode::from(ended.code)
}
