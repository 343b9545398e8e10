//! §13 scenarios 1–7 and 13: damage, wounds, injuries and defeat.

use super::harness::*;
use datapad_engine::games::shatterpoint::SpError;
use datapad_engine::games::shatterpoint::{
    Action, AdjustTarget, Ask, Change, Condition, OrderCard, Shatterpoint, Step, StrainTrigger,
};

#[test]
fn s01_stamina_reached_wounds_and_gives_momentum() {
    let mut t = Table::started();
    // The 501st clones have stamina 8; player 2 already has a token on space 8.
    let log = t.damage(P1, CLONES, 8);
    assert!(t.unit(P1, CLONES).counters.wounded);
    assert_eq!(t.state.side(P2).momentum, 2);
    let placed = t
        .events
        .last()
        .unwrap()
        .changes
        .iter()
        .find_map(|c| match c {
            Change::MomentumGained { player, space, .. } => Some((*player, *space)),
            _ => None,
        });
    assert_eq!(
        placed,
        Some((P2, 7)),
        "the first empty space farthest from the centre"
    );
    assert_eq!(
        log,
        "501st Legion Clone Troopers took 8 damage. Wounded. Player 2 gains momentum."
    );
}

#[test]
fn s02_damage_past_stamina_is_all_placed() {
    let mut t = Table::started();
    t.damage(P1, CLONES, 7);
    assert!(!t.unit(P1, CLONES).counters.wounded);
    t.damage(P1, CLONES, 3);
    assert_eq!(t.unit(P1, CLONES).counters.damage, 10);
    assert!(t.unit(P1, CLONES).counters.wounded);
}

#[test]
fn s03_a_wounded_unit_takes_no_damage() {
    let mut t = Table::started();
    t.ok(Action::GainCondition {
        unit: u(P2, MAUL),
        condition: Condition::Strained,
        in_attack: false,
    });
    t.damage(P2, MAUL, 11);
    // Damage from an attack: refused, nothing changes.
    t.refused(
        Action::Damage {
            unit: u(P2, MAUL),
            amount: 4,
        },
        SpError::UnitWoundedNoDamage,
    );
    // A Strained trigger: no damage added, the token is spent.
    let log = t.ok(Action::MarkStrained {
        unit: u(P2, MAUL),
        trigger: StrainTrigger::Jump,
    });
    assert_eq!(t.unit(P2, MAUL).counters.damage, 11);
    assert!(!t.unit(P2, MAUL).has(Condition::Strained));
    assert!(log.contains("is Wounded and takes no damage"), "{log}");
}

#[test]
fn s04_wounded_in_its_own_activation_ends_it() {
    let mut t = Table::started();
    t.damage(P1, GAR, 6); // stamina 9
    t.ok(Action::GainCondition {
        unit: u(P1, GAR),
        condition: Condition::Strained,
        in_attack: false,
    });
    t.activate(GAR);
    t.ok(Action::TakeAction {
        action: datapad_engine::games::shatterpoint::ActionKind::Move,
        granted: false,
    });
    let log = t.ok(Action::MarkStrained {
        unit: u(P1, GAR),
        trigger: StrainTrigger::Advance,
    });
    assert!(t.unit(P1, GAR).counters.wounded);
    assert_eq!(t.state.turn.step, Step::EndOfTurn, "the activation is over");
    assert_eq!(t.state.side(P2).momentum, 2, "the opponent gains momentum");
    assert!(
        log.ends_with("Strained is spent. Its activation ends at once."),
        "{log}"
    );
    t.refused(
        Action::TakeAction {
            action: datapad_engine::games::shatterpoint::ActionKind::Combat,
            granted: false,
        },
        SpError::WrongStep {
            expected: Step::Actions,
        },
    );
    t.end_turn();
    assert_eq!(t.state.turn.player, P2, "the turn itself goes on and ends");
}

#[test]
fn s05_bo_katan_wound_becomes_an_injury_and_one_condition_goes() {
    // Bo-Katan's worked example, on a unit with stamina 8 (the clones).
    let mut t = Table::started();
    t.turn_with(MAUL);
    for c in [Condition::Pinned, Condition::Exposed] {
        t.ok(Action::GainCondition {
            unit: u(P1, CLONES),
            condition: c,
            in_attack: false,
        });
    }
    t.ok(Action::GainHunker {
        unit: u(P1, CLONES),
    });
    t.damage(P1, CLONES, 8);
    t.turn_with(MAUL);
    t.activate(CLONES);
    assert!(matches!(
        t.state.prompt_ask(),
        Ask::WoundCondition { ref options, .. } if options == &[Condition::Exposed, Condition::Pinned]
    ));
    t.ok(Action::RemoveWoundCondition {
        condition: Condition::Pinned,
    });
    let c = t.unit(P1, CLONES);
    assert_eq!(
        (
            c.counters.wounded,
            c.counters.injuries,
            c.counters.damage,
            c.counters.hunker
        ),
        (false, 1, 0, 0)
    );
    assert_eq!(
        c.counters.conditions,
        vec![Condition::Exposed],
        "Exposed stays"
    );
}

trait PromptAsk {
    fn prompt_ask(&self) -> Ask;
}

impl PromptAsk for datapad_engine::games::shatterpoint::State {
    fn prompt_ask(&self) -> Ask {
        datapad_engine::game::view::<Shatterpoint>(self).prompt.ask
    }
}

#[test]
fn s06_durability_one_is_defeated_at_the_end_of_that_turn() {
    let mut t = Table::started();
    t.turn_with(MAUL);
    t.damage(P1, CLONES, 8);
    t.turn_with(MAUL);
    t.activate(CLONES);
    assert_eq!(t.unit(P1, CLONES).counters.injuries, 1);
    assert!(
        !t.unit(P1, CLONES).counters.defeated,
        "not during the activation"
    );
    let log = t.end_turn();
    assert!(t.unit(P1, CLONES).counters.defeated);
    assert!(log.contains("501st Legion Clone Troopers is defeated (1 injury, durability 1)."));
    let side = t.state.side(P1);
    assert_eq!(side.removed, vec![OrderCard::Unit { slot: CLONES }]);
    assert!(!side.discard.contains(&OrderCard::Unit { slot: CLONES }));
}

#[test]
fn s07_a_defeated_units_card_in_the_deck_goes_when_revealed() {
    let mut t = Table::started();
    t.turn_with(MAUL);
    t.damage(P1, CLONES, 8);
    t.turn_with(MAUL);
    // Activated through the Shatterpoint card, the clones' own card stays in the deck.
    t.ok(Action::Reveal {
        card: Some(OrderCard::Shatterpoint),
    });
    t.ok(Action::ShatterpointChoose { slot: CLONES });
    t.end_turn();
    assert!(t.unit(P1, CLONES).counters.defeated);
    assert!(t
        .state
        .side(P1)
        .deck
        .contains(&OrderCard::Unit { slot: CLONES }));
    t.turn_with(GAR);
    let log = t.ok(Action::Reveal { card: card(CLONES) });
    assert_eq!(
        log,
        "501st Legion Clone Troopers is defeated: its order card leaves the game."
    );
    assert!(t
        .state
        .side(P1)
        .removed
        .contains(&OrderCard::Unit { slot: CLONES }));
    assert!(
        matches!(t.state.prompt_ask(), Ask::Reveal { .. }),
        "reveal the next card"
    );
    t.ok(Action::Reveal { card: card(ANAKIN) });
    t.ok(Action::Activate);
}

#[test]
fn s13_maul_dice_bonus_reads_the_tracked_damage_and_injuries() {
    // The +1 die per 3 damage and +3 per injury belong to the attack pool, outside the
    // tracker; what the tracker owes them is exact damage and injury counts on the unit.
    let mut t = Table::started();
    t.damage(P1, MAUL, 7);
    let v = datapad_engine::game::view::<Shatterpoint>(&t.state);
    let maul = &v.players[0].units[MAUL as usize];
    assert_eq!(
        (
            maul.counters.damage,
            maul.counters.injuries,
            maul.counters.damage / 3
        ),
        (7, 0, 2)
    );
    t.adjust(AdjustTarget::Damage {
        unit: u(P1, MAUL),
        damage: 11,
    });
    t.adjust(AdjustTarget::Wounded {
        unit: u(P1, MAUL),
        wounded: true,
    });
    t.activate(MAUL);
    let maul = t.unit(P1, MAUL);
    assert_eq!((maul.counters.damage, maul.counters.injuries), (0, 1));
}
