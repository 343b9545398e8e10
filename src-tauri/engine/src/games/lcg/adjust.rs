//! Counters set by hand, with a reason (a missed card effect never blocks the game): the dial,
//! the balance, a side's destroyed objectives, hand, command deck, a card's damage. A dial of 12
//! or a third DS objective set by hand wins, as it would in play.

use super::action::AdjustTarget;
use super::change::{AdjustKind, Change, Value};
use super::damage::{win, DIAL_MAX};
use super::error::LcgError;
use super::state::{Side, State, WinReason};
use crate::error::Common;
use crate::game::Message;
use crate::kit::{adjust, Tx};

fn number(v: &Value, min: i64, max: i64) -> Result<i64, LcgError> {
    match v {
        Value::Number(n) => Ok(adjust::range(*n, min, max)?),
        Value::Side(_) => Err(Common::AdjustRange { min, max }.into()),
    }
}

fn side(t: &AdjustTarget) -> Result<Side, LcgError> {
    t.side.ok_or(LcgError::TargetMissing)
}

pub fn adjust(tx: &mut Tx<State>, t: &AdjustTarget, reason: &str) -> Result<(), LcgError> {
    let reason = adjust::reason(reason)?.to_string();
    let s = &tx.state;
    let (key, from, to) = match t.kind {
        AdjustKind::Dial => {
            let to = number(&t.value, 0, DIAL_MAX)?;
            ("dial".to_string(), Value::Number(s.dial), Value::Number(to))
        }
        AdjustKind::Balance => match t.value {
            Value::Side(to) => ("balance".into(), Value::Side(s.balance), Value::Side(to)),
            Value::Number(_) => return Err(LcgError::TargetMissing),
        },
        AdjustKind::DestroyedObjectives => {
            let side = side(t)?;
            let from = s.player(side.other()).victory;
            let to = number(&t.value, 0, 9)?;
            let key = format!("destroyed_objectives.{}", side.id());
            (key, Value::Number(from), Value::Number(to))
        }
        AdjustKind::Hand => {
            let side = side(t)?;
            let from = s.player(side).counters.hand;
            let to = number(&t.value, 0, 99)?;
            (
                format!("hand.{}", side.id()),
                Value::Number(from),
                Value::Number(to),
            )
        }
        AdjustKind::CommandDeck => {
            let side = side(t)?;
            let from = s.player(side).counters.command_deck;
            let to = number(&t.value, 0, 999)?;
            let key = format!("command_deck.{}", side.id());
            (key, Value::Number(from), Value::Number(to))
        }
        AdjustKind::Damage => {
            let card = t.card.as_ref().ok_or(LcgError::TargetMissing)?;
            let (from, capacity, kind) = match (s.unit(card), s.objective(card)) {
                (Some(u), _) => (u.counters.damage, u.card.capacity, "unit"),
                (_, Some(o)) => (o.damage, o.capacity, "objective"),
                _ => return Err(LcgError::NotInPlay { id: card.clone() }),
            };
            // Destroying a card is the `damage` action's; by hand, damage stays below capacity.
            let to = number(&t.value, 0, capacity - 1)?;
            (
                format!("{kind}.{card}"),
                Value::Number(from),
                Value::Number(to),
            )
        }
        AdjustKind::Reserve => {
            let side = side(t)?;
            let from = s.player(side).counters.reserve;
            let to = number(&t.value, 0, 20)?;
            let key = format!("reserve.{}", side.id());
            (key, Value::Number(from), Value::Number(to))
        }
        AdjustKind::Focus => {
            let card = t.card.as_ref().ok_or(LcgError::TargetMissing)?;
            let (from, kind) = match (s.unit(card), s.objective(card)) {
                (Some(u), _) => (u.counters.focus, "unit"),
                (_, Some(o)) => (o.focus, "objective"),
                _ => return Err(LcgError::NotInPlay { id: card.clone() }),
            };
            let to = number(&t.value, 0, 20)?;
            let key = format!("{kind}.{card}");
            (key, Value::Number(from), Value::Number(to))
        }
        AdjustKind::Captured => {
            let card = t.card.as_ref().ok_or(LcgError::TargetMissing)?;
            let o = s
                .objective(card)
                .filter(|_| State::side_of(card) == Some(Side::Ds))
                .ok_or_else(|| LcgError::NotInPlay { id: card.clone() })?;
            let to = number(&t.value, 0, 99)?;
            (
                format!("objective.{card}"),
                Value::Number(o.captured),
                Value::Number(to),
            )
        }
    };
    tx.push(Change::Adjusted {
        kind: t.kind,
        key,
        from,
        to,
        reason,
    });
    if t.kind == AdjustKind::Focus {
        // A unit readied or exhausted by a card effect changes who strikes next.
        super::strike::recheck(tx);
    }
    if tx.state.dial >= DIAL_MAX {
        win(tx, Side::Ds, WinReason::Dial);
    }
    if tx.state.ls.victory >= 3 {
        win(tx, Side::Ls, WinReason::Objectives);
    }
    Ok(())
}

fn text(v: &Value) -> serde_json::Value {
    match v {
        Value::Number(n) => (*n).into(),
        Value::Side(s) => s.id().into(),
    }
}

pub fn describe(change: &Change) -> Option<Message> {
    match change {
        Change::Adjusted {
            kind,
            key,
            from,
            to,
            reason,
        } => Some(
            Message::new("lcg.adjusted")
                .arg("kind", serde_json::to_value(kind).unwrap_or_default())
                .arg("key", key.clone())
                .arg("from", text(from))
                .arg("to", text(to))
                .arg("reason", reason.clone()),
        ),
        _ => None,
    }
}

/// Applies a value set by hand.
pub fn apply(state: &mut State, c: &Change) {
    let Change::Adjusted { kind, key, to, .. } = c else {
        return;
    };
    let side = key.rsplit('.').next().and_then(|s| match s {
        "ds" => Some(Side::Ds),
        "ls" => Some(Side::Ls),
        _ => None,
    });
    match (*kind, to, side) {
        (AdjustKind::Dial, Value::Number(n), _) => state.dial = *n,
        (AdjustKind::Balance, Value::Side(s), _) => state.balance = *s,
        // A side's own objectives lost sit in the other side's victory pile.
        (AdjustKind::DestroyedObjectives, Value::Number(n), Some(s)) => {
            state.player_mut(s.other()).victory = *n
        }
        (AdjustKind::Hand, Value::Number(n), Some(s)) => state.player_mut(s).counters.hand = *n,
        (AdjustKind::CommandDeck, Value::Number(n), Some(s)) => {
            state.player_mut(s).counters.command_deck = *n
        }
        (AdjustKind::Reserve, Value::Number(n), Some(s)) => {
            state.player_mut(s).counters.reserve = *n
        }
        (AdjustKind::Focus, Value::Number(n), _) => {
            let card = key
                .trim_start_matches("unit.")
                .trim_start_matches("objective.");
            state.set_card(card, |f, _, _| *f = *n)
        }
        (AdjustKind::Captured, Value::Number(n), _) => {
            let card = key.trim_start_matches("objective.");
            if let Some(o) = state.ds.objectives.iter_mut().find(|o| o.id == card) {
                o.captured = *n;
            }
        }
        (AdjustKind::Damage, Value::Number(n), _) => {
            let card = key
                .trim_start_matches("unit.")
                .trim_start_matches("objective.");
            state.set_card(card, |_, d, _| *d = *n)
        }
        _ => {}
    }
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::Adjusted { key, .. } => vec![key.clone()],
        _ => vec![],
    }
}
