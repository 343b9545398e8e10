//! The one trait every game implements: decide checks the rules and says what happened; evolve
//! applies a fact and cannot fail. Randomness is resolved in decide and recorded in the events,
//! so replaying a journal reproduces a game exactly.

use crate::dice::Catalog;
use crate::error::RuleError;
use rand::RngCore;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt::Debug;
use ts_rs::TS;

/// What decide may consult besides the state: the dice in effect (the player's own Hoth table
/// included) and the RNG. Both are injected so tests and `--seed` are exact.
pub struct Ctx<'a> {
    pub rng: &'a mut dyn RngCore,
    pub dice: &'a Catalog,
}

/// A sentence for the log, as a catalog key and its arguments; the UI localizes it, the CLI
/// prints [`Message::english`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct Message {
    pub key: String,
    #[ts(type = "Record<string, unknown>")]
    pub args: BTreeMap<String, serde_json::Value>,
    /// The same sentence in English, for the CLI, logs and tests.
    pub english: String,
}

impl Message {
    pub fn new(key: &str, english: impl Into<String>) -> Message {
        Message {
            key: key.into(),
            args: BTreeMap::new(),
            english: english.into(),
        }
    }

    pub fn arg(mut self, name: &str, value: impl Into<serde_json::Value>) -> Message {
        self.args.insert(name.into(), value.into());
        self
    }
}

pub trait Game: 'static {
    /// The registry id, stored with every session.
    const ID: &'static str;
    type State: Default + Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send;
    type Action: Debug + Serialize + DeserializeOwned;
    type Event: Debug + Clone + PartialEq + Serialize + DeserializeOwned;
    type View: Serialize;

    fn decide(
        state: &Self::State,
        action: &Self::Action,
        ctx: &mut Ctx,
    ) -> Result<Vec<Self::Event>, RuleError>;
    fn evolve(state: Self::State, event: &Self::Event) -> Self::State;
    fn view(state: &Self::State) -> Self::View;
    /// Why a counter changed, in words.
    fn describe(event: &Self::Event) -> Message;
    /// The final state in plain English, for `datapad replay`.
    fn report(state: &Self::State) -> String;
}

/// Folds events into the state they produce.
pub fn replay<G: Game>(events: &[G::Event]) -> G::State {
    events.iter().fold(G::State::default(), G::evolve)
}
