//! A list the players typed in and the app keeps for later games (Shatterpoint units,
//! Deckbuilding cards), each in its own file of the plugin store. The list loads entry by entry:
//! one that no longer parses is kept in the file untouched and reported.

use datapad_engine::game::Message;
use datapad_engine::stored::list::Entries;
use datapad_engine::{Error, JournalError};
use serde::de::DeserializeOwned;
use serde::Serialize;
use tauri::{AppHandle, Runtime};
use tauri_plugin_store::StoreExt;

/// Where one list lives: its store file and the key in it.
pub struct Kept {
    pub file: &'static str,
    pub key: &'static str,
}

fn storage(e: impl std::fmt::Display) -> Error {
    Error::from(JournalError::Storage {
        detail: e.to_string(),
    })
}

impl Kept {
    pub fn load<T: DeserializeOwned + Serialize, R: Runtime>(
        &self,
        app: &AppHandle<R>,
    ) -> Result<Entries<T>, Error> {
        let store = app.store(self.file).map_err(storage)?;
        Ok(Entries::load(store.get(self.key)))
    }

    /// Writes the list back with the entries that could not be read, as they were.
    pub fn save<T: DeserializeOwned + Serialize, R: Runtime>(
        &self,
        app: &AppHandle<R>,
        list: &Entries<T>,
    ) -> Result<(), Error> {
        let store = app.store(self.file).map_err(storage)?;
        store.set(self.key, list.to_value().map_err(storage)?);
        store.save().map_err(storage)
    }

    /// Run at start, before the store is first read: the file moved aside when it does not
    /// parse, and a notice when some entries could not be read.
    pub fn check<T: DeserializeOwned + Serialize, R: Runtime>(
        &self,
        app: &AppHandle<R>,
    ) -> Vec<Message> {
        let guarded = crate::commands::notices::guard_store(app, self.file);
        let kept = self
            .load::<T, R>(app)
            .ok()
            .and_then(|list| list.notice(self.file));
        guarded.into_iter().chain(kept).collect()
    }
}
