//! The six phases in order (§4) and the structural steps the app does itself: Refresh (§4.2:
//! one focus off each of the active player's cards, Elite two, none on LS's first turn; shields
//! off; objectives refilled to 3, an empty objective deck losing) and the step from phase to
//! phase, refused while something is owed.

use super::change::Change;
use super::damage::win;
use super::error::{count, LcgError};
use super::setup::objective;
use super::state::{card_key, Phase, State, WinReason};
use crate::error::Common;
use crate::game::Message;
use crate::kit::Tx;

pub fn wrong_phase(state: &State) -> LcgError {
    Common::WrongPhase {
        phase: state.phase.id().into(),
    }
    .into()
}

pub fn next_phase(tx: &mut Tx<State>) -> Result<(), LcgError> {
    let s = &tx.state;
    let next = match s.phase {
        Phase::Setup | Phase::Over => return Err(wrong_phase(s)),
        Phase::Balance if !s.flags.balance_done => return Err(LcgError::BalancePending),
        Phase::Balance => Phase::Refresh,
        Phase::Refresh => {
            let missing = 3 - s.player(s.active).objectives.len() as i64;
            if missing > 0 {
                return Err(LcgError::ObjectivesMissing { missing });
            }
            Phase::Draw
        }
        Phase::Draw if !s.flags.drawn => return Err(LcgError::DrawPending),
        Phase::Draw => Phase::Deployment,
        // Reading `ds_first_turn`: DS's first turn skips only the Conflict phase.
        Phase::Deployment if s.first_turn_of(super::state::Side::Ds) => Phase::Force,
        Phase::Deployment => Phase::Conflict,
        Phase::Conflict if s.engagement.is_some() => return Err(LcgError::EngagementOpen),
        Phase::Conflict => Phase::Force,
        Phase::Force if !s.flags.struggled => return Err(LcgError::StrugglePending),
        Phase::Force => {
            let (turn, active) = (s.turn.saturating_add(1), s.active.other());
            tx.push(Change::TurnStarted { turn, active });
            return Ok(());
        }
    };
    tx.push(Change::PhaseEntered { phase: next });
    if next == Phase::Refresh {
        refresh(tx);
    }
    Ok(())
}

/// Refresh steps 1–2, then the check that the objectives can be refilled.
fn refresh(tx: &mut Tx<State>) {
    let side = tx.state.active;
    let p = tx.state.player(side).clone();
    if !tx.state.first_turn_of(super::state::Side::Ls) || side == super::state::Side::Ds {
        let mut cards: Vec<(String, i64, i64)> = p
            .units
            .iter()
            .map(|u| {
                (
                    u.id.clone(),
                    u.counters.focus,
                    if u.card.keywords.elite { 2 } else { 1 },
                )
            })
            .collect();
        cards.extend(p.objectives.iter().map(|o| (o.id.clone(), o.focus, 1)));
        cards.push((
            format!("{}-aff", side.id()),
            p.counters.affiliation_focus,
            1,
        ));
        for (card, from, off) in cards.into_iter().filter(|c| c.1 > 0) {
            let to = (from - off).max(0);
            tx.push(Change::Focus { card, from, to });
        }
    }
    let shielded =
        p.units.iter().any(|u| u.counters.shield) || p.objectives.iter().any(|o| o.shield);
    if shielded {
        tx.push(Change::ShieldsCleared { side });
    }
    check_objective_deck(tx);
}

/// Reading `empty_objective_deck`: owing an objective with none left to draw loses.
fn check_objective_deck(tx: &mut Tx<State>) {
    let side = tx.state.active;
    let p = tx.state.player(side);
    if p.objectives.len() < 3 && p.counters.objective_deck <= 0 {
        win(tx, side.other(), WinReason::DeckEmpty);
    }
}

/// `reveal_objective {capacity}`: the next objective off the top of the objective deck.
pub fn reveal(
    tx: &mut Tx<State>,
    capacity: i64,
    resources: Option<i64>,
    title: &Option<String>,
    affiliation: &Option<String>,
) -> Result<(), LcgError> {
    let s = &tx.state;
    if s.phase != Phase::Refresh {
        return Err(wrong_phase(s));
    }
    let side = s.active;
    let p = s.player(side);
    if p.objectives.len() >= 3 {
        return Err(LcgError::ObjectivesFull);
    }
    count("objective_deck", p.counters.objective_deck, 1, i64::MAX)?;
    let input = super::action::ObjectiveInput {
        capacity,
        resources,
        title: title.clone(),
        affiliation: affiliation.clone(),
    };
    let objective = objective(side, p.objectives_entered.saturating_add(1), &input)?;
    tx.push(Change::ObjectiveRevealed { side, objective });
    check_objective_deck(tx);
    Ok(())
}

pub fn describe(change: &Change) -> Option<Message> {
    Some(match change {
        Change::PhaseEntered { phase } => {
            Message::new("lcg.phase_entered").arg("phase", phase.id())
        }
        Change::TurnStarted { turn, active } => Message::new("lcg.turn_started")
            .arg("n", *turn)
            .arg("side", active.id()),
        Change::Focus { card, from, to } if to < from => Message::new("lcg.focus_removed")
            .arg("card", card.clone())
            .arg("to", *to),
        Change::Focus { card, from, to } => Message::new("lcg.focus_placed")
            .arg("card", card.clone())
            .arg("n", to - from),
        Change::ShieldsCleared { side } => {
            Message::new("lcg.shields_cleared").arg("side", side.id())
        }
        Change::ObjectiveRevealed { side, objective } => Message::new("lcg.objective_revealed")
            .arg("side", side.id())
            .arg("card", objective.id.clone())
            .arg("n", objective.capacity),
        _ => return None,
    })
}

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::PhaseEntered { phase } => s.phase = *phase,
        Change::TurnStarted { turn, active } => {
            s.turn = *turn;
            s.active = *active;
            s.flags = Default::default();
            s.ds.limited_played = false;
            s.ls.limited_played = false;
            s.phase = Phase::Balance;
        }
        Change::Focus { card, to, .. } => s.set_card(card, |f, _, _| *f = *to),
        Change::ShieldsCleared { side } => {
            let p = s.player_mut(*side);
            p.units.iter_mut().for_each(|u| u.counters.shield = false);
            p.objectives.iter_mut().for_each(|o| o.shield = false);
        }
        Change::ObjectiveRevealed { side, objective } => {
            let p = s.player_mut(*side);
            p.objectives.push(objective.clone());
            p.objectives_entered += 1;
            p.counters.objective_deck = (p.counters.objective_deck - 1).max(0);
        }
        _ => {}
    }
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::PhaseEntered { .. } => vec!["phase".into()],
        Change::TurnStarted { .. } => vec!["turn".into(), "phase".into(), "active".into()],
        Change::Focus { card, .. } => vec![card_key(card)],
        Change::ShieldsCleared { side } => vec![side.key("shields")],
        Change::ObjectiveRevealed { side, objective } => {
            vec![card_key(&objective.id), side.key("objective_deck")]
        }
        _ => vec![],
    }
}
