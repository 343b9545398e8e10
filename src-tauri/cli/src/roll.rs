//! `datapad roll`: a pool rolled through the dice tray's own decide. The summary counts the
//! faces per kind of die: text `attack: 1 crit, 3 strikes; defense: 2 blocks`, JSON
//! `{"dice": [{"die", "symbol"}, …], "summary": {"sp-attack": {"crit": 1, …}, …}}`.

use crate::{usage, Failure};
use datapad_engine::dice::{rng_from, Catalog, Counts, Symbol};
use datapad_engine::game::{Ctx, Game};
use datapad_engine::games::tray::{Action, DiceTray, Event, PoolPart, State};
use datapad_engine::i18n::{dice, Lang};
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
    // Per kind of die, in the order the kinds first appear, as the tray groups a roll: an
    // attack die's faces and a defense die's are never added together.
    let mut kinds: Vec<(&str, Vec<Symbol>)> = Vec::new();
    for f in faces {
        match kinds.iter_mut().find(|(die, _)| *die == f.die) {
            Some((_, symbols)) => symbols.push(f.symbol),
            None => kinds.push((&f.die, vec![f.symbol])),
        }
    }
    if json {
        let summary: Map<String, Value> = kinds
            .iter()
            .map(|(die, symbols)| {
                let counts = Counts::of(symbols.iter().copied());
                let by_face: Map<String, Value> = Symbol::ALL
                    .into_iter()
                    .filter(|s| counts.get(*s) > 0)
                    .map(|s| (s.name().to_string(), json!(counts.get(s))))
                    .collect();
                (die.to_string(), Value::Object(by_face))
            })
            .collect();
        Ok(json!({"dice": faces, "summary": summary}).to_string())
    } else {
        let faces: Vec<String> = faces
            .iter()
            .map(|f| format!("{}={}", f.die, f.symbol.name()))
            .collect();
        let summary: Vec<String> = kinds
            .iter()
            .map(|(die, symbols)| {
                format!(
                    "{}: {}",
                    dice::die_label(Lang::En, die),
                    dice::counts(Lang::En, &Counts::of(symbols.iter().copied()))
                )
            })
            .collect();
        Ok(format!("{}\n{}", faces.join(" "), summary.join("; ")))
    }
}
