//! `datapad odds hoth-attack`: the exact odds of one Battle of Hoth attack before it is rolled,
//! from the same rules the adjudicator uses (`games::hoth::odds`). A name or number the rules
//! do not take exits 2 naming it and what it may be; an attack the rules do not allow (no dice
//! left, a target of one's own side) exits 1 with the reason.

use crate::odds::odds_json;
use crate::{refused, usage, Failure};
use datapad_engine::dice::{Catalog, OddsTable, Ratio, Symbol};
use datapad_engine::game::wire_error;
use datapad_engine::games::hoth::odds::{attack_odds, full_figures, Question};
use datapad_engine::games::hoth::types::Kind;
use datapad_engine::games::hoth::{Hoth, HothError, UNIT_DICE_AT_MOST, UNIT_DICE_DISTANCES};
use serde::de::DeserializeOwned;
use serde_json::json;
use ts_rs::TS;

#[derive(clap::Args)]
pub struct Args {
    /// The attacking unit's kind (snowtrooper, at_at, probe_droid, echo_trooper, snowspeeder,
    /// rebel_cannon).
    #[arg(long)]
    attacker: String,
    /// The target's kind.
    #[arg(long)]
    target: String,
    /// Hexes to the target, from 1 to the attacker's reach.
    #[arg(long)]
    range: u32,
    /// The tile under the target (open ridge rocks building wreck trenches crevasse serac).
    #[arg(long)]
    terrain: String,
    /// The tile under the attacker.
    #[arg(long, default_value = "open")]
    attacker_terrain: String,
    /// Figures the target has left, from 1 to a full unit's (the default).
    #[arg(long)]
    figures: Option<u32>,
    /// The attacker's dice by distance, from its unit sheet (e.g. 3,2,1): 1 to 8 distances of
    /// 0 to 8 dice.
    #[arg(long, value_delimiter = ',')]
    unit_dice: Option<Vec<u32>>,
    /// The battle die's six faces, as on your own die.
    #[arg(long, value_delimiter = ',')]
    faces: Option<Vec<String>>,
    /// Print the odds as JSON: the tables with exact fractions, the dice and the chances.
    #[arg(long)]
    json: bool,
}

/// A name the player typed, read as the game's word for it; a refusal lists the words.
fn word<T: DeserializeOwned + TS>(what: &str, option: &str, s: &str) -> Result<T, Failure> {
    serde_json::from_value(json!(s)).map_err(|_| {
        usage(format!(
            "{option} '{s}' is not a {what}; the {what}s are: {}",
            crate::ts::names::<T>().join(", ")
        ))
    })
}

/// The battle die's faces as typed; a refusal lists the faces it may show.
pub fn faces(cat: &Catalog, faces: Option<&[String]>) -> Result<Catalog, Failure> {
    let mut cat = cat.clone();
    let Some(faces) = faces else {
        return Ok(cat);
    };
    let symbols = faces
        .iter()
        .map(|f| {
            Symbol::parse(f.trim()).ok_or_else(|| {
                usage(format!(
                    "--faces: '{f}' is not a face of the battle die; its faces are: \
                     infantry, vehicle, explosion, miss, retreat"
                ))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    cat.override_faces("hoth", symbols).map_err(|e| {
        usage(format!(
            "--faces: {}",
            datapad_engine::Error::from(e).message
        ))
    })?;
    Ok(cat)
}

/// The numbers the rules bound: the target's figures and the typed dice by distance.
fn check(a: &Args, target: Kind) -> Result<(), Failure> {
    if let (Some(n), Some(full)) = (a.figures, full_figures(target)) {
        if n == 0 || n > full {
            return Err(usage(format!(
                "--figures {n}: a unit of {} has 1 to {full} figures",
                a.target
            )));
        }
    }
    if let Some(dice) = &a.unit_dice {
        let distances = dice.len() as u32;
        if distances == 0 || distances > UNIT_DICE_DISTANCES {
            return Err(usage(format!(
                "--unit-dice gives {distances} distances; a unit sheet gives 1 to \
                 {UNIT_DICE_DISTANCES}"
            )));
        }
        if let Some(d) = dice.iter().find(|d| **d > UNIT_DICE_AT_MOST) {
            return Err(usage(format!(
                "--unit-dice {d}: a unit rolls 0 to {UNIT_DICE_AT_MOST} dice at one distance"
            )));
        }
    }
    Ok(())
}

/// The engine's refusal of the attack: a usage error when an option can fix it (a range past
/// the reach, dice the rulebook lacks), else the rules' refusal.
fn refusal(e: &HothError, a: &Args) -> Failure {
    let message = wire_error::<Hoth>(e).message;
    match e {
        HothError::UnitStatMissing { kind } => usage(format!(
            "the rulebook does not give the dice of {kind}: type them from its unit sheet \
             with --unit-dice, distance 1 first (e.g. --unit-dice 3,2,1)"
        )),
        HothError::OutOfRange { .. } => usage(format!("--range {}: {message}", a.range)),
        _ => refused(message),
    }
}

pub fn run(cat: &Catalog, a: Args) -> Result<String, Failure> {
    let cat = faces(cat, a.faces.as_deref())?;
    let attacker = word("unit kind", "--attacker", &a.attacker)?;
    let target: Kind = word("unit kind", "--target", &a.target)?;
    let q = Question {
        attacker,
        target: Some(target),
        range: a.range,
        terrain: word("terrain", "--terrain", &a.terrain)?,
        attacker_terrain: word("terrain", "--attacker-terrain", &a.attacker_terrain)?,
        figures: a.figures,
        unit_dice: a.unit_dice.clone(),
    };
    check(&a, target)?;
    let o = attack_odds(&cat, &q).map_err(|e| refusal(&e, &a))?;
    let removed = OddsTable::from(&o.figures_removed);
    let retreats = OddsTable::from(&o.retreats);
    let breakdown: Vec<String> = o
        .breakdown
        .iter()
        .map(|t| format!("{} {:+}", t.term, t.dice))
        .collect();
    let faces: Vec<&str> = o.faces.iter().map(|s| s.name()).collect();
    if a.json {
        let mut v = odds_json(&[("figures_removed", &removed), ("retreats", &retreats)]);
        v["dice"] = json!(o.dice);
        v["breakdown"] = json!(o.breakdown);
        v["eliminated"] = json!(o.eliminated.to_f64());
        v["eliminated_exact"] = json!(exact(&o.eliminated));
        // The names, each with its exact fraction beside it.
        let figures_mean = o.figures_removed.mean_exact();
        v["figures_mean"] = json!(removed.mean);
        v["figures_mean_exact"] = json!(figures_mean.as_ref().map(exact));
        for (key, r) in [
            ("p_eliminated", &o.eliminated),
            ("p_retreat", &o.forced_retreat),
            ("p_medal", &o.medal),
        ] {
            v[key] = json!(r.to_f64());
            v[format!("{key}_exact")] = json!(exact(r));
        }
        v["faces"] = json!(faces);
        v["verified"] = json!(o.verified);
        return Ok(v.to_string());
    }
    let note = if o.verified {
        ""
    } else {
        "\n(the battle die's face table is unverified)"
    };
    Ok(format!(
        "{} dice ({})\nfigures removed\n{}\nretreats owed\n{}\neliminated {:.3}%\n\
         forced retreat {:.3}%\nmedal {:.3}%\nfaces {}{note}",
        o.dice,
        breakdown.join(", "),
        crate::odds::odds_text(&removed),
        crate::odds::odds_text(&retreats),
        o.eliminated.to_f64() * 100.0,
        o.forced_retreat.to_f64() * 100.0,
        o.medal.to_f64() * 100.0,
        faces.join(",")
    ))
}

/// `"n/d"`, as every exact fraction of the odds is written.
fn exact(r: &Ratio) -> String {
    format!("{}/{}", r.num, r.den)
}
