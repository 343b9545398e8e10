//! `datapad attack`: one attack resolved from entered faces, step by step.

use crate::Failure;
use datapad_engine::games::shatterpoint::cli as sp_cli;

#[derive(clap::Subcommand)]
pub enum AttackGame {
    /// Shatterpoint: two stances, the table, the faces and a walk of the tree.
    Sp(sp_cli::AttackArgs),
}

pub fn run(game: AttackGame) -> Result<String, Failure> {
    let AttackGame::Sp(args) = game;
    let out = if args.json {
        sp_cli::attack(&args).map(|v| v.to_string())
    } else {
        sp_cli::attack_text(&args)
    };
    out.map_err(|e| Failure(e.code, crate::plain::scrub(&e.message)))
}
