//! `datapad replay`: an exported session file replayed to its final state.

use crate::Failure;
use datapad_engine::journal::validate;
use serde_json::json;
use std::path::Path;

pub fn run(file: &Path, json: bool) -> Result<String, Failure> {
    let text = datapad_engine::journal::read_session_file(file)
        .map_err(|e| Failure(1, format!("cannot read {}: {e}", file.display())))?;
    let (session, state) = validate(&text).map_err(|e| Failure(1, e.to_string()))?;
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
