//! The one writer in a browser's dedicated worker: the page's screens send it the commands and
//! frames they send the desktop app's core (`ui/src/lib/web/`), and it answers them with the
//! same engine code (`datapad_engine::app`). Its journal and stores are SQLite databases in the
//! origin's private file system (OPFS, through SQLite's SyncAccessHandle pool), where a
//! committed change survives a killed tab as it survives a killed app. A browser with no such
//! pool (WebKit off Apple's systems, older Safari) keeps them in memory, and the worker's page
//! side stores both as bytes in IndexedDB after every change, before it answers (`idb.ts`).

use datapad_engine::app::{self, frame};
use datapad_engine::game::Message;
use datapad_engine::journal::{in_memory, open_or_recover_with, Journal, Opened};
use datapad_engine::rules::Index;
use datapad_engine::stored::file::Stores;
use datapad_engine::stored::table::Table;
use datapad_engine::writer::SharedWriter;
use rsqlite_vfs::transfer::DbTransfer;
use rsqlite_vfs::VfsFilesManager;
use serde_json::{Map, Value};
use sqlite_wasm_rs::WasmOsCallback;
use sqlite_wasm_vfs::sahpool::{install, OpfsSAHError, OpfsSAHPoolCfgBuilder, OpfsSAHPoolUtil};
use std::cell::Cell;
use std::path::{Path, PathBuf};
use wasm_bindgen::prelude::*;

/// The writer of this page's sessions and where it keeps them.
#[wasm_bindgen]
pub struct Core {
    writer: SharedWriter,
    stores: Stores,
    notices: Vec<Message>,
    storage: &'static str,
    /// Where the databases live in memory, to be stored as bytes: the stores' table, and how
    /// much each was written to when last stored.
    kept: Option<Kept>,
}

struct Kept {
    table: Table,
    journal_at: Cell<u64>,
    table_at: Cell<u64>,
}

/// Installs the SQLite pool in OPFS as SQLite's default.
async fn place() -> Result<OpfsSAHPoolUtil, String> {
    let cfg = OpfsSAHPoolCfgBuilder::new()
        .directory(".datapad")
        .vfs_name("datapad")
        .build();
    install::<WasmOsCallback>(&cfg, true)
        .await
        .map_err(|e| e.to_string())
}

/// A damaged journal moved aside in the pool, as the app moves its file: the bytes copied
/// whole to a dated name, then the file removed, so a new journal starts beside the old one.
fn aside(pool: &OpfsSAHPoolUtil, path: &Path) -> std::io::Result<PathBuf> {
    let io = |e: OpfsSAHError| std::io::Error::other(e.to_string());
    let name = path.to_string_lossy();
    let stamp: String = String::from(js_sys::Date::new_0().to_iso_string())
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect();
    let backup = format!("{name}.damaged-{stamp}");
    pool.import_db_unchecked(&backup, &pool.export_db(&name).map_err(io)?)
        .map_err(io)?;
    pool.remove(&name).map_err(io)?;
    for companion in ["-journal", "-wal"] {
        // Whatever was beside it belongs to the damaged file, which is kept.
        let _ = pool.remove(&format!("{name}{companion}"));
    }
    Ok(PathBuf::from(backup))
}

/// The journal and the table in memory from what IndexedDB held (none: a first visit). Bytes
/// that do not open are left in IndexedDB untouched (the worker then keeps nothing) and said.
fn from_bytes(
    journal: Option<Vec<u8>>,
    stores: Option<Vec<u8>>,
) -> Result<(Journal, Table), String> {
    let journal = match journal {
        Some(bytes) => Journal::from_snapshot(&bytes).map_err(|e| e.to_string())?,
        None => Journal::open_in_memory().map_err(|e| e.to_string())?,
    };
    let table = match stores {
        Some(bytes) => Table::from_snapshot(&bytes).map_err(|e| e.message)?,
        None => Table::in_memory().map_err(|e| e.message)?,
    };
    Ok((journal, table))
}

/// Starts the writer: the SQLite pool installed in OPFS as SQLite's default, the journal and
/// stores opened (a damaged journal recovered as the app recovers it), the settings read and
/// the lists checked. Where the browser has no such pool and `idb` says IndexedDB can be had,
/// the databases are opened in memory from the bytes it held (`journal`, `stores`); where
/// another tab holds the pool, or neither can be had, it runs in memory and its first notice
/// says so. `seed` fixes the dice (tests).
#[wasm_bindgen]
pub async fn start(
    seed: Option<f64>,
    journal: Option<Vec<u8>>,
    stores: Option<Vec<u8>>,
    idb: bool,
) -> Result<Core, JsValue> {
    let nowhere = |why: &str| -> Result<_, JsValue> {
        let opened: Opened = in_memory(why).map_err(wire)?;
        let why = why.to_string();
        Ok((
            opened,
            Stores::nowhere(why.clone()),
            Stores::nowhere(why),
            "memory",
            None,
        ))
    };
    let (opened, stores, shelf, storage, kept) = match place().await {
        Ok(pool) => {
            let opened = open_or_recover_with(Path::new("/datapad.sqlite"), |p| aside(&pool, p))
                .map_err(wire)?;
            let table = || Table::open("/stores.sqlite").map_err(wire);
            let stores = Stores::in_table(table()?);
            (opened, stores, Stores::in_table(table()?), "opfs", None)
        }
        // A pool another tab holds is busy, not missing: IndexedDB would be a second journal
        // beside it, so this tab runs in memory and says so.
        Err(why) if idb && !why.contains("NoModificationAllowedError") => {
            match from_bytes(journal, stores) {
                Ok((journal, table)) => {
                    let kept = Kept {
                        journal_at: Cell::new(journal.touched()),
                        table_at: Cell::new(table.touched()),
                        table: table.clone(),
                    };
                    let opened = Opened {
                        journal,
                        notice: None,
                    };
                    let (stores, shelf) =
                        (Stores::in_table(table.clone()), Stores::in_table(table));
                    (opened, stores, shelf, "idb", Some(kept))
                }
                Err(why) => nowhere(&why)?,
            }
        }
        Err(why) => nowhere(&why)?,
    };
    let rules = Index::builtin().map_err(wire)?;
    let started = app::start(opened, &stores, shelf, rules, seed.map(|s| s as u64));
    Ok(Core {
        writer: app::shared(started.writer),
        stores,
        notices: started.notices,
        storage,
        kept,
    })
}

/// An error as the screens read every refusal: the engine's `{code, data}` as JSON text.
fn wire(e: impl Into<datapad_engine::Error>) -> JsValue {
    let e: datapad_engine::Error = e.into();
    JsValue::from_str(&serde_json::to_string(&e).unwrap_or_default())
}

#[wasm_bindgen]
impl Core {
    /// `opfs`, `idb` or `memory`: what Settings tells the player.
    pub fn storage(&self) -> String {
        self.storage.into()
    }

    /// Command `cmd` with its arguments (a JSON object's text): the answer's JSON text, or the
    /// refusal's (`{code, data}`) thrown.
    pub fn command(&self, cmd: &str, args: &str) -> Result<String, JsValue> {
        let args: Map<String, Value> = serde_json::from_str(args).unwrap_or_default();
        let value =
            app::answer(&self.writer, &self.stores, &self.notices, cmd, &args).map_err(wire)?;
        Ok(value.to_string())
    }

    /// One frame for session `session` (0: none): the frames it is answered with.
    pub fn frame(&self, session: f64, text: &str) -> Vec<String> {
        frame::answer(&self.writer, session as i64, text)
    }

    /// The journal as bytes, when it is kept in IndexedDB and was written to since last asked.
    pub fn journal_bytes(&self) -> Result<Option<Vec<u8>>, JsValue> {
        let Some(kept) = &self.kept else {
            return Ok(None);
        };
        let (touched, bytes) = datapad_engine::writer::with(&self.writer, |w| {
            let touched = w.journal().touched();
            let bytes = (touched != kept.journal_at.get()).then(|| w.journal_snapshot());
            (touched, bytes)
        });
        kept.journal_at.set(touched);
        bytes.transpose().map_err(wire)
    }

    /// The stores' table as bytes, when it is kept in IndexedDB and was written to since last
    /// asked.
    pub fn stores_bytes(&self) -> Result<Option<Vec<u8>>, JsValue> {
        let Some(kept) = &self.kept else {
            return Ok(None);
        };
        let touched = kept.table.touched();
        if touched == kept.table_at.get() {
            return Ok(None);
        }
        kept.table_at.set(touched);
        kept.table.snapshot().map(Some).map_err(wire)
    }
}
