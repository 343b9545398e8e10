//! Settings: validated and kept by the engine (`app::settings`); the screen hold follows them.

use crate::awake::AwakeState;
use crate::state::AppState;
use datapad_engine::app::settings;
use datapad_engine::settings::Settings;
use datapad_engine::stored::file::Stores;
use datapad_engine::Error;
use tauri::State;

/// The settings in effect: a quick read of the writer, answered at once while an import or an
/// export works off the window's thread (see `worker`).
#[tauri::command]
pub fn settings_get(state: State<AppState>) -> Settings {
    settings::current(&state.writer)
}

/// Validates and saves; on any error nothing changes, on disk or in memory. The screen hold
/// follows the keep-awake setting at once (Settings is no game screen, so this only ever gives a
/// hold back: no round trip to the desktop's screensaver on the window's thread).
#[tauri::command]
pub fn settings_set(
    stores: State<Stores>,
    state: State<AppState>,
    awake: State<AwakeState>,
    settings: Settings,
) -> Result<Settings, Error> {
    let saved = settings::save(&stores, &state.writer, settings)?;
    awake.with(|a| a.setting(saved.keep_awake));
    Ok(saved)
}
