//! `datapad odds hoth-attack`: the exact odds of one Battle of Hoth attack before it is rolled,
//! from the same rules the adjudicator uses (`games::hoth::odds`). An impossible attack exits 2
//! with its reason.

use crate::odds::odds_json;
use crate::{usage, Failure};
use datapad_engine::dice::{Catalog, OddsTable, Ratio, Symbol};
use datapad_engine::game::wire_error;
use datapad_engine::games::hoth::odds::{attack_odds, Question};
use datapad_engine::games::hoth::Hoth;
use serde::de::DeserializeOwned;
use serde_json::json;

#[derive(clap::Args)]
pub struct Args {
    /// The attacking unit's kind (snowtrooper, at_at, probe_droid, echo_trooper, snowspeeder,
    /// rebel_cannon).
    #[arg(long)]
    attacker: String,
    /// The target's kind.
    #[arg(long)]
    target: String,
    /// Hexes to the target.
    #[arg(long)]
    range: u32,
    /// The tile under the target (open ridge rocks building wreck trenches crevasse serac).
    #[arg(long)]
    terrain: String,
    /// The tile under the attacker.
    #[arg(long, default_value = "open")]
    attacker_terrain: String,
    /// Figures the target has left (default: a full unit).
    #[arg(long)]
    figures: Option<u32>,
    /// The attacker's dice by distance, from its unit sheet (e.g. 3,2,1).
    #[arg(long, value_delimiter = ',')]
    unit_dice: Option<Vec<u32>>,
    /// The battle die's six faces, as on your own die.
    #[arg(long, value_delimiter = ',')]
    faces: Option<Vec<String>>,
    #[arg(long)]
    json: bool,
}

fn word<T: DeserializeOwned>(what: &str, s: &str) -> Result<T, Failure> {
    serde_json::from_value(json!(s)).map_err(|_| usage(format!("unknown {what} '{s}'")))
}

pub fn run(cat: &Catalog, a: Args) -> Result<String, Failure> {
    let mut cat = cat.clone();
    if let Some(faces) = &a.faces {
        let symbols = faces
            .iter()
            .map(|f| Symbol::parse(f.trim()).ok_or_else(|| usage(format!("'{f}' is not a face"))))
            .collect::<Result<Vec<_>, _>>()?;
        cat.override_faces("hoth", symbols)
            .map_err(|e| usage(datapad_engine::Error::from(e).message))?;
    }
    let q = Question {
        attacker: word("unit kind", &a.attacker)?,
        target: Some(word("unit kind", &a.target)?),
        range: a.range,
        terrain: word("terrain", &a.terrain)?,
        attacker_terrain: word("terrain", &a.attacker_terrain)?,
        figures: a.figures,
        unit_dice: a.unit_dice.clone(),
    };
    let o = attack_odds(&cat, &q).map_err(|e| usage(wire_error::<Hoth>(&e).message))?;
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
