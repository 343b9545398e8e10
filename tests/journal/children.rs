//! What the kill tests share about the processes they kill: the real `datapad` binary, a child's
//! peak memory read just before its kill, a kill told apart from a child that had already ended,
//! and the one line of figures each test prints for `cargo xtask soak`.

use serde_json::Value;
use std::os::unix::process::ExitStatusExt;
use std::path::PathBuf;
use std::process::Child;

/// The `datapad` command line tool: `DATAPAD_CLI` (the soak builds it in release and names it),
/// else the one cargo built beside this test binary, if there is one.
pub fn cli() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("DATAPAD_CLI") {
        return Some(path.into());
    }
    let exe = std::env::current_exe().ok()?;
    let beside = exe.parent()?.parent()?.join("datapad");
    beside.exists().then_some(beside)
}

/// A process's peak resident memory in kB (`VmHWM`), 0 where /proc does not tell it.
pub fn peak_kb(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// SIGKILLs `child` and reaps it: whether the SIGKILL is what ended it (a child that finished
/// first is no kill).
pub fn kill(child: &mut Child) -> bool {
    let _ = child.kill();
    child
        .wait()
        .is_ok_and(|status| status.signal() == Some(SIGKILL))
}

/// SIGKILL's number, the same on every Unix (the crate has no libc to name it).
const SIGKILL: i32 = 9;

/// Kills, losses and repeats of one kind of child, and its peak memory.
#[derive(Debug, Default)]
pub struct Figures {
    pub kills: usize,
    pub lost: usize,
    pub duplicated: usize,
    pub peak_kb: u64,
}

impl Figures {
    /// The line `cargo xtask soak` reads: `soak kills: KIND N, lost L, duplicated D, peak
    /// memory M kB`.
    pub fn print(&self, kind: &str) {
        println!(
            "soak kills: {kind} {}, lost {}, duplicated {}, peak memory {} kB",
            self.kills, self.lost, self.duplicated, self.peak_kb
        );
    }

    /// The same line for a child that makes no acts (the store's saves): kills and memory.
    pub fn print_kills(&self, kind: &str) {
        println!(
            "soak kills: {kind} {}, peak memory {} kB",
            self.kills, self.peak_kb
        );
    }
}

/// Every `reason` string in an event: the counter's adjustments carry the id of the act that
/// made them there, so the tests can find each act in the journal.
pub fn reasons(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                match (k.as_str(), x) {
                    ("reason", Value::String(s)) => out.push(s.clone()),
                    _ => reasons(x, out),
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|x| reasons(x, out)),
        _ => {}
    }
}
