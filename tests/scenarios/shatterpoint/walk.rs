//! Arbitrary actions, legal or not, from a few small numbers: what the property tests and the
//! catalog coverage test throw at a game.

use super::harness::u;
use datapad_engine::games::shatterpoint::{
    Action, ActionKind, AdjustTarget, Condition, Contester, ControlEntry, ControlInput, DieInput,
    HealTarget, OrderCard, Payment, StrainTrigger,
};

/// How many kinds `action` chooses from; the last ones repeat the turn's progress so random
/// games get through many turns and struggles.
pub const KINDS: u8 = 44;

const ABILITIES: [Option<&str>; 7] = [
    Some("force-speed"),
    Some("no-place-to-run"),
    Some("jet-pack"),
    Some("force-jump"),
    Some("ill-end-this"),
    Some("stronger-together"),
    None,
];

pub fn action(kind: u8, a: u8, b: u8) -> Action {
    let unit = u(a % 2, b % 7);
    let condition = Condition::ALL[usize::from(a % 4)];
    let player = a % 3;
    let adjust = |target| Action::Adjust {
        target,
        reason: "property test".into(),
    };
    match kind % KINDS {
        0 => Action::Reveal { card: None },
        1 => Action::Reveal {
            card: Some(match a % 9 {
                7 => OrderCard::Shatterpoint,
                8 => OrderCard::Tactic { slot: 3, n: 0 },
                s => OrderCard::Unit { slot: s },
            }),
        },
        2 => Action::Activate,
        3 => Action::Reserve { next: None },
        4 => Action::UseReserve,
        5 => Action::ShatterpointChoose { slot: a % 7 },
        6 => Action::ShatterpointRedraw { next: None },
        7 => Action::EndActivation,
        8 => Action::EndTurn {
            control: vec![ControlEntry {
                objective: a % 4,
                control: match b % 3 {
                    0 => ControlInput::Keep,
                    1 => ControlInput::Player { player: b % 2 },
                    _ => ControlInput::Counts {
                        contesters: vec![Contester {
                            player: a % 2,
                            characters: u32::from(b % 4),
                            same_level: b.is_multiple_of(2),
                            wounded: a.is_multiple_of(5),
                        }],
                    },
                },
            }],
        },
        9 => Action::SetActiveObjectives {
            active: vec![a % 4, b % 4],
            map: Some(b % 3),
            card: None,
        },
        10 => Action::PriorityRoll {
            roll: DieInput::Virtual,
        },
        11 => Action::MarkPriority {
            objective: (b.is_multiple_of(2)).then_some(a % 4),
        },
        12 => Action::TakeAction {
            action: ActionKind::ALL[usize::from(a % 6)],
            granted: b.is_multiple_of(3),
        },
        13 => Action::FlipStance { unit },
        14 => Action::Damage {
            unit,
            amount: u32::from(a % 13),
        },
        15 => Action::Heal {
            unit,
            target: HealTarget::Damage,
        },
        16 => Action::Heal {
            unit,
            target: HealTarget::Condition { condition },
        },
        17 => Action::GainCondition {
            unit,
            condition,
            in_attack: b.is_multiple_of(2),
        },
        18 => Action::RemoveCondition { unit, condition },
        19 => Action::SetImmunity {
            unit,
            condition,
            immune: b.is_multiple_of(2),
        },
        20 => Action::GainHunker { unit },
        21 => Action::LoseHunker { unit },
        22 => Action::MarkStrained {
            unit,
            trigger: StrainTrigger::Attack,
        },
        23 => Action::UseAbility {
            unit,
            ability: ABILITIES[usize::from(a % 7)].map(String::from),
            kind: None,
            cost: Some(u32::from(b % 4)),
            payment: [Payment::Force, Payment::Damage, Payment::Free][usize::from(b % 3)],
        },
        24 => Action::RefreshForce {
            player,
            amount: u32::from(b % 5),
        },
        25 => Action::SpendMomentum {
            player,
            amount: b % 4,
        },
        26 => Action::MoveToken {
            player,
            spaces: b % 10,
        },
        27 => adjust(AdjustTarget::Momentum {
            player,
            count: b % 10,
        }),
        28 => adjust(AdjustTarget::Token {
            position: (b % 19) as i8 - 9,
        }),
        29 => adjust(AdjustTarget::ForceReady {
            player,
            ready: u32::from(b % 12),
        }),
        30 => Action::RemoveWoundCondition { condition },
        31 => adjust(AdjustTarget::Wounded {
            unit,
            wounded: b.is_multiple_of(2),
        }),
        32 => adjust(AdjustTarget::Injuries {
            unit,
            injuries: u32::from(b % 4),
        }),
        33 => adjust(AdjustTarget::Control {
            objective: a % 4,
            controller: (b % 3 < 2).then_some(b % 2),
        }),
        34 | 35 => Action::Reveal { card: None },
        36 | 37 => Action::Activate,
        38 | 39 => Action::EndActivation,
        40 | 41 => Action::EndTurn { control: vec![] },
        _ => Action::SetActiveObjectives {
            active: vec![a % 3],
            map: None,
            card: None,
        },
    }
}
