//! The fuzz lane: arbitrary and mutated input into every door the app has (an action into each
//! game's decide, a session file into import, a query into rules search, bytes as the journal and
//! as the store files, a stance file into the reader, a `play` script into the writer, a device's
//! frames into a shared table's writer). No input may panic or hang, a refusal changes nothing,
//! replay equals the state, import is all or nothing, and each answer comes in bounded time. Each
//! target runs for `DATAPAD_FUZZ_SECONDS` (8 s by default); `cargo xtask fuzz --minutes N` runs
//! them for longer, and `cargo xtask soak` the play, stance and frames targets for a million
//! inputs.

mod frames;
#[path = "../scenarios/shatterpoint/harness.rs"]
#[allow(dead_code)]
mod harness;
mod play;
mod runner;
mod stance;
mod store;
mod strategies;

use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::game::Ctx;
use datapad_engine::journal::{export, import, open_or_recover, Journal, Live};
use datapad_engine::rules::Index;
use datapad_engine::settings::Lang;
use datapad_engine::{
    keep::Entries,
    stored::{guard_json_file, settings},
};
use runner::fuzz;
use serde_json::Value;

use strategies::{action, mutated, query};

/// A journal in memory holding a started Shatterpoint game and a tray session with rolls.
fn table() -> (Journal, i64, i64) {
    let mut j = Journal::open_in_memory().expect("journal");
    let sp = j.create("sp", "fuzz").expect("create");
    let started = harness::Table::started();
    for e in &started.events {
        let e = serde_json::to_value(e).expect("event");
        j.append(sp.id, 1, &[e]).expect("append");
    }
    let mut tray = Live::start(&mut j, "tray", "fuzz").expect("tray");
    let cat = Catalog::builtin();
    for (i, pool) in [
        r#"[{"die": "sp-attack", "count": 5}, {"die": "sp-defense", "count": 3}]"#,
        r#"[{"die": "hoth", "count": 4}]"#,
    ]
    .iter()
    .enumerate()
    {
        let mut rng = rng_from(Some(i as u64));
        let pool: Value = serde_json::from_str(pool).expect("pool");
        tray.apply(
            &mut j,
            &serde_json::json!({"type": "roll", "pool": pool}),
            &mut Ctx {
                rng: &mut rng,
                dice: &cat,
            },
        )
        .expect("roll");
    }
    (j, sp.id, tray.id())
}

#[test]
fn fuzz_actions_into_every_game() {
    let cat = Catalog::builtin();
    fuzz(
        "actions",
        (
            proptest::bool::ANY,
            proptest::collection::vec(action(), 1..12),
        ),
        |(sp, actions)| {
            let (mut j, sp_id, tray_id) = table();
            let id = if sp { sp_id } else { tray_id };
            let mut live = Live::load(&j, id).map_err(|e| e.to_string())?;
            let mut rng = rng_from(Some(7));
            for a in &actions {
                let (before, head) = (
                    live.view().view,
                    j.session(id).map_err(|e| e.to_string())?.head,
                );
                let result = live.apply(
                    &mut j,
                    a,
                    &mut Ctx {
                        rng: &mut rng,
                        dice: &cat,
                    },
                );
                if result.is_err() {
                    let after = j.session(id).map_err(|e| e.to_string())?.head;
                    if live.view().view != before || after != head {
                        return Err(format!("a refused action changed something: {a}"));
                    }
                }
            }
            let replayed = Live::load(&j, id).map_err(|e| e.to_string())?;
            if replayed.view().view != live.view().view {
                return Err("replay differs from the state".into());
            }
            Ok(())
        },
    );
}

#[test]
fn fuzz_session_files_into_import() {
    let (j, sp_id, tray_id) = table();
    let files: Vec<Value> = [sp_id, tray_id]
        .iter()
        .map(|id| serde_json::to_value(export(&j, *id).expect("export")).expect("json"))
        .collect();
    fuzz("import", mutated(files), |text| {
        let mut target = Journal::open_in_memory().map_err(|e| e.to_string())?;
        let result = import(&mut target, &text, false);
        let stored: usize = ["sp", "tray"]
            .iter()
            .map(|g| target.list(g).map(|l| l.len()).unwrap_or(0))
            .sum();
        match result {
            Err(_) if stored != 0 => Err("a refused import left a session".into()),
            Ok(info) => {
                let events = target.events(info.id).map_err(|e| e.to_string())?;
                let file: Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
                let want = file["events"].as_array().map_or(0, Vec::len);
                if events.len() != want {
                    return Err(format!("imported {} of {want} events", events.len()));
                }
                Live::load(&target, info.id).map_err(|e| e.to_string())?;
                Ok(())
            }
            Err(_) => Ok(()),
        }
    });
}

#[test]
fn fuzz_queries_into_rules_search() {
    let index = Index::builtin().expect("index");
    fuzz("search", query(), |q| {
        for lang in [Lang::Pl, Lang::En] {
            index.search(&q, None, lang).map_err(|e| e.to_string())?;
        }
        Ok(())
    });
}

/// The bytes of a real journal file with a session in it.
fn journal_bytes(dir: &std::path::Path) -> Vec<u8> {
    let path = dir.join("seed.sqlite");
    {
        let mut j = Journal::open(&path).expect("journal");
        let s = j.create("tray", "seed").expect("create");
        let rolled = serde_json::json!({"type": "rolled", "mode": "virtual",
            "faces": [{"die": "sp-attack", "symbol": "crit"}]});
        j.append(s.id, 1, &[rolled]).expect("append");
    }
    std::fs::read(&path).expect("read")
}

/// Removes what an input left in `dir` (the file and any backups of it).
fn clear(dir: &std::path::Path, prefix: &str) {
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        if e.file_name().to_string_lossy().starts_with(prefix) {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

#[test]
fn fuzz_bytes_as_the_journal_and_the_store_files() {
    let dir = tempfile::tempdir().expect("temp dir");
    let journal = journal_bytes(dir.path());
    let units = r#"{"shatterpoint": [{"id": "mine-1"}, 3], "settings": {"theme": "light"}}"#
        .as_bytes()
        .to_vec();
    let inputs = (strategies::bytes(journal), strategies::bytes(units));
    fuzz("files", inputs, |(journal, store)| {
        clear(dir.path(), "datapad.sqlite");
        let path = dir.path().join("datapad.sqlite");
        std::fs::write(&path, &journal).map_err(|e| e.to_string())?;
        let mut opened = open_or_recover(&path).map_err(|e| e.to_string())?;
        let mut live =
            Live::start(&mut opened.journal, "tray", "after").map_err(|e| e.to_string())?;
        live.undo(&mut opened.journal).err();
        drop(opened);

        clear(dir.path(), "units.json");
        let store_path = dir.path().join("units.json");
        std::fs::write(&store_path, &store).map_err(|e| e.to_string())?;
        match guard_json_file(&store_path) {
            Some(_) if store_path.exists() => Err("a damaged store file was left in place".into()),
            Some(_) => Ok(()),
            None => {
                let v: serde_json::Map<String, Value> =
                    serde_json::from_slice(&store).map_err(|e| e.to_string())?;
                let stored = v.get("shatterpoint").cloned();
                let had = match &stored {
                    None | Some(Value::Null) => 0,
                    Some(Value::Array(a)) => a.len(),
                    Some(_) => 1,
                };
                let list: Entries<datapad_engine::games::shatterpoint::UnitDef> =
                    Entries::load(stored);
                let kept = list.to_value().map_err(|e| e.to_string())?;
                if kept.as_array().map_or(0, Vec::len) != had {
                    return Err("a stored entry was dropped".into());
                }
                let (s, _) = settings::load(v.get("settings").cloned());
                s.validate()
                    .map_err(|e| format!("loaded settings do not validate: {e}"))?;
                Ok(())
            }
        }
    });
}
