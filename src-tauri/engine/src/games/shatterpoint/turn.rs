//! The turn's frame: starting a turn, and the end of turn. At step 8 the players say who
//! controls each active objective (default: whoever did); the engine then moves the struggle
//! token (step 9, never on the game's first turn), gives the end-of-turn momentum, checks the
//! activated unit for defeat (10), resets a won struggle (11) and passes the turn, refreshing
//! an exhausted order deck (12).

use super::action::{ControlEntry, ControlInput};
use super::change::{Change, MomentumCause, MoveCause};
use super::error::SpError;
use super::guards::{at_step, player, Steps, Tx};
use super::log;
use super::objectives::objective_control;
use super::order_deck::{refresh_deck, remove_defeated_cards};
use super::state::{State, Turn};
use super::struggle::{depth, gain_momentum, move_token};
use super::{other, Phase, Step, UnitRef};
use crate::game::Message;

pub fn start_turn(tx: &mut Tx, player: u8) {
    tx.push(Change::TurnStarted {
        player,
        number: tx.state.turn.number + 1,
    });
    let step = if tx.state.priority_due() {
        Step::StartOfTurn
    } else {
        Step::Reveal
    };
    tx.step(step);
}

/// The controller of each entered objective; the others keep theirs.
fn new_control(tx: &Tx, control: &[ControlEntry]) -> Result<Vec<Option<u8>>, SpError> {
    let objectives = &tx.state.objectives;
    let mut next: Vec<Option<u8>> = objectives.iter().map(|o| o.controller).collect();
    let mut seen = Vec::new();
    for e in control {
        let i = usize::from(e.objective);
        let o = objectives.get(i).ok_or(SpError::ObjectiveIndex {
            index: e.objective,
            count: objectives.len() as u8,
        })?;
        if !o.active {
            return Err(SpError::ObjectiveInactive { index: e.objective });
        }
        if seen.contains(&e.objective) {
            return Err(SpError::ObjectiveRepeated { index: e.objective });
        }
        seen.push(e.objective);
        next[i] = match &e.control {
            ControlInput::Keep => o.controller,
            ControlInput::Player { player: p } => Some(player(*p)?),
            ControlInput::Counts { contesters } => {
                for c in contesters {
                    player(c.player)?;
                }
                objective_control(o.controller, contesters)
            }
        };
    }
    Ok(next)
}

pub fn end_turn(tx: &mut Tx, control: &[ControlEntry]) -> Result<(), SpError> {
    at_step(&tx.state, Step::EndOfTurn)?;
    let p = tx.state.turn.player;
    let number = tx.state.turn.number;
    for (i, to) in new_control(tx, control)?.into_iter().enumerate() {
        let from = tx.state.objectives[i].controller;
        if from != to {
            tx.push(Change::ControlChanged {
                objective: i as u8,
                from,
                to,
            });
        }
    }
    // Step 9: one space per active objective the active player controls, plus the priority
    // objective's extra space; never on the first turn of the game.
    if number > 1 {
        let mine = |o: &&super::Objective| o.active && o.controller == Some(p);
        let objectives = tx.state.objectives.iter().filter(mine).count() as u8;
        let priority = tx.state.objectives.iter().filter(mine).any(|o| o.priority);
        move_token(
            tx,
            p,
            objectives + u8::from(priority),
            MoveCause::Objectives,
        );
    }
    if tx.state.objectives.iter().any(|o| o.priority) || tx.state.turn.priority_face.is_some() {
        tx.push(Change::PriorityCleared);
    }
    if tx.state.struggle_won.is_none() {
        if depth(tx.state.token, other(p)) > 0 {
            gain_momentum(tx, p, MomentumCause::OpponentHalf);
        } else if tx.state.token == 0 && number > 1 {
            gain_momentum(tx, p, MomentumCause::Centre);
            gain_momentum(tx, other(p), MomentumCause::Centre);
        }
    }
    if tx.state.phase == Phase::Over {
        return Ok(());
    }
    // Step 10: the unit that activated this turn.
    if let Some(slot) = tx.state.turn.activated {
        let r = UnitRef { player: p, slot };
        if let Some(u) = tx.state.unit(r).filter(|u| !u.counters.defeated) {
            if u.counters.injuries >= u.card.durability {
                let change = Change::UnitDefeated {
                    unit: r,
                    name: u.card.name.clone(),
                    injuries: u.counters.injuries,
                    durability: u.card.durability,
                };
                tx.push(change);
                remove_defeated_cards(tx, p, slot);
            }
        }
    }
    // Step 11: the reset after a won struggle, and the next struggle card.
    let mut new_card = false;
    if tx.state.struggle_won.is_some() {
        tx.push(Change::StruggleReset);
        let next = tx.state.mission_deck.first().cloned();
        let number = tx.state.struggle.as_ref().map_or(1, |s| s.number + 1);
        if let Some(card) = next {
            tx.push(Change::StruggleRevealed { number, card });
            new_card = true;
        }
    }
    // Step 12.
    tx.push(Change::TurnEnded { player: p, number });
    let side = tx.state.side(p);
    if side.deck.is_empty() && side.reserve.is_none() && side.revealed.is_none() {
        refresh_deck(tx, p);
    }
    if new_card {
        tx.step(Step::StruggleSetup);
    } else {
        start_turn(tx, other(p));
    }
    Ok(())
}

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::TurnStarted { player, number } => {
            s.turn = Turn {
                number: *number,
                player: *player,
                step: s.turn.step,
                ..Turn::default()
            };
        }
        Change::Step { step } => s.turn.step = *step,
        _ => {}
    }
}

/// The stepper's moves have no sentence of their own.
pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::TurnStarted { player: p, number } => {
            log::player(log::m("turn_started"), *p).arg("number", *number)
        }
        Change::TurnEnded { player: p, number } => {
            log::player(log::m("turn_ended"), *p).arg("number", *number)
        }
        _ => return None,
    })
}

/// The turn's frame touches no counter.
pub fn touched(_: &Change) -> Vec<String> {
    Vec::new()
}

#[cfg(test)]
mod tests {
    use super::super::testkit::*;
    use super::super::Action;
    use super::*;
    use crate::games::shatterpoint::action::ControlInput;

    fn control(objective: u8, player: u8) -> ControlEntry {
        ControlEntry {
            objective,
            control: ControlInput::Player { player },
        }
    }

    fn end_with(s: &State, control: Vec<ControlEntry>) -> State {
        let s = ok(s, Action::EndActivation);
        ok(&s, Action::EndTurn { control })
    }

    use super::super::State;

    #[test]
    fn the_first_turn_does_not_move_the_token_and_later_turns_do() {
        let s = go(&started(), MAUL);
        let s = end_with(&s, vec![control(0, 0), control(1, 0)]);
        assert_eq!(s.token, 0);
        assert_eq!(
            (s.side(0).momentum, s.side(1).momentum),
            (1, 1),
            "no centre momentum on turn 1"
        );
        let s = go(&s, MAUL);
        let s = end_with(&s, vec![control(2, 1)]);
        assert_eq!(s.token, 1, "player 2 controls 1 objective");
        assert_eq!(s.side(1).momentum, 1);
        assert_eq!(s.side(0).momentum, 1);
        let s = go(&s, 1);
        let s = end_with(&s, vec![]);
        assert_eq!(s.token, -1, "player 1 still controls 2");
        assert_eq!(s.side(0).momentum, 1, "the token is on player 1's own half");
    }

    #[test]
    fn the_catch_up_and_centre_momentum() {
        let mut s = go(&pass(&go(&started(), MAUL)), MAUL);
        s.token = -3;
        let s2 = end_with(&s, vec![]);
        assert_eq!(
            s2.side(1).momentum,
            2,
            "player 2 ends on the opponent's half"
        );
        let mut s3 = s.clone();
        s3.token = 0;
        let s3 = end_with(&s3, vec![]);
        assert_eq!((s3.side(0).momentum, s3.side(1).momentum), (2, 2));
    }

    #[test]
    fn injuries_at_durability_defeat_the_activated_unit() {
        let mut s = started();
        let r = unit(0, 5);
        s.unit_mut(r).unwrap().counters.wounded = true;
        let s = go(&s, 5);
        assert_eq!(s.unit(r).unwrap().counters.injuries, 1);
        let s = end_with(&s, vec![]);
        assert!(s.unit(r).unwrap().counters.defeated);
        assert_eq!(s.side(0).removed, vec![OrderCard::Unit { slot: 5 }]);
    }

    #[test]
    fn a_won_struggle_resets_at_the_end_of_the_turn() {
        let mut s = go(&started(), MAUL);
        s.players[0].momentum = 3;
        s.token = -5;
        let s = ok(
            &s,
            Action::MoveToken {
                player: 0,
                spaces: 2,
            },
        );
        assert_eq!((s.struggle_won, s.token), (Some(0), -6));
        assert_eq!(
            s.side(0).momentum,
            3,
            "the reset waits for the end of the turn"
        );
        let s = end_with(&s, vec![control(0, 0)]);
        assert_eq!(s.won[0].len(), 1);
        assert_eq!((s.token, s.side(0).momentum, s.side(1).momentum), (0, 1, 1));
        assert!(s
            .objectives
            .iter()
            .all(|o| !o.active && o.controller.is_none()));
        assert_eq!(s.turn.step, Step::StruggleSetup);
        assert_eq!(s.struggle.as_ref().unwrap().number, 2);
        let s = ok(
            &s,
            Action::SetActiveObjectives {
                active: vec![1],
                map: Some(1),
                card: None,
            },
        );
        assert_eq!((s.turn.player, s.turn.number), (1, 2));
    }

    use super::super::state::OrderCard;
}
