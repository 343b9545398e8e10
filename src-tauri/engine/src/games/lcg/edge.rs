//! The edge battle (§5.5): both stacks' Force icons (after the fate cards) plus Edge (x) of the
//! side's participants; the higher wins, a tie goes to the defender, no defenders means the
//! attacker wins and the defender places nothing. The winner strikes first and uses
//! edge-enabled icons. Also the placement helper (two passes in a row end it) and the fate
//! order (by priority, lowest first; ties the attacker orders).

use super::action::EdgeStack;
use super::change::Change;
use super::engagement::{at, defending};
use super::error::{count, LcgError};
use super::state::{EdgeMove, Engagement, Side, Stage, State};
use crate::game::Message;
use crate::kit::Tx;

/// A move in edge-card placement: place one card, or pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    Place,
    Pass,
}

/// Whether placement is over after these moves (attacker first, alternating; the defender's
/// turns skipped when it has no defenders): two passes in a row end it.
pub fn placement_over(moves: &[Move]) -> bool {
    moves.len() >= 2 && moves[moves.len() - 2..] == [Move::Pass, Move::Pass]
}

/// Fate cards in resolution order: priority ascending; equal priorities keep the order the
/// attacking player gave (a stable sort over their list).
pub fn fate_order(cards: &[(Side, i64)]) -> Vec<(Side, i64)> {
    let mut out = cards.to_vec();
    out.sort_by_key(|c| c.1);
    out
}

/// Whose move it is in the recorded placement (`None` once it is over): the attacker first, then
/// alternating; with no defenders the attacker alone, and one pass ends it (the defender places
/// nothing, so its turn is always a pass).
pub fn placement_turn(state: &State, e: &Engagement) -> Option<Side> {
    let attacker = state.active;
    let moves: Vec<Move> = e
        .moves
        .iter()
        .map(|m| if m.place { Move::Place } else { Move::Pass })
        .collect();
    if !defending(state, e) {
        return (moves.last() != Some(&Move::Pass)).then_some(attacker);
    }
    if placement_over(&moves) {
        return None;
    }
    Some(if moves.len().is_multiple_of(2) {
        attacker
    } else {
        attacker.other()
    })
}

/// Cards `side` placed in the recorded placement.
pub fn placed(e: &Engagement, side: Side) -> i64 {
    e.moves.iter().filter(|m| m.side == side && m.place).count() as i64
}

/// `edge_move {place}`: one move of the placement, by the side whose turn it is; a card placed
/// must be in that side's hand.
pub fn edge_move(tx: &mut Tx<State>, place: bool) -> Result<(), LcgError> {
    let e = at(&tx.state, Stage::Edge)?.clone();
    let side = placement_turn(&tx.state, &e).ok_or(LcgError::PlacementOver)?;
    if place {
        let hand = tx.state.player(side).counters.hand;
        count("cards", placed(&e, side) + 1, 0, hand)?;
    }
    tx.push(Change::EdgeMoved { side, place });
    Ok(())
}

fn edge_bonus(state: &State, ids: &[String]) -> i64 {
    ids.iter()
        .filter_map(|id| state.unit(id))
        .map(|u| u.card.keywords.edge)
        .sum()
}

fn stack(
    tx: &mut Tx<State>,
    side: Side,
    s: Option<EdgeStack>,
    who: &str,
) -> Result<(i64, Option<Change>), LcgError> {
    let Some(s) = s else { return Ok((0, None)) };
    let hand = tx.state.player(side).counters.hand;
    let cards = count(&format!("{who}.cards"), s.cards, 0, hand)?;
    let force = count(&format!("{who}.force"), s.force, 0, 99)?;
    let change = (cards > 0).then_some(Change::Hand {
        side,
        to: hand - cards,
    });
    Ok((force, change))
}

pub fn edge(
    tx: &mut Tx<State>,
    attacker: Option<EdgeStack>,
    defender: Option<EdgeStack>,
) -> Result<(), LcgError> {
    let e = at(&tx.state, Stage::Edge)?.clone();
    let side = tx.state.active;
    let no_defenders = !defending(&tx.state, &e);
    // A placement recorded move by move must be over, and its cards are the stacks' cards.
    let (attacker, defender) = if e.moves.is_empty() {
        (attacker, defender)
    } else {
        if placement_turn(&tx.state, &e).is_some() {
            return Err(LcgError::PlacementPending);
        }
        let with = |s: Option<EdgeStack>, cards: i64| {
            let force = s.map_or(0, |s| s.force);
            (cards > 0 || force > 0).then_some(EdgeStack { cards, force })
        };
        (
            with(attacker, placed(&e, side)),
            with(defender, placed(&e, side.other())),
        )
    };
    if no_defenders && defender.is_some_and(|d| d.cards != 0 || d.force != 0) {
        return Err(LcgError::EdgeNotAllowed);
    }
    let (af, ac) = stack(tx, side, attacker, "attacker")?;
    let (df, dc) = stack(tx, side.other(), defender, "defender")?;
    let a = af + edge_bonus(&tx.state, &e.attackers);
    let d = df + edge_bonus(&tx.state, &e.defenders);
    let winner = if no_defenders || a > d {
        side
    } else {
        side.other()
    };
    tx.push(Change::EdgeWon {
        side: winner,
        attacker: a,
        defender: d,
    });
    // The edge cards are discarded from the hands they came from.
    for c in [ac, dc].into_iter().flatten() {
        tx.push(c);
    }
    Ok(())
}

pub fn describe(change: &Change) -> Option<Message> {
    match change {
        Change::EdgeMoved { side, place } => Some(
            Message::new(if *place {
                "lcg.edge_placed"
            } else {
                "lcg.edge_passed"
            })
            .arg("side", side.id()),
        ),
        Change::EdgeWon {
            side,
            attacker,
            defender,
        } => Some(
            Message::new("lcg.edge_won")
                .arg("side", side.id())
                .arg("attacker", *attacker)
                .arg("defender", *defender),
        ),
        _ => None,
    }
}

pub fn apply(s: &mut State, c: &Change) {
    let Some(e) = s.engagement.as_mut() else {
        return;
    };
    match c {
        Change::EdgeMoved { side, place } => e.moves.push(EdgeMove {
            side: *side,
            place: *place,
        }),
        Change::EdgeWon { side, .. } => {
            e.edge = Some(*side);
            e.next_striker = Some(*side);
            e.stage = Stage::Strikes;
        }
        _ => {}
    }
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::EdgeMoved { .. } | Change::EdgeWon { .. } => vec!["engagement".into()],
        _ => vec![],
    }
}
