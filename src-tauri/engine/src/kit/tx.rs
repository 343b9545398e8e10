//! Changes recorded while deciding, each applied at once to a scratch copy of the state so the
//! next rule sees its effect. An action's event is the list of changes; evolve only replays them.

/// A state that applies one recorded change (the game's evolve, one change at a time).
pub trait Apply: Clone {
    type Change;
    fn apply(self, change: &Self::Change) -> Self;
}

pub struct Tx<S: Apply> {
    pub state: S,
    pub changes: Vec<S::Change>,
}

impl<S: Apply + Default> Tx<S> {
    pub fn new(state: &S) -> Tx<S> {
        Tx {
            state: state.clone(),
            changes: Vec::new(),
        }
    }

    pub fn push(&mut self, change: S::Change) {
        self.state = std::mem::take(&mut self.state).apply(&change);
        self.changes.push(change);
    }

    /// The changes recorded, in order.
    pub fn finish(self) -> Vec<S::Change> {
        self.changes
    }

    /// The action's one event: the changes recorded, in order.
    pub fn event(self) -> Vec<super::Event<S::Change>> {
        vec![super::Event {
            changes: self.changes,
        }]
    }
}
