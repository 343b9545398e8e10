//! Settings: validated by the engine, persisted with tauri-plugin-store.

use crate::state::AppState;
use datapad_engine::game::Message;
use datapad_engine::settings::Settings;
use datapad_engine::{Error, JournalError};
use tauri::{AppHandle, Runtime, State};
use tauri_plugin_store::StoreExt;

const FILE: &str = "settings.json";
const KEY: &str = "settings";

fn storage(e: impl std::fmt::Display) -> Error {
    Error::from(JournalError::Storage {
        detail: e.to_string(),
    })
}

/// The stored settings, each value validated as a save is: one that does not parse or validate
/// falls back to its default alone. A settings file that does not parse is moved aside first.
/// Returns the notices to show.
pub fn load<R: Runtime>(app: &AppHandle<R>) -> (Settings, Vec<Message>) {
    let guarded = crate::commands::notices::guard_store(app, FILE);
    let stored = app.store(FILE).ok().and_then(|store| store.get(KEY));
    let (settings, fell) = datapad_engine::stored::settings::load(stored);
    let notices = guarded
        .into_iter()
        .chain(datapad_engine::stored::settings::notice(&fell))
        .collect();
    (settings, notices)
}

#[tauri::command]
pub fn settings_get(state: State<AppState>) -> Settings {
    state.with(|inner| inner.settings.clone())
}

/// Validates and saves; on any error nothing changes, on disk or in memory.
#[tauri::command]
pub fn settings_set<R: Runtime>(
    app: AppHandle<R>,
    state: State<AppState>,
    settings: Settings,
) -> Result<Settings, Error> {
    let dice = settings.validate()?;
    let store = app.store(FILE).map_err(storage)?;
    store.set(KEY, serde_json::to_value(&settings).map_err(storage)?);
    store.save().map_err(storage)?;
    state.with(|inner| {
        inner.settings = settings.clone();
        inner.dice = dice;
    });
    Ok(settings)
}
