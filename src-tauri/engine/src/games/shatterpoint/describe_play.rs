//! Log sentences of play: units, Force, the track and hand adjustments (see `describe`).

use super::action::Payment;
use super::describe::{named, unit, with_condition};
use super::event::{Change, DamageCause, EndReason, IgnoreReason, RemovalCause};
use super::Text;
use crate::game::Message;

pub fn message(c: &Change) -> Option<Message> {
    Some(match c {
        Change::ConditionGained {
            name, condition, ..
        } => with_condition(unit("condition_gained", name), *condition),
        Change::ConditionRemoved {
            name,
            condition,
            cause,
            ..
        } => {
            let key = match cause {
                RemovalCause::Used => "condition_removed",
                RemovalCause::Heal => "condition_healed",
                RemovalCause::Injury => "condition_removed_injury",
                RemovalCause::Immunity => "condition_removed_immunity",
                RemovalCause::Strained => "condition_removed_strained",
            };
            with_condition(unit(key, name), *condition)
        }
        Change::ConditionIgnored {
            name,
            condition,
            reason,
            ..
        } => {
            let key = match reason {
                IgnoreReason::Immune => "condition_ignored_immune",
                IgnoreReason::WoundedDuplicate => "condition_ignored_wounded",
            };
            with_condition(unit(key, name), *condition)
        }
        Change::ConditionToPool {
            name, condition, ..
        } => with_condition(unit("condition_to_pool", name), *condition),
        Change::ImmunitySet {
            name,
            condition,
            immune,
            ..
        } => {
            let key = if *immune {
                "immunity_gained"
            } else {
                "immunity_lost"
            };
            with_condition(unit(key, name), *condition)
        }
        Change::HunkerGained { name, total, .. } => {
            unit("hunker_gained", name).arg("total", *total)
        }
        Change::HunkerLost { name, count, .. } => unit("hunker_lost", name).arg("n", *count),
        Change::ActionTaken {
            name,
            action,
            granted,
            ..
        } => {
            let key = if *granted {
                "action_granted"
            } else {
                "action_taken"
            };
            unit(key, name).arg("action", action.name())
        }
        Change::StanceFlipped {
            name, side, stance, ..
        } => match stance {
            Some(s) => named(unit("stance_flipped", name), "stance", s),
            None => unit("stance_flipped_side", name).arg("side", side + 1),
        },
        Change::AbilityUsed {
            name,
            ability_name,
            kind,
            cost,
            tax,
            payment,
            ..
        } => ability(
            name,
            ability_name.as_ref(),
            kind.is_paid(),
            *cost,
            *tax,
            *payment,
        ),
        Change::StrainedTriggered { name, trigger, .. } => {
            unit("strained_triggered", name).arg("trigger", trigger.name())
        }
        Change::Damaged {
            name,
            amount,
            cause,
            ..
        } => {
            let msg = match cause {
                DamageCause::Entered => unit("damaged", name),
                DamageCause::Strained => unit("damaged_strained", name),
                DamageCause::AbilityCost => unit("damaged_cost", name),
                DamageCause::Duplicate { condition } => {
                    with_condition(unit("damaged_duplicate", name), *condition)
                }
            };
            msg.arg("n", *amount)
        }
        Change::DamageBlocked { name, amount, .. } => {
            unit("damage_blocked", name).arg("n", *amount)
        }
        Change::DamageHealed { name, .. } => unit("damage_healed", name),
        Change::Wounded { name, .. } => unit("wounded", name),
        Change::ActivationEnded { name, reason, .. } => match reason {
            EndReason::Done => unit("activation_ended", name),
            EndReason::Wounded => unit("activation_ended_wounded", name),
        },
        Change::UnitDefeated {
            name,
            injuries,
            durability,
            ..
        } => unit("unit_defeated", name)
            .arg("injuries", *injuries)
            .arg("durability", *durability),
        _ => return None,
    })
}

fn ability(
    name: &Text,
    ability: Option<&Text>,
    paid: bool,
    cost: u32,
    tax: u32,
    payment: Payment,
) -> Message {
    let unlisted = Text::new("(spoza listy)", "an unlisted ability");
    let a = ability.unwrap_or(&unlisted);
    let total = cost + tax;
    let msg = match payment {
        Payment::Free => unit("ability_used_free", name),
        Payment::Damage => unit("ability_used_damage", name),
        Payment::Force if !paid => unit("ability_used_innate", name),
        Payment::Force if tax > 0 => unit("ability_used_tax", name)
            .arg("cost", cost)
            .arg("tax", tax),
        Payment::Force => unit("ability_used", name),
    };
    named(msg, "ability", a).arg("n", total)
}
