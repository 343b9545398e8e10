//! `datapad play GAME --script FILE.json`: a new game of any registered game, played action by
//! action through the same journal, decide and evolve the app uses. The first refused action
//! stops it: exit 1 and `{"refused": {...}, "view": <the view before it>}` on stdout. `--log`
//! adds the game's log as the app shows it, one sentence a line, in `--lang`.

use crate::{usage, Failure, Stop};
use datapad_engine::dice::{rng_from, Catalog, Symbol};
use datapad_engine::games::registry::{self, GAMES};
use datapad_engine::i18n::Lang;
use datapad_engine::journal::Journal;
use datapad_engine::limits::{check_bytes, read_capped, MAX_SESSION_BYTES};
use datapad_engine::settings::Settings;
use datapad_engine::stored::file::Stores;
use datapad_engine::writer::{Caller, Shelf, Writer};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

#[derive(clap::Args)]
pub struct Args {
    /// The game's id (see below).
    game: String,
    /// A JSON array of actions, each exactly as the app sends it.
    #[arg(long)]
    script: PathBuf,
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

/// The dice in effect: the built-in ones, with the player's own Hoth face table if given.
fn dice_in_effect(dice: &Catalog, faces: Option<&[String]>) -> Result<Catalog, Failure> {
    let mut dice = dice.clone();
    if let Some(faces) = faces {
        let symbols = faces
            .iter()
            .map(|f| {
                Symbol::parse(f.trim())
                    .ok_or_else(|| usage(format!("'{f}' is not a face of the battle die")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        dice.override_faces("hoth", symbols)
            .map_err(|e| usage(datapad_engine::Error::from(e).message))?;
    }
    Ok(dice)
}

/// Every game and its action types, for `datapad play --help`.
pub fn help() -> String {
    let mut out = String::from("Games and their action types ({\"type\": …}):\n");
    for g in GAMES {
        out.push_str(&format!("  {}: {}\n", g.id, g.actions.join(", ")));
    }
    out
}

/// The script's actions; a file past the session files' cap is refused unread, like `replay`.
fn script(path: &Path) -> Result<Vec<Value>, Failure> {
    let cannot =
        |e: &dyn std::fmt::Display| Failure(1, format!("cannot read {}: {e}", path.display()));
    let bytes = read_capped(path, MAX_SESSION_BYTES)
        .map_err(|e| cannot(&e))?
        .ok_or_else(|| cannot(&"no such file"))?;
    check_bytes(
        &path.display().to_string(),
        bytes.len() as u64,
        MAX_SESSION_BYTES,
    )
    .map_err(|e| Failure(1, datapad_engine::Error::from(e).message))?;
    match serde_json::from_slice(&bytes) {
        Ok(Value::Array(actions)) => Ok(actions),
        Ok(_) => Err(Failure(
            1,
            format!("{} is not a JSON array of actions", path.display()),
        )),
        Err(e) => Err(Failure(1, format!("{} is not JSON: {e}", path.display()))),
    }
}

pub fn run(dice: &Catalog, args: Args) -> Result<String, Stop> {
    registry::find(&args.game).map_err(|e| usage(format!("{e}; games: {}", ids())))?;
    let dice = &dice_in_effect(dice, args.faces.as_deref())?;
    let actions = script(&args.script)?;
    let path = args
        .journal
        .clone()
        .unwrap_or_else(|| PathBuf::from(":memory:"));
    let storage = |e: datapad_engine::Error| Failure(1, e.message);
    let journal = Journal::open(&path).map_err(|e| storage(e.into()))?;
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
            return Err(Stop::Refused(refused.to_string()));
        }
    }
    for _ in 0..args.undo {
        writer.undo(&me).map_err(storage)?;
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
