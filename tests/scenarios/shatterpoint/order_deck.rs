//! §13 scenarios 14–19: the order deck, the reserve, the Shatterpoint card, battle tactics.

use super::harness::*;
use datapad_engine::games::shatterpoint::SpError;
use datapad_engine::games::shatterpoint::{
    Action, AdjustTarget, Ask, OrderCard, Shatterpoint, TacticsPick,
};

fn ask(t: &Table) -> Ask {
    datapad_engine::game::view::<Shatterpoint>(&t.state)
        .prompt
        .ask
}

#[test]
fn s14_reserve_costs_one_force_and_once_per_turn() {
    let mut t = Table::started();
    t.ok(Action::Reveal { card: card(MAUL) });
    let log = t.ok(Action::Reserve { next: card(GAR) });
    assert_eq!(
        log,
        "Player 1 spends 1 Force. The order card of Lord Maul goes to the reserve. Player 1 revealed the order card of Gar Saxon, Merciless Commander."
    );
    let side = t.state.side(P1);
    assert_eq!(side.reserve, Some(OrderCard::Unit { slot: MAUL }));
    assert_eq!(side.force_ready, 8);
    assert!(t.state.activating().is_none(), "Maul does not activate");
    t.refused(Action::Reserve { next: None }, SpError::ReserveTwice);
    t.ok(Action::Activate);
    assert_eq!(t.state.activating(), Some(u(P1, GAR)));
}

#[test]
fn s15_the_reserve_holds_one_card() {
    let mut t = Table::started();
    t.ok(Action::Reveal { card: card(MAUL) });
    t.ok(Action::Reserve { next: card(GAR) });
    t.ok(Action::Activate);
    t.end_turn();
    t.turn_with(MAUL);
    t.ok(Action::Reveal { card: card(MAGNA) });
    t.refused(Action::Reserve { next: None }, SpError::ReserveFull);
}

#[test]
fn s16_an_empty_deck_forces_the_reserve_then_refreshes() {
    let mut t = Table::started();
    let p2 = [MAUL, GAR, MAGNA, ANAKIN, PADAWAN, CLONES];
    // Player 1 reserves Maul on the first turn, then plays the other five cards and the
    // Shatterpoint card.
    t.ok(Action::Reveal { card: card(MAUL) });
    t.ok(Action::Reserve { next: card(GAR) });
    t.ok(Action::Activate);
    t.end_turn();
    for (i, slot) in [MAGNA, ANAKIN, PADAWAN, CLONES].into_iter().enumerate() {
        t.turn_with(p2[i]);
        t.turn_with(slot);
    }
    t.turn_with(p2[4]);
    t.ok(Action::Reveal {
        card: Some(OrderCard::Shatterpoint),
    });
    t.ok(Action::ShatterpointChoose { slot: GAR });
    t.end_turn();
    t.turn_with(p2[5]);
    assert!(t.state.side(P1).deck.is_empty());
    assert!(matches!(
        ask(&t),
        Ask::Reveal {
            must_use_reserve: true,
            ..
        }
    ));
    t.refused(Action::Reveal { card: None }, SpError::MustUseReserve);
    t.ok(Action::UseReserve);
    assert_eq!(t.state.activating(), Some(u(P1, MAUL)));
    let log = t.end_turn();
    assert!(
        log.contains("Player 1 refreshes the order deck (7 cards)"),
        "{log}"
    );
    assert_eq!(t.state.side(P1).deck.len(), 7);
    assert_eq!(t.state.side(P1).force_ready, 9);
}

#[test]
fn s17_the_shatterpoint_card_activates_any_unit_or_is_redrawn() {
    // Any unit: even one whose own card was already used.
    let mut t = Table::started();
    t.turn_with(MAUL);
    t.turn_with(MAUL);
    t.ok(Action::Reveal {
        card: Some(OrderCard::Shatterpoint),
    });
    assert!(matches!(
        ask(&t),
        Ask::RevealedShatterpoint { can_redraw: true }
    ));
    t.ok(Action::ShatterpointChoose { slot: MAUL });
    assert_eq!(t.state.activating(), Some(u(P1, MAUL)));
    // Or pay 1: the next card must activate, cannot be reserved, and the card goes back.
    let mut t = Table::started();
    t.ok(Action::Reveal {
        card: Some(OrderCard::Shatterpoint),
    });
    let log = t.ok(Action::ShatterpointRedraw { next: card(ANAKIN) });
    assert!(log.contains("The Shatterpoint card is shuffled back into the deck."));
    assert!(
        log.ends_with("General Anakin Skywalker activates."),
        "{log}"
    );
    assert_eq!(t.state.activating(), Some(u(P1, ANAKIN)));
    assert_eq!(t.state.side(P1).force_ready, 8);
    assert!(t.state.side(P1).deck.contains(&OrderCard::Shatterpoint));
    // Revealed by hand after a battle tactics card, the unit still cannot be reserved.
    let mut team = standard_team();
    team.tactics = Some(TacticsPick {
        slot: ANAKIN,
        cards: 1,
    });
    let mut t = Table::with([team, standard_team()], "generic", 1);
    t.ok(Action::SetActiveObjectives {
        active: vec![0],
        map: None,
        card: None,
    });
    t.ok(Action::Reveal {
        card: Some(OrderCard::Shatterpoint),
    });
    t.ok(Action::ShatterpointRedraw {
        next: Some(OrderCard::Tactic { slot: ANAKIN, n: 0 }),
    });
    t.ok(Action::Reveal { card: card(GAR) });
    assert_eq!(
        t.state.activating(),
        Some(u(P1, GAR)),
        "it activates at once"
    );
}

#[test]
fn s18_the_shatterpoint_card_cannot_be_reserved() {
    let mut t = Table::started();
    t.ok(Action::Reveal {
        card: Some(OrderCard::Shatterpoint),
    });
    t.refused(Action::Reserve { next: None }, SpError::ReserveShatterpoint);
    t.adjust(AdjustTarget::ForceReady {
        player: P1,
        ready: 0,
    });
    t.refused(
        Action::ShatterpointRedraw { next: None },
        SpError::NotEnoughForce { need: 1, ready: 0 },
    );
}

#[test]
fn s19_a_battle_tactics_card_is_resolved_then_the_next_card_comes() {
    let mut team = standard_team();
    team.tactics = Some(TacticsPick {
        slot: ANAKIN,
        cards: 2,
    });
    let mut t = Table::with([team, standard_team()], "generic", 1);
    t.ok(Action::SetActiveObjectives {
        active: vec![0],
        map: None,
        card: None,
    });
    assert_eq!(t.state.side(P1).deck.len(), 9);
    t.ok(Action::Reveal {
        card: Some(OrderCard::Tactic { slot: ANAKIN, n: 0 }),
    });
    assert!(matches!(ask(&t), Ask::RevealedTactic { .. }));
    t.refused(Action::Activate, SpError::NotAUnitCard);
    t.refused(Action::Reserve { next: None }, SpError::NotAUnitCard);
    // Two in a row, then a unit: all in one turn.
    let log = t.ok(Action::Reveal {
        card: Some(OrderCard::Tactic { slot: ANAKIN, n: 1 }),
    });
    assert!(log.starts_with("The battle tactics card of General Anakin Skywalker is resolved."));
    t.ok(Action::Reveal { card: card(MAUL) });
    t.ok(Action::Activate);
    assert_eq!(t.state.turn.number, 1);
    assert_eq!(t.state.side(P1).discard.len(), 3);
}

fn legal(t: &Table) -> Vec<&'static str> {
    datapad_engine::game::view::<Shatterpoint>(&t.state)
        .prompt
        .legal
}

/// Player 1 (with one battle tactics card of Anakin's) reserves Maul on the first turn; player
/// 2 plays a turn; player 1 is to reveal with Maul in reserve and cards left in the deck.
fn reserve_then_tactics() -> Table {
    let mut team = standard_team();
    team.tactics = Some(TacticsPick {
        slot: ANAKIN,
        cards: 1,
    });
    let mut t = Table::with([team, standard_team()], "generic", 1);
    t.ok(Action::SetActiveObjectives {
        active: vec![0],
        map: None,
        card: None,
    });
    t.ok(Action::Reveal { card: card(MAUL) });
    t.ok(Action::Reserve { next: card(GAR) });
    t.ok(Action::Activate);
    t.end_turn();
    t.turn_with(MAUL);
    assert_eq!(
        t.state.side(P1).reserve,
        Some(OrderCard::Unit { slot: MAUL })
    );
    t
}

#[test]
fn s19b_after_a_battle_tactics_card_the_next_card_is_revealed_not_the_reserve() {
    let mut t = reserve_then_tactics();
    assert!(
        legal(&t).contains(&"use_reserve"),
        "before the first reveal"
    );
    t.ok(Action::Reveal {
        card: Some(OrderCard::Tactic { slot: ANAKIN, n: 0 }),
    });
    assert!(matches!(ask(&t), Ask::RevealedTactic { .. }));
    assert!(legal(&t).contains(&"reveal"));
    assert!(!legal(&t).contains(&"use_reserve"), "{:?}", legal(&t));
    t.refused(Action::UseReserve, SpError::ReserveNotFirst);
    t.ok(Action::Reveal { card: card(MAGNA) });
    t.ok(Action::Activate);
    assert_eq!(t.state.activating(), Some(u(P1, MAGNA)));
    assert_eq!(
        t.state.side(P1).reserve,
        Some(OrderCard::Unit { slot: MAUL })
    );
}

#[test]
fn s19c_the_reserve_cannot_skip_the_activation_a_shatterpoint_redraw_owes() {
    let mut t = reserve_then_tactics();
    t.ok(Action::Reveal {
        card: Some(OrderCard::Shatterpoint),
    });
    t.ok(Action::ShatterpointRedraw {
        next: Some(OrderCard::Tactic { slot: ANAKIN, n: 0 }),
    });
    assert!(!legal(&t).contains(&"use_reserve"), "{:?}", legal(&t));
    t.refused(Action::UseReserve, SpError::MustActivate);
    t.ok(Action::Reveal {
        card: card(PADAWAN),
    });
    assert_eq!(t.state.activating(), Some(u(P1, PADAWAN)), "it activates");
}

#[test]
fn s19d_a_redraw_of_the_last_card_refreshes_the_deck_and_reveals_the_next() {
    let mut t = Table::started();
    for slot in [MAUL, GAR, MAGNA, ANAKIN, PADAWAN, CLONES] {
        t.turn_with(slot);
        t.turn_with(slot);
    }
    assert_eq!(t.state.side(P1).deck, vec![OrderCard::Shatterpoint]);
    assert_eq!(t.state.side(P1).reserve, None);
    t.ok(Action::Reveal { card: None });
    assert!(matches!(
        ask(&t),
        Ask::RevealedShatterpoint { can_redraw: true }
    ));
    t.adjust(AdjustTarget::ForceReady {
        player: P1,
        ready: 3,
    });
    let log = t.ok(Action::ShatterpointRedraw { next: card(GAR) });
    assert!(
        log.starts_with("Player 1 spends 1 Force. Player 1 refreshes the order deck (6 cards)"),
        "{log}"
    );
    assert!(
        log.ends_with("Gar Saxon, Merciless Commander activates."),
        "{log}"
    );
    let side = t.state.side(P1);
    assert_eq!(side.force_ready, 9, "the refresh readies the whole pool");
    assert_eq!(t.state.activating(), Some(u(P1, GAR)));
    assert_eq!(
        side.deck.len(),
        6,
        "five unit cards and the Shatterpoint card"
    );
    assert!(side.deck.contains(&OrderCard::Shatterpoint));
}
