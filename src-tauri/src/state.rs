//! What the app holds between taps: the journal, the open session, the settings in effect.

use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::game::Message;
use datapad_engine::journal::{Journal, Live};
use datapad_engine::rules::Index;
use datapad_engine::settings::Settings;
use rand_chacha::ChaCha8Rng;
use std::sync::Mutex;

pub struct Inner {
    pub journal: Journal,
    /// The session on screen; replaced when another is opened.
    pub live: Option<Live>,
    pub settings: Settings,
    pub dice: Catalog,
    pub rng: ChaCha8Rng,
    /// What the player is told at start about their files (see `commands::notices`).
    pub notices: Vec<Message>,
}

/// The session state, and the rules index apart from it: a search never waits for a roll.
pub struct AppState(pub Mutex<Inner>, pub Mutex<Index>);

impl Inner {
    pub fn new(journal: Journal, settings: Settings) -> Inner {
        // An invalid stored Hoth table falls back to the shipped one rather than blocking start.
        let dice = settings.catalog().unwrap_or_else(|_| Catalog::builtin());
        Inner {
            journal,
            live: None,
            settings,
            dice,
            rng: rng_from(test_seed()),
            notices: Vec::new(),
        }
    }
}

impl AppState {
    /// Runs `f` on the state; a poisoned lock (a panic elsewhere) is recovered, not propagated.
    pub fn with<T>(&self, f: impl FnOnce(&mut Inner) -> T) -> T {
        let mut guard = self.0.lock().unwrap_or_else(|p| p.into_inner());
        f(&mut guard)
    }

    pub fn rules<T>(&self, f: impl FnOnce(&Index) -> T) -> T {
        f(&self.1.lock().unwrap_or_else(|p| p.into_inner()))
    }
}

/// `DATAPAD_SEED` makes every roll of a run reproducible, for the end-to-end tests, which run the
/// debug build. A release build ignores it: a player's dice are never fixed by the environment.
fn test_seed() -> Option<u64> {
    seed_from(std::env::var("DATAPAD_SEED").ok())
}

fn seed_from(var: Option<String>) -> Option<u64> {
    if cfg!(debug_assertions) {
        var.and_then(|s| s.parse().ok())
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_seed_switch_is_honoured_only_in_debug_builds() {
        let expected = cfg!(debug_assertions).then_some(42);
        assert_eq!(super::seed_from(Some("42".into())), expected);
        assert_eq!(super::seed_from(None), None);
    }
}
