//! `datapad`: the engine from the command line, through the same calls the app makes. One file
//! per subcommand. The command line is read and answered here, as a library, so the very same
//! answer comes from the native binary (`main.rs`) and from WebAssembly under Node
//! (`datapad-web`'s `play.mjs`). Every path ends by one rule (also in `datapad --help`):
//!
//! - 0: done.
//! - 1: a refusal or an unusable file: the command was understood, but the rules refuse what it
//!   asks (an action of a `play` script, an attack they do not allow), the journal holds no
//!   such session, or a file cannot be read, written or used.
//! - 2: a usage error: the command line itself is wrong (an unknown command or option, a
//!   missing argument, a name the option does not know, a number outside its rule's range).
//!
//! Each failure says what was wrong in words on stderr, after `datapad: `; a usage error adds
//! the command's usage line.

mod actions;
mod attack;
pub mod files;
mod hoth_attack;
mod odds;
pub mod out;
mod plain;
mod play;
mod replay;
mod roll;
mod rules;
#[cfg(feature = "serve")]
mod serve;
mod sessions;
mod stances;
mod ts;

use clap::{Parser, Subcommand};
use datapad_engine::dice::Catalog;
use std::path::PathBuf;

/// The exit codes, as `datapad --help` ends.
const EXIT_CODES: &str = "\
Exit codes:
  0  done
  1  refused or unusable: the rules refuse what was asked (an action of a play script, an
     attack they do not allow), the journal holds no such session, or a file cannot be read,
     written or used
  2  usage error: an unknown command or option, a missing argument, a name the option does
     not know, or a number outside its rule's range";

#[derive(Parser)]
#[command(
    name = "datapad",
    version,
    about = "Datapad: dice, odds, rules and scripted games for Star Wars tabletop games",
    after_help = EXIT_CODES
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Roll dice, e.g. `datapad roll sp-attack:8 sp-defense:5` or `datapad roll hoth:4`.
    Roll {
        /// DIE:COUNT, with DIE one of sp-attack, sp-defense, hoth.
        #[arg(required = true)]
        pool: Vec<String>,
        /// Makes the roll reproducible: the same seed rolls the same faces.
        #[arg(long)]
        seed: Option<u64>,
        /// Print {"dice": [...], "summary": {DIE: {FACE: COUNT}}} instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Exact odds of a pool.
    Odds {
        #[command(subcommand)]
        game: odds::OddsGame,
    },
    /// Resolve one attack from entered faces, step by step.
    Attack {
        #[command(subcommand)]
        game: attack::AttackGame,
    },
    /// Replay an exported session file and print its final state.
    Replay {
        /// The session file, as the app or `datapad export` writes it.
        file: PathBuf,
        /// Print {"game", "title", "events", "view"} instead of text.
        #[arg(long)]
        json: bool,
    },
    /// List the shipped Shatterpoint stances: the ids `odds sp` and `attack sp` take.
    Stances(stances::Args),
    /// Search and read the rules reference, offline.
    Rules {
        #[command(subcommand)]
        command: rules::RulesCommand,
    },
    /// Play a new game from a script of actions, exactly as the app applies them.
    #[command(after_long_help = play::help())]
    Play(play::Args),
    /// List the sessions a journal file holds, newest change first.
    Sessions(sessions::ListArgs),
    /// Write one session of a journal as the app's session file, for `datapad replay` and the
    /// app's import.
    Export(sessions::ExportArgs),
    /// Host a game for other devices to join (their browsers or apps), until SIGINT or SIGTERM.
    #[cfg(feature = "serve")]
    Serve(serve::Args),
}

/// A failure: the exit code and what went wrong, for stderr.
pub struct Failure(pub u8, pub String);

/// How a command ended, when not with its output.
pub enum Stop {
    Failed(Failure),
    /// `play` refused an action: this JSON goes to stdout, the exit code is 1, and the words
    /// (if any) go to stderr.
    Refused {
        json: String,
        words: Option<String>,
    },
}

impl From<Failure> for Stop {
    fn from(f: Failure) -> Self {
        Stop::Failed(f)
    }
}

/// A usage error (exit 2).
pub fn usage(msg: impl std::fmt::Display) -> Failure {
    Failure(2, msg.to_string())
}

/// A refusal or an unusable file (exit 1).
pub fn refused(msg: impl std::fmt::Display) -> Failure {
    Failure(1, msg.to_string())
}

/// How a command line ended: its exit code and what it wrote. `serve` writes as it goes (its
/// join addresses) and leaves only its end here.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Ended {
    pub code: u8,
    pub stdout: String,
    pub stderr: String,
}

/// The answer to a whole command line, `args[0]` the program's name, exactly as `datapad` gives
/// it: the native binary prints it, `play.mjs` hands it to Node.
pub fn answer(args: Vec<String>) -> Ended {
    let line = |text: &str| format!("{text}\n");
    let cli = match Cli::try_parse_from(&args) {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            return Ended {
                stdout: e.to_string(),
                ..Ended::default()
            }
        }
        Err(e) => {
            let mut text = clap_words(&e.render().to_string());
            if !text.contains("Usage:") {
                text = text.replace(
                    "\n\nFor more information",
                    &format!("\n\n{}\n\nFor more information", usage_line(&args)),
                );
            }
            return Ended {
                code: 2,
                stderr: line(&format!("datapad: {text}")),
                ..Ended::default()
            };
        }
    };
    match run(cli.command) {
        // `serve` and `export -o` have said all they say already.
        Ok(text) if text.is_empty() => Ended::default(),
        Ok(text) => Ended {
            stdout: line(&text),
            ..Ended::default()
        },
        Err(Stop::Refused { json, words }) => Ended {
            code: 1,
            stdout: line(&json),
            stderr: words
                .map(|w| line(&format!("datapad: {w}")))
                .unwrap_or_default(),
        },
        Err(Stop::Failed(Failure(code, msg))) => Ended {
            code,
            stderr: line(&format!("datapad: {msg}")),
            ..Ended::default()
        },
    }
}

/// Clap's error as it words it (the argument named, the usage line), without its leading
/// "error: " and with the standard library's parse errors in words.
fn clap_words(rendered: &str) -> String {
    let mut text = rendered
        .trim_start_matches("error: ")
        .trim_end()
        .to_string();
    for (rust, words) in [
        ("invalid digit found in string", "not a whole number"),
        ("number too large to fit in target type", "too large"),
        ("number too small to fit in target type", "too small"),
        (
            "cannot parse integer from empty string",
            "empty: give a number",
        ),
        (
            "invalid IP address syntax",
            "not an IP address, like 192.168.1.20",
        ),
    ] {
        text = text.replace(rust, words);
    }
    // A Rust range ("70000 is not in 0..=65535") as words.
    if let Some(i) = text.find(" is not in ") {
        let rest = &text[i + " is not in ".len()..];
        let end = rest.find(|c: char| c.is_whitespace()).unwrap_or(rest.len());
        if let Some((lo, hi)) = rest[..end].split_once("..=") {
            let words = format!(" is not from {lo} to {hi}");
            text = format!("{}{words}{}", &text[..i], &rest[end..]);
        }
    }
    text
}

/// The usage line of the subcommand the command line names (clap leaves it out of some of its
/// errors, e.g. an option given without its value).
fn usage_line(args: &[String]) -> String {
    use clap::CommandFactory;
    let mut cmd = Cli::command();
    cmd.build();
    for arg in args.iter().skip(1) {
        match cmd.find_subcommand(arg) {
            Some(sub) => cmd = sub.clone(),
            None if arg.starts_with('-') => {}
            None => break,
        }
    }
    cmd.render_usage().to_string()
}

fn run(command: Command) -> Result<String, Stop> {
    let cat = Catalog::builtin();
    Ok(match command {
        Command::Roll { pool, seed, json } => roll::roll(&cat, &pool, seed, json)?,
        Command::Odds { game } => odds::run(&cat, game)?,
        Command::Attack { game } => attack::run(game)?,
        Command::Stances(args) => stances::run(&args)?,
        Command::Rules { command } => rules::run(command)?,
        Command::Replay { file, json } => replay::run(&file, json)?,
        Command::Play(args) => play::run(&cat, args)?,
        Command::Sessions(args) => sessions::list(&cat, &args)?,
        Command::Export(args) => sessions::export(&cat, &args)?,
        #[cfg(feature = "serve")]
        Command::Serve(args) => serve::run(&cat, args)?,
    })
}

#[cfg(test)]
#[path = "help_tests.rs"]
mod help_tests;
