//! Given / when / then over any game (after fmodel's `DeciderTestSpecification`): given these
//! actions or events, when this action, then these events, this state or view, or this refusal
//! with the state unchanged. Scenario tests of every game use it; so does the test game.

use crate::dice::{rng_from, Catalog};
use crate::game::{self, Ctx, Game};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

/// The table before the action under test.
pub struct Given<G: Game> {
    pub state: G::State,
    rng: ChaCha8Rng,
    dice: Catalog,
}

/// Starts a spec from a new game, seeded with 7 (change it with [`Given::seed`]).
pub fn given<G: Game>() -> Given<G> {
    Given {
        state: G::State::default(),
        rng: rng_from(Some(7)),
        dice: Catalog::builtin(),
    }
}

impl<G: Game> Given<G> {
    pub fn seed(mut self, seed: u64) -> Self {
        self.rng = rng_from(Some(seed));
        self
    }

    /// The dice in effect (a player's own Hoth table, say).
    pub fn dice(mut self, dice: Catalog) -> Self {
        self.dice = dice;
        self
    }

    /// Facts already recorded.
    pub fn events(mut self, events: &[G::Event]) -> Self {
        for e in events {
            self.state = game::evolve::<G>(std::mem::take(&mut self.state), e);
        }
        self
    }

    /// Actions already taken; each must be accepted (a refusal fails the test, naming it).
    pub fn actions(mut self, actions: &[G::Action]) -> Self {
        for (i, a) in actions.iter().enumerate() {
            match self.decide(a) {
                Ok(events) => {
                    super::said::assert_said::<G>(&events);
                    self = self.events(&events)
                }
                Err(e) => panic!("given action {i} ({a:?}) was refused: {e:?}"),
            }
        }
        self
    }

    /// Actions as the UI sends them: a JSON array, or one action object.
    pub fn json(self, actions: Value) -> Self {
        let list = match actions {
            Value::Array(list) => list,
            one => vec![one],
        };
        let actions: Vec<G::Action> = list
            .into_iter()
            .map(|a| {
                serde_json::from_value(a.clone())
                    .unwrap_or_else(|e| panic!("not an action of {}: {a} ({e})", G::ID))
            })
            .collect();
        self.actions(&actions)
    }

    fn decide(&mut self, action: &G::Action) -> Result<Vec<G::Event>, G::Error> {
        let mut ctx = Ctx {
            rng: &mut self.rng,
            dice: &self.dice,
        };
        game::decide::<G>(&self.state, action, &mut ctx)
    }

    /// The action under test.
    pub fn when(mut self, action: &G::Action) -> Then<G> {
        let before = self.state.clone();
        let result = self.decide(action);
        let after = match &result {
            Ok(events) => {
                super::said::assert_said::<G>(events);
                events.iter().fold(before.clone(), game::evolve::<G>)
            }
            Err(_) => before.clone(),
        };
        Then {
            before,
            result,
            after,
        }
    }

    /// The action under test, as JSON.
    pub fn when_json(self, action: Value) -> Then<G> {
        let a: G::Action = serde_json::from_value(action.clone())
            .unwrap_or_else(|e| panic!("not an action of {}: {action} ({e})", G::ID));
        self.when(&a)
    }
}

/// What the action did.
pub struct Then<G: Game> {
    pub before: G::State,
    pub result: Result<Vec<G::Event>, G::Error>,
    /// The state after the action (the state before it when refused).
    pub after: G::State,
}

impl<G: Game> Then<G> {
    /// The events, or the test fails with the refusal.
    pub fn events(&self) -> &[G::Event] {
        match &self.result {
            Ok(e) => e,
            Err(e) => panic!("the action was refused: {e:?}"),
        }
    }

    pub fn then_events(self, expected: &[G::Event]) -> Self {
        assert_eq!(self.events(), expected, "events");
        self
    }

    /// The state after the action; the test fails if it was refused.
    pub fn state(&self) -> &G::State {
        self.events();
        &self.after
    }

    pub fn view(&self) -> G::View {
        game::view::<G>(self.state())
    }

    /// The view as the UI receives it.
    pub fn view_json(&self) -> Value {
        serde_json::to_value(self.view()).unwrap_or_default()
    }

    /// The refusal; the test fails if the action was accepted or the state moved.
    pub fn refused(&self) -> &G::Error {
        assert_eq!(self.before, self.after, "a refusal changed the state");
        match &self.result {
            Err(e) => e,
            Ok(ev) => panic!("the action was accepted: {ev:?}"),
        }
    }

    /// Refused with this wire code (`sp.wrong_step`, `game.game_over`), state unchanged.
    pub fn refused_with(self, code: &str) -> Self {
        let wire = game::wire_error::<G>(self.refused());
        assert_eq!(wire.code, code, "refusal code ({wire:?})");
        self
    }

    /// Refused with exactly this error, state unchanged.
    pub fn then_error(self, expected: G::Error) -> Self {
        assert_eq!(self.refused(), &expected);
        self
    }
}

/// The wire code of a game's error, for assertions: `<id>.<code>` or `game.<code>`.
pub fn code<G: Game>(e: &G::Error) -> String {
    game::wire_error::<G>(e).code
}
