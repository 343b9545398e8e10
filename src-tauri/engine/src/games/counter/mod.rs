//! The smallest game: a shared counter that races to a target. It exists to show (and test) what
//! adding a game takes: this folder, `content/counter/i18n`, and one line in the registry. The app
//! does not list it; `datapad play counter` and the test kit play it.

mod change;
mod count;
mod error;
#[cfg(test)]
mod tests;

pub use change::{Change, Event};
pub use error::CounterError;

use crate::error::Common;
use crate::game::{Ctx, Game};
use crate::kit::{adjust, Tx};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

// Each change, with the rule file that applies it, says it and names what it touched.
crate::changes! { Change for State {
    count: Started | Added | Adjusted | Reached,
}}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, strum::VariantNames)]
#[serde(tag = "type", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
#[ts(rename = "CounterAction")]
pub enum Action {
    /// Starts the race to `target` (1–99).
    Start { target: i64 },
    /// Adds 1–9.
    Add { n: i64 },
    /// Sets the count by hand, with a reason.
    Adjust { value: i64, reason: String },
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "CounterState")]
pub struct State {
    pub target: Option<i64>,
    pub count: i64,
    pub over: bool,
}

/// The count reaching the target ends the game, however it got there.
fn check_target(tx: &mut Tx<State>) {
    if let Some(target) = tx.state.target.filter(|t| tx.state.count >= *t) {
        tx.push(Change::Reached { target });
    }
}

pub struct Counter;

impl Game for Counter {
    const ID: &'static str = "counter";
    const ACTIONS: &'static [&'static str] = <Action as strum::VariantNames>::VARIANTS;
    // It exists to show a game and to test the kit; the app does not list it.
    const LISTED: bool = false;
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = State;
    type Error = CounterError;

    fn decide(state: &State, action: &Action, _: &mut Ctx) -> Result<Vec<Event>, CounterError> {
        let mut tx = Tx::new(state);
        match action {
            Action::Start { target } => {
                if state.target.is_some() {
                    return Err(CounterError::AlreadyStarted);
                }
                let target = adjust::amount(*target, 1, 99)?;
                tx.push(Change::Started { target });
            }
            Action::Add { n } => {
                state.target.ok_or(Common::WrongPhase {
                    phase: "setup".into(),
                })?;
                let n = adjust::amount(*n, 1, 9)?;
                tx.push(Change::Added {
                    n,
                    count: state.count + n,
                });
                check_target(&mut tx);
            }
            Action::Adjust { value, reason } => {
                let reason = adjust::reason(reason)?.to_string();
                let to = adjust::range(*value, 0, 99)?;
                tx.push(Change::Adjusted {
                    from: state.count,
                    to,
                    reason,
                });
                check_target(&mut tx);
            }
        }
        Ok(tx.event())
    }

    fn view(state: &State, _: &crate::game::Table) -> State {
        state.clone()
    }

    /// The count and the target stay in the ranges decide allows; the game ends only there.
    fn check(state: &State) -> Result<(), String> {
        let target_ok = state.target.is_none_or(|t| (1..=99).contains(&t));
        let reached = state.target.is_some_and(|t| state.count >= t);
        if !(0..=99 + 9).contains(&state.count) || !target_ok {
            return Err(format!("count {} of {:?}", state.count, state.target));
        }
        if state.over && !reached {
            return Err("over before the target".into());
        }
        Ok(())
    }

    fn is_over(state: &State) -> bool {
        state.over
    }

    fn report(state: &State) -> String {
        match state.target {
            None => "Not started.".into(),
            Some(t) if state.over => format!("Reached {t} with {}.", state.count),
            Some(t) => format!("{} of {t}.", state.count),
        }
    }
}
