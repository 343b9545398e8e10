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

/// The owner's things a device reads: its rules index (built at the first search), its stores,
/// its settings.
pub struct Shelf {
    rules: Option<Index>,
    pub stores: Stores,
    pub settings: Settings,
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
            rules: None,
            stores,
            settings,
        }
    }

    /// The shelf with its rules index already built (the app builds it at start, where a
    /// damaged content file is said at once rather than at the first search).
    pub fn with_rules(mut self, rules: Index) -> Shelf {
        self.rules = Some(rules);
        self
    }

    fn rules(&mut self) -> Result<&Index, Error> {
        if self.rules.is_none() {
            self.rules = Some(Index::builtin()?);
        }
        self.rules.as_ref().ok_or_else(|| {
            SyncError::NotShared {
                what: "rules".into(),
            }
            .into()
        })
    }

    /// The answer to a read, as the app's command of that name answers; `live` is the session
    /// the device is at (for its log), if it is at one.
    pub(super) fn answer(
        &mut self,
        read: Read,
        live: Option<&Live>,
        journal: &Journal,
        dice: &Catalog,
    ) -> Result<Value, Error> {
        match read.what.as_str() {
            "session_log" => {
                let a: Log = args(read.args)?;
                let live = live.ok_or(JournalError::SessionNotFound { id: 0 })?;
                let limit = a.limit.unwrap_or(LOG_PAGE);
                value(live.log_page(journal, a.before, limit)?)
            }
            "rules_search" => {
                let a: Search = args(read.args)?;
                value(self.rules()?.search(&a.query, a.game.as_deref(), a.lang)?)
            }
            "rules_show" => {
                let a: Show = args(read.args)?;
                value(self.rules()?.show(&a.id, a.lang)?)
            }
            "kept_list" => {
                let a: Kept = args(read.args)?;
                let list = find(&a.game, &a.kind)?;
                value(list.list(self.stores.get(list.file, list.key)?)?)
            }
            "settings_get" => value(&self.settings),
            "dice_list" => value(dice.all()),
            what => match registry::read(what) {
                Some(read_of_game) => read_of_game(dice, read.args),
                None => Err(SyncError::NotShared { what: what.into() }.into()),
            },
        }
    }
}
