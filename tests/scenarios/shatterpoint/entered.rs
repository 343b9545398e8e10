//! An attack with a dice-only stance: the app has the dice but neither the charts nor the tree,
//! so the players resolve it with their cards and enter what the cards say, the damage and the
//! conditions. The tracker applies it as one event (conditions, a duplicate's damage, Wounded,
//! momentum, Strained on the attacker), says why in both languages, and undo takes it back.

use super::harness::*;
use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::game::{describe, Ctx};
use datapad_engine::games::shatterpoint::attack_error::AttackError;
use datapad_engine::games::shatterpoint::stance::{builtin_stances, AttackType};
use datapad_engine::games::shatterpoint::{
    Action, AttackFacts, AttackInput, AttackOutcome, Condition, RollInput, Shatterpoint, SpError,
};
use datapad_engine::i18n::Lang;
use datapad_engine::journal::{Journal, Live};
use serde_json::{json, Value};

fn stance(id: &str) -> Value {
    let s = builtin_stances()
        .expect("shipped")
        .into_iter()
        .find(|s| s.id == id)
        .expect(id);
    serde_json::to_value(s).expect("json")
}

fn outcome(damage: u32, conditions: &[Condition]) -> Action {
    Action::AttackOutcome(AttackOutcome {
        attacker: u(P1, MAUL),
        defender: u(P2, ANAKIN),
        kind: AttackType::Melee,
        damage,
        conditions: conditions.to_vec(),
    })
}

#[test]
fn a_dice_only_attack_applies_the_damage_and_conditions_read_off_the_cards() {
    let mut t = Table::started();
    // The app cannot resolve it: Maul's Dark Rage has dice but no charts and no tree.
    let resolved = Action::Attack(Box::new(AttackInput {
        attacker: u(P1, MAUL),
        defender: u(P2, ANAKIN),
        attacker_stance: stance("maul-dark-rage"),
        defender_stance: stance("general-anakin-skywalker-1"),
        facts: AttackFacts::default(),
        faces: Default::default(),
        path: Vec::new(),
    }));
    assert!(matches!(
        t.act(resolved),
        Err(SpError::Attack(AttackError::StanceIncomplete { .. }))
    ));
    let said = t.ok(outcome(4, &[Condition::Strained, Condition::Exposed]));
    assert!(
        said.starts_with(
            "Lord Maul attacked General Anakin Skywalker (Melee), the result read off the cards: \
             4 damage and Strained, Exposed. General Anakin Skywalker gains Strained."
        ),
        "{said}"
    );
    let polish = datapad_engine::i18n::message(
        Lang::Pl,
        &describe::<Shatterpoint>(t.events.last().expect("event")),
    );
    assert!(
        polish.contains("wynik odczytany z kart: obrażenia 4"),
        "{polish}"
    );
    let anakin = t.unit(P2, ANAKIN);
    assert_eq!(anakin.counters.damage, 4);
    assert_eq!(
        anakin.counters.conditions,
        [Condition::Strained, Condition::Exposed]
    );
    // Exposed is spent by the next attack; Strained, already held, is a duplicate: +1 damage.
    t.ok(outcome(2, &[Condition::Strained]));
    let anakin = t.unit(P2, ANAKIN);
    assert_eq!(anakin.counters.damage, 7);
    assert_eq!(anakin.counters.conditions, [Condition::Strained]);
    // Enough damage wounds it, and player 1 gains momentum.
    let momentum = t.state.side(P1).momentum;
    t.ok(outcome(5, &[]));
    assert!(t.unit(P2, ANAKIN).counters.wounded);
    assert_eq!(t.state.side(P1).momentum, momentum + 1);
    t.refused(
        Action::AttackOutcome(AttackOutcome {
            defender: u(P1, GAR),
            ..match outcome(1, &[]) {
                Action::AttackOutcome(o) => o,
                _ => unreachable!(),
            }
        }),
        SpError::AttackOwnUnit,
    );
    t.check_replay();
}

fn unit_json(live: &Live, player: usize, slot: u64) -> Value {
    let view = live.view().view;
    view["players"][player]["units"]
        .as_array()
        .expect("units")
        .iter()
        .find(|x| x["unit"]["slot"] == json!(slot))
        .cloned()
        .expect("unit")
}

#[test]
fn undo_takes_an_entered_attack_back() {
    let mut j = Journal::open_in_memory().expect("journal");
    let mut live = Live::start(&mut j, "sp", "dice only").expect("session");
    let cat = Catalog::builtin();
    let mut rng = rng_from(Some(3));
    let mut apply = |live: &mut Live, j: &mut Journal, a: Action| {
        let a = serde_json::to_value(a).expect("action");
        let mut ctx = Ctx {
            rng: &mut rng,
            dice: &cat,
        };
        live.apply(j, &a, &mut ctx).expect("applied");
    };
    for player in [P1, P2] {
        apply(
            &mut live,
            &mut j,
            Action::SetTeam {
                player,
                team: standard_team(),
                casual: false,
            },
        );
    }
    for a in [
        Action::ChooseMission {
            mission: "generic".into(),
            objectives: Some(3),
        },
        Action::RollOff {
            roll: RollInput::Physical {
                counts: vec![counts(1, 0, 0), counts(0, 0, 0)],
            },
        },
        Action::StartGame,
    ] {
        apply(&mut live, &mut j, a);
    }
    let before = unit_json(&live, 1, u64::from(ANAKIN));
    apply(&mut live, &mut j, outcome(3, &[Condition::Pinned]));
    let after = unit_json(&live, 1, u64::from(ANAKIN));
    assert_eq!(
        (after["damage"].clone(), after["conditions"].clone()),
        (json!(3), json!(["pinned"]))
    );
    let log = live.log_text(&j, Lang::En).expect("log");
    assert!(
        log.iter()
            .any(|l| l.contains("read off the cards: 3 damage and Pinned")),
        "{log:?}"
    );
    live.undo(&mut j).expect("undo");
    assert_eq!(unit_json(&live, 1, u64::from(ANAKIN)), before);
    live.redo(&mut j).expect("redo");
    assert_eq!(unit_json(&live, 1, u64::from(ANAKIN)), after);
}

/// The sheet's sentence before Apply: the same action asked as a question.
fn asked(t: &Table, a: &Action) -> Value {
    let mut q = serde_json::to_value(a).expect("action");
    q["type"] = json!("attack_outcome");
    let cat = Catalog::builtin();
    let mut rng = rng_from(Some(1));
    let mut ctx = Ctx {
        rng: &mut rng,
        dice: &cat,
    };
    <Shatterpoint as datapad_engine::game::Game>::query(&t.state, &q, &mut ctx).expect("answer")
}

#[test]
fn asked_first_an_entered_attack_says_what_it_will_do_and_changes_nothing() {
    let mut t = Table::started();
    t.ok(outcome(4, &[Condition::Strained]));
    // Strained again is a duplicate: 2 entered, 3 taken; 7 of Anakin's 10 is no wound yet.
    let again = outcome(2, &[Condition::Strained]);
    let before = t.state.clone();
    assert_eq!(
        asked(&t, &again),
        json!({"damage": 3, "damage_total": 7, "wounded": false})
    );
    assert_eq!(t.state, before, "a question changes nothing");
    t.ok(again);
    assert_eq!(t.unit(P2, ANAKIN).counters.damage, 7);
    let last = outcome(3, &[]);
    assert_eq!(asked(&t, &last)["wounded"], json!(true));
    t.ok(last);
    assert!(t.unit(P2, ANAKIN).counters.wounded);
}
