//! Objectives: the struggle card that makes them active, who controls each, and Shifting
//! Priorities (the priority roll and the priority objective), decided, applied and logged here.

use super::action::{Contester, DieInput};
use super::change::Change;
use super::error::SpError;
use super::guards::{at_step, Steps, Tx};
use super::log;
use super::state::{State, Struggle};
use super::{other, Step};
use crate::dice::roll;
use crate::dice::DiceMode;
use crate::error::DiceError;
use crate::game::{Ctx, Message};

/// The control rule: most contesting characters on the token's level; if nobody contests on
/// its level, most on other levels; a tie keeps the previous controller.
pub fn objective_control(previous: Option<u8>, contesters: &[Contester]) -> Option<u8> {
    let count = |p: u8, same: bool| -> u32 {
        contesters
            .iter()
            .filter(|c| c.player == p && c.same_level == same && !c.wounded)
            .map(|c| c.characters)
            .sum()
    };
    let same = [count(0, true), count(1, true)];
    let counts = if same[0] + same[1] > 0 {
        same
    } else {
        [count(0, false), count(1, false)]
    };
    match counts[0].cmp(&counts[1]) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => previous,
    }
}

fn objective(tx: &Tx, index: u8) -> Result<(), SpError> {
    let count = tx.state.objectives.len() as u8;
    if index < count {
        Ok(())
    } else {
        Err(SpError::ObjectiveIndex { index, count })
    }
}

/// The struggle card just revealed makes these objectives active; then the turn begins.
pub fn set_active(
    tx: &mut Tx,
    active: &[u8],
    map: Option<u8>,
    card: Option<&str>,
) -> Result<(), SpError> {
    at_step(&tx.state, Step::StruggleSetup)?;
    if active.is_empty() {
        return Err(SpError::ObjectivesNone);
    }
    for (i, a) in active.iter().enumerate() {
        objective(tx, *a)?;
        if active[..i].contains(a) {
            return Err(SpError::ObjectiveRepeated { index: *a });
        }
    }
    if let Some(m) = map.filter(|m| *m > 1) {
        return Err(SpError::MapIndex { map: m });
    }
    let Some(current) = tx.state.struggle.clone() else {
        return Err(SpError::WrongStep {
            expected: Step::StruggleSetup,
        });
    };
    let mut card_now = current.card.clone();
    if let Some(id) = card {
        let def = tx
            .state
            .mission
            .as_ref()
            .and_then(|m| m.cards.iter().find(|c| c.id == id))
            .filter(|c| c.phase.is_none_or(|p| p == current.card.phase))
            .ok_or_else(|| SpError::UnknownStruggleCard { id: id.into() })?;
        card_now.card = Some(def.id.clone());
        card_now.name = Some(def.name.clone());
    }
    let mut sorted = active.to_vec();
    sorted.sort_unstable();
    tx.push(Change::ObjectivesActivated {
        active: sorted,
        map,
        chooser: map.and(tx.state.last_loser),
        card: card_now,
    });
    let next = if tx.state.turn.number == 0 {
        tx.state.first_player.unwrap_or(0)
    } else {
        other(tx.state.turn.player)
    };
    super::turn::start_turn(tx, next);
    Ok(())
}

pub fn priority_roll(tx: &mut Tx, input: &DieInput, ctx: &mut Ctx) -> Result<(), SpError> {
    at_step(&tx.state, Step::StartOfTurn)?;
    if !tx.state.priority_due() {
        return Err(SpError::PriorityNotDue);
    }
    if tx.state.turn.priority_face.is_some() {
        return Err(SpError::PriorityAlreadyRolled);
    }
    let die = ctx.dice.get("sp-defense")?;
    let (mode, face) = match input {
        DieInput::Virtual => (DiceMode::Virtual, roll(die, ctx.rng)),
        DieInput::Physical { face } => {
            if !die.can_show(*face) {
                return Err(SpError::Dice(DiceError::SymbolNotOnDie {
                    die: die.id.clone(),
                    symbol: *face,
                }));
            }
            (DiceMode::Physical, *face)
        }
    };
    tx.push(Change::PriorityRolled {
        player: tx.state.turn.player,
        mode,
        face,
    });
    Ok(())
}

pub fn mark_priority(tx: &mut Tx, objective_index: Option<u8>) -> Result<(), SpError> {
    at_step(&tx.state, Step::StartOfTurn)?;
    if tx.state.turn.priority_face.is_none() {
        return Err(SpError::PriorityNotRolled);
    }
    if let Some(i) = objective_index {
        objective(tx, i)?;
        if !tx.state.objectives[usize::from(i)].active {
            return Err(SpError::ObjectiveInactive { index: i });
        }
    }
    tx.push(Change::PriorityMarked {
        objective: objective_index,
    });
    tx.step(Step::Reveal);
    Ok(())
}

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::StruggleRevealed { number, card } => {
            if !s.mission_deck.is_empty() {
                s.mission_deck.remove(0);
            }
            s.struggle = Some(Struggle {
                number: *number,
                card: card.clone(),
                map: None,
            });
        }
        Change::ObjectivesActivated {
            active, map, card, ..
        } => {
            for i in active {
                if let Some(o) = s.objectives.get_mut(usize::from(*i)) {
                    o.active = true;
                }
            }
            if let Some(st) = s.struggle.as_mut() {
                st.map = *map;
                st.card = card.clone();
            }
        }
        Change::PriorityRolled { face, .. } => s.turn.priority_face = Some(*face),
        Change::PriorityMarked { objective } => {
            if let Some(o) = objective.and_then(|i| s.objectives.get_mut(usize::from(i))) {
                o.priority = true;
            }
        }
        Change::ControlChanged { objective, to, .. } => {
            if let Some(o) = s.objectives.get_mut(usize::from(*objective)) {
                o.controller = *to;
            }
        }
        Change::PriorityCleared => {
            for o in &mut s.objectives {
                o.priority = false;
            }
            s.turn.priority_face = None;
        }
        _ => {}
    }
}

fn roman(phase: u8) -> &'static str {
    match phase {
        1 => "I",
        2 => "II",
        _ => "III",
    }
}

fn list(items: &[u8]) -> String {
    items
        .iter()
        .map(|i| (u32::from(*i).saturating_add(1)).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::StruggleRevealed { number, card } => {
            let msg = match &card.name {
                Some(name) => log::named(log::m("struggle_revealed"), "card", name),
                None => log::m("struggle_revealed_unnamed"),
            };
            msg.arg("number", *number).arg("phase", roman(card.phase))
        }
        Change::ObjectivesActivated { active, map, .. } => match map {
            Some(map) => log::m("objectives_activated_map").arg("map", map.saturating_add(1)),
            None => log::m("objectives_activated"),
        }
        .arg("objectives", list(active)),
        Change::PriorityRolled {
            player: p, face, ..
        } => log::player(log::m("priority_rolled"), *p).arg("symbol", face.name()),
        Change::PriorityMarked { objective } => match objective {
            Some(o) => log::m("priority_marked").arg("objective", o.saturating_add(1)),
            None => log::m("priority_none"),
        },
        Change::ControlChanged { objective, to, .. } => match to {
            Some(p) => log::player(log::m("control_taken"), *p),
            None => log::m("control_lost"),
        }
        .arg("objective", objective.saturating_add(1)),
        Change::PriorityCleared => log::m("priority_cleared"),
        _ => return None,
    })
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::ObjectivesActivated { .. }
        | Change::ControlChanged { .. }
        | Change::PriorityMarked { .. }
        | Change::PriorityCleared => vec![log::objectives()],
        Change::StruggleRevealed { .. } => vec![log::struggle()],
        _ => Vec::new(),
    }
}
