//! The Shatterpoint units players typed in from their own cards, kept for later games in the
//! plugin store. The engine validates each; a game gets a unit when its team uses it.

use super::kept::Kept;
use datapad_engine::game::{wire_error, Message};
use datapad_engine::games::shatterpoint::{Shatterpoint, UnitDef};
use datapad_engine::Error;
use tauri::{AppHandle, Runtime};

const UNITS: Kept = Kept {
    file: "units.json",
    key: "shatterpoint",
};

/// Run at start, before the store is first read (see `Kept::check`).
pub fn check<R: Runtime>(app: &AppHandle<R>) -> Vec<Message> {
    UNITS.check::<UnitDef, R>(app)
}

#[tauri::command]
pub fn sp_units<R: Runtime>(app: AppHandle<R>) -> Result<Vec<UnitDef>, Error> {
    Ok(UNITS.load(&app)?.items)
}

/// Adds or replaces (same id) a unit; refused and nothing stored when it is not valid.
#[tauri::command]
pub fn sp_unit_save<R: Runtime>(app: AppHandle<R>, unit: UnitDef) -> Result<Vec<UnitDef>, Error> {
    unit.validate_custom()
        .map_err(|e| wire_error::<Shatterpoint>(&e))?;
    let mut units = UNITS.load(&app)?;
    units.items.retain(|u: &UnitDef| u.id != unit.id);
    units.items.push(UnitDef {
        custom: true,
        ..unit
    });
    UNITS.save(&app, &units)?;
    Ok(units.items)
}

#[tauri::command]
pub fn sp_unit_delete<R: Runtime>(app: AppHandle<R>, id: String) -> Result<Vec<UnitDef>, Error> {
    let mut units = UNITS.load(&app)?;
    units.items.retain(|u: &UnitDef| u.id != id);
    UNITS.save(&app, &units)?;
    Ok(units.items)
}
