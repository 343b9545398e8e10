//! The order deck: one card per unit, the Shatterpoint card and any battle tactics cards. Its
//! order is hidden: the deck is a multiset and a reveal draws one card at random (recorded in
//! the event) or takes the card a player turned over by hand. Reserve, the Shatterpoint card,
//! defeated units' cards and refreshing live here.

use super::activation::activate;
use super::decide::{at_step, living, Tx};
use super::error::SpError;
use super::event::{ActivationSource, Change, ForceReason};
use super::force::spend;
use super::state::{OrderCard, State};
use super::{Step, UnitRef};
use crate::game::Ctx;
use crate::games::tray::DiceMode;
use rand::Rng;

/// A card whose unit (or battle tactics provider) is defeated: it leaves the game when seen.
fn dead(tx: &Tx, player: u8, card: OrderCard) -> bool {
    match card {
        OrderCard::Unit { slot } | OrderCard::Tactic { slot, .. } => tx
            .state
            .unit(UnitRef { player, slot })
            .is_some_and(|u| u.defeated),
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
fn draw(
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
fn show(tx: &mut Tx, player: u8, card: OrderCard, entered: bool) {
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
fn discard_tactic(tx: &mut Tx, player: u8) -> Result<(), SpError> {
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

#[cfg(test)]
mod tests {
    use super::super::testkit::*;
    use super::super::Action;
    use super::*;

    fn reveal(slot: u8) -> Action {
        Action::Reveal {
            card: Some(OrderCard::Unit { slot }),
        }
    }

    #[test]
    fn a_random_reveal_is_recorded_and_replays() {
        let s = started();
        let (s2, e) = act_seeded(&s, Action::Reveal { card: None }, 11).unwrap();
        let Change::CardRevealed { card, mode, .. } = e.changes[0].clone() else {
            panic!("a reveal first: {e:?}")
        };
        assert_eq!(mode, DiceMode::Virtual);
        assert_eq!(s2.side(0).revealed, Some(card));
        assert_eq!(s2.side(0).deck.len(), 6);
        let (again, _) = act_seeded(&s, Action::Reveal { card: None }, 11).unwrap();
        assert_eq!(again, s2, "same seed, same card");
    }

    #[test]
    fn reserving_costs_one_force_and_reveals_the_next_card() {
        let s = ok(&started(), reveal(MAUL));
        let s = ok(
            &s,
            Action::Reserve {
                next: Some(OrderCard::Unit { slot: 1 }),
            },
        );
        let side = s.side(0);
        assert_eq!(side.reserve, Some(OrderCard::Unit { slot: MAUL }));
        assert_eq!(side.revealed, Some(OrderCard::Unit { slot: 1 }));
        assert_eq!(side.force_ready, 8);
        assert_eq!(
            act(&s, Action::Reserve { next: None }),
            Err(SpError::ReserveTwice)
        );
        let s = pass(&ok(&s, Action::Activate));
        let s = pass(&go(&s, 1));
        // Player 1's next turn: the reserve may be used instead of revealing.
        let s = ok(&s, Action::UseReserve);
        assert_eq!(s.activating(), Some(unit(0, MAUL)));
        assert_eq!(s.side(0).reserve, None);
    }

    #[test]
    fn the_shatterpoint_card_activates_any_unit_or_is_shuffled_back() {
        let s = ok(
            &started(),
            Action::Reveal {
                card: Some(OrderCard::Shatterpoint),
            },
        );
        assert_eq!(
            act(&s, Action::Reserve { next: None }),
            Err(SpError::ReserveShatterpoint)
        );
        let chosen = ok(&s, Action::ShatterpointChoose { slot: 4 });
        assert_eq!(chosen.activating(), Some(unit(0, 4)));
        assert_eq!(chosen.side(0).discard, vec![OrderCard::Shatterpoint]);
        let redrawn = ok(
            &s,
            Action::ShatterpointRedraw {
                next: Some(OrderCard::Unit { slot: 2 }),
            },
        );
        assert_eq!(redrawn.activating(), Some(unit(0, 2)), "it must activate");
        assert!(redrawn.side(0).deck.contains(&OrderCard::Shatterpoint));
        assert_eq!(redrawn.side(0).force_ready, 8);
    }

    #[test]
    fn a_defeated_units_card_leaves_the_game_when_revealed() {
        let mut s = started();
        s.unit_mut(unit(0, 2)).unwrap().defeated = true;
        let s2 = ok(&s, reveal(2));
        assert_eq!(s2.side(0).removed, vec![OrderCard::Unit { slot: 2 }]);
        assert_eq!(
            s2.side(0).revealed,
            None,
            "the players turn over the next card"
        );
        // At random: the defeated card is removed on the way, the living one is shown.
        s.players[0].deck = vec![OrderCard::Unit { slot: 2 }, OrderCard::Unit { slot: 3 }];
        for seed in 0..8 {
            let (s3, _) = act_seeded(&s, Action::Reveal { card: None }, seed).unwrap();
            assert_eq!(s3.side(0).revealed, Some(OrderCard::Unit { slot: 3 }));
            assert_eq!(s3.side(0).deck.len() + s3.side(0).removed.len(), 1);
        }
    }

    #[test]
    fn an_empty_deck_forces_the_reserve_and_refreshes_when_both_are_empty() {
        let mut s = started();
        s.players[0].deck = vec![];
        s.players[0].discard = vec![OrderCard::Unit { slot: 1 }];
        s.players[0].reserve = Some(OrderCard::Unit { slot: 0 });
        s.players[0].force_ready = 3;
        assert_eq!(
            act(&s, Action::Reveal { card: None }),
            Err(SpError::MustUseReserve)
        );
        let s = ok(&s, Action::UseReserve);
        let s = pass(&s);
        assert_eq!(
            s.side(0).deck,
            vec![OrderCard::Unit { slot: 0 }, OrderCard::Unit { slot: 1 }]
        );
        assert_eq!(
            s.side(0).force_ready,
            9,
            "the refresh readies the whole pool"
        );
        assert_eq!(s.side(1).force_ready, 9);
    }
}
