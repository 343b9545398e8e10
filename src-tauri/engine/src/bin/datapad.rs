//! `datapad`: the engine from the command line, through the same calls the app makes.
//! Bad arguments exit with code 2 and one sentence; a file that cannot be used exits with 1.

use clap::{Parser, Subcommand};
use datapad_engine::dice::{hoth_odds, rng_from, sp_odds, Catalog, HothTarget, OddsTable};
use datapad_engine::game::{Ctx, Game};
use datapad_engine::games::shatterpoint::cli as sp_cli;
use datapad_engine::games::tray::{Action, DiceTray, Event, PoolPart, State};
use datapad_engine::journal::validate;
use datapad_engine::rules::Index;
use datapad_engine::settings::Lang;
use serde_json::{json, Map, Value};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "datapad",
    version,
    about = "Datapad: dice, odds and session replay for Star Wars tabletop games"
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
        game: OddsGame,
    },
    /// Resolve one attack from entered faces, step by step.
    Attack {
        #[command(subcommand)]
        game: AttackGame,
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
        command: RulesCommand,
    },
}

#[derive(Subcommand)]
enum RulesCommand {
    /// The best entries for a query, best first.
    Search {
        query: String,
        #[arg(long, value_parser = ["sp", "lcg", "dbg", "hoth"])]
        game: Option<String>,
        #[arg(long, value_parser = ["pl", "en"], default_value = "en")]
        lang: String,
        #[arg(long)]
        json: bool,
    },
    /// One whole entry.
    Show {
        id: String,
        #[arg(long, value_parser = ["pl", "en"], default_value = "en")]
        lang: String,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Subcommand)]
enum AttackGame {
    /// Shatterpoint: two stances, the table, the faces and a walk of the tree.
    Sp(sp_cli::AttackArgs),
}

#[derive(Subcommand)]
enum OddsGame {
    /// Shatterpoint: successes after blocks, crits + max(0, strikes − blocks); with two stances,
    /// through both charts and the best walk of the tree.
    Sp {
        #[arg(long)]
        attack: Option<u32>,
        #[arg(long)]
        defense: Option<u32>,
        #[command(flatten)]
        stances: sp_cli::MatchupArgs,
        #[arg(long)]
        json: bool,
    },
    /// Battle of Hoth: hits against a target type, and retreats.
    Hoth {
        #[arg(long)]
        dice: u32,
        #[arg(long, value_parser = ["infantry", "vehicle", "special"])]
        target: String,
        #[arg(long)]
        json: bool,
    },
}

/// A failure: the exit code and one sentence.
struct Failure(u8, String);

fn usage(msg: impl std::fmt::Display) -> Failure {
    Failure(2, msg.to_string())
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            print!("{e}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            let rendered = e.render().to_string();
            let first = rendered
                .lines()
                .next()
                .unwrap_or("invalid arguments")
                .trim_start_matches("error: ");
            eprintln!("datapad: {first} (see datapad --help)");
            return ExitCode::from(2);
        }
    };
    match run(cli.command) {
        Ok(out) => {
            println!("{out}");
            ExitCode::SUCCESS
        }
        Err(Failure(code, msg)) => {
            eprintln!("datapad: {msg}");
            ExitCode::from(code)
        }
    }
}

fn run(command: Command) -> Result<String, Failure> {
    let cat = Catalog::builtin();
    match command {
        Command::Roll { pool, seed, json } => roll(&cat, &pool, seed, json),
        Command::Odds {
            game:
                OddsGame::Sp {
                    attack,
                    defense,
                    stances,
                    json,
                },
        } => {
            let sp_fail = |e: sp_cli::CliError| Failure(e.code, e.message);
            let (attack, defense) = match sp_cli::odds_form(attack, defense, &stances) {
                Ok(sp_cli::OddsForm::Dice { attack, defense }) => (attack, defense),
                Ok(sp_cli::OddsForm::Stances) => {
                    let v = sp_cli::odds(&stances).map_err(sp_fail)?;
                    return Ok(if json {
                        v.to_string()
                    } else {
                        sp_cli::odds_text(&v)
                    });
                }
                Err(e) => return Err(sp_fail(e)),
            };
            let odds = sp_odds(&cat, attack, defense).map_err(usage)?;
            Ok(if json {
                odds_json(&[("successes", &odds.successes)]).to_string()
            } else {
                format!(
                    "{attack} attack vs {defense} defense dice, successes after blocks\n{}",
                    odds_text(&odds.successes)
                )
            })
        }
        Command::Odds {
            game: OddsGame::Hoth { dice, target, json },
        } => {
            let t = HothTarget::parse(&target)
                .ok_or_else(|| usage(format!("unknown target '{target}'")))?;
            let odds = hoth_odds(&cat, dice, t).map_err(usage)?;
            Ok(if json {
                let mut v = odds_json(&[("hits", &odds.hits), ("retreats", &odds.retreats)]);
                v["verified"] = json!(odds.verified);
                v.to_string()
            } else {
                let note = if odds.verified {
                    ""
                } else {
                    "\n(the battle die's face table is unverified)"
                };
                format!(
                    "{dice} battle dice against {target}\nhits\n{}\nretreats\n{}{note}",
                    odds_text(&odds.hits),
                    odds_text(&odds.retreats)
                )
            })
        }
        Command::Attack {
            game: AttackGame::Sp(args),
        } => {
            let out = if args.json {
                sp_cli::attack(&args).map(|v| v.to_string())
            } else {
                sp_cli::attack_text(&args)
            };
            out.map_err(|e| Failure(e.code, e.message))
        }
        Command::Rules { command } => rules(command),
        Command::Replay { file, json } => {
            let text = std::fs::read_to_string(&file)
                .map_err(|e| Failure(1, format!("cannot read {}: {e}", file.display())))?;
            let (session, state) = validate(&text).map_err(|e| Failure(1, e.to_string()))?;
            Ok(if json {
                json!({"game": session.game, "title": session.title, "events": session.events.len(), "view": state.view()})
                    .to_string()
            } else {
                format!(
                    "{} ({}), {} events\n{}",
                    session.title,
                    session.game,
                    session.events.len(),
                    state.report()
                )
            })
        }
    }
}

fn rules(command: RulesCommand) -> Result<String, Failure> {
    let index = Index::builtin().map_err(|e| Failure(1, e.to_string()))?;
    let lang = |l: &str| if l == "pl" { Lang::Pl } else { Lang::En };
    let as_json = |v: &dyn erased_json::Json| v.json().map_err(|e| Failure(1, e));
    match command {
        RulesCommand::Search {
            query,
            game,
            lang: l,
            json,
        } => {
            let hits = index
                .search(&query, game.as_deref(), lang(&l))
                .map_err(|e| Failure(1, e.to_string()))?;
            if json {
                return as_json(&hits);
            }
            if hits.is_empty() {
                return Ok(format!("Nothing found for \"{query}\"."));
            }
            Ok(hits
                .iter()
                .map(|h| {
                    let badges = if h.badges.is_empty() {
                        String::new()
                    } else {
                        format!(" [{}]", h.badges.join(", "))
                    };
                    format!("{}  {}{badges}\n    {}", h.id, h.title, h.summary)
                })
                .collect::<Vec<_>>()
                .join("\n"))
        }
        RulesCommand::Show { id, lang: l, json } => {
            let e = index.show(&id, lang(&l)).map_err(usage)?;
            if json {
                return as_json(&e);
            }
            let mut out = format!(
                "{} ({}, {})\n{}\n\n{}\n\nSource: {}",
                e.title,
                e.game,
                e.kind,
                e.summary,
                plain(&e.body, &e.links),
                e.source
            );
            if !e.verified {
                out.push_str("\nUnverified: the rulebooks do not settle this.");
            }
            for a in &e.amended_by {
                out.push_str(&format!(
                    "\nChanged by {} {} ({}): {}",
                    a.kind,
                    a.id,
                    a.date.as_deref().unwrap_or("undated"),
                    a.summary
                ));
            }
            if let Some(old) = &e.superseded {
                out.push_str(&format!(
                    "\n\nBefore this change:\n{}",
                    plain(old, &e.links)
                ));
            }
            Ok(out)
        }
    }
}

/// Body markup as plain text: links become their shown text or the linked title.
fn plain(body: &str, titles: &std::collections::BTreeMap<String, String>) -> String {
    let mut out = String::new();
    let mut rest = body;
    while let Some(start) = rest.find("[[") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find("]]") else { break };
        let inner = &after[..end];
        let (id, shown) = inner.split_once('|').unwrap_or((inner, ""));
        out.push_str(if shown.is_empty() {
            titles.get(id).map_or(id, String::as_str)
        } else {
            shown
        });
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    out
}

/// Serializes any of the CLI's outputs.
mod erased_json {
    pub trait Json {
        fn json(&self) -> Result<String, String>;
    }
    impl<T: serde::Serialize> Json for T {
        fn json(&self) -> Result<String, String> {
            serde_json::to_string(self).map_err(|e| e.to_string())
        }
    }
}

fn roll(cat: &Catalog, pool: &[String], seed: Option<u64>, json: bool) -> Result<String, Failure> {
    let pool = pool
        .iter()
        .map(|p| {
            let (die, count) = p.split_once(':').unwrap_or((p, "1"));
            let count = count
                .parse()
                .map_err(|_| usage(format!("'{p}' is not DIE:COUNT with a whole number")))?;
            Ok(PoolPart {
                die: die.to_string(),
                count,
            })
        })
        .collect::<Result<Vec<_>, Failure>>()?;
    let mut rng = rng_from(seed);
    let mut ctx = Ctx {
        rng: &mut rng,
        dice: cat,
    };
    let events =
        DiceTray::decide(&State::default(), &Action::Roll { pool }, &mut ctx).map_err(usage)?;
    let Some(Event::Rolled { faces, .. }) = events.first() else {
        return Err(Failure(1, "the roll produced no dice".into()));
    };
    let roll = &DiceTray::evolve(State::default(), &events[0]).rolls[0];
    if json {
        let summary: Map<String, Value> = datapad_engine::dice::Symbol::ALL
            .into_iter()
            .filter(|s| roll.counts().get(*s) > 0)
            .map(|s| (s.name().to_string(), json!(roll.counts().get(s))))
            .collect();
        Ok(json!({"dice": faces, "summary": summary}).to_string())
    } else {
        let faces: Vec<String> = faces
            .iter()
            .map(|f| format!("{}={}", f.die, f.symbol.name()))
            .collect();
        Ok(format!(
            "{}\n{}",
            faces.join(" "),
            roll.counts().english_summary()
        ))
    }
}

/// `{"successes": {"0": p0, …}, "mean": m, "exact": {"0": "n/d", …}}`, one block per table.
fn odds_json(tables: &[(&str, &OddsTable)]) -> Value {
    let mut out = Map::new();
    for (i, (name, t)) in tables.iter().enumerate() {
        let probs: Map<String, Value> = t
            .rows
            .iter()
            .map(|r| (r.value.to_string(), json!(r.p)))
            .collect();
        let exact: Map<String, Value> = t
            .rows
            .iter()
            .map(|r| {
                (
                    r.value.to_string(),
                    json!(format!("{}/{}", r.exact.num, r.exact.den)),
                )
            })
            .collect();
        let mean_key = if i == 0 {
            "mean".to_string()
        } else {
            format!("{name}_mean")
        };
        out.insert(name.to_string(), Value::Object(probs));
        out.insert(mean_key, json!(t.mean));
        out.insert(format!("{name}_exact"), Value::Object(exact));
    }
    Value::Object(out)
}

fn odds_text(t: &OddsTable) -> String {
    let mut lines: Vec<String> = t
        .rows
        .iter()
        .map(|r| {
            format!(
                "{:>3}  {:>7.3}%  (at least: {:>7.3}%)",
                r.value,
                r.p * 100.0,
                r.at_least * 100.0
            )
        })
        .collect();
    lines.push(format!("mean {:.4}", t.mean));
    lines.join("\n")
}
