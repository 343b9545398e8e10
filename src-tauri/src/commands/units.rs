//! The Shatterpoint units players typed in from their own cards, kept for later games in the
//! plugin store. The engine validates each; a game gets a unit when its team uses it. The list
//! loads unit by unit: one that no longer parses is kept in the file untouched and reported.

use datapad_engine::game::{wire_error, Message};
use datapad_engine::games::shatterpoint::{Shatterpoint, UnitDef};
use datapad_engine::stored::list::Entries;
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

fn load<R: Runtime>(app: &AppHandle<R>) -> Result<Entries<UnitDef>, Error> {
    let store = app.store(FILE).map_err(storage)?;
    Ok(Entries::load(store.get(KEY)))
}

/// Writes the units back with the entries that could not be read, as they were.
fn save<R: Runtime>(app: &AppHandle<R>, units: &Entries<UnitDef>) -> Result<(), Error> {
    let store = app.store(FILE).map_err(storage)?;
    store.set(KEY, units.to_value().map_err(storage)?);
    store.save().map_err(storage)
}

/// Run at start, before the store is first read: the file moved aside when it does not parse,
/// and a notice when some units could not be read.
pub fn check<R: Runtime>(app: &AppHandle<R>) -> Vec<Message> {
    let guarded = crate::commands::notices::guard_store(app, FILE);
    let kept = load(app).ok().and_then(|units| units.notice(FILE));
    guarded.into_iter().chain(kept).collect()
}

#[tauri::command]
pub fn sp_units<R: Runtime>(app: AppHandle<R>) -> Result<Vec<UnitDef>, Error> {
    Ok(load(&app)?.items)
}

/// Adds or replaces (same id) a unit; refused and nothing stored when it is not valid.
#[tauri::command]
pub fn sp_unit_save<R: Runtime>(app: AppHandle<R>, unit: UnitDef) -> Result<Vec<UnitDef>, Error> {
    unit.validate_custom()
        .map_err(|e| wire_error::<Shatterpoint>(&e))?;
    let mut units = load(&app)?;
    units.items.retain(|u| u.id != unit.id);
    units.items.push(UnitDef {
        custom: true,
        ..unit
    });
    save(&app, &units)?;
    Ok(units.items)
}

#[tauri::command]
pub fn sp_unit_delete<R: Runtime>(app: AppHandle<R>, id: String) -> Result<Vec<UnitDef>, Error> {
    let mut units = load(&app)?;
    units.items.retain(|u| u.id != id);
    save(&app, &units)?;
    Ok(units.items)
}
