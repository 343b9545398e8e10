//! `datapad odds`: exact odds of a pool, as a table or JSON.

use crate::{usage, Failure};
use datapad_engine::dice::{Catalog, OddsTable};
use datapad_engine::games::hoth::{hoth_odds, HothTarget, MAX_ATTACK_DICE};
use datapad_engine::games::shatterpoint::cli as sp_cli;
use datapad_engine::games::shatterpoint::rank_cli;
use datapad_engine::games::shatterpoint::raw_odds::sp_odds;
use serde_json::{json, Map, Value};

#[derive(clap::Subcommand)]
pub enum OddsGame {
    /// Shatterpoint: successes after blocks, crits + max(0, strikes − blocks); with two stances,
    /// through both charts and the best walk of the tree.
    Sp {
        /// Attack dice: the odds of this many against --defense dice, without stances.
        #[arg(long)]
        attack: Option<u32>,
        /// Defense dice against --attack (0 by default).
        #[arg(long)]
        defense: Option<u32>,
        #[command(flatten)]
        stances: sp_cli::MatchupArgs,
        #[command(flatten)]
        extra: sp_cli::OddsExtra,
        /// Print the odds as JSON, with exact fractions.
        #[arg(long)]
        json: bool,
    },
    /// Battle of Hoth: one attack, from the attacker, target, range and terrain.
    HothAttack(crate::hoth_attack::Args),
    /// Battle of Hoth: hits against a target type, and retreats.
    Hoth {
        /// Battle dice rolled: 1 to 12, the most one attack rolls.
        #[arg(long)]
        dice: u32,
        /// What the dice are rolled against: infantry, vehicle or special.
        #[arg(long, value_parser = ["infantry", "vehicle", "special"])]
        target: String,
        /// Print the odds as JSON, with exact fractions.
        #[arg(long)]
        json: bool,
    },
}

pub fn run(cat: &Catalog, game: OddsGame) -> Result<String, Failure> {
    match game {
        OddsGame::Sp {
            attack,
            defense,
            stances,
            extra,
            json,
        } => {
            let sp_fail = |e: sp_cli::CliError| Failure(e.code, crate::plain::scrub(&e.message));
            let (attack, defense) = match sp_cli::odds_form(attack, defense, &stances) {
                Ok(sp_cli::OddsForm::Dice { .. }) if extra.is_used() => {
                    return Err(usage(
                        "--policy and --rank go with stances, not dice counts",
                    ))
                }
                Ok(sp_cli::OddsForm::Dice { attack, defense }) => (attack, defense),
                Ok(sp_cli::OddsForm::Stances) if extra.rank => {
                    let v = rank_cli::rank_json(&stances, &extra).map_err(sp_fail)?;
                    return Ok(if json {
                        v.to_string()
                    } else {
                        rank_cli::rank_text(&v)
                    });
                }
                Ok(sp_cli::OddsForm::Stances) => {
                    let v = sp_cli::odds(&stances, &extra).map_err(sp_fail)?;
                    return Ok(if json {
                        v.to_string()
                    } else {
                        sp_cli::odds_text(&v)
                    });
                }
                Err(e) => return Err(sp_fail(e)),
            };
            let odds = sp_odds(cat, attack, defense).map_err(usage)?;
            Ok(if json {
                odds_json(&[("successes", &odds.successes)]).to_string()
            } else {
                format!(
                    "{attack} attack vs {defense} defense dice, successes after blocks\n{}",
                    odds_text(&odds.successes)
                )
            })
        }
        OddsGame::HothAttack(args) => crate::hoth_attack::run(cat, args),
        OddsGame::Hoth { dice, target, json } => {
            if !(1..=MAX_ATTACK_DICE).contains(&dice) {
                return Err(usage(format!(
                    "--dice {dice}: an attack rolls 1 to {MAX_ATTACK_DICE} battle dice"
                )));
            }
            let t = HothTarget::parse(&target)
                .ok_or_else(|| usage(format!("unknown target '{target}'")))?;
            let odds = hoth_odds(cat, dice, t).map_err(usage)?;
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
    }
}

/// `{"successes": {"0": p0, …}, "mean": m, "exact": {"0": "n/d", …}}`, one block per table.
pub fn odds_json(tables: &[(&str, &OddsTable)]) -> Value {
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

pub fn odds_text(t: &OddsTable) -> String {
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
