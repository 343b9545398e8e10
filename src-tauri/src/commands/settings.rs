//! Settings: validated by the engine, kept in `settings.json` (a store file, written whole).

use crate::awake::AwakeState;
use crate::state::AppState;
use datapad_engine::game::Message;
use datapad_engine::settings::Settings;
use datapad_engine::stored::file::Stores;
use datapad_engine::{Error, JournalError};
use tauri::State;

const FILE: &str = "settings.json";
const KEY: &str = "settings";

/// The stored settings, each value validated as a save is: one that does not parse or validate
/// falls back to its default alone. A settings file that does not parse is moved aside first.
/// Returns the notices to show.
pub fn load(stores: &Stores) -> (Settings, Vec<Message>) {
    let guarded = crate::commands::notices::guard_store(stores, FILE);
    let stored = stores.get(FILE, KEY).ok().flatten();
    let (settings, fell) = datapad_engine::stored::settings::load(stored);
    let notices = guarded
        .into_iter()
        .chain(datapad_engine::stored::settings::notice(&fell))
        .collect();
    (settings, notices)
}

#[tauri::command]
pub fn settings_get(state: State<AppState>) -> Settings {
    current(&state)
}

/// The settings in effect: a quick read of the writer, answered at once while an import or an
/// export works off the window's thread (see `worker`).
pub fn current(state: &AppState) -> Settings {
    state.with(|w| w.shelf().settings.clone())
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
    let dice = settings.validate()?;
    let value = serde_json::to_value(&settings).map_err(|e| {
        Error::from(JournalError::Storage {
            detail: e.to_string(),
        })
    })?;
    stores.update(FILE, |object| {
        object.insert(KEY.into(), value);
        Ok(())
    })?;
    state.with(|w| {
        w.shelf().settings = settings.clone();
        w.set_dice(dice);
    });
    awake.with(|a| a.setting(settings.keep_awake));
    Ok(settings)
}
