//! The Shatterpoint units players typed in from their own cards, kept for later games in the
//! plugin store (the Card Game's, `lcg_cards.rs`, share the file under their own key). The engine validates each; a game gets a unit when its team uses it. The list
//! loads unit by unit: one that no longer parses is kept in the file untouched and reported.

use datapad_engine::game::{wire_error, Message};
use datapad_engine::games::shatterpoint::{Shatterpoint, UnitDef};
use datapad_engine::stored::list::Entries;
use datapad_engine::{Error, JournalError};
use serde::de::DeserializeOwned;
use serde::Serialize;
use tauri::{AppHandle, Runtime};
use tauri_plugin_store::StoreExt;

const FILE: &str = "units.json";
const KEY: &str = "shatterpoint";

fn storage(e: impl std::fmt::Display) -> Error {
    Error::from(JournalError::Storage {
        detail: e.to_string(),
    })
}

/// One game's list in the file, entry by entry.
pub fn load<R: Runtime, T: DeserializeOwned + Serialize>(
    app: &AppHandle<R>,
    key: &str,
) -> Result<Entries<T>, Error> {
    let store = app.store(FILE).map_err(storage)?;
    Ok(Entries::load(store.get(key)))
}

/// Writes one game's list back with the entries that could not be read, as they were.
pub fn save<R: Runtime, T: DeserializeOwned + Serialize>(
    app: &AppHandle<R>,
    key: &str,
    units: &Entries<T>,
) -> Result<(), Error> {
    let store = app.store(FILE).map_err(storage)?;
    store.set(key, units.to_value().map_err(storage)?);
    store.save().map_err(storage)
}

/// Run at start, before the store is first read: the file moved aside when it does not parse,
/// and a notice when some units could not be read.
pub fn check<R: Runtime>(app: &AppHandle<R>) -> Vec<Message> {
    let guarded = crate::commands::notices::guard_store(app, FILE);
    let kept = load::<R, UnitDef>(app, KEY)
        .ok()
        .and_then(|units| units.notice(FILE));
    let cards = load::<R, datapad_engine::games::lcg::UnitInput>(app, "lcg")
        .ok()
        .and_then(|cards| cards.notice(FILE));
    guarded.into_iter().chain(kept).chain(cards).collect()
}

#[tauri::command]
pub fn sp_units<R: Runtime>(app: AppHandle<R>) -> Result<Vec<UnitDef>, Error> {
    Ok(load::<R, UnitDef>(&app, KEY)?.items)
}

/// Adds or replaces (same id) a unit; refused and nothing stored when it is not valid.
#[tauri::command]
pub fn sp_unit_save<R: Runtime>(app: AppHandle<R>, unit: UnitDef) -> Result<Vec<UnitDef>, Error> {
    unit.validate_custom()
        .map_err(|e| wire_error::<Shatterpoint>(&e))?;
    let mut units = load::<R, UnitDef>(&app, KEY)?;
    units.items.retain(|u| u.id != unit.id);
    units.items.push(UnitDef {
        custom: true,
        ..unit
    });
    save(&app, KEY, &units)?;
    Ok(units.items)
}

#[tauri::command]
pub fn sp_unit_delete<R: Runtime>(app: AppHandle<R>, id: String) -> Result<Vec<UnitDef>, Error> {
    let mut units = load::<R, UnitDef>(&app, KEY)?;
    units.items.retain(|u| u.id != id);
    save(&app, KEY, &units)?;
    Ok(units.items)
}
