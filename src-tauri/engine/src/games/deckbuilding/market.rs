//! The galaxy row as a market: buying (slot filled, then faction, then cost), the Outer Rim
//! Pilots, the optional pay-off of neutral cards, and refilling a slot from the galaxy deck.

use super::cards::{Allegiance, CardRef};
use super::change::Change;
use super::error::DbgError;
use super::force;
use super::log::{keys, say, slot_index};
use super::state::{State, PILOT_COST, ROW};
use crate::game::Message;
use crate::kit::Tx;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "DbgPilotWord")]
pub enum PilotWord {
    Pilot,
}

/// A row slot 0–5, or the Outer Rim Pilot stack.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(untagged)]
#[ts(rename = "DbgBuySlot")]
pub enum BuySlot {
    Row(#[ts(type = "number")] i64),
    Pilot(PilotWord),
}

/// The index of a row slot, or `no_such_slot`.
pub fn slot(s: i64) -> Result<usize, DbgError> {
    usize::try_from(s)
        .ok()
        .filter(|i| *i < ROW)
        .ok_or(DbgError::NoSuchSlot)
}

/// The card in a slot, or `no_such_slot` / `empty_slot`.
pub fn filled(state: &State, s: i64) -> Result<(usize, super::cards::Card), DbgError> {
    let i = slot(s)?;
    let card = state
        .row
        .get(i)
        .cloned()
        .flatten()
        .ok_or(DbgError::EmptySlot)?;
    Ok((i, card))
}

fn afford(state: &State, cost: i64) -> Result<(), DbgError> {
    if state.resources < cost {
        Err(DbgError::NotEnoughResources {
            need: cost,
            have: state.resources,
        })
    } else {
        Ok(())
    }
}

pub fn buy(
    tx: &mut Tx<State>,
    at: &BuySlot,
    refill: Option<&CardRef>,
    free: bool,
    by: Option<&str>,
) -> Result<(), DbgError> {
    let me = tx.state.active;
    let s = match at {
        BuySlot::Pilot(_) => {
            if free {
                return Err(DbgError::FreeNotAllowed);
            }
            if tx.state.pilots <= 0 {
                return Err(DbgError::PilotsEmpty);
            }
            afford(&tx.state, PILOT_COST)?;
            force::spend(tx, PILOT_COST);
            tx.push(Change::PilotBought { cost: PILOT_COST });
            return Ok(());
        }
        BuySlot::Row(s) => *s,
    };
    let (_, card) = filled(&tx.state, s)?;
    if card.faction != Allegiance::Neutral && card.faction != me.into() {
        return Err(DbgError::FactionForbidden);
    }
    // A free buy needs its source: Corellia just revealed, or Leia in play (Rebel cards only).
    let leia = by.and_then(|l| tx.state.card(l)).cloned();
    if free {
        match by {
            Some("base") if tx.state.corellia_buy => {}
            Some(_) => {
                let leia = leia.as_ref().ok_or(DbgError::FreeNotAllowed)?;
                if leia.card.id != "princess_leia" || leia.owner != me {
                    return Err(DbgError::FreeNotAllowed);
                }
                if leia.ability_used {
                    return Err(DbgError::AbilityUsed);
                }
                if card.faction != me.into() {
                    return Err(DbgError::FactionForbidden);
                }
            }
            None => return Err(DbgError::FreeNotAllowed),
        }
    } else {
        afford(&tx.state, card.cost)?;
    }
    let refill = refill.map(CardRef::resolve).transpose()?;
    if refill.is_some() {
        draw_check(&tx.state)?;
    }
    if free {
        if let Some(l) = leia {
            tx.push(Change::AbilityUsed {
                label: l.label.clone(),
                option: None,
            });
            let key = if tx.state.force_with() == Some(me) {
                "leia_top_of_deck"
            } else {
                "leia_discard"
            };
            tx.push(Change::Reminder {
                key: key.into(),
                card: Some(card.id.clone()),
            });
        }
    } else {
        force::spend(tx, card.cost);
    }
    tx.push(Change::Bought {
        slot: Some(s),
        card: card.clone(),
        cost: if free { 0 } else { card.cost },
        free,
        by_base: free && by == Some("base"),
    });
    // Jedha: only the first neutral card bought each turn goes to hand, to be exiled.
    if tx.state.base_id(me) == Some("jedha")
        && card.faction == Allegiance::Neutral
        && !tx.state.jedha_used
    {
        tx.push(Change::ExileDue {
            card: card.id.clone(),
            by_jedha: true,
        });
    }
    if card.id == "quarren_mercenary" {
        tx.push(Change::Reminder {
            key: "exile_card".into(),
            card: Some(card.id.clone()),
        });
    }
    leave_and_refill(tx, s, refill)
}

/// A card leaves its slot (not defeated: bought, taken); the slot takes the refill if given.
pub fn leave_and_refill(
    tx: &mut Tx<State>,
    s: i64,
    refill: Option<super::cards::Card>,
) -> Result<(), DbgError> {
    if let Ok((_, card)) = filled(&tx.state, s) {
        tx.push(Change::RowLeft { slot: s, card });
    }
    if let Some(card) = refill {
        fill(tx, s, card)?;
    }
    Ok(())
}

/// Whether a card can be drawn for a refill.
pub fn draw_check(state: &State) -> Result<(), DbgError> {
    if state.galaxy_deck <= 0 && state.galaxy_discard <= 0 {
        Err(DbgError::GalaxyEmpty)
    } else {
        Ok(())
    }
}

/// Fills an empty slot: from the opening deal, or drawn from the deck (which takes in the
/// galaxy discard when empty).
pub fn fill(tx: &mut Tx<State>, s: i64, card: super::cards::Card) -> Result<(), DbgError> {
    let i = slot(s)?;
    let opening = tx.state.dealt_open.get(i).copied().unwrap_or(false);
    if !opening {
        draw_check(&tx.state)?;
        if tx.state.galaxy_deck <= 0 {
            let cards = tx.state.galaxy_discard;
            tx.push(Change::GalaxyReshuffled { cards });
        }
    }
    tx.push(Change::RowFilled {
        slot: s,
        card,
        drawn: !opening,
    });
    Ok(())
}

pub fn refill(tx: &mut Tx<State>, s: i64, card: &CardRef) -> Result<(), DbgError> {
    let i = slot(s)?;
    if tx.state.row.get(i).is_some_and(Option::is_some) {
        // Only an empty slot takes a card (reading `dbg.row.refill_filled`).
        return Err(DbgError::NoSuchSlot);
    }
    let card = card.resolve()?;
    fill(tx, s, card)
}

pub fn pay_off(tx: &mut Tx<State>, s: i64, refill: Option<&CardRef>) -> Result<(), DbgError> {
    if !tx.state.pay_off_neutrals {
        return Err(DbgError::OptionalRuleOff);
    }
    let (_, card) = filled(&tx.state, s)?;
    if card.faction != Allegiance::Neutral {
        return Err(DbgError::NotNeutral);
    }
    afford(&tx.state, card.cost)?;
    let refill = refill.map(CardRef::resolve).transpose()?;
    if refill.is_some() {
        draw_check(&tx.state)?;
    }
    force::spend(tx, card.cost);
    tx.push(Change::PaidOff {
        slot: s,
        cost: card.cost,
        card: card.clone(),
    });
    tx.push(Change::Defeated { slot: s, card });
    if let Some(c) = refill {
        fill(tx, s, c)?;
    }
    Ok(())
}

pub fn apply(s: &mut State, c: &Change) {
    match c {
        // Corellia's (or Mon Cala's) free buy is spent; any other buy changes nothing here.
        Change::Bought { by_base: true, .. } => s.corellia_buy = false,
        Change::PilotBought { .. } => s.pilots = s.pilots.saturating_sub(1),
        // The card goes to the galaxy discard with the `Defeated` that follows.
        Change::PaidOff { .. } => {}
        Change::RowLeft { slot, .. } => {
            if let Some(x) = s.row.get_mut(slot_index(*slot)) {
                *x = None;
            }
        }
        Change::RowFilled { slot, card, drawn } => {
            let i = slot_index(*slot);
            if let Some(x) = s.row.get_mut(i) {
                *x = Some(card.clone());
            }
            if let Some(open) = s.dealt_open.get_mut(i) {
                *open = false;
            }
            if *drawn {
                s.galaxy_deck = s.galaxy_deck.saturating_sub(1);
            }
        }
        Change::GalaxyReshuffled { cards } => {
            s.galaxy_deck += cards;
            s.galaxy_discard = 0;
        }
        Change::ExileDue { card, by_jedha } => {
            s.exile_at_end.push(card.clone());
            s.jedha_used |= by_jedha;
        }
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::Bought {
            card, cost, free, ..
        } => say(if *free { "bought_free" } else { "bought" })
            .arg("card", card.id.clone())
            .arg("n", *cost),
        Change::PilotBought { cost } => say("pilot_bought").arg("n", *cost),
        Change::PaidOff { card, cost, .. } => {
            say("paid_off").arg("card", card.id.clone()).arg("n", *cost)
        }
        Change::RowLeft { slot, card } => say("row_left")
            .arg("slot", slot + 1)
            .arg("card", card.id.clone()),
        Change::RowFilled { slot, card, .. } => say("row_filled")
            .arg("slot", slot + 1)
            .arg("card", card.id.clone()),
        Change::GalaxyReshuffled { cards } => say("galaxy_reshuffled").arg("n", *cards),
        Change::ExileDue { card, .. } => say("exile_due").arg("card", card.clone()),
        _ => return None,
    })
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::PilotBought { .. } => keys(&["pilots"]),
        Change::PaidOff { slot, .. } => vec![format!("row.{slot}"), "galaxy_discard".into()],
        Change::RowLeft { slot, .. } => vec![format!("row.{slot}")],
        Change::RowFilled { slot, .. } => vec![format!("row.{slot}"), "galaxy_deck".into()],
        Change::GalaxyReshuffled { .. } => keys(&["galaxy_deck", "galaxy_discard"]),
        _ => Vec::new(),
    }
}
