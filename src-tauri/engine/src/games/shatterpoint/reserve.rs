//! The reserve: once a turn a revealed unit card may be set aside for 1 Force, and the next
//! card revealed; on a later turn the reserve card may be activated instead of the turn's first
//! reveal (and must be, when the deck is empty). Decided, applied and logged here.

use super::activation::activate;
use super::change::{ActivationSource, Change, ForceReason};
use super::error::SpError;
use super::force::spend;
use super::guards::{at_step, Tx};
use super::log;
use super::order_deck::{discard_tactic, draw, show};
use super::state::{OrderCard, State};
use super::Step;
use crate::game::{Ctx, Message};

/// Why the reserve may not be taken now: it replaces the turn's first reveal, so after a battle
/// tactics card (or a Shatterpoint redraw, which owes an activation) the next card is revealed,
/// unless the deck is empty and the reserve must be taken.
pub fn reserve_closed(s: &State) -> Option<SpError> {
    let side = s.side(s.turn.player);
    if side.deck.is_empty() {
        None
    } else if s.turn.must_activate {
        Some(SpError::MustActivate)
    } else if matches!(side.revealed, Some(OrderCard::Tactic { .. })) {
        Some(SpError::ReserveNotFirst)
    } else {
        None
    }
}

pub fn use_reserve(tx: &mut Tx) -> Result<(), SpError> {
    at_step(&tx.state, Step::Reveal)?;
    let p = tx.state.turn.player;
    if let Some(e) = reserve_closed(&tx.state) {
        return Err(e);
    }
    discard_tactic(tx, p)?;
    match tx.state.side(p).reserve {
        Some(OrderCard::Unit { slot }) => {
            activate(tx, slot, ActivationSource::Reserve);
            Ok(())
        }
        Some(_) => Err(SpError::NotAUnitCard),
        None => Err(SpError::ReserveEmpty),
    }
}

pub fn reserve(tx: &mut Tx, next: Option<OrderCard>, ctx: &mut Ctx) -> Result<(), SpError> {
    at_step(&tx.state, Step::Reveal)?;
    let p = tx.state.turn.player;
    let side = tx.state.side(p);
    let card = match side.revealed {
        None => return Err(SpError::NothingRevealed),
        Some(OrderCard::Shatterpoint) => return Err(SpError::ReserveShatterpoint),
        Some(OrderCard::Tactic { .. }) => return Err(SpError::NotAUnitCard),
        Some(card) => card,
    };
    if tx.state.turn.reserved {
        return Err(SpError::ReserveTwice);
    }
    if side.reserve.is_some() {
        return Err(SpError::ReserveFull);
    }
    if tx.state.turn.must_activate {
        return Err(SpError::MustActivate);
    }
    if side.deck.is_empty() {
        return Err(SpError::DeckEmpty);
    }
    spend(tx, p, 1, ForceReason::Reserve)?;
    let name = tx.state.card_name(p, card);
    tx.push(Change::Reserved {
        player: p,
        card,
        name,
    });
    if let Some(card) = draw(tx, p, next, ctx)? {
        show(tx, p, card, next.is_some());
    }
    Ok(())
}

pub fn apply(s: &mut State, c: &Change) {
    if let Change::Reserved { player, card, .. } = c {
        let side = s.side_mut(*player);
        if side.revealed == Some(*card) {
            side.revealed = None;
            side.reserve = Some(*card);
        }
        s.turn.reserved = true;
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    match c {
        Change::Reserved { name, .. } => {
            let n = name.clone().unwrap_or_default();
            Some(log::unit("reserved", &n))
        }
        _ => None,
    }
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::Reserved { player, .. } => vec![log::deck(*player)],
        _ => Vec::new(),
    }
}
