//! The Shatterpoint card: when revealed, activate any unit, or pay 1 Force to reveal the next
//! card (which must activate) and shuffle it back in. Decided, applied and logged here.

use super::activation::activate;
use super::change::{ActivationSource, Change, ForceReason};
use super::error::SpError;
use super::force::spend;
use super::guards::{at_step, living, Tx};
use super::log;
use super::order_deck::{draw, show};
use super::state::{OrderCard, State};
use super::{Step, UnitRef};
use crate::game::{Ctx, Message};

fn shatterpoint_revealed(tx: &Tx) -> Result<u8, SpError> {
    at_step(&tx.state, Step::Reveal)?;
    let p = tx.state.turn.player;
    match tx.state.side(p).revealed {
        Some(OrderCard::Shatterpoint) => Ok(p),
        Some(_) => Err(SpError::NotShatterpoint),
        None => Err(SpError::NothingRevealed),
    }
}

pub fn shatterpoint_choose(tx: &mut Tx, slot: u8) -> Result<(), SpError> {
    let p = shatterpoint_revealed(tx)?;
    living(&tx.state, UnitRef { player: p, slot })?;
    activate(tx, slot, ActivationSource::Shatterpoint);
    Ok(())
}

/// Whether the Shatterpoint card may be paid away: a card to reveal next is in the deck, or
/// (it was the last card, the reserve is empty) the discard pile refreshes the deck
/// (reading `sp.shatterpoint.redraw_last_card`).
pub fn can_redraw(s: &State, player: u8) -> bool {
    let side = s.side(player);
    !side.deck.is_empty() || (side.reserve.is_none() && !side.discard.is_empty())
}

/// Pay 1 Force, reveal the next card (refreshing an empty deck), then shuffle the Shatterpoint
/// card back in.
pub fn redraw(tx: &mut Tx, next: Option<OrderCard>, ctx: &mut Ctx) -> Result<(), SpError> {
    let p = shatterpoint_revealed(tx)?;
    if !can_redraw(&tx.state, p) {
        return Err(SpError::DeckEmpty);
    }
    spend(tx, p, 1, ForceReason::ShatterpointRedraw)?;
    // Drawn while the Shatterpoint card is still face up, so it cannot come up again at once.
    let card = draw(tx, p, next, ctx)?;
    tx.push(Change::ShatterpointReturned { player: p });
    if let Some(card) = card {
        show(tx, p, card, next.is_some());
    }
    Ok(())
}

pub fn apply(s: &mut State, c: &Change) {
    if let Change::ShatterpointReturned { player } = c {
        let side = s.side_mut(*player);
        if side.revealed == Some(OrderCard::Shatterpoint) {
            side.revealed = None;
            side.deck.push(OrderCard::Shatterpoint);
            side.deck.sort();
        }
        s.turn.must_activate = true;
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    match c {
        Change::ShatterpointReturned { .. } => Some(log::m("shatterpoint_returned")),
        _ => None,
    }
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::ShatterpointReturned { player } => vec![log::deck(*player)],
        _ => Vec::new(),
    }
}
