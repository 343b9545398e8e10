//! The lists players keep on the device for later games, every game's through the same three
//! commands: the engine's registry names each game's lists (`Game::KEPT`) with their store file
//! and key, and checks every item as its game does. Here the stored value only goes in and out
//! of its store file. A list loads entry by entry: one that no longer reads is kept in the
//! file untouched and reported at start.

use super::worker::off_thread;
use datapad_engine::game::Message;
use datapad_engine::games::registry::GAMES;
use datapad_engine::stored::file::Stores;
use datapad_engine::stored::kept::{find, Changed, Keepable, KeptLists};
use datapad_engine::Error;
use serde_json::Value;
use tauri::{AppHandle, Manager};

/// Changes the list `kind` of `game` and writes it back (its unreadable entries included);
/// nothing is written when the change is refused. The change (every item checked as its game
/// checks it) is worked out on the list as read, without the store's lock, which is taken only
/// to write: should the list have changed in between, the change is worked out again on it, so
/// no other save is lost.
pub(super) fn change(
    stores: &Stores,
    game: &str,
    kind: &str,
    mut how: impl FnMut(&Keepable, Option<Value>) -> Result<Changed, Error>,
) -> Result<KeptLists<Value>, Error> {
    let list = find(game, kind)?;
    let read = stores.get(list.file, list.key)?;
    let mut changed = Some(how(list, read.clone())?);
    stores.update(list.file, |object| {
        let now = object.get(list.key).cloned();
        let changed = match changed.take() {
            Some(changed) if now == read => changed,
            _ => how(list, now)?,
        };
        object.insert(list.key.into(), changed.stored);
        Ok(changed.lists)
    })
}

/// Run at start, before any store is first read: a file that does not parse is moved aside, and
/// a notice is given for each list with entries that could not be read.
pub fn check(stores: &Stores) -> Vec<Message> {
    let mut notices = Vec::new();
    for list in GAMES.iter().flat_map(|g| g.kept) {
        notices.extend(crate::commands::notices::guard_store(stores, list.file));
        if let Ok(stored) = stores.get(list.file, list.key) {
            notices.extend(list.notice(stored));
        }
    }
    notices
}

/// Adds an item, or replaces the one of the same identity (its game's: a unit's id, a Card
/// Game card's title in any case); refused and nothing stored when its game refuses it. Off the
/// window's thread (`worker`), as every write of a list.
#[tauri::command]
pub async fn kept_save(
    app: AppHandle,
    game: String,
    kind: String,
    item: Value,
) -> Result<KeptLists<Value>, Error> {
    off_thread(move || {
        change(&app.state::<Stores>(), &game, &kind, |list, stored| {
            list.save(stored, item.clone())
        })
    })
    .await
}

#[tauri::command]
pub async fn kept_delete(
    app: AppHandle,
    game: String,
    kind: String,
    id: String,
) -> Result<KeptLists<Value>, Error> {
    off_thread(move || {
        change(&app.state::<Stores>(), &game, &kind, |list, stored| {
            list.delete(stored, &id)
        })
    })
    .await
}

#[cfg(test)]
#[path = "kept_tests.rs"]
mod tests;
