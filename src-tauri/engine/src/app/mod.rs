//! What the app answers its screens besides the frames of a session, written once for every
//! shell that holds a writer: the desktop app's Tauri commands call these, and so does the
//! browser's worker (`datapad-web`), by the same command names (`commands.rs`). Here are the
//! start (the journal opened, the settings and lists checked, the writer made), the settings,
//! the drafts, the kept lists, a session's export and import as text, and the backup of
//! everything. Files, dialogs, the screen's wake lock and sharing a table are each shell's own.

pub mod backup;
mod commands;
pub mod drafts;
pub mod frame;
pub mod kept;
pub mod sessions;
pub mod settings;
pub mod stances;

pub use commands::answer;

use crate::dice::{rng_from, Catalog};
use crate::game::Message;
use crate::journal::Opened;
use crate::rules::Index;
use crate::stored::file::Stores;
use crate::writer::{SharedWriter, Shelf, Writer};
use std::sync::{Arc, Mutex};

/// A shell's writer and what it was told at start.
pub struct Started {
    pub writer: Writer,
    /// What the player is told at start about their files, once, by the first screen.
    pub notices: Vec<Message>,
}

/// Starts on an opened journal: the settings read from `stores` (each value that does not read
/// falling back alone), every kept list and the drafts checked (a store that does not parse moved
/// aside first), and the writer made over `shelf`'s copy of the stores with the rules `rules`.
/// `seed` fixes the dice (tests); none: the platform's randomness.
pub fn start(
    opened: Opened,
    stores: &Stores,
    shelf: Stores,
    rules: Index,
    seed: Option<u64>,
) -> Started {
    let (settings, mut notices) = settings::load(stores);
    notices.extend(opened.notice);
    notices.extend(kept::check(stores));
    notices.extend(stores.guard(drafts::FILE));
    // An invalid stored Hoth table falls back to the shipped one rather than blocking start.
    let dice = settings.catalog().unwrap_or_else(|_| Catalog::builtin());
    let shelf = Shelf::new(shelf, settings).with_rules(rules);
    let writer = Writer::new(opened.journal, dice, shelf, Box::new(rng_from(seed)));
    Started { writer, notices }
}

/// A writer shared by a shell's threads.
pub fn shared(writer: Writer) -> SharedWriter {
    Arc::new(Mutex::new(writer))
}
