//! Log sentences. Each change has a catalog key `sp.<name>` (the UI's `log.sp.<name>`) with its
//! arguments and an English sentence. An event's message is its first change's sentence, with
//! the consequences in `args.then` (`[{key, args}, …]`) and all of them in `english`.
//! Names come in both languages: `unit` / `unit_pl`, `condition` / `condition_pl`, ….

use super::action::StrainTrigger;
use super::event::{ActivationSource, Change, Event, ForceReason};
use super::state::OrderCard;
use super::{player_word, ActionKind, Condition, Text};
use crate::game::Message;
use serde_json::json;

pub fn describe(event: &Event) -> Message {
    let messages: Vec<Message> = event.changes.iter().filter_map(message).collect();
    let Some(first) = messages.first() else {
        return Message::new("sp.nothing", "Nothing changed.");
    };
    let mut head = first.clone();
    head.english = messages
        .iter()
        .map(|m| m.english.as_str())
        .collect::<Vec<_>>()
        .join(" ");
    if messages.len() > 1 {
        let then: Vec<_> = messages[1..]
            .iter()
            .map(|m| json!({ "key": m.key, "args": m.args }))
            .collect();
        head = head.arg("then", then);
    }
    head
}

pub(super) fn m(key: &str, english: String) -> Message {
    Message::new(&format!("sp.{key}"), english)
}

pub(super) fn named(msg: Message, arg: &str, t: &Text) -> Message {
    msg.arg(arg, t.en.clone())
        .arg(&format!("{arg}_pl"), t.pl.clone())
}

pub(super) fn unit(key: &str, english: String, name: &Text) -> Message {
    named(m(key, english), "unit", name)
}

pub(super) fn player(msg: Message, p: u8) -> Message {
    msg.arg("player", u32::from(p) + 1)
}

pub(super) fn condition_pl(c: Condition) -> &'static str {
    match c {
        Condition::Strained => "zmęczenie",
        Condition::Disarmed => "rozbrojenie",
        Condition::Exposed => "zagrożenie",
        Condition::Pinned => "przygwożdżenie",
    }
}

pub(super) fn with_condition(msg: Message, c: Condition) -> Message {
    msg.arg("condition", c.english())
        .arg("condition_pl", condition_pl(c))
}

pub(super) fn action_pl(a: ActionKind) -> &'static str {
    match a {
        ActionKind::Move => "Ruch",
        ActionKind::Focus => "Skupienie",
        ActionKind::Combat => "Walka",
        ActionKind::Ability => "Zdolność",
        ActionKind::Recover => "Odpoczynek",
        ActionKind::TakeCover => "Krycie się",
    }
}

pub(super) fn trigger_pl(t: StrainTrigger) -> &'static str {
    match t {
        StrainTrigger::Advance => "marsz",
        StrainTrigger::Climb => "wspinaczka",
        StrainTrigger::Dash => "zryw",
        StrainTrigger::Jump => "skok",
        StrainTrigger::Attack => "atak",
        StrainTrigger::Action => "akcja",
        StrainTrigger::Ability => "zdolność",
    }
}

pub(super) fn plural(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

fn message(c: &Change) -> Option<Message> {
    Some(match c {
        Change::Step { .. } => return None,
        Change::ForceSpent {
            reason: ForceReason::Ability,
            ..
        } => return None,
        Change::PlayerNamed { player: p, name } => player(
            m(
                "player_named",
                format!("{} is now called {name}.", player_word(*p)),
            ),
            *p,
        )
        .arg("name", name.clone()),
        Change::CustomUnitAdded { unit: u } => unit(
            "custom_unit_added",
            format!("Added the unit {} from a card.", u.name.en),
            &u.name,
        ),
        Change::TeamSet { player: p, team } => {
            let en: Vec<&str> = team.units.iter().map(|u| u.name.en.as_str()).collect();
            let pl: Vec<&str> = team.units.iter().map(|u| u.name.pl.as_str()).collect();
            let n = team.waived.len() as u32;
            let msg = if n == 0 {
                m(
                    "team_set",
                    format!(
                        "{}'s strike team is ready: {}.",
                        player_word(*p),
                        en.join(", ")
                    ),
                )
            } else {
                m(
                    "team_set_casual",
                    format!(
                        "{}'s strike team is ready (casual play, {} waived): {}.",
                        player_word(*p),
                        plural(n, "squad rule", "squad rules"),
                        en.join(", ")
                    ),
                )
                .arg("n", n)
            };
            player(msg, *p)
                .arg("units", en.join(", "))
                .arg("units_pl", pl.join(", "))
        }
        Change::StanceChosen {
            name, side, stance, ..
        } => match stance {
            Some(s) => named(
                unit(
                    "stance_chosen",
                    format!("{} starts in the {} stance.", name.en, s.en),
                    name,
                ),
                "stance",
                s,
            ),
            None => unit(
                "stance_chosen_side",
                format!("{} starts on side {}.", name.en, side.saturating_add(1)),
                name,
            )
            .arg("side", side.saturating_add(1)),
        },
        Change::MissionChosen { mission } => named(
            m(
                "mission_chosen",
                format!(
                    "Mission: {}, {}.",
                    mission.name.en,
                    plural(mission.objectives.into(), "objective", "objectives")
                ),
            ),
            "mission",
            &mission.name,
        )
        .arg("n", mission.objectives),
        Change::RolledOff { roll } => {
            let show = |c: &super::RollCounts| format!("{}/{}/{}", c.crit, c.strike, c.expertise);
            let (a, b) = (show(&roll.counts[0]), show(&roll.counts[1]));
            let msg = match roll.first {
                Some(p) => player(
                    m(
                        "roll_off",
                        format!(
                        "Roll-off (crits/strikes/expertise): Player 1 {a}, Player 2 {b}. {} is the first player.",
                        player_word(p)
                    ),
                    ),
                    p,
                ),
                None => m(
                    "roll_off_tie",
                    format!(
                        "Roll-off (crits/strikes/expertise): Player 1 {a}, Player 2 {b}. A tie: roll again."
                    ),
                ),
            };
            msg.arg("a", a).arg("b", b)
        }
        Change::GameStarted { force, .. } => {
            let f = |i: usize| force.get(i).copied().unwrap_or(0);
            m(
                "game_started",
                format!(
                    "The game begins: Force pools of {} and {}, momentum on space 8 of each half.",
                    f(0),
                    f(1)
                ),
            )
            .arg("force1", f(0))
            .arg("force2", f(1))
        }
        Change::CardRevealed {
            player: p,
            card,
            name,
            ..
        } => player(card_message(*p, *card, name.as_ref()), *p),
        Change::CardRemoved { card, name, .. } => {
            let n = name.clone().unwrap_or_default();
            match card {
                OrderCard::Tactic { .. } => unit(
                    "card_removed_tactic",
                    format!(
                        "{} is defeated: its battle tactics card leaves the game.",
                        n.en
                    ),
                    &n,
                ),
                _ => unit(
                    "card_removed",
                    format!("{} is defeated: its order card leaves the game.", n.en),
                    &n,
                ),
            }
        }
        Change::CardDiscarded { name, .. } => {
            let n = name.clone().unwrap_or_default();
            unit(
                "tactic_resolved",
                format!("The battle tactics card of {} is resolved.", n.en),
                &n,
            )
        }
        Change::DeckRefreshed {
            player: p, cards, ..
        } => player(
            m(
                "deck_refreshed",
                format!(
                    "{} refreshes the order deck ({}) and every Force token is ready.",
                    player_word(*p),
                    plural(*cards, "card", "cards")
                ),
            ),
            *p,
        )
        .arg("n", *cards),
        Change::Reserved { name, .. } => {
            let n = name.clone().unwrap_or_default();
            unit(
                "reserved",
                format!("The order card of {} goes to the reserve.", n.en),
                &n,
            )
        }
        Change::ShatterpointReturned { .. } => m(
            "shatterpoint_returned",
            "The Shatterpoint card is shuffled back into the deck.".into(),
        ),
        Change::Activated { name, from, .. } => match from {
            ActivationSource::Card => unit("activated", format!("{} activates.", name.en), name),
            ActivationSource::Reserve => unit(
                "activated_reserve",
                format!("{} activates from the reserve.", name.en),
                name,
            ),
            ActivationSource::Shatterpoint => unit(
                "activated_shatterpoint",
                format!("{} activates with the Shatterpoint card.", name.en),
                name,
            ),
        },
        Change::WoundBecameInjury {
            name,
            injuries,
            cleared,
            ..
        } => unit(
            "wound_to_injury",
            format!(
                "The wound of {} becomes an injury ({injuries} in all); {} removed.",
                name.en,
                plural(*cleared, "damage", "damage")
            ),
            name,
        )
        .arg("injuries", *injuries)
        .arg("n", *cleared),
        other => {
            return super::describe_play::message(other)
                .or_else(|| super::describe_track::message(other))
        }
    })
}

fn card_message(p: u8, card: OrderCard, name: Option<&Text>) -> Message {
    let n = name.cloned().unwrap_or_default();
    match card {
        OrderCard::Unit { .. } => unit(
            "card_revealed",
            format!("{} revealed the order card of {}.", player_word(p), n.en),
            &n,
        ),
        OrderCard::Shatterpoint => m(
            "card_revealed_shatterpoint",
            format!("{} revealed the Shatterpoint card.", player_word(p)),
        ),
        OrderCard::Tactic { .. } => unit(
            "card_revealed_tactic",
            format!(
                "{} revealed a battle tactics card of {}.",
                player_word(p),
                n.en
            ),
            &n,
        ),
    }
}
