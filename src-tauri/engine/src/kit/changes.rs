//! One rule dispatch for every game. A game's changes are plain facts; each belongs to exactly one
//! rule file, which applies it, says it and names the counters it touched. The game lists its
//! rule files once, in its `mod.rs`, with [`changes!`](crate::changes) over its `enum Change`:
//! the macro writes an exhaustive match, so a change no rule owns (or one that two rules claim)
//! does not compile.
//! An action's [`Event`] is the list of its changes; folding, the log sentence and the touched
//! counters of a whole event are written here, once.

use crate::game::{Fact, Message};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// One action's facts: the changes it made, in order. The first change is the headline of the
/// log sentence; the rest are its consequences.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Event<C> {
    pub changes: Vec<C>,
}

impl<C: Fact> Fact for Event<C> {
    type State = C::State;

    fn apply(&self, state: &mut C::State) {
        for c in &self.changes {
            c.apply(state);
        }
    }

    /// The first change's sentence, with the consequences in `args.then`.
    fn describe(&self) -> Option<Message> {
        Message::chain(self.changes.iter().filter_map(Fact::describe))
    }

    /// Every counter a change of the event touched, once each, in the order first touched.
    fn touched(&self) -> Vec<String> {
        let mut keys: Vec<String> = Vec::new();
        for k in self.changes.iter().flat_map(Fact::touched) {
            if !keys.contains(&k) {
                keys.push(k);
            }
        }
        keys
    }

    /// Each counter with the sentence of the last change that touched it, alone (no `then`):
    /// the dial says what turned it, the damage what dealt it. A change that says nothing
    /// leaves the whole event's sentence.
    fn reasons(&self) -> Vec<(String, Option<Message>)> {
        let mut out: Vec<(String, Option<Message>)> = Vec::new();
        for c in &self.changes {
            let said = c.describe();
            for k in c.touched() {
                out.retain(|(key, _)| *key != k);
                out.push((k, said.clone()));
            }
        }
        out
    }
}

/// Implements [`Fact`] for a game's `Change` enum (and [`Apply`](crate::kit::Apply) for its
/// state, so [`Tx`](crate::kit::Tx) applies each change as decide records it) by handing each
/// variant to the rule file that owns it (a module path: `retreat`, `attack::commit`). Each rule file has
/// `apply(&mut State, &Change)`, `describe(&Change) -> Option<Message>` and
/// `touched(&Change) -> Vec<String>`, and sees only its own changes.
///
/// ```ignore
/// crate::changes! { Change for State {
///     retreat: Retreated | GroundTaken | GroundNotTaken,
///     medals: Medal | Won,
/// }}
/// ```
#[macro_export]
macro_rules! changes {
    ($change:ident for $state:ty { $($($rule:ident)::+: $($variant:ident)|+),+ $(,)? }) => {
        impl $crate::game::Fact for $change {
            type State = $state;

            fn apply(&self, state: &mut $state) {
                match self {
                    $($($change::$variant { .. })|+ => $($rule)::+::apply(state, self),)+
                }
            }

            fn describe(&self) -> Option<$crate::game::Message> {
                match self {
                    $($($change::$variant { .. })|+ => $($rule)::+::describe(self),)+
                }
            }

            fn touched(&self) -> Vec<String> {
                match self {
                    $($($change::$variant { .. })|+ => $($rule)::+::touched(self),)+
                }
            }
        }

        impl $crate::kit::Apply for $state {
            type Change = $change;
            fn apply(mut self, change: &$change) -> $state {
                $crate::game::Fact::apply(change, &mut self);
                self
            }
        }
    };
}
