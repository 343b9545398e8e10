//! tauri-driver and what it starts (WebKitWebDriver, which starts the app), owned as one process
//! group: killing tauri-driver alone left its WebKitWebDriver running after every test. The group
//! ends when the handle is dropped, so a test that fails (panics) ends them too.

use std::os::unix::process::CommandExt;
use std::process::{Child, Command};

pub struct Bridge(Child);

impl Bridge {
    /// Spawns `cmd` as the leader of a new process group.
    pub fn spawn(cmd: &mut Command) -> std::io::Result<Bridge> {
        cmd.process_group(0).spawn().map(Bridge)
    }
}

impl Drop for Bridge {
    fn drop(&mut self) {
        // The group's id is the leader's pid; `kill -KILL -<pgid>` ends every process in it.
        let group = format!("-{}", self.0.id());
        let _ = Command::new("kill").args(["-KILL", "--", &group]).status();
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}
