//! `datapad replay`: an exported session file replayed to its final state.

use crate::{refused, Failure};
use datapad_engine::journal::{validate, MAX_FILE_BYTES};
use datapad_engine::limits::size;
use serde_json::json;
use std::path::Path;

pub fn run(file: &Path, json: bool) -> Result<String, Failure> {
    let text = crate::files::read_text(file, MAX_FILE_BYTES, "a session file")?;
    if text.trim().is_empty() {
        return Err(refused(format!("{} is empty", file.display())));
    }
    let (session, state) = validate(&text).map_err(|e| refused(words(file, &e)))?;
    Ok(if json {
        json!({"game": session.game, "title": session.title, "events": session.events.len(), "view": state.view()})
            .to_string()
    } else {
        format!(
            "{} ({}), {} events\n{}",
            session.title,
            session.game,
            session.events.len(),
            state.report()
        )
    })
}

/// Why the file is not a session this Datapad replays, in words, after its name.
fn words(file: &Path, e: &datapad_engine::Error) -> String {
    let detail = e.data["detail"].as_str().map(crate::plain::serde);
    let why = match (e.code.as_str(), detail) {
        ("journal.import_format", Some(d)) => format!("not a Datapad session file: {d}"),
        ("journal.corrupt_event", Some(d)) => {
            format!("event {} cannot be read: {d}", e.data["seq"])
        }
        ("journal.too_large", _) => format!("larger than {}", size(MAX_FILE_BYTES)),
        _ => e.message.clone(),
    };
    format!("{}: {why}", file.display())
}
