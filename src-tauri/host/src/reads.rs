//! What a device may read besides the session's state, each named as the app's own command so
//! a client maps its calls one to one: the session's log, the rules reference, the host's kept
//! lists and settings (the players' names, the dice in effect), the plain odds. Nothing here
//! writes; anything else (another session, a file, a change to a list) is `sync.not_shared`.

use crate::protocol::Read;
use crate::table::Table;
use datapad_engine::games::hoth::{hoth_odds, HothTarget};
use datapad_engine::games::shatterpoint::raw_odds::sp_odds;
use datapad_engine::journal::LOG_PAGE;
use datapad_engine::rules::Index;
use datapad_engine::settings::{Lang, Settings};
use datapad_engine::stored::file::Stores;
use datapad_engine::stored::kept::find;
use datapad_engine::Error;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// The host device's own things a device reads: its rules index, its stores, its settings.
pub struct Shelf {
    pub rules: Index,
    pub stores: Stores,
    pub settings: Settings,
}

fn not_shared(what: &str) -> Error {
    error("sync.not_shared", json!({"what": what}))
}

fn error(code: &str, data: Value) -> Error {
    Error {
        code: code.into(),
        data,
        message: crate::protocol::sentence(code).into(),
    }
}

/// A read's arguments in the shape its command takes; a bad shape is a bad frame.
fn args<T: DeserializeOwned>(args: Value) -> Result<T, Error> {
    let args = if args.is_null() { json!({}) } else { args };
    serde_json::from_value(args)
        .map_err(|e| error("sync.bad_frame", json!({"detail": e.to_string()})))
}

fn value(v: impl Serialize) -> Result<Value, Error> {
    serde_json::to_value(v).map_err(|e| error("sync.bad_frame", json!({"detail": e.to_string()})))
}

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

#[derive(Deserialize)]
struct OddsSp {
    attack: u32,
    defense: u32,
}

#[derive(Deserialize)]
struct OddsHoth {
    dice: u32,
    target: HothTarget,
}

impl Table {
    /// The answer to a read, as the app's command of that name answers.
    pub(crate) fn answer(&self, read: Read) -> Result<Value, Error> {
        let shelf = &self.shelf;
        match read.what.as_str() {
            "session_log" => {
                let a: Log = args(read.args)?;
                let limit = a.limit.unwrap_or(LOG_PAGE);
                value(self.live.log_page(&self.journal, a.before, limit)?)
            }
            "rules_search" => {
                let a: Search = args(read.args)?;
                value(shelf.rules.search(&a.query, a.game.as_deref(), a.lang)?)
            }
            "rules_show" => {
                let a: Show = args(read.args)?;
                value(shelf.rules.show(&a.id, a.lang)?)
            }
            "kept_list" => {
                let a: Kept = args(read.args)?;
                let list = find(&a.game, &a.kind)?;
                value(list.list(shelf.stores.get(list.file, list.key)?)?)
            }
            "settings_get" => value(&shelf.settings),
            "dice_list" => value(self.dice.all()),
            "odds_sp" => {
                let a: OddsSp = args(read.args)?;
                value(sp_odds(&self.dice, a.attack, a.defense).map_err(Error::from)?)
            }
            "odds_hoth" => {
                let a: OddsHoth = args(read.args)?;
                value(hoth_odds(&self.dice, a.dice, a.target).map_err(Error::from)?)
            }
            other => Err(not_shared(other)),
        }
    }
}
