//! One attack committed to the tracker (issue 9, steps 1–9 as one event, one undo): the players
//! say who attacks whom with which stances, what is true at the table, the faces rolled and the
//! walk chosen ([`AttackInput`]); [`combat::resolve`] computes every step, and this file turns its result into the
//! tracker's changes in the book's order: Disarmed / Exposed spent, conditions placed, the pool
//! assigned (Wounded, momentum), then Strained's 3 damage to the attacker. What the players
//! resolve themselves afterwards (shoves, heals, jumps) is listed in the log, in step 9's order.

use super::super::change::{Change, DamageCause, RemovalCause};
use super::super::conditions::mark_strained;
use super::super::error::SpError;
use super::super::guards::{living, playing, Tx};
use super::super::log;
use super::super::stance::parse as stance_parse;
use super::super::stance::Stance;
use super::super::state::State;
use super::super::units::{end_if_activating, take_damage};
use super::super::{Condition, StrainTrigger, UnitRef};
use super::combat::{self, AfterEffect, Table};
use super::error::AttackError;
use super::hunker;
use super::input::AttackInput;
use crate::game::Message;

pub(super) fn stance(v: &serde_json::Value, role: &str) -> Result<Stance, AttackError> {
    stance_parse::from_value(v).map_err(|problem| AttackError::StanceInvalid {
        role: role.into(),
        problem,
    })
}

/// The two stances and the table of an attack between two tracker units: what the screen's
/// odds, roll and preview and the commit all start from.
pub fn parts(s: &State, a: &AttackInput) -> Result<(Stance, Stance, Table), SpError> {
    playing(s)?;
    let att = living(s, a.attacker)?;
    let def = living(s, a.defender)?;
    if a.attacker.player == a.defender.player {
        return Err(SpError::AttackOwnUnit);
    }
    let t = Table {
        hunker: hunker::cover_tokens(s, def),
        ..a.facts.table(att, def)
    };
    Ok((
        stance(&a.attacker_stance, "attacker")?,
        stance(&a.defender_stance, "defender")?,
        t,
    ))
}

/// Everything the attack resolves to, without committing it.
pub fn preview(s: &State, a: &AttackInput) -> Result<combat::AttackResult, SpError> {
    let (att, def, t) = parts(s, a)?;
    Ok(combat::resolve(&att, &def, &t, a.faces, Some(&a.path))?)
}

/// A condition the attack uses up (Disarmed, Exposed), if the unit holds it.
pub(super) fn spend(tx: &mut Tx, unit: UnitRef, condition: Condition) {
    if let Some(u) = tx.state.unit(unit).filter(|u| u.has(condition)) {
        let name = u.card.name.clone();
        tx.push(Change::ConditionRemoved {
            unit,
            name,
            condition,
            cause: RemovalCause::Used,
        });
    }
}

fn hit(tx: &mut Tx, unit: UnitRef, amount: u32) {
    if amount > 0 && take_damage(tx, unit, amount, DamageCause::Attack) {
        end_if_activating(tx, unit);
    }
}

pub fn attack(tx: &mut Tx, a: &AttackInput) -> Result<(), SpError> {
    let r = preview(&tx.state, a)?;
    let names = |r: UnitRef| {
        tx.state
            .unit(r)
            .map(|u| u.card.name.clone())
            .unwrap_or_default()
    };
    let (attacker_name, defender_name) = (names(a.attacker), names(a.defender));
    tx.push(Change::Attacked {
        attacker: a.attacker,
        defender: a.defender,
        attacker_name,
        defender_name: defender_name.clone(),
        kind: r.kind,
        successes: r.successes,
        path: r.path.clone(),
        walk: super::why::option_numbers(&stance(&a.attacker_stance, "attacker")?, &r.path),
        pool: r.pool,
        after: r.after_attack.clone(),
    });
    hunker::engage(tx, r.kind, a.defender);
    // Step 6: the conditions that removed expertise are spent.
    spend(tx, a.attacker, Condition::Disarmed);
    spend(tx, a.defender, Condition::Exposed);
    // Step 7: conditions from the tree land at once; a duplicate went to the pool.
    for &condition in &r.conditions_placed {
        tx.push(Change::ConditionGained {
            unit: a.defender,
            name: defender_name.clone(),
            condition,
        });
    }
    for &condition in &r.to_pool {
        tx.push(Change::ConditionToPool {
            unit: a.defender,
            name: defender_name.clone(),
            condition,
        });
    }
    // Step 8: the pool, the defender's share first.
    hit(tx, a.defender, r.assigned);
    hit(tx, a.attacker, r.to_attacker);
    // Step 9: Strained last, after everything else the attack did.
    if tx_has(tx, a.attacker, Condition::Strained)
        && tx
            .state
            .unit(a.attacker)
            .is_some_and(|u| !u.counters.defeated)
    {
        mark_strained(tx, a.attacker, StrainTrigger::Attack)?;
    }
    Ok(())
}

fn tx_has(tx: &Tx, unit: UnitRef, c: Condition) -> bool {
    tx.state.unit(unit).is_some_and(|u| u.has(c))
}

/// An attack changes no counter by itself: what it did is in the changes after it.
pub fn apply(_s: &mut State, _c: &Change) {}

pub fn describe(c: &Change) -> Option<Message> {
    let Change::Attacked {
        attacker_name,
        defender_name,
        kind,
        successes,
        path,
        walk,
        pool,
        after,
        ..
    } = c
    else {
        return None;
    };
    use crate::i18n::Lang;
    let (en, pl) = (after_list(after, Lang::En), after_list(after, Lang::Pl));
    let key = if en.is_some() {
        "attacked_after"
    } else {
        "attacked"
    };
    let msg = log::named(
        log::named(log::m(key), "unit", attacker_name),
        "target",
        defender_name,
    )
    .arg("type", kind.name())
    .arg("n", *successes)
    .arg(
        "path",
        if walk.is_empty() {
            path.join(" → ")
        } else {
            super::why::arrows(walk)
        },
    )
    .arg("pool", *pool)
    .arg("after", en.unwrap_or_default())
    .arg("after_pl", pl.unwrap_or_default());
    Some(msg)
}

/// Step 9's reminders in one language ("Heal ×1, Jump ×1"), from the catalogs' words for
/// conditions and effects; `None` when there is nothing to resolve.
fn after_list(after: &[AfterEffect], lang: crate::i18n::Lang) -> Option<String> {
    let words: Vec<String> = after
        .iter()
        .filter(|e| e.from != combat::From::Strained)
        .map(|e| {
            let word = crate::i18n::render(lang, &e.word(), &serde_json::Value::Null)
                .unwrap_or_else(|| e.effect.clone());
            format!("{word} ×{}", e.n)
        })
        .collect();
    (!words.is_empty()).then(|| words.join(", "))
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::Attacked {
            attacker, defender, ..
        } => vec![log::unit_key(*attacker), log::unit_key(*defender)],
        _ => Vec::new(),
    }
}
