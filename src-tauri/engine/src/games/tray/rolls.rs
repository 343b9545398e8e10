//! A roll and what happens to it: rolled or entered, dice rerolled, locked or set by hand.

use super::{DiceMode, Event, Roll, State, TrayDie, KEPT_ROLLS};
use crate::dice::{Counts, Symbol};
use crate::game::Message;
use crate::i18n::Lang;
use std::collections::HashMap;

pub fn apply(state: &mut State, event: &Event) {
    super::luck::count(state, event);
    match event {
        Event::Rolled { mode, faces } => {
            state.count = state.count.saturating_add(1);
            let number = state.count;
            let dice = faces
                .iter()
                .map(|f| TrayDie {
                    die: f.die.clone(),
                    symbol: f.symbol,
                    locked: false,
                    rerolled: 0,
                })
                .collect();
            state.rolls.push(Roll {
                number,
                mode: *mode,
                dice,
            });
            if state.rolls.len() > KEPT_ROLLS {
                state.rolls.remove(0);
            }
        }
        Event::Rerolled { results } => {
            for (index, symbol) in results {
                if let Some(d) = current_die(state, *index) {
                    d.symbol = *symbol;
                    d.rerolled += 1;
                }
            }
        }
        Event::Locked { index, locked } => {
            if let Some(d) = current_die(state, *index) {
                d.locked = *locked;
            }
        }
        Event::FaceSet { index, symbol } => {
            if let Some(d) = current_die(state, *index) {
                d.symbol = *symbol;
                d.rerolled += 1;
            }
        }
    }
}

pub fn describe(event: &Event) -> Option<Message> {
    Some(match event {
        Event::Rolled { mode, faces } => {
            let key = match mode {
                DiceMode::Virtual => "tray.rolled",
                DiceMode::Physical => "tray.entered",
            };
            let (english, groups) = grouped(faces.iter().map(|f| (f.die.as_str(), f.symbol)));
            // The English summary is for the CLI; the UI words the groups itself.
            Message::new(key)
                .arg("n", faces.len())
                .arg("summary", english)
                .arg("dice", faces.len())
                .arg("groups", groups)
        }
        Event::Rerolled { results } => {
            let counts = Counts::of(results.iter().map(|(_, s)| *s));
            Message::new("tray.rerolled")
                .arg("n", results.len())
                .arg("summary", crate::i18n::dice::counts(Lang::En, &counts))
                .arg("dice", results.len())
                .arg(
                    "groups",
                    serde_json::json!([{ "die": "", "counts": counts_json(&counts) }]),
                )
        }
        Event::Locked {
            index,
            locked: true,
        } => Message::new("tray.locked").arg("die", index.saturating_add(1)),
        Event::Locked {
            index,
            locked: false,
        } => Message::new("tray.unlocked").arg("die", index.saturating_add(1)),
        Event::FaceSet { index, symbol } => Message::new("tray.face_set")
            .arg("die", index.saturating_add(1))
            .arg("symbol", symbol.name()),
    })
}

/// The tray's counters are its dice, which the screen shows whole.
pub fn touched(_: &Event) -> Vec<String> {
    Vec::new()
}

/// Counts per kind of die, in the order the kinds first appear: "attack: …; defense: …" in English
/// and `[{"die": "sp-attack", "counts": {…}}, …]` for the UI to localize.
fn grouped<'a>(faces: impl Iterator<Item = (&'a str, Symbol)>) -> (String, serde_json::Value) {
    let per_kind = per_kind(faces);
    let english = if per_kind.len() == 1 {
        crate::i18n::dice::counts(Lang::En, &per_kind[0].1)
    } else {
        per_kind
            .iter()
            .map(|(k, c)| {
                format!(
                    "{}: {}",
                    crate::i18n::dice::die_label(Lang::En, k),
                    crate::i18n::dice::counts(Lang::En, c)
                )
            })
            .collect::<Vec<_>>()
            .join("; ")
    };
    let json = per_kind
        .iter()
        .map(|(k, c)| serde_json::json!({ "die": k, "counts": counts_json(c) }))
        .collect();
    (english, json)
}

/// Counts per kind of die, in the order the kinds first appear; one pass over the dice, however
/// many kinds there are.
pub(super) fn per_kind<'a>(
    faces: impl Iterator<Item = (&'a str, Symbol)>,
) -> Vec<(&'a str, Counts)> {
    let mut order: Vec<(&str, Counts)> = Vec::new();
    let mut at: HashMap<&str, usize> = HashMap::new();
    for (die, symbol) in faces {
        let i = *at.entry(die).or_insert_with(|| {
            order.push((die, Counts::default()));
            order.len() - 1
        });
        order[i].1.add(symbol);
    }
    order
}

/// `{"crit": 1, "strike": 3}`: the counts a log sentence is localized from.
fn counts_json(c: &Counts) -> serde_json::Value {
    Symbol::ALL
        .into_iter()
        .filter(|s| c.get(*s) > 0)
        .map(|s| (s.name().to_string(), serde_json::Value::from(c.get(s))))
        .collect()
}

fn current_die(state: &mut State, index: usize) -> Option<&mut TrayDie> {
    state.rolls.last_mut().and_then(|r| r.dice.get_mut(index))
}
