//! Type-erased access to every game, so the journal, undo/redo, import/export, the CLI
//! (`datapad play`), the bindings and the app commands are written once. Adding a game is one
//! line in [`GAMES`].

use super::{counter, hoth, shatterpoint, tray};
use crate::error::{Error, JournalError};
use crate::game::{self, Ctx, Game, Message};
use serde_json::Value;

/// Every game Datapad can run.
pub const GAMES: &[Entry] = &[
    entry::<tray::DiceTray>(),
    entry::<shatterpoint::Shatterpoint>(),
    entry::<counter::Counter>(),
    entry::<hoth::Hoth>(),
];

/// One game as the shared code sees it.
pub struct Entry {
    pub id: &'static str,
    /// The action types, for `datapad play --help`.
    pub actions: &'static [&'static str],
    /// The schema version its events are written with.
    pub event_version: u32,
    new: fn() -> Box<dyn AnyState>,
    /// Writes the TypeScript types of its actions, events, state and view.
    pub bindings: fn(&std::path::Path) -> Result<(), ts_rs::ExportError>,
}

const fn entry<G: Game>() -> Entry {
    Entry {
        id: G::ID,
        actions: G::ACTIONS,
        event_version: G::EVENT_VERSION,
        new: fresh::<G>,
        bindings: bindings::<G>,
    }
}

fn bindings<G: Game>(dir: &std::path::Path) -> Result<(), ts_rs::ExportError> {
    use ts_rs::TS;
    G::Action::export_all_to(dir)?;
    G::Event::export_all_to(dir)?;
    G::State::export_all_to(dir)?;
    G::View::export_all_to(dir)
}

/// The registry entry of `game`.
pub fn find(game: &str) -> Result<&'static Entry, JournalError> {
    GAMES
        .iter()
        .find(|e| e.id == game)
        .ok_or_else(|| JournalError::UnknownGame {
            game: game.to_string(),
        })
}

/// A new, empty state of the named game.
pub fn new_state(game: &str) -> Result<Box<dyn AnyState>, JournalError> {
    find(game).map(|e| (e.new)())
}

/// A live state of some game, with that game's rules attached.
pub trait AnyState: Send {
    fn game(&self) -> &'static str;
    /// Decides an action given as the UI's JSON; a refusal carries its namespaced code.
    fn decide(&self, action: &Value, ctx: &mut Ctx) -> Result<Vec<Value>, Error>;
    /// Brings a stored event of schema `version` up to the game's current version.
    fn upgrade(&self, version: u32, event: Value) -> Result<Value, String>;
    /// Applies an event of the current version; a payload that is not this game's event is a
    /// corrupt journal.
    fn evolve(&mut self, event: &Value) -> Result<(), String>;
    fn view(&self) -> Value;
    fn describe(&self, event: &Value) -> Option<Message>;
    fn touched(&self, event: &Value) -> Vec<String>;
    fn report(&self) -> String;
}

struct Typed<G: Game>(G::State);

fn bad_action(e: impl std::fmt::Display) -> Error {
    JournalError::BadAction {
        detail: e.to_string(),
    }
    .into()
}

impl<G: Game> AnyState for Typed<G> {
    fn game(&self) -> &'static str {
        G::ID
    }

    fn decide(&self, action: &Value, ctx: &mut Ctx) -> Result<Vec<Value>, Error> {
        let action: G::Action = serde_json::from_value(action.clone()).map_err(bad_action)?;
        let events =
            game::decide::<G>(&self.0, &action, ctx).map_err(|e| game::wire_error::<G>(&e))?;
        events
            .iter()
            .map(|e| serde_json::to_value(e).map_err(bad_action))
            .collect()
    }

    fn upgrade(&self, version: u32, mut event: Value) -> Result<Value, String> {
        if version > G::EVENT_VERSION {
            return Err(format!(
                "event version {version} is newer than {}",
                G::EVENT_VERSION
            ));
        }
        for v in version..G::EVENT_VERSION {
            event = G::upgrade(v, event)?;
        }
        Ok(event)
    }

    fn evolve(&mut self, event: &Value) -> Result<(), String> {
        let event: G::Event = serde_json::from_value(event.clone()).map_err(|e| e.to_string())?;
        self.0 = G::evolve(std::mem::take(&mut self.0), &event);
        Ok(())
    }

    fn view(&self) -> Value {
        serde_json::to_value(G::view(&self.0)).unwrap_or(Value::Null)
    }

    fn describe(&self, event: &Value) -> Option<Message> {
        serde_json::from_value::<G::Event>(event.clone())
            .ok()
            .map(|e| G::describe(&e))
    }

    fn touched(&self, event: &Value) -> Vec<String> {
        serde_json::from_value::<G::Event>(event.clone())
            .map(|e| G::touched(&e))
            .unwrap_or_default()
    }

    fn report(&self) -> String {
        G::report(&self.0)
    }
}

fn fresh<G: Game>() -> Box<dyn AnyState> {
    Box::new(Typed::<G>(G::State::default()))
}
