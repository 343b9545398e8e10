//! Damage and what follows it (§5.8, §5.9, §3.1): a shield prevents one, a card at capacity is
//! destroyed (excess ignored), a unit's Force card goes back, an objective goes to the enemy's
//! victory pile, an LS objective there moves the dial by the pile's size, a third DS objective
//! wins for LS, a dial at 12 wins for DS. The whole cascade is computed here, once, in decide.
//! Also the any-time actions that start it: `damage`, `shield`, `dial`.

use super::action::Protect;
use super::change::{Change, DialCause};
use super::error::{count, LcgError};
use super::state::{card_key, Phase, Side, State, WinReason};
use crate::game::Message;
use crate::kit::Tx;

/// The dial's last number: the app's dial stops here and DS has won.
pub const DIAL_MAX: i64 = 12;

pub fn win(tx: &mut Tx<State>, winner: Side, reason: WinReason) {
    if !tx.state.over() {
        tx.push(Change::Won { winner, reason });
    }
}

/// Moves the dial by `by`; it stops at 12 (the overshoot is noted) and DS wins there.
pub fn move_dial(tx: &mut Tx<State>, by: i64, cause: DialCause) {
    if tx.state.over() || by <= 0 {
        return;
    }
    let from = tx.state.dial;
    let sum = from.saturating_add(by);
    let to = sum.min(DIAL_MAX);
    tx.push(Change::DialMoved {
        from,
        to,
        cause,
        overshoot: sum - to,
    });
    if to >= DIAL_MAX {
        win(tx, Side::Ds, WinReason::Dial);
    }
}

/// Uses the card's shield against one point, unless its controller keeps it (reading
/// `shields_used`). Returns what is left to place.
fn shield(tx: &mut Tx<State>, card: &str, amount: i64, keep: bool, has: bool) -> i64 {
    if has && amount > 0 && !keep {
        tx.push(Change::ShieldUsed { card: card.into() });
        amount - 1
    } else {
        amount
    }
}

/// Deals `amount` damage to a unit or objective in play and runs the cascade. `shielded` says
/// whether a shield may prevent it (an attack or an enemy effect).
pub fn deal(tx: &mut Tx<State>, card: &str, amount: i64, shielded: bool, keep: bool) {
    if tx.state.over() {
        return;
    }
    if let Some(u) = tx.state.unit(card).cloned() {
        let amount = shield(tx, card, amount, keep || !shielded, u.counters.shield);
        if amount <= 0 {
            return;
        }
        let to = u
            .counters
            .damage
            .saturating_add(amount)
            .min(u.card.capacity);
        tx.push(Change::Damaged {
            card: card.into(),
            amount,
            to,
        });
        if to >= u.card.capacity {
            tx.push(Change::UnitDestroyed {
                id: card.into(),
                force_card_back: u.counters.committed,
            });
        }
    } else if let Some(o) = tx.state.objective(card).cloned() {
        let amount = shield(tx, card, amount, keep || !shielded, o.shield);
        if amount <= 0 {
            return;
        }
        let to = o.damage.saturating_add(amount).min(o.capacity);
        tx.push(Change::Damaged {
            card: card.into(),
            amount,
            to,
        });
        if to >= o.capacity {
            destroy_objective(tx, card, o.captured);
        }
    }
}

fn destroy_objective(tx: &mut Tx<State>, id: &str, captured: i64) {
    tx.push(Change::ObjectiveDestroyed {
        id: id.into(),
        rescued: captured,
    });
    match State::side_of(id) {
        Some(Side::Ls) => {
            let pile = tx.state.ds.victory;
            move_dial(tx, pile, DialCause::Objective { pile });
        }
        Some(Side::Ds) if tx.state.ls.victory >= 3 => win(tx, Side::Ls, WinReason::Objectives),
        _ => {}
    }
}

/// Places `n` focus on an enemy card (tactics): a shield prevents one unless kept.
pub fn place_focus(tx: &mut Tx<State>, card: &str, n: i64, keep: bool) {
    let (focus, has) = match (tx.state.unit(card), tx.state.objective(card)) {
        (Some(u), _) => (u.counters.focus, u.counters.shield),
        (_, Some(o)) => (o.focus, o.shield),
        _ => return,
    };
    let n = shield(tx, card, n, keep, has);
    if n > 0 {
        tx.push(Change::Focus {
            card: card.into(),
            from: focus,
            to: focus.saturating_add(n),
        });
    }
}

pub fn in_play(state: &State, card: &str) -> Result<(), LcgError> {
    if state.unit(card).is_some() || state.objective(card).is_some() {
        Ok(())
    } else {
        Err(LcgError::NotInPlay { id: card.into() })
    }
}

/// Deals damage to `card`, `protect.n` of it going onto a friendly Protect unit instead (§6.1),
/// at most what that unit can still take: reading `protect_capacity`, the damage already on it
/// counts.
pub fn deal_protected(
    tx: &mut Tx<State>,
    card: &str,
    amount: i64,
    protect: &Option<Protect>,
    keep: bool,
) -> Result<(), LcgError> {
    let Some(Protect { by, n }) = protect else {
        deal(tx, card, amount, true, keep);
        return Ok(());
    };
    let p = tx
        .state
        .unit(by)
        .cloned()
        .ok_or_else(|| LcgError::NotInPlay { id: by.clone() })?;
    if !p.card.keywords.protect || by == card || State::side_of(by) != State::side_of(card) {
        return Err(LcgError::BadTarget { id: by.clone() });
    }
    let n = count(
        "protect.n",
        *n,
        1,
        amount.min(p.card.capacity - p.counters.damage),
    )?;
    deal(tx, by, n, true, keep);
    deal(tx, card, amount - n, true, keep);
    Ok(())
}

/// `damage {card, amount, protect?}`: a card effect typed in by the players.
pub fn damage(
    tx: &mut Tx<State>,
    card: &str,
    amount: i64,
    protect: &Option<Protect>,
    keep: bool,
) -> Result<(), LcgError> {
    in_play(&tx.state, card)?;
    let amount = count("amount", amount, 1, 20)?;
    deal_protected(tx, card, amount, protect, keep)
}

/// `shield {card}`: at most one shield on a card (§5.9).
pub fn shield_card(tx: &mut Tx<State>, card: &str) -> Result<(), LcgError> {
    in_play(&tx.state, card)?;
    let has = tx.state.unit(card).map(|u| u.counters.shield);
    let has = has.or_else(|| tx.state.objective(card).map(|o| o.shield));
    if has == Some(true) {
        return Err(LcgError::ShieldPresent { id: card.into() });
    }
    tx.push(Change::ShieldPlaced { card: card.into() });
    Ok(())
}

/// `dial {by, card?}`: a card effect that moves the dial.
pub fn dial(tx: &mut Tx<State>, by: i64, card: Option<String>) -> Result<(), LcgError> {
    let by = count("by", by, 1, 12)?;
    move_dial(tx, by, DialCause::Card { card });
    Ok(())
}

pub fn describe(change: &Change) -> Option<Message> {
    Some(match change {
        Change::DialMoved {
            from,
            to,
            cause,
            overshoot,
        } => {
            let m = match cause {
                DialCause::Balance { favoured } => Message::new(if *favoured {
                    "lcg.dial_balance_favoured"
                } else {
                    "lcg.dial_balance"
                }),
                DialCause::Objective { pile } => {
                    Message::new("lcg.dial_objective").arg("pile", *pile)
                }
                DialCause::Card { card } => Message::new("lcg.dial_card")
                    .arg("card", card.clone().unwrap_or_else(|| "—".into())),
            };
            let m = m.arg("from", *from).arg("to", *to).arg("n", to - from);
            if *overshoot > 0 {
                // The dial stops at 12; the log keeps what the advance would have reached.
                Message::new("lcg.dial_overshoot")
                    .arg("from", *from)
                    .arg("to", *to)
                    .arg("n", *overshoot)
            } else {
                m
            }
        }
        Change::ShieldUsed { card } => Message::new("lcg.shield_used").arg("card", card.clone()),
        Change::ShieldPlaced { card } => {
            Message::new("lcg.shield_placed").arg("card", card.clone())
        }
        Change::Damaged { card, amount, to } => Message::new("lcg.damaged")
            .arg("card", card.clone())
            .arg("n", *amount)
            .arg("to", *to),
        Change::UnitDestroyed {
            id,
            force_card_back,
        } => Message::new(if *force_card_back {
            "lcg.unit_destroyed_force"
        } else {
            "lcg.unit_destroyed"
        })
        .arg("card", id.clone()),
        Change::ObjectiveDestroyed { id, rescued } => Message::new("lcg.objective_destroyed")
            .arg("card", id.clone())
            .arg("n", *rescued),
        Change::Won { winner, reason } => Message::new("lcg.won")
            .arg("side", winner.id())
            .arg("reason", serde_json::to_value(reason).unwrap_or_default()),
        _ => return None,
    })
}

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::DialMoved { to, .. } => s.dial = *to,
        Change::ShieldUsed { card } => s.set_card(card, |_, _, sh| *sh = false),
        Change::ShieldPlaced { card } => s.set_card(card, |_, _, sh| *sh = true),
        Change::Damaged { card, to, .. } => s.set_card(card, |_, d, _| *d = *to),
        Change::UnitDestroyed {
            id,
            force_card_back,
        } => {
            if let Some(side) = State::side_of(id) {
                let p = s.player_mut(side);
                p.units.retain(|u| &u.id != id);
                if *force_card_back {
                    p.counters.force_cards = (p.counters.force_cards + 1).min(3);
                }
            }
        }
        Change::ObjectiveDestroyed { id, rescued } => {
            if let Some(side) = State::side_of(id) {
                s.player_mut(side).objectives.retain(|o| &o.id != id);
                s.player_mut(side.other()).victory += 1;
                // Captured cards are only ever LS cards on DS objectives: back to LS's hand.
                s.ls.counters.hand = s.ls.counters.hand.saturating_add(*rescued);
            }
        }
        Change::Won { winner, reason } => {
            s.winner = Some(*winner);
            s.win_reason = Some(*reason);
            s.phase = Phase::Over;
            s.engagement = None;
        }
        _ => {}
    }
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::DialMoved { .. } => vec!["dial".into()],
        Change::ShieldPlaced { card }
        | Change::ShieldUsed { card }
        | Change::Damaged { card, .. } => {
            vec![card_key(card)]
        }
        Change::UnitDestroyed { id, .. } => {
            let mut v = vec![card_key(id)];
            v.extend(State::side_of(id).map(|s| s.key("force_cards")));
            v
        }
        // The key names the side that lost it (as `adjust` does); the pile is the other side's.
        Change::ObjectiveDestroyed { id, rescued } => {
            let mut v = vec![card_key(id)];
            if *rescued > 0 {
                v.push("hand.ls".into());
            }
            v.extend(State::side_of(id).map(|s| s.key("destroyed_objectives")));
            v
        }
        Change::Won { .. } => vec!["winner".into(), "phase".into()],
        _ => vec![],
    }
}
