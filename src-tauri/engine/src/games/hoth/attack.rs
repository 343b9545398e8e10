//! The attack adjudicator (spec §3): attacker → target → distance, line of sight, terrain,
//! scouts → dice with their breakdown → a virtual roll or the faces on the table → an E-Web's
//! reroll → hits (an AT-AT's confirmation first) → losses and medal → retreat → take ground.
//! Checks follow that flow, so one wrong entry gets one answer.

use super::change::Change;
use super::dice::{self, Target};
use super::error::{bad, HothError};
use super::faces;
use super::roll::{faces, Roll};
use super::state::{LastAttack, Pending, State, Term, Unit};
use super::target::HothTarget;
use super::types::*;
use super::{cards, medals, retreat, units};
use crate::dice::{Counts, Symbol};
use crate::game::{Ctx, Message};
use crate::kit::Tx;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// The most dice one roll takes (a typed face list longer than this is refused).
pub const MAX_DICE: u32 = 12;

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

/// An attack as entered, before any die: the attacker, the dice and their breakdown. The attack
/// and the app's odds question share it, so both count alike and refuse alike (attacker, target,
/// the unit's dice, distance, line of sight, dice).
pub struct Plan {
    pub attacker: Unit,
    pub breakdown: Vec<Term>,
    pub dice: u32,
}

pub fn plan(state: &State, a: &AttackInput) -> Result<Plan, HothError> {
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
    if !at.board.ordered {
        return Err(HothError::NotOrdered { unit: at.id });
    }
    if at.board.attacked && state.extra_attack.as_deref() != Some(at.id.as_str()) {
        return Err(HothError::AlreadyAttacked { unit: at.id });
    }
    if let Some(reason) = at.board.no_attack {
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
    let attacker_terrain = a.attacker_terrain.unwrap_or(at.board.terrain);
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
    Ok(Plan {
        attacker: at,
        breakdown,
        dice: n,
    })
}

pub fn attack(tx: &mut Tx<State>, ctx: &mut Ctx, a: &AttackInput) -> Result<(), HothError> {
    cards::playing(&tx.state)?;
    if !matches!(tx.state.step, Step::Moves | Step::Attacks) {
        return Err(HothError::NotAtThisStep);
    }
    let Plan {
        attacker: at,
        breakdown,
        dice: n,
    } = plan(&tx.state, a)?;
    let rolled = faces(ctx, &a.roll, n)?;
    // An E-Web ordered and standing still is on its ready side when it fires.
    if at.board.moved == 0 && at.board.e_web == Some(EWeb::Moving) {
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
    if tx.state.unit(&at.id).and_then(|u| u.board.e_web) == Some(EWeb::Ready) {
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

/// The faces in effect: the reroll's if there was one.
pub(super) fn current_faces(state: &State) -> Vec<Symbol> {
    state
        .last_attack
        .as_ref()
        .map(|a| a.rerolled.clone().unwrap_or_else(|| a.faces.clone()))
        .unwrap_or_default()
}

/// Vader's "Power of the Force" turns every rolled retreat into an explosion.
pub fn read(vader: bool, c: &Counts) -> Counts {
    let mut out = *c;
    if vader {
        let (r, e) = (faces::RETREAT.index(), faces::EXPLOSION.index());
        out.0[e] = out.0[e].saturating_add(out.0[r]);
        out.0[r] = 0;
    }
    out
}

fn counted(state: &State) -> Counts {
    let vader = cards::is(state, CardId::PowerOfTheForce);
    read(vader, &Counts::of(current_faces(state)))
}

/// What a roll (as read) does to its target before the players answer anything: the hits, the
/// retreats it owes if the hits leave it standing, and whether the hits wait for an AT-AT's
/// confirmation. The attack and its odds both count through here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Struck {
    pub hits: u32,
    pub retreats: u32,
    pub confirm: bool,
}

/// Structures fall to explosions and ignore everything else; an AT-AT counts what would hit a
/// vehicle and rerolls it; any other unit takes the hits of its category and owes its retreats
/// unless it ignores them (spec §3.5, §3.6). `None`: a kind with no stats.
pub fn struck(target: &Target, c: &Counts) -> Option<Struck> {
    let Target::Unit(kind) = target else {
        return Some(Struck {
            hits: c.get(faces::EXPLOSION),
            retreats: 0,
            confirm: false,
        });
    };
    let stats = units::stats(*kind)?;
    if stats.confirm_reroll {
        return Some(Struck {
            hits: HothTarget::Vehicle.hits(c),
            retreats: 0,
            confirm: true,
        });
    }
    Some(Struck {
        hits: HothTarget::of(stats.category).hits(c),
        retreats: if stats.ignores_retreat {
            0
        } else {
            c.get(faces::RETREAT)
        },
        confirm: false,
    })
}

/// Hits, then the AT-AT's confirmation or losses, then the retreat owed.
pub(super) fn resolve(tx: &mut Tx<State>) {
    let Some(a) = tx.state.last_attack.clone() else {
        return;
    };
    let c = counted(&tx.state);
    let by = tx.state.unit(&a.attacker).map(|u| u.side);
    if tx.state.structures.iter().any(|s| s.id == a.target) {
        let Some(Struck { hits, .. }) = struck(&Target::Structure, &c) else {
            return;
        };
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
    let (Some(stats), Some(s)) = (units::stats(t.kind), struck(&Target::Unit(t.kind), &c)) else {
        return;
    };
    tx.push(Change::Resolved {
        hits: s.hits,
        retreats: s.retreats,
    });
    if s.confirm {
        // Every die that would hit a vehicle is rolled again; an explosion there destroys it.
        if s.hits > 0 {
            tx.push(Change::Pending {
                pending: Some(Pending::Confirm {
                    target: t.id,
                    dice: s.hits,
                }),
            });
        }
        return;
    }
    medals::lose(tx, &t.id, s.hits, "hits", by);
    if tx.state.phase != Phase::Playing {
        return;
    }
    let alive = tx.state.unit(&t.id).is_some_and(|u| !u.eliminated());
    if alive && s.retreats > 0 {
        tx.push(Change::Pending {
            pending: Some(Pending::Retreat {
                target: t.id,
                owed: s.retreats,
                may_ignore: retreat::may_ignore(a.target_terrain, stats.category),
            }),
        });
        return;
    }
    retreat::offer_ground(tx, !alive);
}

/// Applies this rule's changes to the state.
pub fn apply(s: &mut State, c: &Change) {
    super::luck::count(s, c);
    match c {
        Change::Attacked {
            attack,
            die,
            verified,
        } => {
            let extra = s.extra_attack.take();
            if let Some(u) = s.unit_mut(&attack.attacker) {
                u.board.attacked = true;
            }
            // The take-ground attack is the commando's second; it spends that right.
            if extra.as_deref() != Some(attack.attacker.as_str()) {
                s.extra_attack = extra;
            }
            s.step = Step::Attacks;
            s.die = Some((die.clone(), *verified));
            s.last_attack = Some(attack.clone());
        }
        Change::Resolved { hits, retreats } => {
            if let Some(a) = &mut s.last_attack {
                a.hits = *hits;
                a.retreats = *retreats;
            }
        }
        Change::StructureDestroyed { structure } => {
            if let Some(x) = s.structures.iter_mut().find(|x| &x.id == structure) {
                x.destroyed = true;
            }
            if let Some(a) = s.last_attack.as_mut().filter(|a| &a.target == structure) {
                a.eliminated = true;
            }
        }
        Change::Pending { pending } => s.pending = pending.clone(),
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::Attacked { attack, .. } => super::roll::with_faces(
            Message::new("hoth.attacked")
                .arg("unit", attack.attacker.clone())
                .arg("target", attack.target.clone())
                .arg("n", attack.dice)
                .arg("range", attack.range),
            &attack.faces,
        ),
        Change::Resolved { hits, retreats } => Message::new("hoth.resolved")
            .arg("n", *hits)
            .arg("retreats", *retreats),
        Change::StructureDestroyed { structure } => {
            Message::new("hoth.structure_destroyed").arg("structure", structure.clone())
        }
        _ => return None,
    })
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::StructureDestroyed { structure } => vec![format!("structure.{structure}")],
        _ => vec![],
    }
}
