//! One attack as a pure function (rulebook §5.2, issue 9 steps 1–9): from the two stances,
//! what is true at the table, the faces rolled and the walk chosen, to every step's result.
//! The attack screen, the commit to the tracker, the CLI and the tests all call this, so the
//! order of the modify step (attacker's chart, then the defender's) lives in one place.

use super::super::stance::{row_for, AttackType, Entry, Roll, Stance};
use super::super::Condition;
use super::best_walk;
use super::chart::{self, AX, BLOCK, CRIT, DX, STRIKE};
use super::error::AttackError;
use super::tree::{self, Conditions};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

pub use super::table::{cover, pools, Table, MAX_DICE};

/// Dice counts by face: attack `[crit, strike, attack_expertise, failure]`, defense
/// `[block, defense_expertise, failure]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[ts(rename = "SpFaces")]
pub struct Faces {
    pub attack: [u32; 4],
    pub defense: [u32; 3],
}

/// A chart row as `[min, max|null]`.
pub type RowBounds = (u32, Option<u32>);

/// Who in the attack: one meaning of "side" (a player's half of the table is `state::Side`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpAttackSide")]
pub enum Role {
    Attacker,
    Defender,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpAfterFrom")]
pub enum From {
    Chart,
    Tree,
    Strained,
}

/// One thing resolved after the attack (step 9), in the order it resolves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpAfterEffect")]
pub struct AfterEffect {
    pub side: Role,
    pub from: From,
    /// `shove`, a condition name, a self effect name, or `damage` (Strained).
    pub effect: String,
    pub n: u32,
}

impl AfterEffect {
    /// The catalog key of the effect's word: a condition, a shove, damage or an own effect.
    pub fn word(&self) -> String {
        if Condition::ALL.iter().any(|c| c.name() == self.effect) {
            format!("sp.condition.{}", self.effect)
        } else if self.effect == "shove" || self.effect == "damage" {
            format!("sp.stance.kind.{}", self.effect)
        } else {
            format!("sp.stance.self.{}", self.effect)
        }
    }
}

/// Every step's result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttackResult {
    pub kind: AttackType,
    pub attack_dice: u32,
    pub defense_dice: u32,
    pub rolled: Faces,
    /// Expertise dice removed by Disarmed / Exposed (step 4).
    pub removed: (u32, u32),
    pub attack_row: Option<RowBounds>,
    pub defense_row: Option<RowBounds>,
    pub modified: Faces,
    pub chart_damage: u32,
    pub successes: u32,
    pub path: Vec<String>,
    /// The pool after each chosen option (chart damage included).
    pub pool_after: Vec<u32>,
    pub conditions_placed: Vec<Condition>,
    pub to_pool: Vec<Condition>,
    /// Shoves that move the defender (Steadfast stops the first).
    pub shoves: u32,
    pub pool: u32,
    pub assigned: u32,
    /// The attacker's share of a split pool.
    pub to_attacker: u32,
    pub after_attack: Vec<AfterEffect>,
    pub damage_total: Option<u32>,
    pub wounded: Option<bool>,
}

/// Pool modifiers (step 8): Protection takes 1 (not below 0), then a split gives the defender
/// half rounded up. Returns (to the defender, to the attacker).
pub fn assign(pool: u32, t: &Table) -> (u32, u32) {
    let pool = if t.protection {
        pool.saturating_sub(1)
    } else {
        pool
    };
    if t.split {
        let mine = pool.div_ceil(2);
        (mine, pool - mine)
    } else {
        (pool, 0)
    }
}

fn bounds(chart: &[super::super::stance::Row], i: Option<usize>) -> Option<RowBounds> {
    i.and_then(|i| chart.get(i)).map(|r| (r.min, r.max))
}

fn deferred(entries: &[Entry], side: Role, from: From, out: &mut Vec<AfterEffect>) {
    for e in entries {
        let effect = match *e {
            Entry::Shove { .. } => "shove".to_string(),
            Entry::Condition { condition, .. } => condition.name().to_string(),
            Entry::Personal { effect, .. } => effect.name().to_string(),
            _ => continue,
        };
        out.push(AfterEffect {
            side,
            from,
            effect,
            n: e.n(),
        });
    }
}

/// Steps 4–9 for given faces and walk. `path: None` walks the best walk; `Some(&[])` none.
pub fn resolve(
    att: &Stance,
    def: &Stance,
    t: &Table,
    faces: Faces,
    path: Option<&[String]>,
) -> Result<AttackResult, AttackError> {
    let (na, nd) = pools(att, def, t)?;
    let (ga, gd) = (
        faces.attack.iter().sum::<u32>(),
        faces.defense.iter().sum::<u32>(),
    );
    if ga != na {
        return Err(face_count("attack", na, ga));
    }
    if gd != nd {
        return Err(face_count("defense", nd, gd));
    }
    // Step 4: Disarmed / Exposed remove those expertise dice before anything is modified.
    let (mut a, mut d) = (faces.attack, faces.defense);
    let removed = (
        if t.disarmed() {
            std::mem::take(&mut a[AX])
        } else {
            0
        },
        if t.exposed() {
            std::mem::take(&mut d[DX])
        } else {
            0
        },
    );
    // Step 5: the attacker's row by its expertise, then the defender's by the dice as they are now.
    let att_chart = &att.stat(t.kind).chart;
    let ra = row_for(att_chart, a[AX]);
    let att_entries = ra
        .and_then(|i| att_chart.get(i))
        .map_or(&[][..], |r| &r.entries[..]);
    chart::apply(att_entries, Roll::Attack, Roll::Attack, &mut a);
    chart::apply(att_entries, Roll::Attack, Roll::Defense, &mut d);
    let chart_damage = chart::damage(att_entries);
    // Expertise a row was read for is spent: the book's final rolls no longer show it.
    if ra.is_some() {
        a[AX] = 0;
    }
    // Exposed: the defender cannot use defense expertise at all, even expertise the
    // attacker's row turned up after the removal.
    let rd = if t.exposed() {
        None
    } else {
        row_for(&def.defense_chart, d[DX])
    };
    let def_entries = rd
        .and_then(|i| def.defense_chart.get(i))
        .map_or(&[][..], |r| &r.entries[..]);
    chart::apply(def_entries, Roll::Defense, Roll::Attack, &mut a);
    chart::apply(def_entries, Roll::Defense, Roll::Defense, &mut d);
    if rd.is_some() {
        d[DX] = 0;
    }
    // Step 6.
    let successes = a[CRIT].saturating_add(a[STRIKE].saturating_sub(d[BLOCK]));
    // Step 7: the walk, chosen or the best one.
    let held = t.held_in_tree();
    let immune = Conditions::of(&t.defender_immune);
    let chosen = match path {
        Some(ids) => tree::check_path(&att.tree, ids, successes)?,
        None => best_walk::best_walks(&att.tree, successes, held, immune)
            .pop()
            .map(|(_, p)| p)
            .unwrap_or_default(),
    };
    let w = tree::walk(&att.tree, &chosen, held, immune);
    let pool = chart_damage.saturating_add(w.damage);
    // Step 8.
    let (assigned, to_attacker) = assign(pool, t);
    // Step 9, in order: attacker's chart, its tree self effects, defender's chart, Strained.
    let mut after = Vec::new();
    deferred(att_entries, Role::Attacker, From::Chart, &mut after);
    for (effect, n) in &w.personal {
        after.push(AfterEffect {
            side: Role::Attacker,
            from: From::Tree,
            effect: effect.name().into(),
            n: *n,
        });
    }
    deferred(def_entries, Role::Defender, From::Chart, &mut after);
    if t.attacker_conditions.contains(&Condition::Strained) {
        after.push(AfterEffect {
            side: Role::Attacker,
            from: From::Strained,
            effect: "damage".into(),
            n: 3,
        });
    }
    // A defender already Wounded takes no damage (reference, "Wounded").
    let damage_total = t.damage.map(|(dmg, s)| {
        if dmg >= s {
            dmg
        } else {
            dmg.saturating_add(assigned)
        }
    });
    Ok(AttackResult {
        kind: t.kind,
        attack_dice: na,
        defense_dice: nd,
        rolled: faces,
        removed,
        attack_row: bounds(att_chart, ra),
        defense_row: bounds(&def.defense_chart, rd),
        modified: Faces {
            attack: a,
            defense: d,
        },
        chart_damage,
        successes,
        path: chosen
            .iter()
            .map(|&i| att.tree.options[i].id.clone())
            .collect(),
        pool_after: w
            .pool_after
            .iter()
            .map(|p| p.saturating_add(chart_damage))
            .collect(),
        conditions_placed: w.placed,
        to_pool: w.to_pool,
        shoves: if t.steadfast {
            w.shoves.saturating_sub(1)
        } else {
            w.shoves
        },
        pool,
        assigned,
        to_attacker,
        after_attack: after,
        damage_total,
        wounded: t.damage.zip(damage_total).map(|((_, s), total)| total >= s),
    })
}

/// One reactive ability per player per trigger (step 9): the sides that declared one, in
/// order, must not repeat.
pub fn one_reactive_each(declared: &[Role]) -> Result<(), AttackError> {
    for (i, s) in declared.iter().enumerate() {
        if declared[..i].contains(s) {
            return Err(AttackError::SecondReactive { side: *s });
        }
    }
    Ok(())
}

impl AttackResult {
    /// Deflect and Riposte check the final attack roll for a failure (reading §12.2.10).
    pub fn attack_shows_failure(&self) -> bool {
        self.modified.attack[chart::FAIL_A] > 0
    }
}

fn face_count(roll: &str, expected: u32, got: u32) -> AttackError {
    AttackError::FaceCount {
        roll: roll.into(),
        expected,
        got,
    }
}
