//! Exact odds of an attack before it is rolled (`datapad odds hoth-attack`): the dice with their
//! breakdown, then figures removed (the AT-AT's confirmation folded in), the retreats a survivor
//! owes, and the chances of elimination, of a forced retreat and of a medal, all from the die
//! table in effect and through the functions that resolve a real attack.

use super::attack::{self, Struck};
use super::dice::{self, Target};
use super::error::HothError;
use super::state::{OnBoard, State, Term, Unit};
use super::types::*;
use super::{confirm, medals, retreat, units};
use crate::dice::{Catalog, Counts, Distribution, OddsTable, Outcomes, Ratio, Symbol};
use serde::Serialize;
use std::collections::BTreeMap;
use ts_rs::TS;

/// The most dice the odds count (as the attack itself).
const MAX_DICE: i64 = super::attack::MAX_DICE as i64;

#[derive(Debug, Clone)]
pub struct AttackOdds {
    pub dice: u32,
    pub breakdown: Vec<Term>,
    pub figures_removed: Outcomes,
    pub retreats: Outcomes,
    /// The hits (or the AT-AT's confirmation) remove the last figure or destroy the structure.
    pub eliminated: Ratio,
    /// The target survives the hits and owes a retreat it may not ignore.
    pub forced_retreat: Ratio,
    /// The elimination gives the attacker a medal.
    pub medal: Ratio,
    pub faces: Vec<Symbol>,
    pub verified: bool,
}

/// The figures of a full unit of `kind` (the unit table's): the most `Question::figures` can be.
pub fn full_figures(kind: Kind) -> Option<u32> {
    units::stats(kind).map(|s| s.figures)
}

/// What the players would enter for one attack, without rolling it (`datapad odds hoth-attack`).
pub struct Question {
    pub attacker: Kind,
    /// The target's kind; `None`: a structure (hit by explosions only, never retreats).
    pub target: Option<Kind>,
    pub range: u32,
    pub terrain: Terrain,
    pub attacker_terrain: Terrain,
    /// Figures the target has left (default: a full unit).
    pub figures: Option<u32>,
    /// The attacker's dice by distance, where the rulebook lost them.
    pub unit_dice: Option<Vec<u32>>,
}

/// The odds as the app shows them: the dice with their breakdown, then the tables and the
/// chances of elimination, of a forced retreat and of a medal.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "HothAttackOdds")]
pub struct OddsView {
    pub dice: u32,
    pub breakdown: Vec<Term>,
    pub figures_removed: OddsTable,
    pub retreats: OddsTable,
    pub eliminated: f64,
    pub p_retreat: f64,
    pub p_medal: f64,
    pub verified: bool,
}

impl From<&AttackOdds> for OddsView {
    fn from(o: &AttackOdds) -> OddsView {
        OddsView {
            dice: o.dice,
            breakdown: o.breakdown.clone(),
            figures_removed: OddsTable::from(&o.figures_removed),
            retreats: OddsTable::from(&o.retreats),
            eliminated: o.eliminated.to_f64(),
            p_retreat: o.forced_retreat.to_f64(),
            p_medal: o.medal.to_f64(),
            verified: o.verified,
        }
    }
}

/// What the odds need to know of the target besides the dice, each read through the rule the
/// attack applies.
struct Aim {
    target: Target,
    /// Figures left (default: a full unit).
    figures: Option<u32>,
    /// The unit's size on the board (an elite squadron's extra figure counted); default: the
    /// unit table's.
    size: Option<u32>,
    /// Vader's card is in play: retreats read as explosions.
    vader: bool,
    /// Infantry in trenches may ignore one retreat.
    may_ignore: bool,
    /// Eliminating it gives the attacker a medal.
    medal: bool,
}

/// The odds of the attack the app's adjudicator has entered, from the session's own state (the
/// card in play, the readings, the typed dice, the target's figures) and the die table in
/// effect. It refuses as the attack would.
pub fn session_odds(
    state: &State,
    cat: &Catalog,
    a: &super::attack::AttackInput,
) -> Result<AttackOdds, HothError> {
    let plan = super::attack::plan(state, a)?;
    let target = state.unit(&a.target);
    let aim = Aim {
        target: target.map_or(Target::Structure, |t| Target::Unit(t.kind)),
        figures: target.map(|t| t.figures),
        size: target.map(|t| t.max_figures),
        vader: super::cards::is(state, CardId::PowerOfTheForce),
        may_ignore: target
            .and_then(|t| units::stats(t.kind))
            .is_some_and(|s| retreat::may_ignore(a.terrain, s.category)),
        medal: target.is_some_and(|t| medals::gives_medal(state, t.kind, plan.attacker.side)),
    };
    outcomes(cat, plan.dice, plan.breakdown, &aim)
}

pub fn attack_odds(cat: &Catalog, q: &Question) -> Result<AttackOdds, HothError> {
    let mut state = State::default();
    if let Some(d) = &q.unit_dice {
        state.unit_dice.insert(q.attacker, d.clone());
    }
    // Kinds by the names players type (`at_at`), as the game's own refusals give them.
    let name = |k: Kind| {
        serde_json::to_value(k)
            .ok()
            .and_then(|v| v.as_str().map(String::from))
            .unwrap_or_default()
    };
    let missing = |k: Kind| HothError::UnitStatMissing { kind: name(k) };
    let a = units::stats(q.attacker).ok_or_else(|| missing(q.attacker))?;
    let mut may_ignore = false;
    if let Some(k) = q.target {
        let t = units::stats(k).ok_or_else(|| missing(k))?;
        if a.side == t.side {
            return Err(HothError::TargetIsFriendly { unit: name(k) });
        }
        may_ignore = retreat::may_ignore(q.terrain, t.category);
    }
    let attacker = Unit {
        id: String::new(),
        name: None,
        side: a.side,
        kind: q.attacker,
        badge: None,
        figures: a.figures,
        max_figures: a.figures,
        board: OnBoard {
            zone: Zone::Centre,
            terrain: q.attacker_terrain,
            ordered: true,
            moved: 0,
            attacked: false,
            no_attack: None,
            e_web: None,
        },
    };
    let target = q.target.map_or(Target::Structure, Target::Unit);
    let mut breakdown = vec![dice::base(&state, &attacker, q.range)?];
    breakdown.extend(dice::modifiers(
        &state,
        &attacker,
        &target,
        q.terrain,
        q.attacker_terrain,
        0,
    ));
    let n = dice::total(&state, &breakdown);
    if n <= 0 {
        return Err(HothError::NoDice);
    }
    let n = n.min(MAX_DICE) as u32;
    let aim = Aim {
        medal: q
            .target
            .is_some_and(|k| medals::gives_medal(&state, k, a.side)),
        target,
        figures: q.figures,
        size: None,
        vader: false,
        may_ignore,
    };
    outcomes(cat, n, breakdown, &aim)
}

/// What `n` dice do to the target, every outcome read through the attack's own rules
/// ([`attack::read`], [`attack::struck`], [`retreat::must_move`], [`confirm::destroys`]).
fn outcomes(
    cat: &Catalog,
    n: u32,
    breakdown: Vec<Term>,
    aim: &Aim,
) -> Result<AttackOdds, HothError> {
    let die = cat.get("hoth")?;
    let first = Distribution::of(&vec![die; n as usize])?;
    // A structure is one "figure".
    let full = match aim.target {
        Target::Unit(k) => units::stats(k).map_or(1, |t| t.figures),
        Target::Structure => 1,
    };
    let full = aim.size.unwrap_or(full);
    let figures = aim.figures.unwrap_or(full).clamp(1, full.max(1));
    let none = Struck {
        hits: 0,
        retreats: 0,
        confirm: false,
    };
    let struck =
        |c: &Counts| attack::struck(&aim.target, &attack::read(aim.vader, c)).unwrap_or(none);
    let confirm = struck(&Counts::default()).confirm;
    let (figures_removed, retreats, forced) = if confirm {
        let destroying = die.faces.iter().filter(|f| confirm::destroys(**f)).count() as u128;
        let removed = confirmed(&first, die.faces.len() as u128, destroying, n, |c| {
            struck(c).hits
        })?;
        (removed, zero(&first), zero(&first))
    } else {
        let owed = |c: &Counts| {
            let s = struck(c);
            if s.hits >= figures {
                0
            } else {
                s.retreats
            }
        };
        (
            first.project(|c| struck(c).hits.min(figures)),
            first.project(owed),
            first.project(|c| u32::from(retreat::must_move(owed(c), aim.may_ignore) > 0)),
        )
    };
    let eliminated = figures_removed.probability(if confirm { 1 } else { figures });
    let medal = if aim.medal {
        eliminated
    } else {
        Ratio::new(0, 1)
    };
    Ok(AttackOdds {
        dice: n,
        breakdown,
        figures_removed,
        retreats,
        eliminated,
        forced_retreat: forced.probability(1),
        medal,
        faces: die.faces.clone(),
        verified: die.verified,
    })
}

fn zero(d: &Distribution) -> Outcomes {
    d.project(|_| 0)
}

/// An AT-AT: the h dice that would hit it are rolled again; any explosion destroys it.
/// Every outcome is weighed over `faces^(2n)` so the sum stays exact.
fn confirmed(
    first: &Distribution,
    faces: u128,
    explosions: u128,
    n: u32,
    hits: impl Fn(&Counts) -> u32,
) -> Result<Outcomes, HothError> {
    let overflow = || HothError::Dice(crate::error::DiceError::PoolTooLarge);
    let pow = |b: u128, e: u32| b.checked_pow(e).ok_or_else(overflow);
    let total = first
        .total
        .checked_mul(pow(faces, n)?)
        .ok_or_else(overflow)?;
    let mut ways = BTreeMap::new();
    for (c, w) in &first.weights {
        let h = hits(c).min(n);
        let all = pow(faces, h)?;
        let none = pow(faces - explosions.min(faces), h)?;
        let rest = pow(faces, n - h)?;
        let destroyed = w
            .checked_mul((all - none).checked_mul(rest).ok_or_else(overflow)?)
            .ok_or_else(overflow)?;
        let kept = w
            .checked_mul(none.checked_mul(rest).ok_or_else(overflow)?)
            .ok_or_else(overflow)?;
        *ways.entry(1).or_insert(0u128) += destroyed;
        *ways.entry(0).or_insert(0u128) += kept;
    }
    Ok(Outcomes { ways, total })
}

#[cfg(test)]
#[path = "odds_tests.rs"]
mod tests;
