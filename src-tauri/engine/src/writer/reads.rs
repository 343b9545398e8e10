//! What a device may read besides the session's state, each named as the app's own command so
//! a client maps its calls one to one: the session's log, the rules reference, the writer's
//! kept lists and settings (the players' names, the dice in effect), and each game's own reads
//! (its plain odds, through the registry). Nothing here writes; anything else (another session,
//! a file, a change to a list) is `sync.not_shared`.

use super::frames::Read;
use crate::dice::Catalog;
use crate::error::{JournalError, SyncError};
use crate::games::registry;
use crate::journal::{Journal, Live, LOG_PAGE};
use crate::rules::Index;
use crate::settings::{Lang, Settings};
use crate::stored::file::Stores;
use crate::stored::kept::find;
use crate::Error;
use serde::Deserialize;
use serde_json::Value;
use std::sync::{Arc, Mutex};

/// The owner's things a device reads: its rules index (built at the first search, then shared
/// by the searches answered outside the writer), its stores, its settings.
pub struct Shelf {
    rules: Arc<Mutex<Option<Index>>>,
    pub stores: Stores,
    pub settings: Settings,
}

/// A read taken out of the writer: its answer, made under the lock when it is quick (the log,
/// the lists, the settings), or the work that makes it without the lock (a rules search, a
/// game's odds).
pub struct Reading(Made);

enum Made {
    Ready(Value),
    Later(Box<dyn FnOnce() -> Result<Value, Error> + Send>),
}

impl Reading {
    fn ready_with(value: Result<Value, Error>) -> Result<Reading, Error> {
        value.map(|v| Reading(Made::Ready(v)))
    }

    fn later(
        work: impl FnOnce() -> Result<Value, Error> + Send + 'static,
    ) -> Result<Reading, Error> {
        Ok(Reading(Made::Later(Box::new(work))))
    }

    /// Whether the answer is already made.
    pub fn ready(&self) -> bool {
        matches!(self.0, Made::Ready(_))
    }

    pub fn answer(self) -> Result<Value, Error> {
        match self.0 {
            Made::Ready(v) => Ok(v),
            Made::Later(work) => work(),
        }
    }
}

use crate::kit::read::{answer as value, args};

#[derive(Deserialize)]
struct Log {
    before: Option<i64>,
    limit: Option<usize>,
}

#[derive(Deserialize)]
struct Search {
    query: String,
    game: Option<String>,
    lang: Lang,
}

#[derive(Deserialize)]
struct Show {
    id: String,
    lang: Lang,
}

#[derive(Deserialize)]
struct Kept {
    game: String,
    kind: String,
}

impl Shelf {
    pub fn new(stores: Stores, settings: Settings) -> Shelf {
        Shelf {
            rules: Arc::default(),
            stores,
            settings,
        }
    }

    /// The shelf with its rules index already built (the app builds it at start, where a
    /// damaged content file is said at once rather than at the first search).
    pub fn with_rules(self, rules: Index) -> Shelf {
        *lock(&self.rules) = Some(rules);
        self
    }

    /// A read, as the app's command of that name answers it; `live` is the session the device
    /// is at (for its log), if it is at one.
    pub(super) fn take(
        &mut self,
        read: Read,
        live: Option<&Live>,
        journal: &Journal,
        dice: &Catalog,
    ) -> Result<Reading, Error> {
        match read.what.as_str() {
            "session_log" => {
                let a: Log = args(read.args)?;
                let live = live.ok_or(JournalError::SessionNotFound { id: 0 })?;
                let limit = a.limit.unwrap_or(LOG_PAGE);
                Reading::ready_with(value(live.log_page(journal, a.before, limit)?))
            }
            "rules_search" => {
                let a: Search = args(read.args)?;
                let rules = self.rules.clone();
                Reading::later(move || {
                    searched(&rules, |i| {
                        value(i.search(&a.query, a.game.as_deref(), a.lang)?)
                    })
                })
            }
            "rules_show" => {
                let a: Show = args(read.args)?;
                let rules = self.rules.clone();
                Reading::later(move || searched(&rules, |i| value(i.show(&a.id, a.lang)?)))
            }
            "kept_list" => {
                let a: Kept = args(read.args)?;
                let list = find(&a.game, &a.kind)?;
                Reading::ready_with(value(list.list(self.stores.get(list.file, list.key)?)?))
            }
            "settings_get" => Reading::ready_with(value(&self.settings)),
            "dice_list" => Reading::ready_with(value(dice.all())),
            what => match registry::read(what) {
                Some(read_of_game) => {
                    let (dice, args) = (dice.clone(), read.args);
                    Reading::later(move || read_of_game(&dice, args))
                }
                None => Err(SyncError::NotShared { what: what.into() }.into()),
            },
        }
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// The rules index, built at the first search (outside the writer), asked `f`.
fn searched(
    rules: &Mutex<Option<Index>>,
    f: impl FnOnce(&Index) -> Result<Value, Error>,
) -> Result<Value, Error> {
    let mut index = lock(rules);
    if index.is_none() {
        *index = Some(Index::builtin()?);
    }
    match index.as_ref() {
        Some(i) => f(i),
        None => Err(SyncError::NotShared {
            what: "rules".into(),
        }
        .into()),
    }
}
