//! Unit tests of adjust.rs.
use super::super::testkit::*;
use super::super::{Action, Shatterpoint};
use super::*;
use crate::error::Common;

fn adj(target: AdjustTarget, reason: &str) -> Action {
    Action::Adjust {
        target,
        reason: reason.into(),
    }
}

#[test]
fn a_hand_adjustment_needs_a_reason_and_stays_in_bounds() {
    let s = started();
    let t = AdjustTarget::Momentum {
        player: 0,
        count: 3,
    };
    assert_eq!(
        act(&s, adj(t.clone(), "  ")),
        Err(SpError::Common(Common::ReasonMissing))
    );
    assert_eq!(
        act(
            &s,
            adj(
                AdjustTarget::Momentum {
                    player: 0,
                    count: 9
                },
                "x"
            )
        ),
        Err(Common::AdjustRange { min: 0, max: 8 }.into())
    );
    assert_eq!(
        act(
            &s,
            adj(
                AdjustTarget::ForceReady {
                    player: 1,
                    ready: 10
                },
                "x"
            )
        ),
        Err(Common::AdjustRange { min: 0, max: 9 }.into())
    );
    let (s2, e) = act_seeded(&s, adj(t, "missed a wound"), 0).unwrap();
    assert_eq!(s2.side(0).momentum, 3);
    let m = crate::game::describe::<Shatterpoint>(&e);
    assert_eq!(
        crate::i18n::message(crate::settings::Lang::En, &m),
        "Set by hand: Player 1's momentum 1 → 3 (missed a wound)."
    );
    assert_eq!(m.args["reason"], "missed a wound");
    assert!(crate::game::touched::<Shatterpoint>(&e).contains(&"momentum.0".to_string()));
}

#[test]
fn moving_the_token_by_hand_onto_a_momentum_token_wins() {
    let s = started();
    let s = ok(
        &s,
        adj(AdjustTarget::Token { position: 8 }, "dispute settled"),
    );
    assert_eq!(s.struggle_won, Some(1));
}

#[test]
fn unit_counters_can_be_set() {
    let s = started();
    let r = super::super::testkit::unit(1, MAUL);
    let s = ok(&s, adj(AdjustTarget::Damage { unit: r, damage: 4 }, "x"));
    let (s, e) = act_seeded(
        &s,
        adj(
            AdjustTarget::Condition {
                unit: r,
                condition: super::super::Condition::Pinned,
                present: true,
            },
            "x",
        ),
        7,
    )
    .unwrap();
    let u = s.unit(r).unwrap();
    assert_eq!((u.counters.damage, u.counters.conditions.len()), (4, 1));
    assert_eq!(crate::game::touched::<Shatterpoint>(&e), ["unit.1.0"]);
    assert_eq!(
        crate::game::describe::<Shatterpoint>(&e).key,
        "sp.adjusted_condition_on"
    );
}
