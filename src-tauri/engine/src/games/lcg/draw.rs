//! The Draw phase (§4.3): an optional discard of 1, then the hand made equal to the reserve
//! value, drawing or discarding the difference. Drawing from an empty command deck loses (§1.5).

use super::change::Change;
use super::damage::win;
use super::error::{count, LcgError};
use super::state::{Phase, State, WinReason};
use super::turn::wrong_phase;
use crate::game::Message;
use crate::kit::Tx;

pub fn draw(tx: &mut Tx<State>, discard: i64) -> Result<(), LcgError> {
    let s = &tx.state;
    if s.phase != Phase::Draw {
        return Err(wrong_phase(s));
    }
    if s.flags.drawn {
        return Err(LcgError::DrawDone);
    }
    let side = s.active;
    let p = s.player(side);
    let chosen = count("discard", discard, 0, 1.min(p.counters.hand))?;
    let hand = p.counters.hand - chosen;
    let (discarded, drawn, short) = if hand > p.counters.reserve {
        (chosen + hand - p.counters.reserve, 0, false)
    } else {
        let need = p.counters.reserve - hand;
        let drawn = need.min(p.counters.command_deck.max(0));
        (chosen, drawn, drawn < need)
    };
    let change = Change::Drew {
        side,
        discarded,
        drawn,
        hand: p.counters.hand - discarded + drawn,
        command_deck: p.counters.command_deck - drawn,
    };
    tx.push(change);
    if short {
        win(tx, side.other(), WinReason::DeckEmpty);
    }
    Ok(())
}

pub fn describe(change: &Change) -> Option<Message> {
    match change {
        Change::Drew {
            side,
            discarded,
            drawn,
            hand,
            ..
        } => Some(
            Message::new("lcg.drew")
                .arg("side", side.id())
                .arg("discarded", *discarded)
                .arg("n", *drawn)
                .arg("hand", *hand),
        ),
        Change::Hand { side, to } => Some(
            Message::new("lcg.hand")
                .arg("side", side.id())
                .arg("n", *to),
        ),
        _ => None,
    }
}

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::Drew {
            side,
            hand,
            command_deck,
            ..
        } => {
            let p = s.player_mut(*side);
            p.counters.hand = *hand;
            p.counters.command_deck = *command_deck;
            s.flags.drawn = true;
        }
        Change::Hand { side, to } => s.player_mut(*side).counters.hand = *to,
        _ => {}
    }
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::Drew { side, .. } => vec![side.key("hand"), side.key("command_deck")],
        Change::Hand { side, .. } => vec![side.key("hand")],
        _ => vec![],
    }
}
