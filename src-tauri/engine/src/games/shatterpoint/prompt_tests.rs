//! Unit tests of prompt.rs.
use super::super::testkit::*;
use super::super::Action;
use super::*;

fn legal(s: &State) -> Vec<&'static str> {
    prompt(s).legal
}

#[test]
fn the_stepper_asks_for_what_the_table_decides() {
    let s = State::default();
    assert!(matches!(prompt(&s).ask, Ask::Setup { ref missing } if missing.len() == 4));
    assert!(!legal(&s).contains(&"start_game"));
    let s = started();
    let p = prompt(&s);
    assert_eq!((p.step_number, p.player), (2, Some(0)));
    assert!(matches!(
        p.ask,
        Ask::Reveal {
            deck: 7,
            reserve: None,
            must_use_reserve: false
        }
    ));
    assert!(p.legal.contains(&"reveal") && !p.legal.contains(&"use_reserve"));
    let s = ok(
        &s,
        Action::Reveal {
            card: Some(OrderCard::Unit { slot: MAUL }),
        },
    );
    assert!(matches!(
        prompt(&s).ask,
        Ask::RevealedUnit {
            can_reserve: true,
            ..
        }
    ));
    assert_eq!(&legal(&s)[..2], &["activate", "reserve"]);
    let s = ok(&s, Action::Activate);
    let p = prompt(&s);
    assert!(matches!(
        p.ask,
        Ask::Actions {
            left: 2,
            can_flip: true,
            ..
        }
    ));
    assert_eq!(p.step_number, 5);
    let s = ok(&s, Action::EndActivation);
    let p = prompt(&s);
    assert!(
        matches!(p.ask, Ask::EndOfTurn { ref objectives, first_turn: true } if objectives.len() == 3)
    );
    assert!(p.legal.contains(&"end_turn") && p.legal.contains(&"adjust"));
}

#[test]
fn every_legal_action_name_is_an_action_type() {
    // Each listed name must deserialize as an Action tag (fields aside).
    for s in [State::default(), started(), go(&started(), MAUL)] {
        for name in legal(&s) {
            let err = serde_json::from_value::<Action>(serde_json::json!({"type": name}))
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default();
            assert!(!err.contains("unknown variant"), "{name}: {err}");
        }
    }
}
