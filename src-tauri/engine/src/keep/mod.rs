//! The lists players keep on the device for later games (Shatterpoint's units and stances, the
//! Card Game's and the Deckbuilding Game's typed-in cards), written once for every game. Each
//! game names its lists in [`Game::KEPT`](crate::game::Game::KEPT): the item type (which reads,
//! checks and tells its items apart as that game does) and the store file and key it lives in.
//! The app shell only moves the stored value in and out of its store; everything else happens
//! here, on that value, so every list is tested without an app. Below the game trait, which
//! names its lists; the registry finds them (`stored::kept`).

mod entries;
mod file;

pub use entries::Entries;
pub use file::{FORMAT as LIST_FORMAT, VERSION as LIST_VERSION};

use crate::error::{Error, JournalError};
use crate::i18n::Message;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;
use std::path::Path;
use ts_rs::{ExportError, TS};

/// One type of item a game keeps: how it reads from the file, how a new one is checked, and which
/// stored item a saved one replaces.
pub trait Keep: Serialize + DeserializeOwned + TS + 'static {
    /// Where a saved item goes when it replaces one: `false`, to the end, as the newest; `true`,
    /// into the old one's place (where the order means something, such as which of the player's
    /// stances is the newest for a card side).
    const IN_PLACE: bool = false;

    /// A stored entry as this build reads it; `None` keeps it in the file untouched and reported.
    fn read(stored: &Value) -> Option<Self> {
        serde_json::from_value(stored.clone()).ok()
    }

    /// A new item checked as the game checks it in play: what is kept, or the game's refusal.
    fn accept(item: Value) -> Result<Self, Error>;

    /// The name `kept_delete` takes, and what a saved item replaces; `None` replaces nothing.
    fn id(&self) -> Option<&str>;

    /// Whether this is the item named `id`.
    fn is(&self, id: &str) -> bool {
        self.id() == Some(id)
    }

    /// The items the game ships, offered beside the player's own.
    fn shipped() -> Result<Vec<Self>, String> {
        Ok(Vec::new())
    }
}

/// A new item read by its shape, before its game checks it: one that is not that item at all
/// (the UI would never send it) is a bad action.
pub fn parse<T: DeserializeOwned>(item: Value) -> Result<T, Error> {
    serde_json::from_value(item).map_err(|e| {
        JournalError::BadAction {
            detail: e.to_string(),
        }
        .into()
    })
}

/// What a list shows: the game's shipped items (none for most lists) and the player's own.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
pub struct KeptLists<T> {
    pub shipped: Vec<T>,
    pub mine: Vec<T>,
}

/// A list after a change: the value to store (with the entries that could not be read, as they
/// were) and the lists to show.
#[derive(Debug, Clone, PartialEq)]
pub struct Changed {
    pub stored: Value,
    pub lists: KeptLists<Value>,
}

/// One list a game keeps, its item type erased so the registry can hold every game's.
pub struct Keepable {
    /// Its name within the game (`units`, `stances`, `cards`), as the UI asks for it.
    pub kind: &'static str,
    /// The store file and key it lives under. Never rename either: players' lists are there.
    pub file: &'static str,
    pub key: &'static str,
    list: fn(Option<Value>) -> Result<KeptLists<Value>, Error>,
    save: fn(Option<Value>, Value) -> Result<Changed, Error>,
    delete: fn(Option<Value>, &str) -> Result<Changed, Error>,
    notice: fn(Option<Value>, &str) -> Option<Message>,
    pub(crate) bindings: fn(&Path) -> Result<String, ExportError>,
}

impl Keepable {
    pub const fn of<T: Keep>(
        kind: &'static str,
        file: &'static str,
        key: &'static str,
    ) -> Keepable {
        Keepable {
            kind,
            file,
            key,
            list: list::<T>,
            save: save::<T>,
            delete: delete::<T>,
            notice: notice::<T>,
            bindings: bindings::<T>,
        }
    }

    /// The lists, from what the store holds under `key`.
    pub fn list(&self, stored: Option<Value>) -> Result<KeptLists<Value>, Error> {
        (self.list)(stored)
    }

    /// Adds `item`, or replaces the one it names; refused, with nothing to store, when its game
    /// refuses it.
    pub fn save(&self, stored: Option<Value>, item: Value) -> Result<Changed, Error> {
        (self.save)(stored, item)
    }

    /// Removes the items named `id`.
    pub fn delete(&self, stored: Option<Value>, id: &str) -> Result<Changed, Error> {
        (self.delete)(stored, id)
    }

    /// A notice when some stored entries could not be read (see [`Entries::notice`]).
    pub fn notice(&self, stored: Option<Value>) -> Option<Message> {
        (self.notice)(stored, self.file)
    }
}

fn storage(e: impl std::fmt::Display) -> Error {
    JournalError::Storage {
        detail: e.to_string(),
    }
    .into()
}

fn load<T: Keep>(stored: Option<Value>) -> Entries<T> {
    Entries::load_with(stored, T::read)
}

fn values<T: Keep>(items: &[T]) -> Result<Vec<Value>, Error> {
    items
        .iter()
        .map(|i| serde_json::to_value(i).map_err(storage))
        .collect()
}

fn lists<T: Keep>(mine: &[T]) -> Result<KeptLists<Value>, Error> {
    // The shipped items are checked by their game's tests; should they break, it says so here.
    let shipped = T::shipped().map_err(storage)?;
    Ok(KeptLists {
        shipped: values(&shipped)?,
        mine: values(mine)?,
    })
}

fn changed<T: Keep>(list: Entries<T>) -> Result<Changed, Error> {
    Ok(Changed {
        stored: list.to_value().map_err(storage)?,
        lists: lists(&list.items)?,
    })
}

fn list<T: Keep>(stored: Option<Value>) -> Result<KeptLists<Value>, Error> {
    lists(&load::<T>(stored).items)
}

/// Puts `item` where [`Keep::IN_PLACE`] says, replacing every item of its id.
fn put<T: Keep>(items: &mut Vec<T>, item: T) {
    if let Some(id) = item.id().map(str::to_owned) {
        if T::IN_PLACE {
            if let Some(old) = items.iter_mut().find(|x| x.is(&id)) {
                *old = item;
                return;
            }
        }
        items.retain(|x| !x.is(&id));
    }
    items.push(item);
}

fn save<T: Keep>(stored: Option<Value>, item: Value) -> Result<Changed, Error> {
    let item = T::accept(item)?;
    let mut list = load::<T>(stored);
    put(&mut list.items, item);
    changed(list)
}

fn delete<T: Keep>(stored: Option<Value>, id: &str) -> Result<Changed, Error> {
    let mut list = load::<T>(stored);
    list.items.retain(|x| !x.is(id));
    changed(list)
}

fn notice<T: Keep>(stored: Option<Value>, file: &str) -> Option<Message> {
    load::<T>(stored).notice(file)
}

fn bindings<T: Keep>(dir: &Path) -> Result<String, ExportError> {
    T::export_all_to(dir)?;
    Ok(T::ident())
}
