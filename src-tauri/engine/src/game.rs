//! The one trait every game implements: decide checks the rules and says what happened; evolve
//! applies a fact and cannot fail. Randomness is resolved in decide and recorded in the events,
//! so replaying a journal reproduces a game exactly.

use crate::dice::{Catalog, Counts};
use crate::error::Common;
use rand::RngCore;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Debug;
use ts_rs::TS;

/// What decide may consult besides the state: the dice in effect (the player's own Hoth table
/// included) and the RNG. Both are injected so tests and `--seed` are exact.
pub struct Ctx<'a> {
    pub rng: &'a mut dyn RngCore,
    pub dice: &'a Catalog,
}

/// A sentence for the log, as a catalog key and its arguments. The sentence itself is data
/// (`content/<game>/i18n/{en,pl}.json`): the UI localizes it, the CLI renders it with
/// [`crate::i18n::render`]. Plural forms use the argument `n`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct Message {
    pub key: String,
    #[ts(type = "Record<string, unknown>")]
    pub args: BTreeMap<String, Value>,
}

impl Message {
    pub fn new(key: &str) -> Message {
        Message {
            key: key.into(),
            args: BTreeMap::new(),
        }
    }

    pub fn arg(mut self, name: &str, value: impl Into<Value>) -> Message {
        self.args.insert(name.into(), value.into());
        self
    }

    /// One sentence for an event of several changes: the first change's, with the consequences
    /// in `args.then` (`[{key, args}, …]`), which [`crate::i18n::message`] and the UI read.
    /// `None` when no change said anything.
    pub fn chain(messages: impl IntoIterator<Item = Message>) -> Option<Message> {
        let mut messages = messages.into_iter();
        let head = messages.next()?;
        let then: Vec<Value> = messages
            .map(|m| serde_json::json!({ "key": m.key, "args": m.args }))
            .collect();
        Some(if then.is_empty() {
            head
        } else {
            head.arg("then", then)
        })
    }
}

/// What a roll of a game's dice means, for the dice tray: the dice it owns, and the reading of
/// their counts by name (`successes`, or `infantry`, `vehicle`, …). The tray asks every game in
/// the registry; it knows no game's rules.
#[derive(Clone, Copy)]
pub struct DiceMeaning {
    pub dice: &'static [&'static str],
    pub read: fn(&Counts) -> BTreeMap<&'static str, u32>,
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
    /// The lists of this game's items players keep on the device for later games.
    const KEPT: &'static [crate::stored::kept::Keepable] = &[];
    type State: Default + Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + TS;
    type Action: Debug + Serialize + DeserializeOwned + TS;
    type Event: Debug + Clone + PartialEq + Serialize + DeserializeOwned + TS;
    type View: Serialize + TS;
    type Error: GameError;

    fn decide(
        state: &Self::State,
        action: &Self::Action,
        ctx: &mut Ctx,
    ) -> Result<Vec<Self::Event>, Self::Error>;
    fn evolve(state: Self::State, event: &Self::Event) -> Self::State;
    fn view(state: &Self::State) -> Self::View;
    /// Why the state changed, as a log sentence.
    fn describe(event: &Self::Event) -> Message;
    /// The counters an event changed (keys such as `dial` or `unit.0.2`): the journal keeps,
    /// per key, the sentence of the last event that touched it, so every counter can say why.
    fn touched(_event: &Self::Event) -> Vec<String> {
        Vec::new()
    }
    /// A finished game refuses every action with `game.game_over` (undo still works).
    fn is_over(_state: &Self::State) -> bool {
        false
    }
    /// The bounds every state of this game keeps (a counter's range, a game won at most once).
    /// Import replays a file's events through it, so a file carrying facts the rules could not
    /// produce is refused whole.
    fn check(_state: &Self::State) -> Result<(), String> {
        Ok(())
    }
    /// The final state in plain English, for `datapad replay` and `datapad play`.
    fn report(state: &Self::State) -> String;
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
}

/// Folds events into the state they produce.
pub fn replay<G: Game>(events: &[G::Event]) -> G::State {
    events.iter().fold(G::State::default(), G::evolve)
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
