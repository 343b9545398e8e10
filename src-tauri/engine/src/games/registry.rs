//! Type-erased access to every game, so the journal, undo/redo, import/export, the CLI and the
//! app commands are written once. Adding a game is one line in [`GAMES`].

use crate::error::{Error, JournalError};
use crate::game::{Ctx, Game, Message};
use serde_json::Value;

/// A live state of some game, with that game's rules attached.
pub trait AnyState: Send {
    fn game(&self) -> &'static str;
    fn decide(&self, action: &Value, ctx: &mut Ctx) -> Result<Vec<Value>, Error>;
    /// Applies a stored event; a payload that is not this game's event is a corrupt journal.
    fn evolve(&mut self, event: &Value) -> Result<(), String>;
    fn view(&self) -> Value;
    fn describe(&self, event: &Value) -> Option<Message>;
    fn report(&self) -> String;
}

struct Typed<G: Game>(G::State);

impl<G: Game> AnyState for Typed<G> {
    fn game(&self) -> &'static str {
        G::ID
    }

    fn decide(&self, action: &Value, ctx: &mut Ctx) -> Result<Vec<Value>, Error> {
        let action: G::Action =
            serde_json::from_value(action.clone()).map_err(|e| JournalError::BadAction {
                detail: e.to_string(),
            })?;
        let events = G::decide(&self.0, &action, ctx)?;
        events
            .iter()
            .map(|e| {
                serde_json::to_value(e).map_err(|e| {
                    JournalError::BadAction {
                        detail: e.to_string(),
                    }
                    .into()
                })
            })
            .collect()
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

    fn report(&self) -> String {
        G::report(&self.0)
    }
}

fn fresh<G: Game>() -> Box<dyn AnyState> {
    Box::new(Typed::<G>(G::State::default()))
}

/// Makes a game's starting state.
type Constructor = fn() -> Box<dyn AnyState>;

/// Every game Datapad can run: its id and a constructor of its starting state.
pub const GAMES: &[(&str, Constructor)] = &[
    (super::tray::DiceTray::ID, fresh::<super::tray::DiceTray>),
    (
        super::shatterpoint::Shatterpoint::ID,
        fresh::<super::shatterpoint::Shatterpoint>,
    ),
];

/// A new, empty state of the named game.
pub fn new_state(game: &str) -> Result<Box<dyn AnyState>, JournalError> {
    GAMES
        .iter()
        .find(|(id, _)| *id == game)
        .map(|(_, make)| make())
        .ok_or_else(|| JournalError::UnknownGame {
            game: game.to_string(),
        })
}
