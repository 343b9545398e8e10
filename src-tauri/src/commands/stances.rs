//! The Shatterpoint stances players made in the stance editor (or pasted from a friend), kept
//! for later games in the plugin store beside the shipped ones. Every stance goes through the
//! engine's reader, so one that breaks a rule is refused with the JSON path of its first problem
//! and nothing is stored. The list loads stance by stance: one that no longer reads (a newer
//! format, a stricter rule, a hand edit) is kept in the file untouched and reported.

use datapad_engine::game::wire_error;
use datapad_engine::games::shatterpoint::stance::{self, Stance, StanceLists};
use datapad_engine::games::shatterpoint::{Shatterpoint, SpError};
use datapad_engine::stored::list::Entries;
use datapad_engine::{Error, JournalError};
use serde_json::Value;
use tauri::{AppHandle, Runtime};
use tauri_plugin_store::StoreExt;

const FILE: &str = "stances.json";
const KEY: &str = "shatterpoint";

fn storage(e: impl std::fmt::Display) -> Error {
    Error::from(JournalError::Storage {
        detail: e.to_string(),
    })
}

fn refused(p: stance::StanceProblem) -> Error {
    wire_error::<Shatterpoint>(&SpError::from(p))
}

/// The stored stances, each read by the same rules as a new one.
fn read(stored: Option<Value>) -> Entries<Stance> {
    Entries::load_with(stored, |v| stance::from_value(v).ok())
}

fn load<R: Runtime>(app: &AppHandle<R>) -> Result<Entries<Stance>, Error> {
    let store = app.store(FILE).map_err(storage)?;
    Ok(read(store.get(KEY)))
}

/// Writes the stances back with the entries that could not be read, as they were.
fn save<R: Runtime>(app: &AppHandle<R>, stances: &Entries<Stance>) -> Result<(), Error> {
    let store = app.store(FILE).map_err(storage)?;
    store.set(KEY, stances.to_value().map_err(storage)?);
    store.save().map_err(storage)
}

fn lists(mine: Vec<Stance>) -> Result<StanceLists, Error> {
    // The shipped file is checked by the engine's tests; a broken one still opens the app.
    let shipped = stance::builtin_stances().map_err(storage)?;
    Ok(StanceLists { shipped, mine })
}

/// Replaces the stance of the same id, or adds it at the end.
fn put(stances: &mut Entries<Stance>, s: Stance) {
    match stances.items.iter_mut().find(|m| m.id == s.id) {
        Some(old) => *old = s,
        None => stances.items.push(s),
    }
}

/// Run at start, before the store is first read: the file moved aside when it does not parse,
/// and a notice when some stances could not be read.
pub fn check<R: Runtime>(app: &AppHandle<R>) -> Vec<datapad_engine::game::Message> {
    let guarded = crate::commands::notices::guard_store(app, FILE);
    let kept = load(app).ok().and_then(|stances| stances.notice(FILE));
    guarded.into_iter().chain(kept).collect()
}

#[tauri::command]
pub fn sp_stances<R: Runtime>(app: AppHandle<R>) -> Result<StanceLists, Error> {
    lists(load(&app)?.items)
}

/// Adds or replaces (same id) one of the player's stances; refused and nothing stored when it
/// breaks a rule of the format.
#[tauri::command]
pub fn sp_stance_save<R: Runtime>(app: AppHandle<R>, stance: Value) -> Result<StanceLists, Error> {
    let s = stance::from_value(&stance).map_err(refused)?;
    let mut stances = load(&app)?;
    put(&mut stances, s);
    save(&app, &stances)?;
    lists(stances.items)
}

#[tauri::command]
pub fn sp_stance_delete<R: Runtime>(app: AppHandle<R>, id: String) -> Result<StanceLists, Error> {
    let mut stances = load(&app)?;
    stances.items.retain(|s| s.id != id);
    save(&app, &stances)?;
    lists(stances.items)
}

/// Reads a stance file's text (pasted from a friend) without keeping it: the editor opens it,
/// and it is stored only when saved.
#[tauri::command]
pub fn sp_stance_check(text: String) -> Result<Stance, Error> {
    stance::parse(&text).map_err(refused)
}

#[cfg(test)]
#[path = "stances_tests.rs"]
mod tests;
