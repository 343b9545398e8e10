//! The order deck: one card per unit, the Shatterpoint card and any battle tactics cards. Its
//! order is hidden: the deck is a multiset and a reveal draws one card at random (recorded in
//! the event) or takes the card a player turned over by hand. Revealing, discarding, defeated
//! units' cards and refreshing are decided, applied and logged here; the reserve and the
//! Shatterpoint card have their own files.

use super::activation::activate;
use super::change::{ActivationSource, Change};
use super::error::SpError;
use super::guards::{at_step, Tx};
use super::log;
use super::state::{OrderCard, Side, State};
use super::{Step, Text, UnitRef};
use crate::dice::DiceMode;
use crate::game::{Ctx, Message};
use rand::Rng;

/// A card whose unit (or battle tactics provider) is defeated: it leaves the game when seen.
fn dead(tx: &Tx, player: u8, card: OrderCard) -> bool {
    match card {
        OrderCard::Unit { slot } | OrderCard::Tactic { slot, .. } => tx
            .state
            .unit(UnitRef { player, slot })
            .is_some_and(|u| u.counters.defeated),
        OrderCard::Shatterpoint => false,
    }
}

/// The discard pile becomes the deck and the player's whole Force pool is ready again.
pub fn refresh_deck(tx: &mut Tx, player: u8) {
    let side = tx.state.side(player);
    let change = Change::DeckRefreshed {
        player,
        cards: side.discard.len() as u32,
        force: side.force_size.saturating_sub(side.force_ready),
    };
    tx.push(change);
}

/// Draws the next usable card: the entered one, or one at random. Cards of defeated units are
/// removed from the game on the way (a random draw then goes on; an entered one stops so the
/// players can turn over the next). An empty deck with an empty reserve is refreshed first.
/// `None`: nothing to show now (the players reveal again or must use the reserve).
pub(super) fn draw(
    tx: &mut Tx,
    player: u8,
    mut entered: Option<OrderCard>,
    ctx: &mut Ctx,
) -> Result<Option<OrderCard>, SpError> {
    let mut refreshed = false;
    loop {
        if tx.state.side(player).deck.is_empty() {
            if tx.state.side(player).reserve.is_some() {
                return Ok(None);
            }
            if refreshed || tx.state.side(player).discard.is_empty() {
                return Err(SpError::NoCardsLeft);
            }
            refresh_deck(tx, player);
            refreshed = true;
            continue;
        }
        let deck = &tx.state.side(player).deck;
        let was_entered = entered.is_some();
        let card = match entered.take() {
            Some(c) if deck.contains(&c) => c,
            Some(c) => return Err(SpError::CardNotInDeck { card: c }),
            None => deck[ctx.rng.random_range(0..deck.len())],
        };
        if !dead(tx, player, card) {
            return Ok(Some(card));
        }
        let name = tx.state.card_name(player, card);
        tx.push(Change::CardRemoved { player, card, name });
        if was_entered {
            return Ok(None);
        }
    }
}

/// Turns the card face up; a unit card after a Shatterpoint redraw activates at once.
pub(super) fn show(tx: &mut Tx, player: u8, card: OrderCard, entered: bool) {
    let name = tx.state.card_name(player, card);
    tx.push(Change::CardRevealed {
        player,
        card,
        name,
        mode: if entered {
            DiceMode::Physical
        } else {
            DiceMode::Virtual
        },
    });
    if let (OrderCard::Unit { slot }, true) = (card, tx.state.turn.must_activate) {
        activate(tx, slot, ActivationSource::Card);
    }
}

/// A resolved battle tactics card goes to the discard pile before the next card.
pub(super) fn discard_tactic(tx: &mut Tx, player: u8) -> Result<(), SpError> {
    match tx.state.side(player).revealed {
        None => Ok(()),
        Some(card @ OrderCard::Tactic { .. }) => {
            let name = tx.state.card_name(player, card);
            tx.push(Change::CardDiscarded { player, card, name });
            Ok(())
        }
        Some(_) => Err(SpError::CardWaiting),
    }
}

pub fn reveal(tx: &mut Tx, entered: Option<OrderCard>, ctx: &mut Ctx) -> Result<(), SpError> {
    at_step(&tx.state, Step::Reveal)?;
    let p = tx.state.turn.player;
    discard_tactic(tx, p)?;
    let side = tx.state.side(p);
    if side.deck.is_empty() && side.reserve.is_some() {
        return Err(SpError::MustUseReserve);
    }
    if let Some(card) = draw(tx, p, entered, ctx)? {
        show(tx, p, card, entered.is_some());
    }
    Ok(())
}

pub fn activate_revealed(tx: &mut Tx) -> Result<(), SpError> {
    at_step(&tx.state, Step::Reveal)?;
    match tx.state.side(tx.state.turn.player).revealed {
        Some(OrderCard::Unit { slot }) => {
            activate(tx, slot, ActivationSource::Card);
            Ok(())
        }
        Some(_) => Err(SpError::NotAUnitCard),
        None => Err(SpError::NothingRevealed),
    }
}
/// A defeated unit's cards outside the deck leave the game now; those in the deck when seen.
pub fn remove_defeated_cards(tx: &mut Tx, player: u8, slot: u8) {
    let side = tx.state.side(player);
    let outside: Vec<OrderCard> = side
        .revealed
        .iter()
        .chain(side.reserve.iter())
        .chain(side.discard.iter())
        .copied()
        .filter(|c| {
            matches!(c, OrderCard::Unit { slot: s } | OrderCard::Tactic { slot: s, .. } if *s == slot)
        })
        .collect();
    for card in outside {
        let name = tx.state.card_name(player, card);
        tx.push(Change::CardRemoved { player, card, name });
    }
}

fn take_one(cards: &mut Vec<OrderCard>, card: OrderCard) -> bool {
    match cards.iter().position(|c| *c == card) {
        Some(i) => {
            cards.remove(i);
            true
        }
        None => false,
    }
}

fn remove_card(side: &mut Side, card: OrderCard) {
    let found = if side.revealed == Some(card) {
        side.revealed = None;
        true
    } else if side.reserve == Some(card) {
        side.reserve = None;
        true
    } else {
        take_one(&mut side.discard, card) || take_one(&mut side.deck, card)
    };
    if found {
        side.removed.push(card);
    }
}

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::CardRevealed { player, card, .. } => {
            let side = s.side_mut(*player);
            take_one(&mut side.deck, *card);
            side.revealed = Some(*card);
        }
        Change::CardRemoved { player, card, .. } => remove_card(s.side_mut(*player), *card),
        Change::CardDiscarded { player, card, .. } => {
            let side = s.side_mut(*player);
            if side.revealed == Some(*card) {
                side.revealed = None;
                side.discard.push(*card);
            }
        }
        Change::DeckRefreshed { player, .. } => {
            let side = s.side_mut(*player);
            let mut discard = std::mem::take(&mut side.discard);
            side.deck.append(&mut discard);
            side.deck.sort();
            side.force_ready = side.force_size;
        }
        _ => {}
    }
}

fn card_message(card: OrderCard, name: Option<&Text>) -> Message {
    let n = name.cloned().unwrap_or_default();
    match card {
        OrderCard::Unit { .. } => log::unit("card_revealed", &n),
        OrderCard::Shatterpoint => log::m("card_revealed_shatterpoint"),
        OrderCard::Tactic { .. } => log::unit("card_revealed_tactic", &n),
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::CardRevealed {
            player: p,
            card,
            name,
            ..
        } => log::player(card_message(*card, name.as_ref()), *p),
        Change::CardRemoved { card, name, .. } => {
            let n = name.clone().unwrap_or_default();
            match card {
                OrderCard::Tactic { .. } => log::unit("card_removed_tactic", &n),
                _ => log::unit("card_removed", &n),
            }
        }
        Change::CardDiscarded { name, .. } => {
            let n = name.clone().unwrap_or_default();
            log::unit("tactic_resolved", &n)
        }
        Change::DeckRefreshed {
            player: p, cards, ..
        } => log::player(log::m("deck_refreshed"), *p).arg("n", *cards),
        _ => return None,
    })
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::DeckRefreshed { player, .. } => vec![log::deck(*player), log::force(*player)],
        Change::CardRevealed { player, .. }
        | Change::CardRemoved { player, .. }
        | Change::CardDiscarded { player, .. } => vec![log::deck(*player)],
        _ => Vec::new(),
    }
}

#[cfg(test)]
#[path = "order_deck_tests.rs"]
mod tests;
