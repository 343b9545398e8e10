//! Log sentences of play: units, Force, the track and hand adjustments (see `describe`).

use super::action::Payment;
use super::describe::{action_pl, named, trigger_pl, unit, with_condition};
use super::describe_track::force;
use super::event::{Change, DamageCause, EndReason, IgnoreReason, RemovalCause};
use super::Text;
use crate::game::Message;

fn damage(n: u32) -> String {
    format!("{n} damage")
}

pub fn message(c: &Change) -> Option<Message> {
    Some(match c {
        Change::ConditionGained {
            name, condition, ..
        } => with_condition(
            unit(
                "condition_gained",
                format!("{} gains {}.", name.en, condition.english()),
                name,
            ),
            *condition,
        ),
        Change::ConditionRemoved {
            name,
            condition,
            cause,
            ..
        } => {
            let (key, english) = match cause {
                RemovalCause::Used => (
                    "condition_removed",
                    format!("{} loses {}.", name.en, condition.english()),
                ),
                RemovalCause::Heal => (
                    "condition_healed",
                    format!("{} heals off {}.", name.en, condition.english()),
                ),
                RemovalCause::Injury => (
                    "condition_removed_injury",
                    format!(
                        "{} removes {} (start of activation).",
                        name.en,
                        condition.english()
                    ),
                ),
                RemovalCause::Immunity => (
                    "condition_removed_immunity",
                    format!(
                        "{} loses {}: it is now immune.",
                        name.en,
                        condition.english()
                    ),
                ),
                RemovalCause::Strained => (
                    "condition_removed_strained",
                    "Strained is spent.".to_string(),
                ),
            };
            with_condition(unit(key, english, name), *condition)
        }
        Change::ConditionIgnored {
            name,
            condition,
            reason,
            ..
        } => {
            let (key, english) = match reason {
                IgnoreReason::Immune => (
                    "condition_ignored_immune",
                    format!(
                        "{} is immune to {}: nothing happens.",
                        name.en,
                        condition.english()
                    ),
                ),
                IgnoreReason::WoundedDuplicate => (
                    "condition_ignored_wounded",
                    format!(
                        "{} already has {} and is Wounded: no damage.",
                        name.en,
                        condition.english()
                    ),
                ),
            };
            with_condition(unit(key, english, name), *condition)
        }
        Change::ConditionToPool {
            name, condition, ..
        } => with_condition(
            unit(
                "condition_to_pool",
                format!(
                    "{} already has {}: add 1 damage to the damage pool.",
                    name.en,
                    condition.english()
                ),
                name,
            ),
            *condition,
        ),
        Change::ImmunitySet {
            name,
            condition,
            immune,
            ..
        } => {
            let (key, verb) = if *immune {
                ("immunity_gained", "gains")
            } else {
                ("immunity_lost", "loses")
            };
            with_condition(
                unit(
                    key,
                    format!("{} {verb} immunity to {}.", name.en, condition.english()),
                    name,
                ),
                *condition,
            )
        }
        Change::HunkerGained { name, total, .. } => unit(
            "hunker_gained",
            format!("{} gains a hunker token ({total} in all).", name.en),
            name,
        )
        .arg("total", *total),
        Change::HunkerLost { name, count, .. } => unit(
            "hunker_lost",
            if *count == 1 {
                format!("{} loses its hunker token.", name.en)
            } else {
                format!("{} loses its {count} hunker tokens.", name.en)
            },
            name,
        )
        .arg("n", *count),
        Change::ActionTaken {
            name,
            action,
            granted,
            ..
        } => {
            let (key, english) = if *granted {
                (
                    "action_granted",
                    format!("{} takes a granted {} action.", name.en, action.english()),
                )
            } else {
                (
                    "action_taken",
                    format!("{} takes the {} action.", name.en, action.english()),
                )
            };
            unit(key, english, name)
                .arg("action", action.english())
                .arg("action_pl", action_pl(*action))
        }
        Change::StanceFlipped {
            name, side, stance, ..
        } => match stance {
            Some(s) => named(
                unit(
                    "stance_flipped",
                    format!("{} flips to the {} stance.", name.en, s.en),
                    name,
                ),
                "stance",
                s,
            ),
            None => unit(
                "stance_flipped_side",
                format!(
                    "{} flips its combat card to side {}.",
                    name.en,
                    side.saturating_add(1)
                ),
                name,
            )
            .arg("side", side.saturating_add(1)),
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
        Change::StrainedTriggered { name, trigger, .. } => unit(
            "strained_triggered",
            format!("Strained triggers on {} ({}).", name.en, trigger.name()),
            name,
        )
        .arg("trigger", trigger.name())
        .arg("trigger_pl", trigger_pl(*trigger)),
        Change::Damaged {
            name,
            amount,
            cause,
            ..
        } => {
            let msg = match cause {
                DamageCause::Entered => unit(
                    "damaged",
                    format!("{} took {}.", name.en, damage(*amount)),
                    name,
                ),
                DamageCause::Strained => unit(
                    "damaged_strained",
                    format!("{} took {} from Strained.", name.en, damage(*amount)),
                    name,
                ),
                DamageCause::AbilityCost => unit(
                    "damaged_cost",
                    format!("{} took {} to pay for it.", name.en, damage(*amount)),
                    name,
                ),
                DamageCause::Duplicate { condition } => with_condition(
                    unit(
                        "damaged_duplicate",
                        format!(
                            "{} already has {}: it takes {} instead.",
                            name.en,
                            condition.english(),
                            damage(*amount)
                        ),
                        name,
                    ),
                    *condition,
                ),
            };
            msg.arg("n", *amount)
        }
        Change::DamageBlocked { name, amount, .. } => unit(
            "damage_blocked",
            format!("{} is Wounded and takes no damage.", name.en),
            name,
        )
        .arg("n", *amount),
        Change::DamageHealed { name, .. } => unit(
            "damage_healed",
            format!("{} heals 1 damage.", name.en),
            name,
        ),
        Change::Wounded { name, .. } => unit("wounded", "Wounded.".into(), name),
        Change::ActivationEnded { name, reason, .. } => match reason {
            EndReason::Done => unit(
                "activation_ended",
                format!("The activation of {} ends.", name.en),
                name,
            ),
            EndReason::Wounded => unit(
                "activation_ended_wounded",
                "Its activation ends at once.".into(),
                name,
            ),
        },
        Change::UnitDefeated {
            name,
            injuries,
            durability,
            ..
        } => unit(
            "unit_defeated",
            format!(
                "{} is defeated ({injuries} injuries, durability {durability}).",
                name.en
            ),
            name,
        )
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
        Payment::Free => unit(
            "ability_used_free",
            format!("{} uses {} for free (combat tree).", name.en, a.en),
            name,
        ),
        Payment::Damage => unit(
            "ability_used_damage",
            format!(
                "{} uses {}, taking {} instead of spending Force.",
                name.en,
                a.en,
                damage(total)
            ),
            name,
        ),
        Payment::Force if !paid => unit(
            "ability_used_innate",
            format!("{} uses {}.", name.en, a.en),
            name,
        ),
        Payment::Force if tax > 0 => unit(
            "ability_used_tax",
            format!(
                "{} uses {} for {} ({cost} + {tax} for wounds and injuries).",
                name.en,
                a.en,
                force(total)
            ),
            name,
        )
        .arg("cost", cost)
        .arg("tax", tax),
        Payment::Force => unit(
            "ability_used",
            format!("{} uses {} for {}.", name.en, a.en, force(total)),
            name,
        ),
    };
    named(msg, "ability", a).arg("n", total)
}
