//! The vocabulary every concept's log sentences and "why" keys share. A change's sentence is a
//! catalog key `sp.<name>` (`log.sp.<name>` in `content/shatterpoint/i18n`) with its arguments;
//! names from content come in both languages (`unit` / `unit_pl`), rule terms as ids the catalog
//! names (`condition`). The keys name the counters a change touches: the view finds, under each
//! counter's key, the log sentence of the last event that touched it.

use super::{Condition, Text, UnitRef};
use crate::game::Message;

pub fn m(key: &str) -> Message {
    Message::new(&format!("sp.{key}"))
}

pub fn named(msg: Message, arg: &str, t: &Text) -> Message {
    msg.arg(arg, t.en.clone())
        .arg(&format!("{arg}_pl"), t.pl.clone())
}

pub fn unit(key: &str, name: &Text) -> Message {
    named(m(key), "unit", name)
}

pub fn player(msg: Message, p: u8) -> Message {
    msg.arg("player", u32::from(p) + 1)
}

pub fn with_condition(msg: Message, c: Condition) -> Message {
    msg.arg("condition", c.name())
}

/// The key under which the view finds why a unit's counters last changed.
pub fn unit_key(u: UnitRef) -> String {
    format!("unit.{}.{}", u.player, u.slot)
}

pub fn track() -> String {
    "track".into()
}

pub fn momentum(p: u8) -> String {
    format!("momentum.{p}")
}

pub fn force(p: u8) -> String {
    format!("force.{p}")
}

pub fn deck(p: u8) -> String {
    format!("deck.{p}")
}

pub fn objectives() -> String {
    "objectives".into()
}

pub fn struggle() -> String {
    "struggle".into()
}
