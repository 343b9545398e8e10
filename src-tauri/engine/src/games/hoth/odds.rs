//! Exact odds of an attack before it is rolled (`datapad odds hoth-attack`): the dice with their
//! breakdown, then figures removed (the AT-AT's confirmation folded in), the retreats a survivor
//! owes and the chance of elimination, all from the die table in effect.

use super::dice::{self, Target};
use super::error::HothError;
use super::state::{State, Term, Unit};
use super::target::HothTarget;
use super::types::*;
use super::units;
use crate::dice::{Catalog, Distribution, OddsTable, Outcomes, Ratio, Symbol};
use serde::Serialize;
use std::collections::BTreeMap;
use ts_rs::TS;

/// The most dice the odds count (as the attack itself).
const MAX_DICE: i64 = 12;

#[derive(Debug, Clone)]
pub struct AttackOdds {
    pub dice: u32,
    pub breakdown: Vec<Term>,
    pub figures_removed: Outcomes,
    pub retreats: Outcomes,
    pub eliminated: Ratio,
    pub faces: Vec<Symbol>,
    pub verified: bool,
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

/// The odds as the app shows them: the dice with their breakdown, then the tables.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "HothAttackOdds")]
pub struct OddsView {
    pub dice: u32,
    pub breakdown: Vec<Term>,
    pub figures_removed: OddsTable,
    pub retreats: OddsTable,
    pub eliminated: f64,
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
            verified: o.verified,
        }
    }
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
    let vader = super::cards::is(state, CardId::PowerOfTheForce);
    outcomes(
        cat,
        plan.dice,
        plan.breakdown,
        target.map(|t| t.kind),
        target.map(|t| t.figures),
        target.map(|t| t.max_figures),
        vader,
    )
}

pub fn attack_odds(cat: &Catalog, q: &Question) -> Result<AttackOdds, HothError> {
    let mut state = State::default();
    if let Some(d) = &q.unit_dice {
        state.unit_dice.insert(q.attacker, d.clone());
    }
    let missing = |k: Kind| HothError::UnitStatMissing {
        kind: format!("{k:?}"),
    };
    let a = units::stats(q.attacker).ok_or_else(|| missing(q.attacker))?;
    if let Some(k) = q.target {
        let t = units::stats(k).ok_or_else(|| missing(k))?;
        if a.side == t.side {
            return Err(HothError::TargetIsFriendly {
                unit: format!("{k:?}"),
            });
        }
    }
    let attacker = Unit {
        id: String::new(),
        side: a.side,
        kind: q.attacker,
        badge: None,
        figures: a.figures,
        max_figures: a.figures,
        zone: Zone::Centre,
        terrain: q.attacker_terrain,
        ordered: true,
        moved: 0,
        attacked: false,
        no_attack: None,
        e_web: None,
    };
    let mut breakdown = vec![dice::base(&state, &attacker, q.range)?];
    breakdown.extend(dice::modifiers(
        &state,
        &attacker,
        &q.target.map_or(Target::Structure, Target::Unit),
        q.terrain,
        q.attacker_terrain,
        0,
    ));
    let n = dice::total(&state, &breakdown);
    if n <= 0 {
        return Err(HothError::NoDice);
    }
    let n = n.min(MAX_DICE) as u32;
    outcomes(cat, n, breakdown, q.target, q.figures, None, false)
}

/// What `n` dice do to the target: `None` is a structure; `figures` left (default: a full
/// unit) of `size` (the unit on the board, an elite squadron's extra figure counted; default:
/// the unit table's); with Vader's card in play a retreat counts as an explosion.
fn outcomes(
    cat: &Catalog,
    n: u32,
    breakdown: Vec<Term>,
    target: Option<Kind>,
    figures: Option<u32>,
    size: Option<u32>,
    vader: bool,
) -> Result<AttackOdds, HothError> {
    let die = cat.get("hoth")?;
    let first = Distribution::of(&vec![die; n as usize])?;
    // A structure is one "figure" hit by explosions only that never retreats.
    let (full, category, confirm, ignores_retreat) = target
        .and_then(units::stats)
        .map_or((1, Category::Special, false, true), |t| {
            (t.figures, t.category, t.confirm_reroll, t.ignores_retreat)
        });
    let full = size.unwrap_or(full);
    let figures = figures.unwrap_or(full).clamp(1, full.max(1));
    let kind = match category {
        Category::Infantry => HothTarget::Infantry,
        Category::Vehicle => HothTarget::Vehicle,
        Category::Special => HothTarget::Special,
    };
    let retreat = |c: &crate::dice::Counts| if vader { 0 } else { c.get(Symbol::Retreat) };
    let hits = |c: &crate::dice::Counts| kind.hits(c) + c.get(Symbol::Retreat) - retreat(c);
    let (figures_removed, retreats) = if confirm {
        (
            confirmed(
                &first,
                die.faces.len() as u128,
                count(&die.faces, Symbol::Explosion),
                n,
            )?,
            zero(&first),
        )
    } else {
        let removed = first.project(|c| hits(c).min(figures));
        let owed = first.project(|c| {
            if hits(c) >= figures || ignores_retreat {
                0
            } else {
                retreat(c)
            }
        });
        (removed, owed)
    };
    let eliminated = figures_removed.probability(if confirm { 1 } else { figures });
    Ok(AttackOdds {
        dice: n,
        breakdown,
        figures_removed,
        retreats,
        eliminated,
        faces: die.faces.clone(),
        verified: die.verified,
    })
}

fn count(faces: &[Symbol], s: Symbol) -> u128 {
    faces.iter().filter(|f| **f == s).count() as u128
}

fn zero(d: &Distribution) -> Outcomes {
    d.project(|_| 0)
}

/// An AT-AT: the h dice that would hit a vehicle are rolled again; any explosion destroys it.
/// Every outcome is weighed over `faces^(2n)` so the sum stays exact.
fn confirmed(
    first: &Distribution,
    faces: u128,
    explosions: u128,
    n: u32,
) -> Result<Outcomes, HothError> {
    let overflow = || HothError::Dice(crate::error::DiceError::PoolTooLarge);
    let pow = |b: u128, e: u32| b.checked_pow(e).ok_or_else(overflow);
    let total = first
        .total
        .checked_mul(pow(faces, n)?)
        .ok_or_else(overflow)?;
    let mut ways = BTreeMap::new();
    for (c, w) in &first.weights {
        let h = HothTarget::Vehicle.hits(c).min(n);
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
mod tests {
    use super::*;

    fn q(attacker: Kind, target: Kind, range: u32, terrain: Terrain) -> Question {
        Question {
            attacker,
            target: Some(target),
            range,
            terrain,
            attacker_terrain: Terrain::Open,
            figures: None,
            unit_dice: None,
        }
    }

    #[test]
    fn an_at_at_falls_with_one_in_eighteen_per_die() {
        // Spec §1.3: each die destroys it with (2/6)·(1/6) = 1/18; 4 dice: 1 − (17/18)^4.
        let o = attack_odds(
            &Catalog::builtin(),
            &q(Kind::Snowspeeder, Kind::AtAt, 1, Terrain::Open),
        )
        .unwrap();
        assert_eq!(o.dice, 4);
        let want = Ratio::new(18u128.pow(4) - 17u128.pow(4), 18u128.pow(4));
        assert_eq!(o.eliminated, want);
    }

    #[test]
    fn a_structure_is_hit_by_explosions_only_and_never_retreats() {
        // Snowtroopers at 1 hex against a generator on a building: 3 − 1 = 2 dice.
        let mut q = q(Kind::Snowtrooper, Kind::Snowtrooper, 1, Terrain::Building);
        q.target = None;
        let o = attack_odds(&Catalog::builtin(), &q).unwrap();
        assert_eq!(o.dice, 2);
        assert_eq!(o.eliminated, Ratio::new(36 - 25, 36));
        assert_eq!(o.retreats.probability(0), Ratio::new(1, 1));
    }

    #[test]
    fn infantry_on_rocks_and_an_impossible_attack() {
        let o = attack_odds(
            &Catalog::builtin(),
            &q(Kind::EchoTrooper, Kind::Snowtrooper, 1, Terrain::Rocks),
        )
        .unwrap();
        assert_eq!(o.dice, 2);
        assert_eq!(o.figures_removed.probability(0), Ratio::new(1, 4));
        let e = attack_odds(
            &Catalog::builtin(),
            &q(Kind::Snowspeeder, Kind::Snowtrooper, 2, Terrain::Building),
        );
        assert_eq!(e.unwrap_err(), HothError::NoDice);
        let e = attack_odds(
            &Catalog::builtin(),
            &q(Kind::AtAt, Kind::EchoTrooper, 1, Terrain::Open),
        );
        assert!(matches!(e, Err(HothError::UnitStatMissing { .. })));
    }
}
