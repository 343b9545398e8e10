//! The attack adjudicator (spec §3): attacker → target → distance, line of sight, terrain,
//! scouts → dice with their breakdown → a virtual roll or the faces on the table → an E-Web's
//! reroll → hits (an AT-AT's confirmation first) → losses and medal → retreat → take ground.
//! Checks follow that flow, so one wrong entry gets one answer.

use super::dice::{self, Target};
use super::error::{bad, HothError};
use super::state::{Change, LastAttack, Pending, State};
use super::types::*;
use super::{cards, medals, retreat, units};
use crate::dice::{rng_from, roll as roll_die, HothTarget, Symbol};
use crate::game::{Ctx, Message};
use crate::kit::Tx;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// The most dice one roll takes (a typed face list longer than this is refused).
const MAX_DICE: u32 = 12;

/// A roll: made here (seeded for a replayable table) or read off the physical dice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "mode", rename_all = "snake_case")]
#[ts(rename = "HothRoll")]
pub enum Roll {
    Virtual {
        #[serde(default)]
        seed: Option<u64>,
    },
    Physical {
        faces: Vec<Symbol>,
    },
}

/// The attack as entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "HothAttack")]
pub struct AttackInput {
    pub attacker: String,
    pub target: String,
    pub range: u32,
    /// The tile under the target.
    pub terrain: Terrain,
    /// The tile under the attacker (its own hex; default: where it stands).
    #[serde(default)]
    pub attacker_terrain: Option<Terrain>,
    #[serde(default)]
    pub line_of_sight: Option<bool>,
    /// Friendly scout units on a ridge that see the target.
    #[serde(default)]
    pub scouts: Vec<String>,
    pub roll: Roll,
}

/// `n` faces: rolled with the die in effect, or checked against it.
pub fn faces(ctx: &mut Ctx, roll: &Roll, n: u32) -> Result<Vec<Symbol>, HothError> {
    let die = ctx.dice.get("hoth")?;
    match roll {
        Roll::Physical { faces } => {
            if faces.len() != n as usize {
                return Err(HothError::WrongFaceCount {
                    expected: n as usize,
                    got: faces.len(),
                });
            }
            if let Some(s) = faces.iter().find(|s| !die.can_show(**s)) {
                return Err(HothError::SymbolNotOnDie { symbol: *s });
            }
            Ok(faces.clone())
        }
        Roll::Virtual { seed: Some(seed) } => {
            let mut rng = rng_from(Some(*seed));
            Ok((0..n).map(|_| roll_die(die, &mut rng)).collect())
        }
        Roll::Virtual { seed: None } => Ok((0..n).map(|_| roll_die(die, ctx.rng)).collect()),
    }
}

pub fn attack(tx: &mut Tx<State>, ctx: &mut Ctx, a: &AttackInput) -> Result<(), HothError> {
    cards::playing(&tx.state)?;
    if !matches!(tx.state.step, Step::Moves | Step::Attacks) {
        return Err(HothError::NotAtThisStep);
    }
    let state = &tx.state;
    let at = state
        .unit(&a.attacker)
        .cloned()
        .ok_or_else(|| bad(format!("no unit '{}'", a.attacker)))?;
    if at.side != state.active {
        return Err(HothError::EnemyUnit { unit: at.id });
    }
    if at.eliminated() {
        return Err(HothError::UnitEliminated { unit: at.id });
    }
    if !at.ordered {
        return Err(HothError::NotOrdered { unit: at.id });
    }
    if at.attacked && state.extra_attack.as_deref() != Some(at.id.as_str()) {
        return Err(HothError::AlreadyAttacked { unit: at.id });
    }
    if let Some(reason) = at.no_attack {
        return Err(HothError::CannotAttack { reason });
    }
    let target = if let Some(t) = state.unit(&a.target) {
        if t.side == at.side {
            return Err(HothError::TargetIsFriendly { unit: t.id.clone() });
        }
        if t.eliminated() {
            return Err(HothError::UnitEliminated { unit: t.id.clone() });
        }
        Target::Unit(t.kind)
    } else if let Some(s) = state.structures.iter().find(|s| s.id == a.target) {
        if s.destroyed {
            return Err(HothError::UnitEliminated { unit: s.id.clone() });
        }
        Target::Structure
    } else {
        return Err(bad(format!("no unit or structure '{}'", a.target)));
    };
    let base = dice::base(state, &at, a.range)?;
    if a.line_of_sight == Some(false) {
        return Err(HothError::NoLineOfSight);
    }
    for (i, s) in a.scouts.iter().enumerate() {
        let ok = state.unit(s).is_some_and(|u| {
            u.side == at.side && !u.eliminated() && u.badge == Some(Badge::Scouts)
        });
        if !ok || a.scouts[..i].contains(s) {
            return Err(bad(format!("'{s}' is not a friendly scout unit")));
        }
    }
    let attacker_terrain = a.attacker_terrain.unwrap_or(at.terrain);
    let mut breakdown = vec![base];
    breakdown.extend(dice::modifiers(
        state,
        &at,
        &target,
        a.terrain,
        attacker_terrain,
        a.scouts.len() as u32,
    ));
    let n = dice::total(state, &breakdown);
    if n <= 0 {
        return Err(HothError::NoDice);
    }
    let n = u32::try_from(n).unwrap_or(MAX_DICE).min(MAX_DICE);
    let rolled = faces(ctx, &a.roll, n)?;
    // An E-Web ordered and standing still is on its ready side when it fires.
    if at.moved == 0 && at.e_web == Some(EWeb::Moving) {
        tx.push(Change::EWebFlipped {
            unit: at.id.clone(),
            to: EWeb::Ready,
        });
    }
    let die = ctx.dice.get("hoth")?;
    tx.push(Change::Attacked {
        attack: LastAttack {
            attacker: at.id.clone(),
            target: a.target.clone(),
            range: a.range,
            dice: n,
            breakdown,
            faces: rolled,
            target_terrain: a.terrain,
            ..LastAttack::default()
        },
        die: die.faces.clone(),
        verified: die.verified,
    });
    if tx.state.unit(&at.id).and_then(|u| u.e_web) == Some(EWeb::Ready) {
        tx.push(Change::Pending {
            pending: Some(Pending::Reroll {
                attacker: at.id,
                target: a.target.clone(),
            }),
        });
        return Ok(());
    }
    resolve(tx);
    Ok(())
}

/// `reroll {dice, roll?}`: a ready E-Web rerolls the dice it picks, once (`[]` keeps them).
pub fn reroll(
    tx: &mut Tx<State>,
    ctx: &mut Ctx,
    picked: &[u32],
    roll: Option<&Roll>,
) -> Result<(), HothError> {
    if !matches!(tx.state.pending, Some(Pending::Reroll { .. })) {
        return Err(HothError::NoReroll);
    }
    let mut now = current_faces(&tx.state);
    let len = now.len();
    for (i, d) in picked.iter().enumerate() {
        if *d as usize >= len || picked[..i].contains(d) {
            return Err(HothError::DieIndex { index: *d, len });
        }
    }
    let fresh = faces(
        ctx,
        roll.unwrap_or(&Roll::Virtual { seed: None }),
        picked.len() as u32,
    )?;
    for (d, f) in picked.iter().zip(fresh) {
        if let Some(slot) = now.get_mut(*d as usize) {
            *slot = f;
        }
    }
    tx.push(Change::Pending { pending: None });
    tx.push(Change::Rerolled {
        dice: picked.to_vec(),
        faces: now,
    });
    resolve(tx);
    Ok(())
}

/// The faces in effect: the reroll's if there was one.
fn current_faces(state: &State) -> Vec<Symbol> {
    state
        .last_attack
        .as_ref()
        .map(|a| a.rerolled.clone().unwrap_or_else(|| a.faces.clone()))
        .unwrap_or_default()
}

/// Vader's "Power of the Force" turns every rolled retreat into an explosion.
fn counted(state: &State) -> crate::dice::Counts {
    let vader = cards::is(state, CardId::PowerOfTheForce);
    crate::dice::Counts::of(current_faces(state).into_iter().map(|s| {
        if vader && s == Symbol::Retreat {
            Symbol::Explosion
        } else {
            s
        }
    }))
}

/// Hits, then the AT-AT's confirmation or losses, then the retreat owed.
fn resolve(tx: &mut Tx<State>) {
    let Some(a) = tx.state.last_attack.clone() else {
        return;
    };
    let c = counted(&tx.state);
    let by = tx.state.unit(&a.attacker).map(|u| u.side);
    if tx.state.structures.iter().any(|s| s.id == a.target) {
        // Structures fall to an explosion and ignore everything else.
        let hits = c.get(Symbol::Explosion);
        tx.push(Change::Resolved { hits, retreats: 0 });
        if hits > 0 {
            tx.push(Change::StructureDestroyed {
                structure: a.target.clone(),
            });
            medals::check(tx, false);
        }
        return;
    }
    let Some(t) = tx.state.unit(&a.target).cloned() else {
        return;
    };
    let Some(stats) = units::stats(t.kind) else {
        return;
    };
    if stats.confirm_reroll {
        // Every die that would hit a vehicle is rolled again; an explosion there destroys it.
        let hits = HothTarget::Vehicle.hits(&c);
        tx.push(Change::Resolved { hits, retreats: 0 });
        if hits > 0 {
            tx.push(Change::Pending {
                pending: Some(Pending::Confirm {
                    target: t.id,
                    dice: hits,
                }),
            });
        }
        return;
    }
    let kind = match stats.category {
        Category::Infantry => HothTarget::Infantry,
        Category::Vehicle => HothTarget::Vehicle,
        Category::Special => HothTarget::Special,
    };
    let hits = kind.hits(&c);
    let retreats = if stats.ignores_retreat {
        0
    } else {
        c.get(Symbol::Retreat)
    };
    tx.push(Change::Resolved { hits, retreats });
    medals::lose(tx, &t.id, hits, "hits", by);
    if tx.state.phase != Phase::Playing {
        return;
    }
    let alive = tx.state.unit(&t.id).is_some_and(|u| !u.eliminated());
    if alive && retreats > 0 {
        let may_ignore =
            a.target_terrain == Terrain::Trenches && stats.category == Category::Infantry;
        tx.push(Change::Pending {
            pending: Some(Pending::Retreat {
                target: t.id,
                owed: retreats,
                may_ignore,
            }),
        });
        return;
    }
    retreat::offer_ground(tx, !alive);
}

/// `confirm {roll}`: the AT-AT's confirmation roll.
pub fn confirm(tx: &mut Tx<State>, ctx: &mut Ctx, roll: &Roll) -> Result<(), HothError> {
    let Some(Pending::Confirm { target, dice }) = tx.state.pending.clone() else {
        return Err(HothError::NotAtThisStep);
    };
    let rolled = faces(ctx, roll, dice)?;
    let destroyed = rolled.contains(&Symbol::Explosion);
    tx.push(Change::Pending { pending: None });
    tx.push(Change::Confirmed {
        faces: rolled,
        destroyed,
    });
    if destroyed {
        let by = tx.state.active;
        medals::lose(tx, &target, 1, "hits", Some(by));
        if tx.state.phase == Phase::Playing {
            retreat::offer_ground(tx, true);
        }
    }
    Ok(())
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::Attacked { attack, .. } => Message::new("hoth.attacked")
            .arg("unit", attack.attacker.clone())
            .arg("target", attack.target.clone())
            .arg("n", attack.dice)
            .arg("range", attack.range)
            .arg("faces", symbols(&attack.faces)),
        Change::Rerolled { dice, faces } => Message::new("hoth.rerolled")
            .arg("n", dice.len())
            .arg("faces", symbols(faces)),
        Change::Confirmed { faces, destroyed } => Message::new(if *destroyed {
            "hoth.confirmed_destroyed"
        } else {
            "hoth.confirmed_unharmed"
        })
        .arg("faces", symbols(faces)),
        Change::Resolved { hits, retreats } => Message::new("hoth.resolved")
            .arg("n", *hits)
            .arg("retreats", *retreats),
        Change::StructureDestroyed { structure } => {
            Message::new("hoth.structure_destroyed").arg("structure", structure.clone())
        }
        _ => return None,
    })
}

fn symbols(faces: &[Symbol]) -> String {
    faces.iter().map(|s| s.name()).collect::<Vec<_>>().join(" ")
}
