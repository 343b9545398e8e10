//! The test kit over the smallest game: given / when / then.

use super::{Action, Change, Counter, Event};
use crate::error::Common;
use crate::kit::spec::given;
use serde_json::json;

#[test]
fn adding_past_the_target_ends_the_game() {
    given::<Counter>()
        .json(json!([{"type": "start", "target": 3}, {"type": "add", "n": 2}]))
        .when(&Action::Add { n: 1 })
        .then_events(&[Event {
            changes: vec![
                Change::Added { n: 1, count: 3 },
                Change::Reached { target: 3 },
            ],
        }]);
}

#[test]
fn a_finished_game_refuses_with_the_shared_code() {
    given::<Counter>()
        .json(json!([{"type": "start", "target": 1}, {"type": "add", "n": 1}]))
        .when(&Action::Add { n: 1 })
        .refused_with("game.game_over");
}

#[test]
fn an_adjustment_needs_a_reason_and_a_value_in_range() {
    let started = || given::<Counter>().json(json!({"type": "start", "target": 5}));
    started()
        .when_json(json!({"type": "adjust", "value": 2, "reason": " "}))
        .then_error(Common::ReasonMissing.into());
    started()
        .when_json(json!({"type": "adjust", "value": 100, "reason": "miscounted"}))
        .refused_with("game.adjust_range");
    let then = started().when_json(json!({"type": "adjust", "value": 4, "reason": "miscounted"}));
    assert_eq!(then.state().count, 4);
}

#[test]
fn its_own_refusals_are_namespaced() {
    given::<Counter>()
        .json(json!({"type": "start", "target": 5}))
        .when(&Action::Start { target: 5 })
        .refused_with("counter.already_started");
    given::<Counter>()
        .when(&Action::Add { n: 1 })
        .refused_with("game.wrong_phase");
}
