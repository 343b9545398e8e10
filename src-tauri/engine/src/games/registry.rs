//! Type-erased access to every game, so the journal, undo/redo, import/export, the CLI
//! (`datapad play`), the bindings and the app commands are written once. Adding a game is one
//! line in [`GAMES`].

use super::{counter, deckbuilding, hoth, lcg, shatterpoint, tray};
use crate::error::{Error, JournalError};
use crate::game::{self, Ctx, Game, Message, Name};
use serde_json::Value;
use std::collections::BTreeMap;

/// Every game Datapad can run.
pub const GAMES: &[Entry] = &[
    entry::<tray::DiceTray>(),
    entry::<shatterpoint::Shatterpoint>(),
    entry::<counter::Counter>(),
    entry::<lcg::Lcg>(),
    entry::<deckbuilding::Deckbuilding>(),
    entry::<hoth::Hoth>(),
];

/// One game as the shared code sees it.
pub struct Entry {
    pub id: &'static str,
    /// The action types, for `datapad play --help`.
    pub actions: &'static [&'static str],
    /// The action type's TypeScript declaration and those of the types it names, for
    /// `datapad play GAME --actions`.
    pub action_types: fn() -> super::action_types::ActionTypes,
    /// The schema version its events are written with.
    pub event_version: u32,
    /// What a roll of its dice means, for the dice tray.
    pub dice: Option<crate::game::DiceMeaning>,
    /// The lists of its items players keep on the device.
    pub kept: &'static [crate::keep::Keepable],
    new: fn() -> Box<dyn AnyState>,
    /// Writes the TypeScript types of its actions, events, state and view.
    pub bindings: fn(&std::path::Path) -> Result<(), ts_rs::ExportError>,
    /// Its folder under `content/` (see [`Game::CONTENT`]).
    pub content: &'static str,
    /// It has rules reference entries (see [`Game::RULES`]).
    pub rules: bool,
    /// The app lists it (see [`Game::LISTED`]).
    pub listed: bool,
    /// Its own refusal codes, bare (see [`Game::error_codes`]).
    pub error_codes: fn() -> Vec<String>,
    /// The seats at its table (see [`Game::SEATS`]).
    pub seats: &'static [&'static str],
    /// What a device may read of it besides a session (see [`Game::READS`]).
    pub reads: &'static [(&'static str, game::Read)],
}

const fn entry<G: Game>() -> Entry
where
    G::Error: strum::VariantNames,
{
    Entry {
        id: G::ID,
        actions: G::ACTIONS,
        action_types: super::action_types::of::<G::Action>,
        event_version: G::EVENT_VERSION,
        dice: G::DICE,
        kept: G::KEPT,
        new: fresh::<G>,
        bindings: bindings::<G>,
        content: G::CONTENT,
        rules: G::RULES,
        listed: G::LISTED,
        error_codes: G::error_codes,
        seats: G::SEATS,
        reads: G::READS,
    }
}

fn bindings<G: Game>(dir: &std::path::Path) -> Result<(), ts_rs::ExportError> {
    use ts_rs::TS;
    G::extra_bindings(dir)?;
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

/// The game's read named `what` (see [`Game::READS`]), whichever game has it.
pub fn read(what: &str) -> Option<game::Read> {
    GAMES
        .iter()
        .flat_map(|g| g.reads)
        .find(|(name, _)| *name == what)
        .map(|(_, read)| *read)
}

/// Every registered game's dice meanings, for the views that read them (the dice tray).
fn meanings() -> &'static [(&'static str, crate::game::DiceMeaning)] {
    static MEANINGS: std::sync::OnceLock<Vec<(&'static str, crate::game::DiceMeaning)>> =
        std::sync::OnceLock::new();
    MEANINGS.get_or_init(|| GAMES.iter().filter_map(|g| Some((g.id, g.dice?))).collect())
}

/// What a view may read of the other games (see [`crate::game::Table`]).
pub fn table() -> crate::game::Table<'static> {
    crate::game::Table {
        meanings: meanings(),
    }
}

/// A new, empty state of the named game.
pub fn new_state(game: &str) -> Result<Box<dyn AnyState>, JournalError> {
    find(game).map(|e| (e.new)())
}

/// What applying an event did, in words: its log sentence and the counters it changed.
pub struct Evolved {
    pub message: Message,
    /// Per counter it touched, why (see [`game::reasons`]).
    pub why: Vec<(String, Message)>,
    /// The names of the things the sentence mentions by id, as the state had them just before
    /// and just after the event (a destroyed unit keeps its name): see [`Game::names`].
    pub names: Vec<(String, Name)>,
    /// The turn the table is in after the event (see [`Game::turn`]).
    pub turn: u32,
}

/// A live state of some game, with that game's rules attached.
pub trait AnyState: Send {
    fn game(&self) -> &'static str;
    /// The event schema version this build writes and reads.
    fn event_version(&self) -> u32;
    /// Decides an action given as the UI's JSON; a refusal carries its namespaced code.
    fn decide(&self, action: &Value, ctx: &mut Ctx) -> Result<Vec<Value>, Error>;
    /// Brings a stored event of schema `version` up to the game's current version.
    fn upgrade(&self, version: u32, event: Value) -> Result<Value, String>;
    /// Applies an event of the current version; a payload that is not this game's event is a
    /// corrupt journal.
    fn evolve(&mut self, event: &Value) -> Result<(), String> {
        self.apply(event.clone()).map(|_| ())
    }
    /// Applies an event as [`AnyState::evolve`] does and says what it did, reading the payload
    /// once: the journal's replay, which would otherwise read every event three times.
    fn apply(&mut self, event: Value) -> Result<Evolved, String>;
    fn view(&self) -> Value;
    fn describe(&self, event: &Value) -> Option<Message>;
    /// The arguments of its sentences that name things by id (see [`Game::NAMED`]).
    fn named(&self) -> &'static [&'static str];
    /// What the table calls each thing the state holds now (see [`Game::names`]).
    fn names(&self) -> BTreeMap<String, Name>;
    /// The turn the table is in (see [`Game::turn`]).
    fn turn(&self) -> u32;
    /// What the saved games list says of it: turn, players, over.
    fn summary(&self) -> crate::game::SessionSummary;
    /// A copy of the state, for the journal's checkpoints (undo restores one instead of
    /// replaying the session from its start).
    fn snapshot(&self) -> Box<dyn AnyState>;
    /// The whole state as JSON: what tests compare a checkpointed state with a full replay by.
    fn state(&self) -> Value;
    /// The game's bounds on the current state (see [`Game::check`]).
    fn check(&self) -> Result<(), String>;
    fn report(&self) -> String;
    /// A read-only question about the state (see [`Game::query`]).
    fn query(&self, query: &Value, ctx: &mut Ctx) -> Result<Value, Error>;
    /// The seat an action given as JSON belongs to (see [`Game::seat`]); `None` for a shared
    /// one, and for one that is not this game's action (decide refuses it).
    fn seat(&self, action: &Value) -> Option<&'static str>;
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

    fn event_version(&self) -> u32 {
        G::EVENT_VERSION
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

    fn apply(&mut self, event: Value) -> Result<Evolved, String> {
        let event: G::Event = serde_json::from_value(event).map_err(|e| e.to_string())?;
        let message = game::describe::<G>(&event);
        // What the sentence names is named from the state before the event (a thing it
        // removes) and after it (a thing it brings in, or renames).
        let ids = message.mentions(G::NAMED);
        let mut names: Vec<(String, Name)> = ids
            .iter()
            .filter_map(|id| Some((id.clone(), G::name(&self.0, id)?)))
            .collect();
        self.0 = game::evolve::<G>(std::mem::take(&mut self.0), &event);
        for id in ids {
            if let Some(n) = G::name(&self.0, &id) {
                names.retain(|(i, _)| *i != id);
                names.push((id, n));
            }
        }
        Ok(Evolved {
            message,
            why: game::reasons::<G>(&event),
            names,
            turn: G::turn(&self.0),
        })
    }

    fn view(&self) -> Value {
        serde_json::to_value(G::view(&self.0, &table())).unwrap_or(Value::Null)
    }

    fn describe(&self, event: &Value) -> Option<Message> {
        serde_json::from_value::<G::Event>(event.clone())
            .ok()
            .map(|e| game::describe::<G>(&e))
    }

    fn named(&self) -> &'static [&'static str] {
        G::NAMED
    }

    fn names(&self) -> BTreeMap<String, Name> {
        G::names(&self.0)
    }

    fn turn(&self) -> u32 {
        G::turn(&self.0)
    }

    fn summary(&self) -> crate::game::SessionSummary {
        crate::game::SessionSummary {
            turn: G::turn(&self.0),
            players: G::players(&self.0),
            over: G::is_over(&self.0),
        }
    }

    fn snapshot(&self) -> Box<dyn AnyState> {
        Box::new(Typed::<G>(self.0.clone()))
    }

    fn state(&self) -> Value {
        serde_json::to_value(&self.0).unwrap_or(Value::Null)
    }

    fn check(&self) -> Result<(), String> {
        G::check(&self.0)
    }

    fn report(&self) -> String {
        G::report(&self.0)
    }

    fn query(&self, query: &Value, ctx: &mut Ctx) -> Result<Value, Error> {
        G::query(&self.0, query, ctx)
    }

    fn seat(&self, action: &Value) -> Option<&'static str> {
        let action: G::Action = serde_json::from_value(action.clone()).ok()?;
        G::seat(&self.0, &action)
    }
}

/// A new state of any game, registered or not (tests use games of their own).
pub fn fresh<G: Game>() -> Box<dyn AnyState> {
    Box::new(Typed::<G>(G::State::default()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// A game whose events changed shape twice: `{"old": n}` (1) → `{"mid": n}` (2) → `{"n": n}`.
    struct Renamed;

    #[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, ts_rs::TS)]
    struct Ev {
        n: i64,
    }

    impl crate::game::Fact for Ev {
        type State = i64;
        fn apply(&self, s: &mut i64) {
            *s += self.n;
        }
        fn describe(&self) -> Option<Message> {
            None
        }
        fn touched(&self) -> Vec<String> {
            Vec::new()
        }
    }

    impl Game for Renamed {
        const ID: &'static str = "renamed";
        const EVENT_VERSION: u32 = 3;
        type State = i64;
        type Action = Ev;
        type Event = Ev;
        type View = i64;
        type Error = crate::games::counter::CounterError;

        fn decide(_: &i64, a: &Ev, _: &mut Ctx) -> Result<Vec<Ev>, Self::Error> {
            Ok(vec![a.clone()])
        }
        fn view(s: &i64, _: &crate::game::Table) -> i64 {
            *s
        }
        fn check(_: &i64) -> Result<(), String> {
            Ok(())
        }
        fn report(s: &i64) -> String {
            s.to_string()
        }
        fn upgrade(version: u32, mut e: Value) -> Result<Value, String> {
            let (from, to) = match version {
                1 => ("old", "mid"),
                2 => ("mid", "n"),
                v => return Err(format!("no step from {v}")),
            };
            let n = e.get(from).cloned().ok_or("field missing")?;
            e = json!({ to: n });
            Ok(e)
        }
    }

    #[test]
    fn older_events_go_up_the_chain_one_step_at_a_time() {
        let s = fresh::<Renamed>();
        assert_eq!(s.upgrade(1, json!({"old": 5})), Ok(json!({"n": 5})));
        assert_eq!(s.upgrade(2, json!({"mid": 5})), Ok(json!({"n": 5})));
        assert_eq!(s.upgrade(3, json!({"n": 5})), Ok(json!({"n": 5})));
        assert!(
            s.upgrade(4, json!({"n": 5})).is_err(),
            "newer than this build"
        );
    }
}
