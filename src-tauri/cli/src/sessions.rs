//! `datapad sessions --journal F [--json]` lists the sessions of a journal file (the app's, or
//! one `datapad play --journal` or `serve --journal` wrote); `datapad export SESSION --journal F
//! [-o FILE]` writes one as the app's export does: the same engine calls ([`Writer::export`],
//! then `SessionFile::to_text`), the same compact JSON and the same refusal past the size the
//! import takes, so `datapad replay` and the app's import read it. Neither creates a
//! journal: a missing file is refused (exit 1).

use crate::plain::file;
use crate::{refused, Failure};
use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::games::registry::GAMES;
use datapad_engine::journal::{Journal, SessionInfo};
use datapad_engine::settings::Settings;
use datapad_engine::stored::file::{write_atomic, Stores};
use datapad_engine::writer::{Shelf, Writer};
use std::path::{Path, PathBuf};

#[derive(clap::Args)]
pub struct ListArgs {
    /// The journal file to read (the app's, or one `datapad play --journal` wrote).
    #[arg(long)]
    journal: PathBuf,
    /// Print a JSON array of sessions: {"id", "uid", "game", "title", "created_at",
    /// "updated_at", "head", "can_undo", "can_redo", "changes"}.
    #[arg(long)]
    json: bool,
}

#[derive(clap::Args)]
pub struct ExportArgs {
    /// The session's id (or uid), as `datapad sessions` lists it.
    session: String,
    /// The journal file that holds it.
    #[arg(long)]
    journal: PathBuf,
    /// Write the session file here instead of to stdout.
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
}

/// The journal at `path`, which must exist: reading a journal never creates one.
fn open(path: &Path, dice: &Catalog) -> Result<Writer, Failure> {
    match std::fs::metadata(path) {
        Err(e) => return Err(refused(file(path, &e))),
        Ok(m) if m.is_dir() => {
            return Err(refused(format!(
                "{}: a folder, not a journal file",
                path.display()
            )))
        }
        Ok(_) => {}
    }
    let journal = Journal::open(path).map_err(|e| {
        let e = datapad_engine::Error::from(e);
        refused(match e.code.as_str() {
            "journal.schema_newer" | "journal.head_past_events" => {
                format!("{}: {}", path.display(), e.message)
            }
            _ => format!("{}: not a journal Datapad can read", path.display()),
        })
    })?;
    let shelf = Shelf::new(
        Stores::nowhere("datapad keeps no lists here".into()),
        Settings::default(),
    );
    Ok(Writer::new(
        journal,
        dice.clone(),
        shelf,
        Box::new(rng_from(None)),
    ))
}

/// Every session of every registered game, the most recently changed first.
fn all(writer: &Writer, path: &Path) -> Result<Vec<SessionInfo>, Failure> {
    let mut sessions = Vec::new();
    for g in GAMES {
        sessions.extend(
            writer
                .list(g.id)
                .map_err(|e| refused(format!("{}: {}", path.display(), e.message)))?,
        );
    }
    sessions.sort_by(|a, b| (&b.updated_at, b.id).cmp(&(&a.updated_at, a.id)));
    Ok(sessions)
}

pub fn list(dice: &Catalog, args: &ListArgs) -> Result<String, Failure> {
    let writer = open(&args.journal, dice)?;
    let sessions = all(&writer, &args.journal)?;
    if args.json {
        return serde_json::to_string(&sessions).map_err(|e| refused(e.to_string()));
    }
    if sessions.is_empty() {
        return Ok(format!("{} holds no sessions.", args.journal.display()));
    }
    let rows: Vec<[String; 6]> = sessions
        .iter()
        .map(|s| {
            [
                s.id.to_string(),
                s.game.clone(),
                s.changes.to_string(),
                s.created_at.clone(),
                s.updated_at.clone(),
                s.title.clone(),
            ]
        })
        .collect();
    let head = ["ID", "GAME", "CHANGES", "STARTED", "LAST CHANGED", "TITLE"].map(String::from);
    let widths: Vec<usize> = (0..6)
        .map(|i| {
            rows.iter()
                .chain([&head])
                .map(|r| r[i].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    Ok([&head]
        .into_iter()
        .chain(&rows)
        .map(|r| {
            let cells: Vec<String> = r
                .iter()
                .zip(&widths)
                .map(|(c, w)| format!("{c:<w$}"))
                .collect();
            cells.join("  ").trim_end().to_string()
        })
        .collect::<Vec<_>>()
        .join("\n"))
}

/// The session `arg` names, by id or uid; a refusal that says how to list them.
fn find(writer: &Writer, arg: &str, path: &Path) -> Result<i64, Failure> {
    let by_id = arg
        .parse::<i64>()
        .ok()
        .filter(|id| writer.journal().session(*id).is_ok());
    let by_uid = || writer.journal().find_uid(arg).ok().flatten();
    by_id.or_else(by_uid).ok_or_else(|| {
        refused(format!(
            "{} holds no session {arg}; see `datapad sessions --journal {}`",
            path.display(),
            path.display()
        ))
    })
}

pub fn export(dice: &Catalog, args: &ExportArgs) -> Result<String, Failure> {
    let writer = open(&args.journal, dice)?;
    let id = find(&writer, &args.session, &args.journal)?;
    // The app's export, call for call: `export_text` in src-tauri/src/commands/session.rs.
    let text = writer
        .export(id)
        .and_then(|session| session.to_text())
        .map_err(|e| refused(format!("session {id}: {}", e.message)))?;
    match &args.output {
        None => Ok(text),
        Some(out) => {
            // A bare file name is in the current folder (its parent is "", no folder at all).
            let here = out.parent().is_some_and(|p| p.as_os_str().is_empty());
            let target = if here {
                Path::new(".").join(out)
            } else {
                out.clone()
            };
            write_atomic(&target, text.as_bytes()).map_err(|e| {
                refused(match e.kind() {
                    std::io::ErrorKind::NotFound => {
                        format!("{}: its folder does not exist", out.display())
                    }
                    _ => file(out, &e),
                })
            })?;
            Ok(String::new())
        }
    }
}
