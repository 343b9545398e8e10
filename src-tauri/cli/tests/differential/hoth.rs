//! Battle of Hoth: the odds the adjudicator shows before a roll (the session's `attack_odds`
//! question) and the ones `datapad odds hoth-attack` computes, against seeded attacks played
//! through the tracker itself (`hoth_sim.rs`).
//!
//! Every number is one line of [`numbers`], beside the [`Outcome`] field it predicts. The
//! numbers issue 20 adds to the Hoth odds (`p_eliminated`, `figures_mean`, `p_retreat`,
//! `p_medal`) are listed there already and checked as soon as the odds carry them.

use crate::bound::{moments, Checker};
use crate::hoth_gen::{Card, Case, Target};
use crate::hoth_sim::{Battle, Outcome};
use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::game::{Ctx, Game};
use datapad_engine::games::hoth::odds::{attack_odds, OddsView, Question};
use datapad_engine::games::hoth::types::Badge;
use datapad_engine::games::hoth::Hoth;
use serde_json::Value;

/// Attacks per case.
pub const ATTACKS: usize = 12_000;

type Event = Box<dyn Fn(&Outcome) -> bool>;
type Quantity = Box<dyn Fn(&Outcome) -> f64>;

/// One exact number and what it predicts of an [`Outcome`].
pub enum Number {
    /// A chance: the share of attacks where the event happens.
    P(String, f64, Event),
    /// A mean, with the exact variance when the exact distribution is known.
    Mean(String, f64, Option<f64>, Quantity),
}

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap_or(f64::NAN)
}

/// Every row of an odds table (`{"rows": [{"value", "p", "at_least"}, …], "mean"}`): the chance
/// of exactly k and of at least k, one value past the last row (chance 0), and the mean.
fn table(v: &Value, name: &str, of: fn(&Outcome) -> u32, out: &mut Vec<Number>) {
    let rows = v[name]["rows"].as_array().cloned().unwrap_or_default();
    let p: Vec<f64> = rows.iter().map(|r| f(&r["p"])).collect();
    for k in 0..=rows.len() {
        let at = |key: &str| rows.get(k).map_or(0.0, |r| f(&r[key]));
        let value = k as u32;
        out.push(Number::P(
            format!("{name}[{k}]"),
            at("p"),
            Box::new(move |o| of(o) == value),
        ));
        out.push(Number::P(
            format!("{name} at least {k}"),
            at("at_least"),
            Box::new(move |o| of(o) >= value),
        ));
    }
    out.push(Number::Mean(
        format!("{name} mean"),
        f(&v[name]["mean"]),
        Some(moments(&p).1),
        Box::new(move |o| f64::from(of(o))),
    ));
}

/// A number the odds may not carry yet: checked when its key is there.
fn optional(v: &Value, key: &str, out: &mut Vec<Number>, n: impl FnOnce(f64) -> Number) {
    if let Some(x) = v.get(key).and_then(Value::as_f64) {
        out.push(n(x));
    }
}

/// Every exact number of one odds answer (the adjudicator's view, as JSON).
pub fn numbers(v: &Value) -> Vec<Number> {
    let mut out = Vec::new();
    table(v, "figures_removed", |o| o.removed, &mut out);
    table(v, "retreats", |o| o.retreats, &mut out);
    out.push(Number::P(
        "eliminated".into(),
        f(&v["eliminated"]),
        Box::new(|o| o.eliminated),
    ));
    // Issue 20, item 4: one line per number, each checked once the odds carry its key.
    optional(v, "p_eliminated", &mut out, |x| {
        Number::P("p_eliminated".into(), x, Box::new(|o| o.eliminated))
    });
    optional(v, "figures_mean", &mut out, |x| {
        Number::Mean(
            "figures_mean".into(),
            x,
            None,
            Box::new(|o| f64::from(o.removed)),
        )
    });
    optional(v, "p_retreat", &mut out, |x| {
        Number::P("p_retreat".into(), x, Box::new(|o| o.forced > 0))
    });
    optional(v, "p_medal", &mut out, |x| {
        Number::P("p_medal".into(), x, Box::new(|o| o.medal))
    });
    out
}

fn compare(c: &mut Checker, source: &str, v: &Value, samples: &[Outcome]) {
    let n = samples.len() as u64;
    for number in numbers(v) {
        match number {
            Number::P(name, exact, event) => {
                let hits = samples.iter().filter(|o| event(o)).count() as u64;
                c.p(&format!("{source} {name}"), exact, hits, n);
            }
            Number::Mean(name, exact, var, value) => {
                let xs: Vec<f64> = samples.iter().map(value).collect();
                c.mean(&format!("{source} {name}"), exact, var, &xs);
            }
        }
    }
}

/// The question `datapad odds hoth-attack` answers, when its flags can say this board: a unit
/// target of a unit's usual size, a plain card, no scouts, the recommended readings.
pub fn question(case: &Case, battle: &Battle) -> Option<Question> {
    let Target::Unit { kind, badge, .. } = &case.target else {
        return None;
    };
    let plain = case.card == Card::Plain
        && case.scouts == 0
        && !case.clamp_then_bonus
        && *badge != Some(Badge::EliteSquadron);
    let figures = battle.figures();
    plain.then(|| Question {
        attacker: case.attacker,
        target: Some(*kind),
        range: case.range,
        terrain: case.terrain,
        attacker_terrain: case.attacker_terrain,
        figures: (figures < battle.full).then_some(figures),
        unit_dice: case.unit_dice.clone(),
    })
}

/// Every comparison of one case; `Err` holds the report of a mismatch. The dice are rolled
/// with `rolling`'s battle die: the app's, or a wrong one to show the check has power.
pub fn check(case: &Case, cat: &Catalog, rolling: &Catalog) -> Result<u64, String> {
    let battle = Battle::set_up(case, cat)?;
    let q = question(case, &battle);
    let mut rng = rng_from(Some(0));
    let mut ctx = Ctx {
        rng: &mut rng,
        dice: cat,
    };
    let asked = Hoth::query(&battle.state, &battle.ask(), &mut ctx);
    let cli = q.as_ref().map(|q| {
        attack_odds(cat, q)
            .map(|o| serde_json::to_value(OddsView::from(&o)).unwrap_or_default())
            .map_err(|e| format!("{e:?}"))
    });
    let mut c = Checker::default();
    let view = match asked {
        Ok(view) => view,
        Err(refused) => {
            // The odds refuse the attack: the tracker must refuse it alike, and the CLI too.
            let code = Some(refused.code.clone());
            c.same("the attack's refusal", code, battle.refusal(cat, case.seed));
            if let Some(cli) = &cli {
                c.same("odds hoth-attack refuses too", true, cli.is_err());
            }
            return finish(c, case, q.as_ref());
        }
    };
    let dice = view["dice"].as_u64().unwrap_or(0) as u32;
    let samples = match battle.sample(cat, rolling, case.seed, dice, ATTACKS) {
        Ok(s) => s,
        Err(e) => {
            let why =
                format!("the tracker refused an attack of {dice} dice the odds answered: {e}");
            return Err(crate::repro::hoth(case, q.as_ref(), &[why]));
        }
    };
    compare(&mut c, "adjudicator", &view, &samples);
    match cli {
        Some(Ok(v)) => {
            c.same("odds hoth-attack dice", &view["dice"], &v["dice"]);
            compare(&mut c, "odds hoth-attack", &v, &samples);
        }
        Some(Err(e)) => c.same("odds hoth-attack refuses", String::new(), e),
        None => {}
    }
    finish(c, case, q.as_ref())
}

fn finish(c: Checker, case: &Case, q: Option<&Question>) -> Result<u64, String> {
    if c.failures.is_empty() {
        Ok(c.comparisons)
    } else {
        Err(crate::repro::hoth(case, q, &c.failures))
    }
}
