//! `datapad roll`: a pool rolled through the dice tray's own decide.

use crate::{usage, Failure};
use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::game::{Ctx, Game};
use datapad_engine::games::tray::{Action, DiceTray, Event, PoolPart, State};
use serde_json::{json, Map, Value};

pub fn roll(
    cat: &Catalog,
    pool: &[String],
    seed: Option<u64>,
    json: bool,
) -> Result<String, Failure> {
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
    let roll = &datapad_engine::game::evolve::<DiceTray>(State::default(), &events[0]).rolls[0];
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
            datapad_engine::i18n::dice::counts(datapad_engine::i18n::Lang::En, &roll.counts())
        ))
    }
}
