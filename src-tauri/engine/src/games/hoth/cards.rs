//! Command cards, counted and not seen (spec §2.3–§2.4, §6.2, §6.5): one card a turn, entered as
//! what it says; the end of the turn discards it and draws, reshuffling an empty deck. Vader's
//! and Leia's cards are known texts and need their leader in the deck.

use super::change::Change;
use super::error::HothError;
use super::medals;
use super::state::{Card, State};
use super::types::*;
use crate::error::Common;
use crate::game::Message;
use crate::kit::{adjust, Tx};

const MAX_ORDERS: i64 = 6;

/// The turn is under way: the card step and a pending answer come first.
pub fn playing(state: &State) -> Result<(), HothError> {
    if state.phase != Phase::Playing {
        return Err(Common::WrongPhase {
            phase: "setup".into(),
        }
        .into());
    }
    if let Some(p) = &state.pending {
        let v = serde_json::to_value(p).unwrap_or_default();
        let awaiting = v.get("awaiting").and_then(|a| a.as_str()).unwrap_or("");
        return Err(HothError::AnswerPending {
            awaiting: awaiting.into(),
        });
    }
    Ok(())
}

pub fn play_card(tx: &mut Tx<State>, card: &Card) -> Result<(), HothError> {
    playing(&tx.state)?;
    if tx.state.step != Step::Card {
        return Err(HothError::NotAtThisStep);
    }
    let side = tx.state.active;
    if tx.state.piles(side).hand == 0 {
        return Err(HothError::CardNotInDeck);
    }
    let mut card = card.clone();
    if let Some(id) = card.id {
        // A leader's card is only in the deck of the side that chose that leader.
        if *tx.state.leaders.get(side) != Some(id.leader()) {
            return Err(HothError::CardNotInDeck);
        }
        // Both known texts: "order 2 units of your choice".
        card.zones = None;
        card.units = 2;
        card.fallback = None;
    } else if card.fallback == Some(true) {
        card.zones = None;
        card.units = 1;
    } else {
        adjust::amount(i64::from(card.units), 0, MAX_ORDERS)?;
    }
    tx.push(Change::CardPlayed { side, card });
    Ok(())
}

/// The orders a card allows.
pub fn allowed(state: &State) -> u32 {
    state.card.as_ref().map_or(0, |c| c.units)
}

/// The card in play, if it is this one.
pub fn is(state: &State, id: CardId) -> bool {
    state.card.as_ref().and_then(|c| c.id) == Some(id)
}

pub fn end_turn(tx: &mut Tx<State>) -> Result<(), HothError> {
    playing(&tx.state)?;
    if tx.state.step == Step::Card {
        return Err(HothError::NotAtThisStep);
    }
    // An E-Web ordered and left standing turns to its ready side.
    let ready: Vec<String> = tx
        .state
        .units
        .iter()
        .filter(|u| u.board.ordered && u.board.moved == 0 && u.board.e_web == Some(EWeb::Moving))
        .map(|u| u.id.clone())
        .collect();
    for unit in ready {
        tx.push(Change::EWebFlipped {
            unit,
            to: EWeb::Ready,
        });
    }
    medals::check(tx, true);
    if tx.state.phase != Phase::Playing {
        return Ok(());
    }
    let side = tx.state.active;
    // The active player discards and draws from their own piles; in a team of two the
    // teammate plays that side's next turn.
    let mut cards = tx.state.cards.clone();
    let mut seat = tx.state.seat;
    let now = *seat.get(side);
    let mut reshuffled = false;
    if let Some(c) = cards.get_mut(side).get_mut(now as usize) {
        c.discard = c.discard.saturating_add(1);
        reshuffled = c.deck == 0;
        if reshuffled {
            c.deck = c.discard;
            c.discard = 0;
        }
        if c.deck > 0 {
            c.deck -= 1;
            c.hand = c.hand.saturating_add(1);
        }
    }
    let team = cards.get(side).len().max(1) as u32;
    *seat.get_mut(side) = (now + 1) % team;
    tx.push(Change::TurnEnded {
        next: side.other(),
        turn: tx.state.turn.saturating_add(1),
        cards,
        seat,
        reshuffled,
    });
    Ok(())
}

/// Campaign support cards: outside the hand, at most one a turn.
pub fn play_support(tx: &mut Tx<State>, card: &str) -> Result<(), HothError> {
    playing(&tx.state)?;
    if tx.state.support_this_turn {
        return Err(HothError::SupportTwice);
    }
    if *tx.state.support.get(tx.state.active) == 0 {
        return Err(HothError::CardNotInDeck);
    }
    let card = adjust::reason(card).map_err(|_| super::error::bad("name the support card"))?;
    tx.push(Change::SupportPlayed {
        side: tx.state.active,
        card: card.to_string(),
    });
    Ok(())
}

/// Applies this rule's changes to the state.
pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::CardPlayed { side, card } => {
            let seat = *s.seat.get(*side) as usize;
            if let Some(c) = s.cards.get_mut(*side).get_mut(seat) {
                c.hand = c.hand.saturating_sub(1);
            }
            s.card = Some(card.clone());
            s.step = Step::Orders;
        }
        Change::SupportPlayed { side, card } => {
            let held = s.support.get_mut(*side);
            *held = held.saturating_sub(1);
            s.support_this_turn = true;
            s.support_played.push(card.clone());
        }
        Change::TurnEnded {
            next,
            turn,
            cards,
            seat,
            ..
        } => {
            s.active = *next;
            s.turn = *turn;
            s.cards = cards.clone();
            s.seat = *seat;
            s.step = Step::Card;
            s.card = None;
            s.support_this_turn = false;
            s.took_ground = false;
            s.extra_attack = None;
            for u in &mut s.units {
                u.board.ordered = false;
                u.board.moved = 0;
                u.board.attacked = false;
                u.board.no_attack = None;
            }
        }
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::CardPlayed { side, card } => match card.id {
            Some(id) => Message::new("hoth.card_played_leader")
                .arg("side", side.name())
                .arg("card", serde_json::to_value(id).unwrap_or_default()),
            None => Message::new("hoth.card_played")
                .arg("side", side.name())
                .arg("n", card.units),
        },
        Change::TurnEnded {
            next,
            turn,
            reshuffled,
            ..
        } => Message::new(if *reshuffled {
            "hoth.turn_ended_reshuffled"
        } else {
            "hoth.turn_ended"
        })
        .arg("side", next.name())
        .arg("n", *turn),
        Change::SupportPlayed { side, card } => Message::new("hoth.support_played")
            .arg("side", side.name())
            .arg("card", card.clone()),
        _ => return None,
    })
}

pub fn touched(c: &Change) -> Vec<String> {
    vec![match c {
        Change::SupportPlayed { side, .. } => format!("support.{}", side.name()),
        Change::CardPlayed { side, .. } => format!("cards.{}", side.name()),
        Change::TurnEnded { next, .. } => format!("cards.{}", next.other().name()),
        _ => return vec![],
    }]
}
