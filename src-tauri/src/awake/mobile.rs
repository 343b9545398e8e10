//! Phones: not built yet, and said so. Android's `FLAG_KEEP_SCREEN_ON` and iOS's
//! `isIdleTimerDisabled` need a native plugin. A community one exists
//! (`tauri-plugin-keep-screen-on` 0.1, one maintainer), but no phone target can be built or run
//! here to check it, and a hold nobody has seen work would be a switch that may do nothing.
//! Until one is checked on a phone, every request is refused with that reason, and Settings says
//! keep-awake is not available on this device.

use super::Platform;

pub struct Native;

impl Platform for Native {
    type Hold = ();

    fn take(&mut self) -> Result<(), String> {
        Err("keeping the screen on is not built for phones yet".into())
    }
}
