//! What every rule file decides with: the transaction it records into, the stepper, and the
//! guards that refuse an action (wrong phase or step, no such player or unit, an amount out of
//! range). They sit apart from the router ([`decide`](super::decide)), which names every rule
//! file, so that the rule files import them without importing the router back.

use super::change::Change;
use super::error::SpError;
use super::state::{State, TeamUnit};
use super::types::{Phase, Step, UnitRef};
use crate::error::Common;

/// Changes recorded while deciding, each applied at once to a scratch state so the next rule
/// sees its effect (damage → Wounded → momentum → struggle won).
pub type Tx = crate::kit::Tx<State>;

/// Moves the stepper: only recorded when the step changes.
pub trait Steps {
    fn step(&mut self, step: Step);
}

impl Steps for Tx {
    fn step(&mut self, step: Step) {
        if self.state.turn.step != step {
            self.push(Change::Step { step });
        }
    }
}

/// Refused because the game is in `phase`.
pub fn wrong_phase(phase: Phase) -> SpError {
    Common::WrongPhase {
        phase: phase.name().into(),
    }
    .into()
}

pub fn in_setup(s: &State) -> Result<(), SpError> {
    match s.phase {
        Phase::Setup => Ok(()),
        Phase::Over => Err(Common::GameOver.into()),
        Phase::Playing => Err(wrong_phase(Phase::Playing)),
    }
}

pub fn playing(s: &State) -> Result<(), SpError> {
    match s.phase {
        Phase::Playing => Ok(()),
        Phase::Over => Err(Common::GameOver.into()),
        Phase::Setup => Err(wrong_phase(Phase::Setup)),
    }
}

pub fn at_step(s: &State, step: Step) -> Result<(), SpError> {
    playing(s)?;
    if s.turn.step == step {
        Ok(())
    } else {
        Err(SpError::WrongStep { expected: step })
    }
}

pub fn player(p: u8) -> Result<u8, SpError> {
    if p < 2 {
        Ok(p)
    } else {
        Err(SpError::NoPlayer { player: p })
    }
}

pub fn unit(s: &State, r: UnitRef) -> Result<&TeamUnit, SpError> {
    player(r.player)?;
    s.unit(r).ok_or(SpError::UnknownUnit {
        player: r.player,
        slot: r.slot,
    })
}

/// A unit still on the battlefield.
pub fn living(s: &State, r: UnitRef) -> Result<&TeamUnit, SpError> {
    let u = unit(s, r)?;
    if u.counters.defeated {
        Err(SpError::UnitDefeated {
            player: r.player,
            slot: r.slot,
        })
    } else {
        Ok(u)
    }
}

pub fn amount(x: u32, min: u32, max: u32) -> Result<u32, SpError> {
    if (min..=max).contains(&x) {
        Ok(x)
    } else {
        Err(Common::Amount {
            min: min.into(),
            max: max.into(),
        }
        .into())
    }
}
