//! The UI tells the hold where it is (see `crate::awake`): a game screen opened or closed, the
//! window hidden or shown. Each answers whether this device lets Datapad keep the screen on, so
//! Settings says so instead of showing a switch that does nothing. `async`: on Linux each is a
//! round trip on the session D-Bus, which must not hold the window's thread.

use crate::awake::{AwakeState, Status};
use tauri::State;

#[tauri::command(async)]
pub fn awake_update(awake: State<AwakeState>, game_open: bool, visible: bool) -> bool {
    awake.with(|a| a.screen(game_open, visible)) != Status::Unavailable
}

#[tauri::command(async)]
pub fn awake_available(awake: State<AwakeState>) -> bool {
    awake.with(|a| a.available())
}
