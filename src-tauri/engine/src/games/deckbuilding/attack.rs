//! Attacks: a card's attack value (printed, auras, gains), attacks on the enemy base (ships
//! first, split by the attacker; the damage itself is `damage`) and on the galaxy row (enemy
//! units only, units only, all or nothing, optional reward), and a row card defeated.

use super::cards::{Allegiance, CardRef, CardType, Faction};
use super::change::Change;
use super::damage;
use super::error::DbgError;
use super::force;
use super::log::{say, slot_index};
use super::market;
use super::state::{InPlay, State};
use crate::game::Message;
use crate::kit::{adjust, Tx};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "DbgBaseWord")]
pub enum BaseWord {
    Base,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(untagged)]
#[ts(rename = "DbgAttackTarget")]
pub enum Target {
    Base(BaseWord),
    Row {
        #[ts(type = "number")]
        slot: i64,
    },
}

/// What one defending ship takes from a base attack.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "DbgShipShare")]
pub struct Share {
    pub ship: String,
    #[ts(type = "number")]
    pub damage: i64,
}

/// A card's attack now: printed, plus the Imperial Carrier (fighters), Endor (troopers and
/// vehicles), Baze Malbus (Rebel bases lost), the Rodian Gunslinger against the row, and gains.
pub fn attack_of(state: &State, c: &InPlay, row: bool) -> i64 {
    let mut a = c.card.attack.saturating_add(c.gained);
    if c.card.kind == CardType::Unit {
        if c.card.has_trait("fighter") {
            // Auras stack: each Carrier is its own "while" (reading `dbg.aura.stacking`).
            let carriers = state
                .ships(c.owner)
                .filter(|s| s.card.id == "imperial_carrier")
                .count() as i64;
            a = a.saturating_add(carriers);
        }
        if state.base_id(c.owner) == Some("endor")
            && (c.card.has_trait("trooper") || c.card.has_trait("vehicle"))
        {
            a = a.saturating_add(1);
        }
        if c.card.id == "baze_malbus" {
            a = a.saturating_add(state.side(Faction::Rebel).lost.len() as i64);
        }
        if row && c.card.id == "rodian_gunslinger" {
            a = a.saturating_add(2);
        }
    }
    a
}

/// The attackers: in play, the active player's, each once a turn and once in the list.
fn attackers(state: &State, labels: &[String]) -> Result<Vec<InPlay>, DbgError> {
    if labels.is_empty() {
        return Err(DbgError::NoAttackers);
    }
    let mut out: Vec<InPlay> = Vec::new();
    for l in labels {
        let c = state
            .card(l)
            .filter(|c| c.owner == state.active)
            .ok_or(DbgError::CardNotInPlay)?;
        if c.attacked || out.iter().any(|o| o.label == *l) {
            return Err(DbgError::CardAlreadyAttacked);
        }
        out.push(c.clone());
    }
    Ok(out)
}

pub fn attack(
    tx: &mut Tx<State>,
    target: &Target,
    labels: &[String],
    split: &Option<Vec<Share>>,
    reward: bool,
    refill: Option<&CardRef>,
) -> Result<(), DbgError> {
    match target {
        Target::Base(_) => attack_base(tx, labels, split),
        Target::Row { slot } => attack_row(tx, *slot, labels, reward, refill),
    }
}

fn attack_base(
    tx: &mut Tx<State>,
    labels: &[String],
    split: &Option<Vec<Share>>,
) -> Result<(), DbgError> {
    let state = &tx.state;
    let cards = attackers(state, labels)?;
    let total = cards
        .iter()
        .fold(0i64, |t, c| t.saturating_add(attack_of(state, c, false)));
    let enemy = state.active.other();
    // Ships in the order they entered play: the default split (reading `dbg.ships.split`).
    let ships: Vec<InPlay> = state.ships(enemy).cloned().collect();
    let shares: Vec<(String, i64)> = match split {
        Some(list) => {
            let mut out: Vec<(String, i64)> = Vec::new();
            let mut sum = 0i64;
            for s in list {
                let d = adjust::amount(s.damage, 0, super::cards::MAX_NUMBER)?;
                if !ships.iter().any(|x| x.label == s.ship) || out.iter().any(|o| o.0 == s.ship) {
                    return Err(DbgError::SplitInvalid);
                }
                sum = sum.saturating_add(d);
                out.push((s.ship.clone(), d));
            }
            if sum > total {
                return Err(DbgError::SplitInvalid);
            }
            out
        }
        None => {
            let mut left = total;
            ships
                .iter()
                .map(|s| {
                    let d = left.min((s.card.hp - s.damage).max(0));
                    left -= d;
                    (s.label.clone(), d)
                })
                .collect()
        }
    };
    let to_ships: i64 = shares.iter().map(|s| s.1).sum();
    let rest = total - to_ships;
    let survivors = ships.iter().any(|s| {
        let d = shares.iter().find(|x| x.0 == s.label).map_or(0, |x| x.1);
        s.damage.saturating_add(d) < s.card.hp
    });
    if survivors && rest > 0 {
        return Err(DbgError::ShipsFirst);
    }
    tx.push(Change::Attacked {
        labels: labels.to_vec(),
        target: "base".into(),
        total,
    });
    for (label, d) in shares {
        damage::ship(tx, &label, d);
    }
    if rest > 0 || ships.is_empty() {
        damage::base(tx, rest);
    }
    Ok(())
}

fn attack_row(
    tx: &mut Tx<State>,
    slot: i64,
    labels: &[String],
    reward: bool,
    refill: Option<&CardRef>,
) -> Result<(), DbgError> {
    let state = &tx.state;
    let me = state.active;
    let (_, card) = market::filled(state, slot)?;
    if card.faction == Allegiance::Neutral {
        return Err(illegal("neutral"));
    }
    if card.faction == me.into() {
        return Err(illegal("own_faction"));
    }
    if card.kind == CardType::Ship {
        return Err(illegal("ship"));
    }
    let cards = attackers(state, labels)?;
    if cards.iter().any(InPlay::is_ship) {
        return Err(DbgError::ShipNotAllowed);
    }
    let total = cards
        .iter()
        .fold(0i64, |t, c| t.saturating_add(attack_of(state, c, true)));
    let refill = refill.map(CardRef::resolve).transpose()?;
    let success = total >= card.target;
    if success && refill.is_some() {
        market::draw_check(state)?;
    }
    tx.push(Change::Attacked {
        labels: labels.to_vec(),
        target: format!("row.{slot}"),
        total,
    });
    if !success {
        // Nothing stays on the card; the attackers are spent (reading `dbg.row.failed`).
        tx.push(Change::SabotageFailed {
            slot,
            total,
            target: card.target,
        });
        return Ok(());
    }
    tx.push(Change::Defeated {
        slot,
        card: card.clone(),
    });
    if let Some(c) = refill {
        market::fill(tx, slot, c)?;
    }
    if reward {
        force::resources(tx, card.reward.resources, "reward");
        force::gain(tx, me, card.reward.force);
        if card.reward == Default::default() {
            tx.push(Change::Reminder {
                key: "reward_other".into(),
                card: Some(card.id.clone()),
            });
        }
    }
    for c in cards {
        // Dengar's trigger is a number: computed. Cassian's is a hand effect: reminded.
        if c.card.id == "dengar" {
            force::resources(tx, 2, &c.label);
        }
        if c.card.id == "dengar" || c.card.id == "cassian_andor" {
            tx.push(Change::Reminder {
                key: "when_defeats".into(),
                card: Some(c.card.id.clone()),
            });
        }
    }
    Ok(())
}

fn illegal(reason: &str) -> DbgError {
    DbgError::IllegalTarget {
        reason: reason.into(),
    }
}

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::Attacked { labels, .. } => {
            for c in s.in_play.iter_mut().filter(|c| labels.contains(&c.label)) {
                c.attacked = true;
            }
        }
        // A failed attack on the row leaves nothing on the card.
        Change::SabotageFailed { .. } => {}
        Change::Defeated { slot, .. } => {
            if let Some(x) = s.row.get_mut(slot_index(*slot)) {
                *x = None;
            }
            s.galaxy_discard += 1;
        }
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::Attacked {
            labels,
            target,
            total,
        } => say("attacked")
            .arg("cards", labels.clone())
            .arg("target", target.clone())
            .arg("n", *total),
        Change::SabotageFailed { total, target, .. } => say("sabotage_failed")
            .arg("n", *total)
            .arg("target", *target),
        Change::Defeated { slot, card } => say("defeated")
            .arg("slot", slot + 1)
            .arg("card", card.id.clone()),
        _ => return None,
    })
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::Attacked { labels, .. } => labels.iter().map(|l| format!("card.{l}")).collect(),
        Change::Defeated { slot, .. } => vec![format!("row.{slot}"), "galaxy_discard".into()],
        _ => Vec::new(),
    }
}
