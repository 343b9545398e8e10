//! Settings: validated by the engine, kept in `settings.json` (a store file, written whole).

use crate::error::{Error, JournalError};
use crate::game::Message;
use crate::settings::Settings;
use crate::stored::file::Stores;
use crate::writer::{self, SharedWriter};

const FILE: &str = "settings.json";
const KEY: &str = "settings";

/// The stored settings, each value validated as a save is: one that does not parse or validate
/// falls back to its default alone. A settings file that does not parse is moved aside first.
/// Returns the notices to show.
pub fn load(stores: &Stores) -> (Settings, Vec<Message>) {
    let guarded = stores.guard(FILE);
    let stored = stores.get(FILE, KEY).ok().flatten();
    let (settings, fell) = crate::stored::settings::load(stored);
    let notices = guarded
        .into_iter()
        .chain(crate::stored::settings::notice(&fell))
        .collect();
    (settings, notices)
}

/// The settings in effect: a quick read of the writer.
pub fn current(writer: &SharedWriter) -> Settings {
    writer::with(writer, |w| w.shelf().settings.clone())
}

/// Validates and saves; on any error nothing changes, in the store or in memory. The dice in
/// effect follow at once.
pub fn save(stores: &Stores, writer: &SharedWriter, settings: Settings) -> Result<Settings, Error> {
    let dice = settings.validate()?;
    let value = serde_json::to_value(&settings).map_err(|e| {
        Error::from(JournalError::Storage {
            detail: e.to_string(),
        })
    })?;
    stores.update(FILE, |object| {
        object.insert(KEY.into(), value);
        Ok(())
    })?;
    writer::with(writer, |w| {
        w.shelf().settings = settings.clone();
        w.set_dice(dice);
    });
    Ok(settings)
}
