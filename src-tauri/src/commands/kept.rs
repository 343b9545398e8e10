//! The lists players keep on the device for later games, every game's through the same three
//! commands: the engine's registry names each game's lists (`Game::KEPT`) with their store file
//! and key, and checks every item as its game does. Here the stored value only goes in and out
//! of the plugin store. A list loads entry by entry: one that no longer reads is kept in the
//! file untouched and reported at start.

use datapad_engine::game::Message;
use datapad_engine::games::registry::GAMES;
use datapad_engine::stored::kept::{find, Changed, Keepable, KeptLists};
use datapad_engine::{Error, JournalError};
use serde_json::Value;
use std::sync::Arc;
use tauri::{AppHandle, Runtime};
use tauri_plugin_store::{Store, StoreExt};

fn storage(e: impl std::fmt::Display) -> Error {
    Error::from(JournalError::Storage {
        detail: e.to_string(),
    })
}

fn open<R: Runtime>(app: &AppHandle<R>, list: &Keepable) -> Result<Arc<Store<R>>, Error> {
    app.store(list.file).map_err(storage)
}

/// Changes the list `kind` of `game` and writes it back (its unreadable entries included);
/// nothing is written when the change is refused.
fn change<R: Runtime>(
    app: &AppHandle<R>,
    game: &str,
    kind: &str,
    how: impl FnOnce(&Keepable, Option<Value>) -> Result<Changed, Error>,
) -> Result<KeptLists<Value>, Error> {
    let list = find(game, kind)?;
    let store = open(app, list)?;
    let changed = how(list, store.get(list.key))?;
    store.set(list.key, changed.stored);
    store.save().map_err(storage)?;
    Ok(changed.lists)
}

/// Run at start, before any store is first read: a file that does not parse is moved aside, and
/// a notice is given for each list with entries that could not be read.
pub fn check<R: Runtime>(app: &AppHandle<R>) -> Vec<Message> {
    let mut notices = Vec::new();
    for list in GAMES.iter().flat_map(|g| g.kept) {
        notices.extend(crate::commands::notices::guard_store(app, list.file));
        if let Ok(store) = open(app, list) {
            notices.extend(list.notice(store.get(list.key)));
        }
    }
    notices
}

/// The game's shipped items of that kind (none for most) and the player's own.
#[tauri::command]
pub fn kept_list<R: Runtime>(
    app: AppHandle<R>,
    game: String,
    kind: String,
) -> Result<KeptLists<Value>, Error> {
    let list = find(&game, &kind)?;
    list.list(open(&app, list)?.get(list.key))
}

/// Adds an item, or replaces the one of the same identity (its game's: a unit's id, a Card
/// Game card's title in any case); refused and nothing stored when its game refuses it.
#[tauri::command]
pub fn kept_save<R: Runtime>(
    app: AppHandle<R>,
    game: String,
    kind: String,
    item: Value,
) -> Result<KeptLists<Value>, Error> {
    change(&app, &game, &kind, |list, stored| list.save(stored, item))
}

#[tauri::command]
pub fn kept_delete<R: Runtime>(
    app: AppHandle<R>,
    game: String,
    kind: String,
    id: String,
) -> Result<KeptLists<Value>, Error> {
    change(&app, &game, &kind, |list, stored| list.delete(stored, &id))
}

#[cfg(test)]
#[path = "kept_tests.rs"]
mod tests;
