//! Log sentences. Each change has a catalog key `sp.<name>` (`log.sp.<name>` in
//! `content/shatterpoint/i18n`) with its arguments. An event's message is its first change's
//! sentence, with the consequences in `args.then` (`[{key, args}, …]`). Names from content come
//! in both languages (`unit` / `unit_pl`); rule terms as ids the catalog names (`condition`).

use super::event::{ActivationSource, Change, Event, ForceReason};
use super::state::OrderCard;
use super::{Condition, Text};
use crate::game::Message;
use serde_json::json;

pub fn describe(event: &Event) -> Message {
    let messages: Vec<Message> = event.changes.iter().filter_map(message).collect();
    let Some(first) = messages.first() else {
        return Message::new("sp.nothing");
    };
    let mut head = first.clone();
    if messages.len() > 1 {
        let then: Vec<_> = messages[1..]
            .iter()
            .map(|m| json!({ "key": m.key, "args": m.args }))
            .collect();
        head = head.arg("then", then);
    }
    head
}

pub(super) fn m(key: &str) -> Message {
    Message::new(&format!("sp.{key}"))
}

pub(super) fn named(msg: Message, arg: &str, t: &Text) -> Message {
    msg.arg(arg, t.en.clone())
        .arg(&format!("{arg}_pl"), t.pl.clone())
}

pub(super) fn unit(key: &str, name: &Text) -> Message {
    named(m(key), "unit", name)
}

pub(super) fn player(msg: Message, p: u8) -> Message {
    msg.arg("player", u32::from(p) + 1)
}

pub(super) fn with_condition(msg: Message, c: Condition) -> Message {
    msg.arg("condition", c.name())
}

fn message(c: &Change) -> Option<Message> {
    Some(match c {
        Change::Step { .. } => return None,
        Change::ForceSpent {
            reason: ForceReason::Ability,
            ..
        } => return None,
        Change::PlayerNamed { player: p, name } => {
            player(m("player_named"), *p).arg("name", name.clone())
        }
        Change::CustomUnitAdded { unit: u } => unit("custom_unit_added", &u.name),
        Change::TeamSet { player: p, team } => {
            let en: Vec<&str> = team.units.iter().map(|u| u.name.en.as_str()).collect();
            let pl: Vec<&str> = team.units.iter().map(|u| u.name.pl.as_str()).collect();
            let n = team.waived.len() as u32;
            let msg = if n == 0 {
                m("team_set")
            } else {
                m("team_set_casual").arg("n", n)
            };
            player(msg, *p)
                .arg("units", en.join(", "))
                .arg("units_pl", pl.join(", "))
        }
        Change::StanceChosen {
            name, side, stance, ..
        } => match stance {
            Some(s) => named(unit("stance_chosen", name), "stance", s),
            None => unit("stance_chosen_side", name).arg("side", side + 1),
        },
        Change::MissionChosen { mission } => {
            named(m("mission_chosen"), "mission", &mission.name).arg("n", mission.objectives)
        }
        Change::RolledOff { roll } => {
            let show = |c: &super::RollCounts| format!("{}/{}/{}", c.crit, c.strike, c.expertise);
            let (a, b) = (show(&roll.counts[0]), show(&roll.counts[1]));
            let msg = match roll.first {
                Some(p) => player(m("roll_off"), p),
                None => m("roll_off_tie"),
            };
            msg.arg("a", a).arg("b", b)
        }
        Change::GameStarted { force, .. } => {
            let f = |i: usize| force.get(i).copied().unwrap_or(0);
            m("game_started").arg("force1", f(0)).arg("force2", f(1))
        }
        Change::CardRevealed {
            player: p,
            card,
            name,
            ..
        } => player(card_message(*card, name.as_ref()), *p),
        Change::CardRemoved { card, name, .. } => {
            let n = name.clone().unwrap_or_default();
            match card {
                OrderCard::Tactic { .. } => unit("card_removed_tactic", &n),
                _ => unit("card_removed", &n),
            }
        }
        Change::CardDiscarded { name, .. } => {
            let n = name.clone().unwrap_or_default();
            unit("tactic_resolved", &n)
        }
        Change::DeckRefreshed {
            player: p, cards, ..
        } => player(m("deck_refreshed"), *p).arg("n", *cards),
        Change::Reserved { name, .. } => {
            let n = name.clone().unwrap_or_default();
            unit("reserved", &n)
        }
        Change::ShatterpointReturned { .. } => m("shatterpoint_returned"),
        Change::Activated { name, from, .. } => match from {
            ActivationSource::Card => unit("activated", name),
            ActivationSource::Reserve => unit("activated_reserve", name),
            ActivationSource::Shatterpoint => unit("activated_shatterpoint", name),
        },
        Change::WoundBecameInjury {
            name,
            injuries,
            cleared,
            ..
        } => unit("wound_to_injury", name)
            .arg("injuries", *injuries)
            .arg("n", *cleared),
        other => {
            return super::describe_play::message(other)
                .or_else(|| super::describe_track::message(other))
        }
    })
}

fn card_message(card: OrderCard, name: Option<&Text>) -> Message {
    let n = name.cloned().unwrap_or_default();
    match card {
        OrderCard::Unit { .. } => unit("card_revealed", &n),
        OrderCard::Shatterpoint => m("card_revealed_shatterpoint"),
        OrderCard::Tactic { .. } => unit("card_revealed_tactic", &n),
    }
}
