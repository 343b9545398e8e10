//! §13 scenarios 8–12: the Force pool.

use super::harness::*;
use datapad_engine::games::shatterpoint::SpError;
use datapad_engine::games::shatterpoint::{Action, AdjustTarget, Payment};

fn use_ability(player: u8, slot: u8, ability: &str, payment: Payment) -> Action {
    Action::UseAbility {
        unit: u(player, slot),
        ability: Some(ability.into()),
        kind: None,
        cost: None,
        payment,
    }
}

#[test]
fn s08_the_pool_is_the_sum_of_the_teams_force_all_ready() {
    let mut other = standard_team();
    other.squads[1].units[0].force = Some(0); // Anakin's Force entered as 0: 3+1+0+0+1+0
    let t = Table::with([standard_team(), other], "generic", 2);
    assert_eq!(
        (t.state.side(P1).force_size, t.state.side(P1).force_ready),
        (9, 9)
    );
    assert_eq!(
        (t.state.side(P2).force_size, t.state.side(P2).force_ready),
        (5, 5)
    );
}

#[test]
fn s09_an_injury_adds_one_force_to_an_active_ability() {
    let mut t = Table::started();
    t.adjust(AdjustTarget::Injuries {
        unit: u(P1, MAUL),
        injuries: 1,
    });
    t.activate(MAUL);
    let log = t.ok(use_ability(P1, MAUL, "force-speed", Payment::Force));
    assert_eq!(t.state.side(P1).force_ready, 7, "1 + 1 for the injury");
    assert_eq!(
        log,
        "Lord Maul uses Force Speed for 2 Force (1 + 1 for wounds and injuries)."
    );
    // With only 1 ready, the same ability is not allowed.
    let mut t = Table::started();
    t.adjust(AdjustTarget::Injuries {
        unit: u(P1, MAUL),
        injuries: 1,
    });
    t.adjust(AdjustTarget::ForceReady {
        player: P1,
        ready: 1,
    });
    t.activate(MAUL);
    t.refused(
        use_ability(P1, MAUL, "force-speed", Payment::Force),
        SpError::NotEnoughForce { need: 2, ready: 1 },
    );
}

#[test]
fn s10_refreshing_more_than_was_spent_refreshes_only_that() {
    let mut t = Table::started();
    t.adjust(AdjustTarget::ForceReady {
        player: P1,
        ready: 8,
    });
    let log = t.ok(Action::RefreshForce {
        player: P1,
        amount: 2,
    });
    assert_eq!(t.state.side(P1).force_ready, 9);
    assert_eq!(log, "Player 1 refreshes 1 Force (no more was spent).");
}

#[test]
fn s11_an_order_deck_refresh_readies_only_that_players_force() {
    let mut t = Table::started();
    t.adjust(AdjustTarget::ForceReady {
        player: P1,
        ready: 2,
    });
    t.adjust(AdjustTarget::ForceReady {
        player: P2,
        ready: 3,
    });
    // Player 1 works through all 7 order cards; the turn that empties the deck refreshes it.
    let slots = [MAUL, GAR, MAGNA, ANAKIN, PADAWAN, CLONES];
    for (i, slot) in slots.into_iter().enumerate() {
        t.turn_with(slot);
        t.turn_with(slots[i % 6]);
    }
    t.ok(Action::Reveal {
        card: Some(datapad_engine::games::shatterpoint::OrderCard::Shatterpoint),
    });
    t.ok(Action::ShatterpointChoose { slot: MAUL });
    assert_eq!(t.state.side(P1).force_ready, 2);
    let log = t.end_turn();
    assert!(
        log.contains("Player 1 refreshes the order deck (7 cards)"),
        "{log}"
    );
    assert_eq!(t.state.side(P1).force_ready, 9);
    assert_eq!(
        t.state.side(P2).force_ready,
        3,
        "the opponent's pool is untouched"
    );
}

#[test]
fn s12_maul_takes_damage_instead_of_spending_force() {
    let mut t = Table::started();
    t.activate(MAUL);
    let log = t.ok(use_ability(P1, MAUL, "no-place-to-run", Payment::Damage));
    assert_eq!(t.unit(P1, MAUL).counters.damage, 2);
    assert_eq!(t.state.side(P1).force_ready, 9);
    assert!(log.starts_with("Lord Maul uses There is No Place to Run, taking 2 damage"));
    // Ready Force does not limit it (FAQ): with none ready he may still pay in damage.
    let mut t = Table::started();
    t.adjust(AdjustTarget::ForceReady {
        player: P1,
        ready: 0,
    });
    t.activate(MAUL);
    t.ok(use_ability(P1, MAUL, "no-place-to-run", Payment::Damage));
    // Not while Wounded.
    let mut t = Table::started();
    t.activate(MAUL);
    t.adjust(AdjustTarget::Wounded {
        unit: u(P1, MAUL),
        wounded: true,
    });
    t.refused(
        use_ability(P1, MAUL, "force-speed", Payment::Damage),
        SpError::UnitWoundedNoDamage,
    );
}

/// Sustained by Rage with an injury: by the card's words (the default) the damage is the cost
/// and the tax is paid in Force; the table may switch to the damage replacing all of it.
#[test]
fn sustained_by_rage_reading_is_the_cards_words_and_switchable() {
    let injured = |t: &mut Table| {
        t.adjust(AdjustTarget::Injuries {
            unit: u(P1, MAUL),
            injuries: 1,
        });
        t.activate(MAUL);
    };
    let mut t = Table::started();
    injured(&mut t);
    let log = t.ok(use_ability(P1, MAUL, "no-place-to-run", Payment::Damage));
    assert_eq!(
        t.unit(P1, MAUL).counters.damage,
        2,
        "the cost, as the card says"
    );
    assert_eq!(t.state.side(P1).force_ready, 8, "the tax of 1 in Force");
    assert!(
        log.contains("paying 1 Force for wounds and injuries"),
        "{log}"
    );
    t.check_replay();

    let mut t = Table::started();
    t.ok(Action::SetReading {
        key: "sp.force.pay_with_damage".into(),
        choice: "cost_plus_tax".into(),
    });
    injured(&mut t);
    t.ok(use_ability(P1, MAUL, "no-place-to-run", Payment::Damage));
    assert_eq!(
        t.unit(P1, MAUL).counters.damage,
        3,
        "cost and tax in damage"
    );
    assert_eq!(t.state.side(P1).force_ready, 9);
    t.refused(
        Action::SetReading {
            key: "sp.force.pay_with_damage".into(),
            choice: "half".into(),
        },
        SpError::NoSuchReading {
            key: "sp.force.pay_with_damage".into(),
            choice: "half".into(),
        },
    );
    t.check_replay();
}
