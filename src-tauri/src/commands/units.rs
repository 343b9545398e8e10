//! The Shatterpoint units players typed in from their own cards, kept for later games in the
//! plugin store. The engine validates each; a game gets a unit when its team uses it.

use datapad_engine::game::wire_error;
use datapad_engine::games::shatterpoint::{Shatterpoint, UnitDef};
use datapad_engine::{Error, JournalError};
use tauri::{AppHandle, Runtime};
use tauri_plugin_store::StoreExt;

const FILE: &str = "units.json";
const KEY: &str = "shatterpoint";

fn storage(e: impl std::fmt::Display) -> Error {
    Error::from(JournalError::Storage {
        detail: e.to_string(),
    })
}

fn load<R: Runtime>(app: &AppHandle<R>) -> Result<Vec<UnitDef>, Error> {
    let store = app.store(FILE).map_err(storage)?;
    Ok(store
        .get(KEY)
        .and_then(|v| serde_json::from_value(v).ok())
        .unwrap_or_default())
}

fn save<R: Runtime>(app: &AppHandle<R>, units: &[UnitDef]) -> Result<(), Error> {
    let store = app.store(FILE).map_err(storage)?;
    store.set(KEY, serde_json::to_value(units).map_err(storage)?);
    store.save().map_err(storage)
}

#[tauri::command]
pub fn sp_units<R: Runtime>(app: AppHandle<R>) -> Result<Vec<UnitDef>, Error> {
    load(&app)
}

/// Adds or replaces (same id) a unit; refused and nothing stored when it is not valid.
#[tauri::command]
pub fn sp_unit_save<R: Runtime>(app: AppHandle<R>, unit: UnitDef) -> Result<Vec<UnitDef>, Error> {
    unit.validate_custom()
        .map_err(|e| wire_error::<Shatterpoint>(&e))?;
    let mut units = load(&app)?;
    units.retain(|u| u.id != unit.id);
    units.push(UnitDef {
        custom: true,
        ..unit
    });
    save(&app, &units)?;
    Ok(units)
}

#[tauri::command]
pub fn sp_unit_delete<R: Runtime>(app: AppHandle<R>, id: String) -> Result<Vec<UnitDef>, Error> {
    let mut units = load(&app)?;
    units.retain(|u| u.id != id);
    save(&app, &units)?;
    Ok(units)
}
