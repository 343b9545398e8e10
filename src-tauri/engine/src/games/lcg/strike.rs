//! Strikes (§5.6–5.7): the edge winner first, then alternating, no passing, one side going on
//! alone when the other has no ready participant. A strike focuses the unit (2 if committed)
//! and resolves its icons: normal ones, plus edge-enabled ones for the side with the edge. Unit
//! damage on one participating enemy unit (any enemy unit for an attacker with Targeted Strike),
//! tactics as focus split over any enemy units, blast on the attacked objective (attackers
//! only). Shields prevent one each unless kept.

use super::action::Protect;
use super::change::Change;
use super::damage::{deal, deal_protected, place_focus};
use super::engagement::{at, ready};
use super::error::{count, LcgError};
use super::state::{IconPair, Side, Stage, State};
use crate::game::Message;
use crate::kit::Tx;
use std::collections::BTreeMap;

fn strength(p: IconPair, edge: bool) -> i64 {
    p.0 + if edge { p.1 } else { 0 }
}

pub fn strike(
    tx: &mut Tx<State>,
    unit: &str,
    (damage_to, protect): (&Option<String>, &Option<Protect>),
    tactics_to: &BTreeMap<String, i64>,
    keep: bool,
) -> Result<(), LcgError> {
    let s = &tx.state;
    let e = at(s, Stage::Strikes)?.clone();
    let u = s
        .unit(unit)
        .cloned()
        .ok_or_else(|| LcgError::NotInPlay { id: unit.into() })?;
    let side = State::side_of(unit).unwrap_or(Side::Ds);
    if !e.attackers.iter().chain(&e.defenders).any(|p| p == unit) {
        return Err(LcgError::BadTarget { id: unit.into() });
    }
    if e.next_striker != Some(side) {
        let whose = e.next_striker.map_or("", |s| s.id());
        return Err(LcgError::NotYourStrike { side: whose.into() });
    }
    if u.counters.focus > 0 {
        return Err(LcgError::UnitExhausted { id: unit.into() });
    }
    let attacking = side == s.active;
    let edge = e.edge == Some(side);
    let damage = strength(u.card.icons.unit_damage, edge);
    let tactics = strength(u.card.icons.tactics, edge);
    let blast = if attacking {
        strength(u.card.icons.blast, edge)
    } else {
        0
    };
    let enemy = side.other();
    let any_target = attacking && u.card.keywords.targeted_strike;
    let targets: Vec<String> = s
        .player(enemy)
        .units
        .iter()
        .filter(|t| any_target || e.attackers.contains(&t.id) || e.defenders.contains(&t.id))
        .map(|t| t.id.clone())
        .collect();
    match damage_to {
        None if damage > 0 && !targets.is_empty() => return Err(LcgError::TargetMissing),
        Some(t) if damage == 0 || !targets.contains(t) => {
            return Err(LcgError::BadTarget { id: t.clone() })
        }
        _ => {}
    }
    let mut placed = 0i64;
    for (id, n) in tactics_to {
        if State::side_of(id) != Some(enemy) || s.unit(id).is_none() {
            return Err(LcgError::BadTarget { id: id.clone() });
        }
        placed = placed.saturating_add(count(&format!("tactics_to.{id}"), *n, 1, 9)?);
    }
    let must = if s.player(enemy).units.is_empty() {
        0
    } else {
        tactics
    };
    if placed != must {
        return Err(LcgError::TacticsSplit { strength: tactics });
    }
    tx.push(Change::Struck {
        unit: unit.into(),
        damage,
        tactics,
        blast,
    });
    let cost = if u.counters.committed { 2 } else { 1 };
    tx.push(Change::Focus {
        card: unit.into(),
        from: 0,
        to: cost,
    });
    if let Some(t) = damage_to {
        deal_protected(tx, t, damage, protect, keep)?;
    }
    for (id, n) in tactics_to {
        place_focus(tx, id, *n, keep);
    }
    if blast > 0 && tx.state.objective(&e.objective).is_some() {
        deal(tx, &e.objective, blast, true, keep);
    }
    next_striker(tx, side);
    Ok(())
}

/// The other side strikes next if it can, else this side goes on, else the strikes are over.
fn next_striker(tx: &mut Tx<State>, side: Side) {
    let Some(e) = tx.state.engagement.clone() else {
        return;
    };
    let next = if !ready(&tx.state, &e, side.other()).is_empty() {
        Some(side.other())
    } else if !ready(&tx.state, &e, side).is_empty() {
        Some(side)
    } else {
        None
    };
    if next != e.next_striker {
        tx.push(Change::NextStriker { side: next });
    }
}

/// After a hand adjustment, or a card effect that destroyed or captured a unit, during the
/// strikes: the side due keeps the strike if it can, else the other side strikes unit by unit
/// (a side strikes only "if able", seed 001 L835, L1591–1599), else the strikes are over (or
/// resume, when a unit was readied).
pub(super) fn recheck(tx: &mut Tx<State>) {
    let Some(e) = tx.state.engagement.clone() else {
        return;
    };
    if !matches!(e.stage, Stage::Strikes | Stage::Done) {
        return;
    }
    let first = e.next_striker.or(e.edge).unwrap_or(tx.state.active);
    let next = [first, first.other()]
        .into_iter()
        .find(|s| !ready(&tx.state, &e, *s).is_empty());
    if next != e.next_striker {
        tx.push(Change::NextStriker { side: next });
    }
}

pub fn describe(change: &Change) -> Option<Message> {
    match change {
        Change::Struck {
            unit,
            damage,
            tactics,
            blast,
        } => Some(
            Message::new("lcg.struck")
                .arg("card", unit.clone())
                .arg("damage", *damage)
                .arg("tactics", *tactics)
                .arg("blast", *blast),
        ),
        Change::NextStriker { side: None } => Some(Message::new("lcg.strikes_over")),
        Change::NextStriker { side: Some(s) } => {
            Some(Message::new("lcg.next_striker").arg("side", s.id()))
        }
        _ => None,
    }
}

pub fn apply(s: &mut State, c: &Change) {
    // `Struck` only records the strike for the log: the changes after it deal its damage.
    if let Change::NextStriker { side } = c {
        if let Some(e) = s.engagement.as_mut() {
            e.next_striker = *side;
            e.stage = if side.is_some() {
                Stage::Strikes
            } else {
                Stage::Done
            };
        }
    }
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::Struck { .. } | Change::NextStriker { .. } => vec!["engagement".into()],
        _ => vec![],
    }
}
