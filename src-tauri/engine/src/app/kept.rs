//! The lists players keep on the device for later games, every game's through the same three
//! commands: the engine's registry names each game's lists (`Game::KEPT`) with their store file
//! and key, and checks every item as its game does. Here the stored value only goes in and out
//! of its store file. A list loads entry by entry: one that no longer reads is kept in the
//! file untouched and reported at start.

use crate::error::Error;
use crate::game::Message;
use crate::games::registry::GAMES;
use crate::limits::{check_bytes, MAX_STORE_BYTES};
use crate::stored::file::Stores;
use crate::stored::kept::{find, Changed, Keepable, KeptLists};
use serde_json::Value;

/// Changes the list `kind` of `game` and writes it back (its unreadable entries included);
/// nothing is written when the change is refused. The change (every item checked as its game
/// checks it) is worked out on the list as read, without the store's lock, which is taken only
/// to write: should the list have changed in between, the change is worked out again on it, so
/// no other save is lost.
pub fn change(
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

/// Adds an item, or replaces the one of the same identity (its game's: a unit's id, a Card
/// Game card's title in any case); refused and nothing stored when its game refuses it.
pub fn save(
    stores: &Stores,
    game: &str,
    kind: &str,
    item: Value,
) -> Result<KeptLists<Value>, Error> {
    change(stores, game, kind, |list, stored| {
        list.save(stored, item.clone())
    })
}

/// Removes the items `id` names (a Card Game card: its title).
pub fn delete(
    stores: &Stores,
    game: &str,
    kind: &str,
    id: &str,
) -> Result<KeptLists<Value>, Error> {
    change(stores, game, kind, |list, stored| list.delete(stored, id))
}

/// Run at start, before any store is first read: a file that does not parse is moved aside, and
/// a notice is given for each list with entries that could not be read.
pub fn check(stores: &Stores) -> Vec<Message> {
    let mut notices = Vec::new();
    for list in GAMES.iter().flat_map(|g| g.kept) {
        notices.extend(stores.guard(list.file));
        if let Ok(stored) = stores.get(list.file, list.key) {
            notices.extend(list.notice(stored));
        }
    }
    notices
}

/// The player's own items of a list as a file's text (`keep::file`), to save or share.
pub fn export_text(stores: &Stores, game: &str, kind: &str) -> Result<String, Error> {
    let list = find(game, kind)?;
    list.export(game, stores.get(list.file, list.key)?)
}

/// Keeps every item of a list file's `text` (all or none: a refusal names its entry). `name` is
/// the file's, for a refusal by size: past a store file's size it is refused unread.
pub fn import_text(
    stores: &Stores,
    game: &str,
    kind: &str,
    name: &str,
    text: &str,
) -> Result<KeptLists<Value>, Error> {
    check_bytes(name, text.len() as u64, MAX_STORE_BYTES)?;
    change(stores, game, kind, |list, stored| {
        list.import(game, stored, text)
    })
}
