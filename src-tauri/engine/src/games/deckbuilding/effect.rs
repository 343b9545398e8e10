//! A named effect (the `EFFECT` keys of a `use` action): what it may hold, every number and every
//! named ship or slot checked before anything changes, then applied in one go.

use super::cards::{CardType, Faction};
use super::change::Change;
use super::damage;
use super::error::DbgError;
use super::force;
use super::log::{keys, say};
use super::market;
use super::state::State;
use crate::game::Message;
use crate::kit::{adjust, Tx};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "DbgShipDamage")]
pub struct ShipDamage {
    pub ship: String,
    #[ts(type = "number")]
    pub amount: i64,
}

/// What an ability does, as the players enter it. Every field is optional.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "DbgEffect")]
pub struct Effect {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(type = "number | null")]
    pub resources: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(type = "number | null")]
    pub force: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(type = "number | null")]
    pub attack: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(type = "number | null")]
    pub damage_base: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub damage_ship: Option<ShipDamage>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub destroy_ship: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(type = "number | null")]
    pub destroy_row_ship: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(type = "number | null")]
    pub repair: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(type = "number | null")]
    pub discard_row: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discard_top: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exile_self: Option<bool>,
}

fn n(v: Option<i64>) -> Result<i64, DbgError> {
    Ok(adjust::amount(v.unwrap_or(0), 0, super::cards::MAX_NUMBER)?)
}

fn enemy_ship(state: &State, label: &str) -> Result<(), DbgError> {
    state
        .card(label)
        .filter(|c| c.owner != state.active && c.card.kind == CardType::Ship)
        .map(|_| ())
        .ok_or(DbgError::CardNotInPlay)
}

/// Every number in bounds and every named ship or slot there, before anything changes.
pub(super) fn check(state: &State, e: &Effect) -> Result<(), DbgError> {
    for v in [e.resources, e.force, e.attack, e.damage_base, e.repair] {
        n(v)?;
    }
    if let Some(d) = &e.damage_ship {
        n(Some(d.amount))?;
        enemy_ship(state, &d.ship)?;
    }
    if let Some(s) = &e.destroy_ship {
        enemy_ship(state, s)?;
    }
    if let Some(s) = e.destroy_row_ship {
        let (_, c) = market::filled(state, s)?;
        if c.kind != CardType::Ship {
            return Err(DbgError::IllegalTarget {
                reason: "unit".into(),
            });
        }
    }
    if let Some(s) = e.discard_row {
        market::filled(state, s)?;
    }
    if e.discard_top == Some(true) && state.galaxy_deck <= 0 {
        return Err(DbgError::GalaxyEmpty);
    }
    Ok(())
}

/// Carries the effect out, as the changes it makes (`label` is the card whose ability it is).
pub(super) fn resolve(tx: &mut Tx<State>, label: Option<&str>, e: &Effect) -> Result<(), DbgError> {
    let me: Faction = tx.state.active;
    force::resources(tx, e.resources.unwrap_or(0), label.unwrap_or("ability"));
    force::gain(tx, me, e.force.unwrap_or(0));
    if let (Some(l), Some(a)) = (label, e.attack.filter(|a| *a > 0)) {
        tx.push(Change::AttackGained {
            label: l.into(),
            amount: a,
        });
    }
    if let Some(d) = &e.damage_ship {
        damage::ship(tx, &d.ship, d.amount);
    }
    if let Some(s) = &e.destroy_ship {
        tx.push(Change::ShipDestroyed { label: s.clone() });
    }
    for s in [e.destroy_row_ship, e.discard_row].into_iter().flatten() {
        if let Ok((_, card)) = market::filled(&tx.state, s) {
            tx.push(Change::Defeated { slot: s, card });
        }
    }
    if let Some(r) = e.repair.filter(|r| *r > 0) {
        if let Some(b) = tx.state.side(me).active.clone() {
            let damage = b.damage.saturating_sub(r).max(0);
            tx.push(Change::BaseRepaired {
                faction: me,
                amount: b.damage - damage,
                damage,
            });
        }
    }
    if e.discard_top == Some(true) {
        tx.push(Change::GalaxyTopDiscarded);
    }
    if let (Some(l), Some(true)) = (label, e.exile_self) {
        tx.push(Change::Exiled { label: l.into() });
    }
    // Ability damage to the base ignores ships; it may end the game, so it comes last.
    if let Some(d) = e.damage_base.filter(|d| *d > 0) {
        damage::base(tx, d);
    }
    Ok(())
}

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::AttackGained { label, amount } => {
            if let Some(c) = s.in_play.iter_mut().find(|c| c.label == *label) {
                c.gained += amount;
            }
        }
        Change::BaseRepaired {
            faction, damage, ..
        } => {
            if let Some(b) = s.side_mut(*faction).active.as_mut() {
                b.damage = *damage;
            }
        }
        Change::GalaxyTopDiscarded => {
            s.galaxy_deck = s.galaxy_deck.saturating_sub(1);
            s.galaxy_discard += 1;
        }
        Change::Exiled { label } => s.in_play.retain(|c| c.label != *label),
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::AttackGained { label, amount } => say("attack_gained")
            .arg("label", label.clone())
            .arg("n", *amount),
        Change::BaseRepaired {
            faction,
            amount,
            damage,
        } => say("base_repaired")
            .arg("faction", faction.id())
            .arg("n", *amount)
            .arg("damage", *damage),
        Change::GalaxyTopDiscarded => say("galaxy_top_discarded"),
        Change::Exiled { label } => say("exiled").arg("label", label.clone()),
        _ => return None,
    })
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::AttackGained { label, .. } | Change::Exiled { label } => {
            vec![format!("card.{label}")]
        }
        Change::BaseRepaired { faction, .. } => vec![format!("base.{}", faction.id())],
        Change::GalaxyTopDiscarded => keys(&["galaxy_deck", "galaxy_discard"]),
        _ => Vec::new(),
    }
}
