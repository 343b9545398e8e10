//! The commands by name, as the screens call them (`ui/src/lib/api.ts`) with their arguments'
//! names: what a shell with no command macro of its own (the browser's worker) answers. Each is
//! one call into this module's functions, the ones the desktop app's Tauri commands make too.
//! Files come and go as text here: the page picks, downloads and shares them.

use super::{backup, drafts, kept, sessions, settings, stances};
use crate::error::{Error, JournalError};
use crate::game::Message;
use crate::stored::file::Stores;
use crate::writer::{self, SharedWriter};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};

fn storage(detail: impl std::fmt::Display) -> Error {
    Error::from(JournalError::Storage {
        detail: detail.to_string(),
    })
}

/// The argument `name` of a command, refused in words when missing or of the wrong shape.
fn arg<T: DeserializeOwned>(args: &Map<String, Value>, name: &str) -> Result<T, Error> {
    let value = args.get(name).cloned().unwrap_or(Value::Null);
    serde_json::from_value(value).map_err(|e| storage(format!("{name}: {e}")))
}

fn out(value: impl Serialize) -> Result<Value, Error> {
    serde_json::to_value(value).map_err(storage)
}

/// Command `cmd` with `args`: its answer as the Tauri command returns it.
pub fn answer(
    writer: &SharedWriter,
    stores: &Stores,
    notices: &[Message],
    cmd: &str,
    args: &Map<String, Value>,
) -> Result<Value, Error> {
    let s = |name: &str| arg::<String>(args, name);
    match cmd {
        "session_resume" => {
            let (game, title) = (s("game")?, s("title")?);
            out(writer::with(writer, |w| w.resume(&game, &title))?)
        }
        "session_new" => {
            let (game, title) = (s("game")?, s("title")?);
            out(writer::with(writer, |w| w.start(&game, &title))?)
        }
        "session_open" => {
            let id = arg(args, "id")?;
            out(writer::with(writer, |w| w.open(id))?)
        }
        "session_list" => {
            let game = s("game")?;
            out(writer::with(writer, |w| w.list(&game))?)
        }
        "session_export" => out(sessions::export_text(writer, arg(args, "id")?)?),
        "session_import" => out(sessions::import_text(
            writer,
            &s("text")?,
            arg(args, "asCopy")?,
        )?),
        "backup_export_text" => out(backup::export_text(writer, stores)?),
        "backup_import_text" => out(backup::import_text(writer, stores, &s("text")?)?),
        "settings_get" => out(settings::current(writer)),
        "settings_set" => out(settings::save(stores, writer, arg(args, "settings")?)?),
        "kept_save" => out(kept::save(
            stores,
            &s("game")?,
            &s("kind")?,
            arg(args, "item")?,
        )?),
        "kept_delete" => out(kept::delete(stores, &s("game")?, &s("kind")?, &s("id")?)?),
        "kept_export_text" => out(kept::export_text(stores, &s("game")?, &s("kind")?)?),
        "kept_import_text" => out(kept::import_text(
            stores,
            &s("game")?,
            &s("kind")?,
            &s("name")?,
            &s("text")?,
        )?),
        "sp_stance_check" => out(stances::check(&s("text")?)?),
        "startup_notices" => out(notices),
        "draft_get" => out(drafts::get(stores, &s("key")?)?),
        "draft_set" => out(drafts::set(stores, s("key")?, arg(args, "value")?)?),
        _ => Err(storage(format!("no command {cmd}"))),
    }
}
