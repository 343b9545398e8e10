//! Unit tests of order_deck.rs (and the reserve and the Shatterpoint card).
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
    s.unit_mut(unit(0, 2)).unwrap().counters.defeated = true;
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
