//! The desktop's own inhibit through the `keepawake` crate: on Linux the screensaver's
//! `Inhibit` over the session D-Bus (what GNOME and KDE honour), on macOS an IOKit power
//! assertion, on Windows `SetThreadExecutionState`. Only the display is held on: the app asks
//! for the screen a table is reading, not to stop the machine sleeping when the lid closes.

use super::Platform;
use std::panic::{catch_unwind, AssertUnwindSafe};

pub struct Native;

impl Platform for Native {
    type Hold = Hold;

    fn take(&mut self) -> Result<Hold, String> {
        keepawake::Builder::default()
            .display(true)
            .reason("A game is on the table")
            .app_name("Datapad")
            .app_reverse_domain("org.datapad.companion")
            .create()
            .map(|k| Hold(Some(k)))
            .map_err(|e| e.to_string())
    }
}

/// The crate's hold; dropping it gives the inhibit back.
pub struct Hold(Option<keepawake::KeepAwake>);

impl Drop for Hold {
    fn drop(&mut self) {
        // The crate unwraps the screensaver's answer to `UnInhibit`: a screensaver that went
        // away meanwhile would panic here, inside a command. Its inhibit went with it, so there
        // is nothing left to release; the app goes on.
        let inner = self.0.take();
        if catch_unwind(AssertUnwindSafe(move || drop(inner))).is_err() {
            eprintln!("Datapad: the screensaver did not take the screen hold back");
        }
    }
}
