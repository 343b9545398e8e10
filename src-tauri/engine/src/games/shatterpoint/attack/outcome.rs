//! An attack the players resolve with their physical cards and enter by its outcome: the damage
//! and the conditions they read off the charts and the combat tree. It is how an attack with a
//! dice-only stance (no charts or tree in the app) reaches the tracker, and it works for any
//! stance. One action, one event, one undo; the tracker does what the rules do after any attack,
//! in the same order as a resolved one (`commit.rs`): Disarmed and Exposed spent, the conditions
//! placed (one the defender already holds adds 1 damage, as a duplicate does), the damage
//! assigned (Wounded, momentum), then Strained on the attacker.

use super::super::change::{Change, DamageCause, IgnoreReason};
use super::super::conditions::mark_strained;
use super::super::error::SpError;
use super::super::guards::{amount, living, playing, Tx};
use super::super::log;
use super::super::stance::AttackType;
use super::super::state::State;
use super::super::units::{end_if_activating, take_damage};
use super::super::{Condition, StrainTrigger, UnitRef};
use super::commit::spend;
use super::hunker;
use crate::game::Message;
use crate::i18n::Lang;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use ts_rs::TS;

/// The most conditions one entered attack places (a tree has at most 8 effects an option).
pub const MOST_CONDITIONS: u32 = 8;

/// `Action::AttackOutcome`'s fields: who attacked whom, how, and what the cards said.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpAttackOutcome")]
pub struct AttackOutcome {
    pub attacker: UnitRef,
    pub defender: UnitRef,
    pub kind: AttackType,
    /// The damage the attack deals, counted off the charts and the tree (0–99).
    pub damage: u32,
    /// The conditions the tree places on the defender, in the order walked.
    #[serde(default)]
    pub conditions: Vec<Condition>,
}

pub fn enter(tx: &mut Tx, a: &AttackOutcome) -> Result<(), SpError> {
    playing(&tx.state)?;
    let attacker_name = living(&tx.state, a.attacker)?.card.name.clone();
    let defender_name = living(&tx.state, a.defender)?.card.name.clone();
    if a.attacker.player == a.defender.player {
        return Err(SpError::AttackOwnUnit);
    }
    amount(a.damage, 0, 99)?;
    amount(a.conditions.len() as u32, 0, MOST_CONDITIONS)?;
    tx.push(Change::AttackEntered {
        attacker: a.attacker,
        defender: a.defender,
        attacker_name,
        defender_name: defender_name.clone(),
        kind: a.kind,
        damage: a.damage,
        conditions: a.conditions.clone(),
    });
    hunker::engage(tx, a.kind, a.defender);
    spend(tx, a.attacker, Condition::Disarmed);
    spend(tx, a.defender, Condition::Exposed);
    let mut pool = a.damage;
    for &condition in &a.conditions {
        let Some(u) = tx.state.unit(a.defender) else {
            break;
        };
        let change = if u.counters.immunities.contains(&condition) {
            Change::ConditionIgnored {
                unit: a.defender,
                name: defender_name.clone(),
                condition,
                reason: IgnoreReason::Immune,
            }
        } else if u.has(condition) {
            pool = pool.saturating_add(1);
            Change::ConditionToPool {
                unit: a.defender,
                name: defender_name.clone(),
                condition,
            }
        } else {
            Change::ConditionGained {
                unit: a.defender,
                name: defender_name.clone(),
                condition,
            }
        };
        tx.push(change);
    }
    if pool > 0 && take_damage(tx, a.defender, pool, DamageCause::Attack) {
        end_if_activating(tx, a.defender);
    }
    let strained = tx
        .state
        .unit(a.attacker)
        .is_some_and(|u| u.has(Condition::Strained) && !u.counters.defeated);
    if strained {
        mark_strained(tx, a.attacker, StrainTrigger::Attack)?;
    }
    Ok(())
}

/// What entering `a` would do to the defender, without doing it: the sheet shows it before
/// Apply. The damage it takes (with the 1 each condition it already holds adds, after any
/// immunity) and whether that wounds it now, as [`enter`] would decide them.
pub fn preview(s: &State, a: &AttackOutcome) -> Result<Value, SpError> {
    let before = living(s, a.defender)?.counters.clone();
    let mut tx = Tx::new(s);
    enter(&mut tx, a)?;
    let after = tx
        .state
        .unit(a.defender)
        .map_or(before.clone(), |u| u.counters.clone());
    Ok(json!({
        "damage": after.damage.saturating_sub(before.damage),
        "damage_total": after.damage,
        "wounded": after.wounded && !before.wounded,
    }))
}

/// An entered attack changes no counter by itself: what it did is in the changes after it.
pub fn apply(_s: &mut State, _c: &Change) {}

/// The conditions in one language ("Strained, Exposed"), from the catalogs' words.
fn listed(conditions: &[Condition], lang: Lang) -> String {
    conditions
        .iter()
        .map(|c| {
            let key = format!("sp.condition.{}", c.name());
            crate::i18n::render(lang, &key, &serde_json::Value::Null)
                .unwrap_or_else(|| c.english().to_string())
        })
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn describe(c: &Change) -> Option<Message> {
    let Change::AttackEntered {
        attacker_name,
        defender_name,
        kind,
        damage,
        conditions,
        ..
    } = c
    else {
        return None;
    };
    let key = if conditions.is_empty() {
        "attack_entered"
    } else {
        "attack_entered_conditions"
    };
    let msg = log::named(
        log::named(log::m(key), "unit", attacker_name),
        "target",
        defender_name,
    )
    .arg("type", kind.name())
    .arg("n", *damage)
    .arg("conditions", listed(conditions, Lang::En))
    .arg("conditions_pl", listed(conditions, Lang::Pl));
    Some(msg)
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::AttackEntered {
            attacker, defender, ..
        } => vec![log::unit_key(*attacker), log::unit_key(*defender)],
        _ => Vec::new(),
    }
}
