//! The one writer in a browser's dedicated worker: the page's screens send it the commands and
//! frames they send the desktop app's core (`ui/src/lib/web/`), and it answers them with the
//! same engine code (`datapad_engine::app`). Its journal and stores are SQLite databases in the
//! origin's private file system (OPFS, through SQLite's SyncAccessHandle pool), where a
//! committed change survives a killed tab as it survives a killed app.

use datapad_engine::app::{self, frame};
use datapad_engine::game::Message;
use datapad_engine::journal::{in_memory, open_or_recover, Opened};
use datapad_engine::rules::Index;
use datapad_engine::stored::file::Stores;
use datapad_engine::stored::table::Table;
use datapad_engine::writer::SharedWriter;
use serde_json::{Map, Value};
use sqlite_wasm_rs::WasmOsCallback;
use sqlite_wasm_vfs::sahpool::{install, OpfsSAHPoolCfgBuilder};
use std::path::Path;
use wasm_bindgen::prelude::*;

/// The writer of this page's sessions and where it keeps them.
#[wasm_bindgen]
pub struct Core {
    writer: SharedWriter,
    stores: Stores,
    notices: Vec<Message>,
    storage: &'static str,
}

/// Where the journal and the stores are: `opfs` (kept), or `memory` (nothing kept, and the
/// first screen says why).
async fn place() -> Result<(), String> {
    let cfg = OpfsSAHPoolCfgBuilder::new()
        .directory(".datapad")
        .vfs_name("datapad")
        .build();
    install::<WasmOsCallback>(&cfg, true)
        .await
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// Starts the writer: the SQLite pool installed in OPFS as SQLite's default, the journal and
/// stores opened (a damaged journal recovered as the app recovers it), the settings read and
/// the lists checked. Where OPFS cannot be had (another tab holds it, or the browser has none),
/// it runs in memory and its first notice says so. `seed` fixes the dice (tests).
#[wasm_bindgen]
pub async fn start(seed: Option<f64>) -> Result<Core, JsValue> {
    let (opened, stores, shelf, storage) = match place().await {
        Ok(()) => {
            let opened = open_or_recover(Path::new("/datapad.sqlite")).map_err(wire)?;
            let table = || Table::open("/stores.sqlite").map_err(wire);
            let stores = Stores::in_table(table()?);
            (opened, stores, Stores::in_table(table()?), "opfs")
        }
        Err(why) => {
            let opened: Opened = in_memory(&why).map_err(wire)?;
            let nowhere = || Stores::nowhere(why.clone());
            (opened, nowhere(), nowhere(), "memory")
        }
    };
    let rules = Index::builtin().map_err(wire)?;
    let started = app::start(opened, &stores, shelf, rules, seed.map(|s| s as u64));
    Ok(Core {
        writer: app::shared(started.writer),
        stores,
        notices: started.notices,
        storage,
    })
}

/// An error as the screens read every refusal: the engine's `{code, data}` as JSON text.
fn wire(e: impl Into<datapad_engine::Error>) -> JsValue {
    let e: datapad_engine::Error = e.into();
    JsValue::from_str(&serde_json::to_string(&e).unwrap_or_default())
}

#[wasm_bindgen]
impl Core {
    /// `opfs` or `memory`: what Settings tells the player.
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
}
