//! Random games and a tour say every event they produce in both languages (the kit checks each;
//! refusals: the kit's wire-code test).

use super::harness::*;
use super::walk::{action, KINDS};
use datapad_engine::games::shatterpoint::{
    AbilityType, Action, AdjustTarget, Condition, DieInput, OrderCard, Payment, RollInput,
    StrainTrigger, TacticsPick,
};
use rand::{Rng, SeedableRng};

/// Random games and a tour of what they seldom reach, played through the harness: the kit's
/// when checks that every accepted event says itself in both languages.
#[test]
fn random_games_and_the_tour_say_every_event() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(20);
    let mut accepted = 0;
    for game in 0..40u64 {
        let mut t = Table::started();
        t.reseed(game * 1000);
        for _ in 0..400 {
            let a = action(rng.random_range(0..KINDS), rng.random(), rng.random());
            accepted += usize::from(t.act(a).is_ok());
        }
    }
    assert!(accepted > 1000, "random games took {accepted} actions");
    assert!(tour().len() > 20);
}

fn tactics_team() -> datapad_engine::games::shatterpoint::TeamPick {
    let mut team = standard_team();
    team.tactics = Some(TacticsPick {
        slot: GAR,
        cards: 2,
    });
    team.squads[1].units[0].dual_stance = Some(true);
    team
}

/// The sentences random games seldom reach: setup, battle tactics, paying abilities, stances,
/// hand adjustments, Shifting Priorities, a defeated battle tactics provider and a refresh.
fn tour() -> Vec<datapad_engine::games::shatterpoint::Event> {
    let mut setup = Table::new();
    setup.ok(Action::SetPlayerName {
        player: P1,
        name: "Ola".into(),
    });
    let mut def = datapad_engine::games::shatterpoint::builtin_units()[0].clone();
    def.id = "my-maul".into();
    setup.ok(Action::AddCustomUnit {
        unit: Box::new(def),
    });
    let mut casual = standard_team();
    casual.squads[1].units[2] = pick("lord-maul", Support, 11, 2, 3, 3);
    setup.ok(Action::SetTeam {
        player: P1,
        team: casual,
        casual: true,
    });
    setup.ok(Action::SetTeam {
        player: P1,
        team: tactics_team(),
        casual: false,
    });
    for slot in [MAUL, ANAKIN] {
        setup.ok(Action::ChooseStance {
            unit: u(P1, slot),
            side: 1,
        });
    }
    setup.ok(Action::RollOff {
        roll: RollInput::Physical {
            counts: vec![counts(1, 1, 1), counts(1, 1, 1)],
        },
    });
    let mut events = setup.events.clone();

    let mut t = Table::with([tactics_team(), standard_team()], "shifting-priorities", 4);
    t.ok(Action::SetActiveObjectives {
        active: vec![0, 1],
        map: None,
        card: None,
    });
    // Turn 1, player 1: a battle tactics card, then Maul pays in every way.
    t.ok(Action::Reveal {
        card: Some(OrderCard::Tactic { slot: GAR, n: 0 }),
    });
    t.ok(Action::Reveal { card: card(MAUL) });
    t.ok(Action::Activate);
    let maul = |ability: &str, kind, payment| Action::UseAbility {
        unit: u(P1, MAUL),
        ability: Some(ability.into()),
        kind,
        cost: None,
        payment,
    };
    t.ok(maul("force-speed", None, Payment::Free));
    t.ok(maul("no-place-to-run", None, Payment::Damage));
    t.ok(maul(
        "sustained-by-rage",
        Some(AbilityType::Innate),
        Payment::Force,
    ));
    t.ok(Action::FlipStance { unit: u(P1, MAUL) });
    t.end_turn();
    // Turn 2, player 2: an injured unit pays the tax.
    t.adjust(AdjustTarget::Injuries {
        unit: u(P2, MAUL),
        injuries: 1,
    });
    t.activate(MAUL);
    t.ok(Action::UseAbility {
        unit: u(P2, MAUL),
        ability: Some("force-speed".into()),
        kind: None,
        cost: None,
        payment: Payment::Force,
    });
    t.end_turn();
    // Turn 3, player 1: immunity, Strained on a Wounded unit, hand adjustments, a nameless flip.
    t.ok(Action::SetImmunity {
        unit: u(P2, GAR),
        condition: Condition::Pinned,
        immune: true,
    });
    t.ok(Action::GainCondition {
        unit: u(P2, GAR),
        condition: Condition::Strained,
        in_attack: false,
    });
    t.damage(P2, GAR, 9);
    t.ok(Action::MarkStrained {
        unit: u(P2, GAR),
        trigger: StrainTrigger::Jump,
    });
    for target in [
        AdjustTarget::ObjectiveActive {
            objective: 3,
            active: true,
        },
        AdjustTarget::ObjectiveActive {
            objective: 3,
            active: false,
        },
        AdjustTarget::Condition {
            unit: u(P1, GAR),
            condition: Condition::Exposed,
            present: true,
        },
        AdjustTarget::Condition {
            unit: u(P1, GAR),
            condition: Condition::Exposed,
            present: false,
        },
        AdjustTarget::Damage {
            unit: u(P1, GAR),
            damage: 2,
        },
        AdjustTarget::Hunker {
            unit: u(P1, GAR),
            count: 1,
        },
    ] {
        t.adjust(target);
    }
    t.activate(ANAKIN);
    t.ok(Action::FlipStance {
        unit: u(P1, ANAKIN),
    });
    t.end_turn();
    // Turn 4, player 2: player 1 wins struggle 1 by hand; struggle 2 rolls for priority.
    t.adjust(AdjustTarget::Token { position: -8 });
    t.turn_with(MAGNA);
    t.ok(Action::SetActiveObjectives {
        active: vec![2],
        map: None,
        card: None,
    });
    t.ok(Action::PriorityRoll {
        roll: DieInput::Virtual,
    });
    t.ok(Action::MarkPriority { objective: None });
    t.turn_with(MAGNA);
    t.ok(Action::PriorityRoll {
        roll: DieInput::Virtual,
    });
    t.ok(Action::MarkPriority { objective: Some(2) });
    t.turn_with(GAR);
    // Turn 7, player 1: the second battle tactics card.
    t.ok(Action::PriorityRoll {
        roll: DieInput::Virtual,
    });
    t.ok(Action::MarkPriority { objective: None });
    t.ok(Action::Reveal {
        card: Some(OrderCard::Tactic { slot: GAR, n: 1 }),
    });
    t.ok(Action::Reveal {
        card: card(PADAWAN),
    });
    t.ok(Action::Activate);
    t.end_turn();
    t.ok(Action::PriorityRoll {
        roll: DieInput::Virtual,
    });
    t.ok(Action::MarkPriority { objective: None });
    t.turn_with(ANAKIN);
    // Turn 9, player 1: Gar Saxon, the battle tactics provider, is defeated.
    t.ok(Action::PriorityRoll {
        roll: DieInput::Virtual,
    });
    t.ok(Action::MarkPriority { objective: None });
    t.adjust(AdjustTarget::Injuries {
        unit: u(P1, GAR),
        injuries: 2,
    });
    t.activate(GAR);
    t.end_turn();
    events.extend(t.events.iter().cloned());

    // An order deck run dry and refreshed.
    let mut t = Table::started();
    for slot in [MAUL, GAR, MAGNA, ANAKIN, PADAWAN, CLONES] {
        t.turn_with(slot);
        t.turn_with(slot);
    }
    t.ok(Action::Reveal {
        card: Some(OrderCard::Shatterpoint),
    });
    t.ok(Action::ShatterpointChoose { slot: MAUL });
    t.end_turn();
    events.extend(t.events.iter().cloned());
    events
}
