//! `datapad`: the engine from the command line, through the same calls the app makes. One file
//! per subcommand. Bad arguments exit with code 2 and one sentence; a file that cannot be used
//! (or, for `play`, a refused action) exits with 1.

mod attack;
mod hoth_attack;
mod odds;
mod out;
mod play;
mod replay;
mod roll;
mod rules;
mod serve;

use clap::{Parser, Subcommand};
use datapad_engine::dice::Catalog;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "datapad",
    version,
    about = "Datapad: dice, odds, rules and scripted games for Star Wars tabletop games"
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
        #[arg(long)]
        seed: Option<u64>,
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
        file: std::path::PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Search and read the rules reference, offline.
    Rules {
        #[command(subcommand)]
        command: rules::RulesCommand,
    },
    /// Play a new game from a script of actions, exactly as the app applies them.
    #[command(after_long_help = play::help())]
    Play(play::Args),
    /// Host a game for other devices to join (their browsers or apps), until SIGINT or SIGTERM.
    Serve(serve::Args),
}

/// A failure: the exit code and one sentence for stderr.
pub struct Failure(pub u8, pub String);

/// How a command ended, when not with its output.
pub enum Stop {
    Failed(Failure),
    /// `play` refused an action: this JSON goes to stdout, the exit code is 1.
    Refused(String),
}

impl From<Failure> for Stop {
    fn from(f: Failure) -> Self {
        Stop::Failed(f)
    }
}

pub fn usage(msg: impl std::fmt::Display) -> Failure {
    Failure(2, msg.to_string())
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            out::stdout_raw(&e.to_string());
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            let rendered = e.render().to_string();
            let first = rendered
                .lines()
                .next()
                .unwrap_or("invalid arguments")
                .trim_start_matches("error: ");
            out::stderr(&format!("datapad: {first} (see datapad --help)"));
            return ExitCode::from(2);
        }
    };
    match run(cli.command) {
        // `serve` has said its one line already.
        Ok(text) if text.is_empty() => ExitCode::SUCCESS,
        Ok(text) => {
            out::stdout(&text);
            ExitCode::SUCCESS
        }
        Err(Stop::Refused(json)) => {
            out::stdout(&json);
            ExitCode::from(1)
        }
        Err(Stop::Failed(Failure(code, msg))) => {
            out::stderr(&format!("datapad: {msg}"));
            ExitCode::from(code)
        }
    }
}

fn run(command: Command) -> Result<String, Stop> {
    let cat = Catalog::builtin();
    Ok(match command {
        Command::Roll { pool, seed, json } => roll::roll(&cat, &pool, seed, json)?,
        Command::Odds { game } => odds::run(&cat, game)?,
        Command::Attack { game } => attack::run(game)?,
        Command::Rules { command } => rules::run(command)?,
        Command::Replay { file, json } => replay::run(&file, json)?,
        Command::Play(args) => play::run(&cat, args)?,
        Command::Serve(args) => serve::run(&cat, args)?,
    })
}
