//! What the app holds between taps: the one writer of its sessions (the journal, the session on
//! screen, the dice and settings in effect, the rules index) and the notices of this start.

use datapad_engine::game::Message;
use datapad_engine::journal::Opened;
use datapad_engine::rules::Index;
use datapad_engine::stored::file::Stores;
use datapad_engine::writer::{self, SharedWriter, Writer};

/// The writer. While the app shares a table, the host holds the same writer: one owner of
/// every change.
pub struct AppState {
    pub writer: SharedWriter,
    /// What the player is told at start about their files (see `commands::notices`).
    pub notices: Vec<Message>,
}

/// The app's writer over the opened journal, started as every shell starts (`app::start`): the
/// settings read and the kept lists checked in `stores`, the devices at a shared table reading
/// the kept lists from `shelf` and the rules from `rules`.
pub fn start(opened: Opened, stores: &Stores, shelf: Stores, rules: Index) -> AppState {
    let started = datapad_engine::app::start(opened, stores, shelf, rules, test_seed());
    AppState::new(started.writer, started.notices)
}

/// An app on a journal in memory with no files, as the commands' tests start it.
#[cfg(test)]
pub fn in_memory() -> AppState {
    let opened = Opened {
        journal: datapad_engine::journal::Journal::open_in_memory().expect("journal"),
        notice: None,
    };
    let nowhere = || Stores::nowhere("a test".into());
    let rules = Index::builtin().expect("rules");
    start(opened, &nowhere(), nowhere(), rules)
}

impl AppState {
    pub fn new(writer: Writer, notices: Vec<Message>) -> AppState {
        AppState {
            writer: datapad_engine::app::shared(writer),
            notices,
        }
    }

    /// Runs `f` on the writer; a poisoned lock (a panic elsewhere) is recovered, not propagated.
    pub fn with<T>(&self, f: impl FnOnce(&mut Writer) -> T) -> T {
        writer::with(&self.writer, f)
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
