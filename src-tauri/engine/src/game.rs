//! The one trait every game implements: decide checks the rules and says what happened; evolve
//! applies a fact and cannot fail. Randomness is resolved in decide and recorded in the events,
//! so replaying a journal reproduces a game exactly.

use crate::dice::{Catalog, Counts};
use crate::error::Common;
pub use crate::i18n::{Message, Name};
use rand::RngCore;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Debug;
use ts_rs::TS;

/// The longest player name, in characters: the settings and a game's own players alike.
pub const MAX_NAME: usize = 24;

/// What decide may consult besides the state: the dice in effect (the player's own Hoth table
/// included) and the RNG. Both are injected so tests and `--seed` are exact.
pub struct Ctx<'a> {
    pub rng: &'a mut dyn RngCore,
    pub dice: &'a Catalog,
}

/// A game's read of something besides a session (see [`Game::READS`]).
pub type Read = fn(&Catalog, Value) -> Result<Value, crate::Error>;

/// What a roll of a game's dice means, for the dice tray: the dice it owns, and the reading of
/// their counts by name (`successes`, or `infantry`, `vehicle`, …). The tray asks every game in
/// the registry; it knows no game's rules.
#[derive(Clone, Copy)]
pub struct DiceMeaning {
    pub dice: &'static [&'static str],
    pub read: fn(&Counts) -> BTreeMap<&'static str, u32>,
}

/// What a view may read besides its game's own state: what a roll of each registered game's
/// dice means (the dice tray shows a roll in every game's terms). The registry fills it; a
/// game's own tests may leave it empty.
#[derive(Clone, Copy, Default)]
pub struct Table<'a> {
    pub meanings: &'a [(&'static str, DiceMeaning)],
}

/// The view of a state that reads nothing of other games.
pub fn view<G: Game>(state: &G::State) -> G::View {
    G::view(state, &Table::default())
}

/// A game's own refusals: an enum serializing as `{code, data}` (stable snake_case codes) that
/// also carries the [`Common`] refusals shared code raises. Implement it with
/// `kit::game_error!`.
pub trait GameError:
    std::error::Error + Serialize + Clone + PartialEq + Debug + From<Common> + Send + 'static
{
    /// The refusal on the wire, if shared code raised it (`game.game_over`, `dice.…`): it keeps
    /// its own namespace.
    fn shared(&self) -> Option<crate::Error>;
}

pub trait Game: 'static {
    /// The registry id, stored with every session and used as the error namespace.
    const ID: &'static str;
    /// The schema version of this game's events. Bump it when `Event` changes shape and add the
    /// step to [`Game::upgrade`]; stored events of older versions are upgraded on load.
    const EVENT_VERSION: u32 = 1;
    /// What a roll of this game's dice means, if it has dice the tray offers.
    const DICE: Option<DiceMeaning> = None;
    /// The action types (`{"type": …}`), listed by `datapad play --help`.
    const ACTIONS: &'static [&'static str] = &[];
    /// Its folder under `content/` (rules, catalogs, data), when that is not its id.
    const CONTENT: &'static str = Self::ID;
    /// It has rules reference entries in `content/<CONTENT>/rules/`: the rules reference, the
    /// CLI's `--game` and the Rules screen's filter offer exactly these games.
    const RULES: bool = false;
    /// The app lists it (Home, the router); a game that exists for the kit's tests and the CLI
    /// (the counter) is not listed.
    const LISTED: bool = true;
    /// The lists of this game's items players keep on the device for later games.
    const KEPT: &'static [crate::keep::Keepable] = &[];
    /// The seats at this game's table, one per side (`dark`, `light`): a device shared across
    /// devices sits at one. A game without sides (the tray, the counter) has none.
    const SEATS: &'static [&'static str] = &[];
    /// What a device may read of this game besides a session (its plain odds), each named as
    /// the read frame names it (`odds_sp`): the reader takes the dice in effect and the arguments.
    const READS: &'static [(&'static str, Read)] = &[];
    type State: Default + Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + TS;
    type Action: Debug + Serialize + DeserializeOwned + TS;
    /// What an action did: one fact or a list of changes ([`crate::kit::Event`]), applied,
    /// said and traced to its counters through [`Fact`].
    type Event: Fact<State = Self::State>
        + Debug
        + Clone
        + PartialEq
        + Serialize
        + DeserializeOwned
        + TS;
    type View: Serialize + TS;
    type Error: GameError;

    fn decide(
        state: &Self::State,
        action: &Self::Action,
        ctx: &mut Ctx,
    ) -> Result<Vec<Self::Event>, Self::Error>;
    /// The seat (one of [`Game::SEATS`]) an action belongs to, or `None` for what the table
    /// shares (the turn, a track both sides move). A shared table lets a seated device act only
    /// for its own seat and on what is shared; this is the one place a game says which is which.
    fn seat(_state: &Self::State, _action: &Self::Action) -> Option<&'static str> {
        None
    }
    /// What the screen shows. `table` is what the view may read besides the game's own state.
    fn view(state: &Self::State, table: &Table) -> Self::View;
    /// A finished game refuses every action with `game.game_over` (undo still works).
    fn is_over(_state: &Self::State) -> bool {
        false
    }
    /// The bounds every state of this game keeps (a counter's range, a game won at most once).
    /// Import replays a file's events through it, so a file carrying facts the rules could not
    /// produce is refused whole.
    fn check(state: &Self::State) -> Result<(), String>;
    /// The final state in plain English, for `datapad replay` and `datapad play`.
    fn report(state: &Self::State) -> String;
    /// The arguments of this game's sentences that name a thing of the table by its id (a
    /// string or a list of strings: `card`, `attackers`). The journal names them once for
    /// every sentence of the game (see [`Game::names`]): no sentence shows an id.
    const NAMED: &'static [&'static str] = &[];
    /// What the table calls each thing the state holds, by id: the name a player gave or the
    /// card's title, else a numbered name in the reader's language. The log, the "why" lines
    /// and the board all name things through it; a thing that left the state keeps the name
    /// it last had.
    fn names(_state: &Self::State) -> BTreeMap<String, Name> {
        BTreeMap::new()
    }
    /// The name of one thing (see [`Game::names`]); a game may answer it without listing all.
    fn name(state: &Self::State, id: &str) -> Option<Name> {
        Self::names(state).remove(id)
    }
    /// The turn the table is in (0 where the game has none): a counter's "why" line shows on
    /// the board during the turn of the change that made it, then folds into the counter's
    /// tap-to-explain.
    fn turn(_state: &Self::State) -> u32 {
        0
    }
    /// The names the players gave, one per seat (`""` for a seat without one), for the saved
    /// games list ("Ola v Leo"); empty for a game that names no players.
    fn players(_state: &Self::State) -> Vec<String> {
        Vec::new()
    }
    /// A read-only question a screen asks about the state (Shatterpoint's attack odds and
    /// preview): answered from the state as it is, never journaled, never a change. A game
    /// that answers none refuses every question.
    fn query(_state: &Self::State, query: &Value, _ctx: &mut Ctx) -> Result<Value, crate::Error> {
        Err(crate::JournalError::BadAction {
            detail: format!("{} answers no question {query}", Self::ID),
        }
        .into())
    }
    /// Upgrades a stored event of schema `version` to `version + 1`.
    fn upgrade(version: u32, _event: Value) -> Result<Value, String> {
        Err(format!("no upgrade from event version {version}"))
    }
    /// Writes the TypeScript types its screens use besides its actions, events, state and view
    /// (odds, questions), so the shared bindings name no game.
    fn extra_bindings(_dir: &std::path::Path) -> Result<(), ts_rs::ExportError> {
        Ok(())
    }
    /// Its own refusal codes, bare (`wrong_step`; `<ID>.wrong_step` on the wire), for the UI's
    /// `ErrorCode` and the catalog test: every variant of its error but the untagged wrappers
    /// of shared errors (see [`crate::error::own`]). A game that wraps an enum of its own
    /// untagged lists that enum's codes here instead.
    fn error_codes() -> Vec<String>
    where
        Self::Error: strum::VariantNames,
    {
        crate::error::own(<Self::Error as strum::VariantNames>::VARIANTS)
    }
}

/// What the saved games list says of a game without replaying it (the journal keeps it on the
/// session's row): its turn, its players and whether it is over.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SessionSummary {
    /// The turn the table is in; 0 before the first (setting up) or in a game without turns.
    pub turn: u32,
    /// The names the players gave, one per seat, `""` where a seat has none; empty where the
    /// game names no players.
    pub players: Vec<String>,
    /// The game has ended.
    pub over: bool,
}

/// A recorded fact of some game: applying it cannot fail; it says itself as a log sentence and
/// names the counters it changed (keys such as `dial` or `unit.0.2`), so the journal keeps, per
/// key, the sentence of the last event that touched it and every counter can say why. The kit's
/// [`changes!`](crate::changes) implements it for a game's changes, rule file by rule file.
pub trait Fact {
    type State;
    fn apply(&self, state: &mut Self::State);
    /// The log sentence; `None` for a fact that says nothing on its own (a stepper's move).
    fn describe(&self) -> Option<Message>;
    fn touched(&self) -> Vec<String>;
    /// Per counter it touched, the sentence of the part of it that did (`None`: the whole
    /// sentence): a counter's why line says what moved it, not everything that came with it.
    fn reasons(&self) -> Vec<(String, Option<Message>)> {
        self.touched().into_iter().map(|k| (k, None)).collect()
    }
}

/// Applies a fact: the state it produces.
pub fn evolve<G: Game>(mut state: G::State, event: &G::Event) -> G::State {
    event.apply(&mut state);
    state
}

/// Why the state changed, as a log sentence (`<game>.nothing` for an event that says nothing).
pub fn describe<G: Game>(event: &G::Event) -> Message {
    event
        .describe()
        .unwrap_or_else(|| Message::new(&format!("{}.nothing", G::ID)))
}

/// The counters an event changed.
pub fn touched<G: Game>(event: &G::Event) -> Vec<String> {
    event.touched()
}

/// Per counter an event changed, why: the sentence of the change that last touched it, or the
/// event's whole sentence where that change says nothing on its own.
pub fn reasons<G: Game>(event: &G::Event) -> Vec<(String, Message)> {
    let whole = describe::<G>(event);
    event
        .reasons()
        .into_iter()
        .map(|(k, m)| (k, m.unwrap_or_else(|| whole.clone())))
        .collect()
}

/// Folds events into the state they produce.
pub fn replay<G: Game>(events: &[G::Event]) -> G::State {
    events.iter().fold(G::State::default(), evolve::<G>)
}

/// The game's decide behind the shared refusals: a finished game takes no action.
pub fn decide<G: Game>(
    state: &G::State,
    action: &G::Action,
    ctx: &mut Ctx,
) -> Result<Vec<G::Event>, G::Error> {
    if G::is_over(state) {
        return Err(Common::GameOver.into());
    }
    G::decide(state, action, ctx)
}

/// A game's refusal on the wire: `game.*` for the shared ones, `<id>.*` for its own.
pub fn wire_error<G: Game>(e: &G::Error) -> crate::Error {
    e.shared().unwrap_or_else(|| crate::Error::coded(G::ID, e))
}
