//! `datapad play GAME --script FILE.json`: a new game of any registered game, played action by
//! action through the same journal, decide and evolve the app uses. The first refused action
//! stops it: exit 1 and `{"refused": {...}, "view": <the view before it>}` on stdout. `--log`
//! adds the game's log as the app shows it, one sentence a line, in `--lang`.

use crate::{refused, usage, Failure, Stop};
use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::games::registry::{self, GAMES};
use datapad_engine::i18n::Lang;
use datapad_engine::journal::Journal;
use datapad_engine::limits::MAX_SESSION_BYTES;
use datapad_engine::settings::Settings;
use datapad_engine::stored::file::Stores;
use datapad_engine::writer::{Caller, Shelf, Writer};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

#[derive(clap::Args)]
pub struct Args {
    /// The game's id (see below).
    game: String,
    /// A JSON array of actions, each exactly as the app sends it (see --actions).
    #[arg(long, required_unless_present = "actions")]
    script: Option<PathBuf>,
    /// List the game's action types instead of playing: each with its fields and an example.
    #[arg(long)]
    actions: bool,
    /// Makes every random draw reproducible.
    #[arg(long)]
    seed: Option<u64>,
    /// Print the view object as the app receives it.
    #[arg(long)]
    json: bool,
    /// After the view, print the game's log, one sentence a line, exactly as the app shows it
    /// (with --json: {"view": …, "log": [text, …]}).
    #[arg(long)]
    log: bool,
    /// The language of the log.
    #[arg(long, value_parser = ["pl", "en"], default_value = "en", requires = "log")]
    lang: String,
    /// Play into this journal file (created if missing) instead of one in memory.
    #[arg(long)]
    journal: Option<PathBuf>,
    /// Undo this many actions at the end.
    #[arg(long, default_value_t = 0)]
    undo: u32,
    /// The Battle of Hoth die's six faces, as on your own die (e.g.
    /// infantry,infantry,vehicle,explosion,miss,retreat).
    #[arg(long, value_delimiter = ',')]
    faces: Option<Vec<String>>,
}

/// Every game and its action types, for `datapad play --help`.
pub fn help() -> String {
    let mut out = String::from(
        "Games and their action types ({\"type\": …}); `datapad play GAME --actions` lists each \
         with its fields and an example:\n",
    );
    for g in GAMES {
        out.push_str(&format!("  {}: {}\n", g.id, g.actions.join(", ")));
    }
    out
}

/// The script's actions; a file past the session files' cap is refused unread, like `replay`.
fn script(path: &Path) -> Result<Vec<Value>, Failure> {
    let bytes = crate::files::read(path, MAX_SESSION_BYTES, "a script")?;
    if bytes.trim_ascii().is_empty() {
        return Err(refused(format!(
            "{} is empty; a script is a JSON array of actions",
            path.display()
        )));
    }
    match serde_json::from_slice(&bytes) {
        Ok(Value::Array(actions)) => Ok(actions),
        Ok(_) => Err(refused(format!(
            "{} is not a JSON array of actions, e.g. [{{\"type\": \"start_game\"}}]",
            path.display()
        ))),
        Err(e) => Err(refused(format!(
            "{}: {}",
            path.display(),
            crate::plain::serde(&e.to_string())
        ))),
    }
}

/// A refused action in words: which (counted from 1, with its index in the JSON) and why.
fn refusal_words(game: &str, index: usize, action: &Value, e: &datapad_engine::Error) -> String {
    let why = if e.code == "journal.bad_action" {
        let detail = e.data["detail"].as_str().unwrap_or_default();
        crate::plain::action(game, action, detail)
    } else {
        e.message.clone()
    };
    let kind = match action.get("type") {
        Some(Value::String(t)) => format!(", type \"{t}\""),
        _ => String::new(),
    };
    format!(
        "action {} (index {index}{kind}) was refused: {why}",
        index + 1
    )
}

pub fn run(dice: &Catalog, args: Args) -> Result<String, Stop> {
    let game = registry::find(&args.game).map_err(|e| usage(format!("{e}; games: {}", ids())))?;
    let Some(script_path) = args.script.as_deref().filter(|_| !args.actions) else {
        return Ok(if args.json {
            crate::actions::json(game).to_string()
        } else {
            crate::actions::text(game)
        });
    };
    let dice = &crate::hoth_attack::faces(dice, args.faces.as_deref())?;
    let actions = script(script_path)?;
    let path = args
        .journal
        .clone()
        .unwrap_or_else(|| PathBuf::from(":memory:"));
    let storage = |e: datapad_engine::Error| Failure(1, e.message);
    // In WebAssembly SQLite has no disk to write the file to: it would play in memory and
    // keep nothing, so the option is refused rather than quietly dropped.
    if cfg!(target_arch = "wasm32") && args.journal.is_some() {
        return Err(refused(
            "--journal keeps the game in a file, which only the native `datapad play` can write",
        )
        .into());
    }
    if path.is_dir() {
        return Err(refused(format!("{}: a folder, not a journal file", path.display())).into());
    }
    let journal = Journal::open(&path).map_err(|e| {
        let e = datapad_engine::Error::from(e);
        refused(format!("{}: {}", path.display(), e.message))
    })?;
    let shelf = Shelf::new(
        Stores::nowhere("datapad play keeps no lists".into()),
        Settings::default(),
    );
    let mut writer = Writer::new(journal, dice.clone(), shelf, Box::new(rng_from(args.seed)));
    let id = writer
        .start(&args.game, "datapad play")
        .map_err(storage)?
        .session
        .id;
    let me = Caller::owner(id);
    for (index, action) in actions.iter().enumerate() {
        if let Err(e) = writer.apply(&me, action) {
            // A refused action changed nothing, so the view now is the view before it: building
            // it only here keeps a long script from paying for a view per action.
            let before = writer.open(id).map_err(storage)?.view;
            let mut refused = json!({
                "refused": {
                    "index": index,
                    "type": action.get("type").cloned().unwrap_or(Value::Null),
                    "code": e.code,
                    "data": e.data,
                    "message": e.message,
                },
                "view": before,
            });
            if args.log {
                refused["log"] = json!(log(&mut writer, id, &args.lang)?);
            }
            let words = (!args.json).then(|| refusal_words(&args.game, index, action, &e));
            return Err(Stop::Refused {
                json: refused.to_string(),
                words,
            });
        }
    }
    for done in 0..args.undo {
        writer.undo(&me).map_err(|e| match e.code.as_str() {
            "journal.nothing_to_undo" => refused(format!(
                "--undo {}: only {done} of the script's actions can be undone",
                args.undo
            )),
            _ => storage(e),
        })?;
    }
    let lines = if args.log {
        log(&mut writer, id, &args.lang)?
    } else {
        Vec::new()
    };
    let report = |w: &mut Writer| w.report(id).map_err(storage);
    Ok(match (args.json, args.log) {
        (true, false) => writer.open(id).map_err(storage)?.view.to_string(),
        (true, true) => {
            json!({ "view": writer.open(id).map_err(storage)?.view, "log": lines }).to_string()
        }
        (false, false) => report(&mut writer)?,
        (false, true) => {
            let mut out = report(&mut writer)?;
            for line in lines {
                if !out.ends_with('\n') {
                    out.push('\n');
                }
                // A reason typed with a line break stays on its sentence's line.
                out.push_str(&line.replace(['\r', '\n'], " "));
            }
            out
        }
    })
}

/// The game's log in `lang`, oldest first, one sentence a line, as the app shows it.
fn log(writer: &mut Writer, id: i64, lang: &str) -> Result<Vec<String>, Failure> {
    let lang = if lang == "pl" { Lang::Pl } else { Lang::En };
    writer.log_text(id, lang).map_err(|e| Failure(1, e.message))
}

fn ids() -> String {
    GAMES.iter().map(|g| g.id).collect::<Vec<_>>().join(", ")
}
