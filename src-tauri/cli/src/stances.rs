//! `datapad stances`: every shipped Shatterpoint stance, the ids `odds sp` and `attack sp` take.
//! A stance is complete when it names nothing missing; the others are "dice only" (a card
//! side's dice and range without its charts or tree) or the seeds' fragments, and `odds sp`
//! answers them with the dice alone.

use crate::Failure;
use datapad_engine::games::shatterpoint::stance::{builtin_stances, Stance};
use serde_json::{json, Value};

#[derive(clap::Args)]
pub struct Args {
    /// Print a JSON array of {"id", "unit", "name", "complete", "missing"} instead of text.
    #[arg(long)]
    pub json: bool,
}

fn entry(s: &Stance) -> Value {
    json!({
        "id": s.id,
        "unit": s.unit,
        "name": s.name.en,
        "complete": s.missing.is_empty(),
        "missing": s.missing,
    })
}

pub fn run(args: &Args) -> Result<String, Failure> {
    let all = builtin_stances().map_err(|p| Failure(1, format!("the shipped stances: {p}")))?;
    if args.json {
        return Ok(Value::Array(all.iter().map(entry).collect()).to_string());
    }
    let width = all.iter().map(|s| s.id.len()).max().unwrap_or(0);
    let mut lines: Vec<String> = all
        .iter()
        .map(|s| {
            let state = if s.missing.is_empty() {
                "complete"
            } else {
                "dice only"
            };
            format!(
                "{:width$}  {:9}  {} ({})",
                s.id,
                state,
                s.name.en,
                s.unit.as_deref().unwrap_or("no unit")
            )
        })
        .collect();
    let complete = all.iter().filter(|s| s.missing.is_empty()).count();
    lines.push(format!(
        "{} stances, {complete} complete; a dice-only one lacks its charts or tree, and odds \
         for it are the dice alone",
        all.len()
    ));
    Ok(lines.join("\n"))
}
