//! Medals and the end of the battle: eliminations (with their exceptions), temporary and
//! permanent medal hexes, and victory the moment a side reaches its medals or its sudden death
//! (spec §1.4, §6.3; reading `game_end`).

use super::change::Change;
use super::error::{bad, HothError};
use super::readings;
use super::state::State;
use super::types::*;
use super::units;
use crate::game::Message;
use crate::kit::Tx;

/// Sets a side's medals to `to` and checks for victory.
pub fn set(tx: &mut Tx<State>, side: Side, to: u32) {
    tx.push(Change::Medal { side, medals: to });
    check(tx, false);
}

fn add(tx: &mut Tx<State>, side: Side, delta: i32) {
    let now = *tx.state.medals.get(side);
    let to = now.saturating_add_signed(delta);
    set(tx, side, to);
}

/// Removes figures; the last one eliminates the unit. `by` is the side that caused it.
pub fn lose(tx: &mut Tx<State>, unit: &str, n: u32, cause: &str, by: Option<Side>) {
    let Some(u) = tx.state.unit(unit) else { return };
    let lost = n.min(u.figures);
    if lost == 0 {
        return;
    }
    let left = u.figures - lost;
    tx.push(Change::FiguresLost {
        unit: unit.into(),
        lost,
        left,
        by: cause.into(),
    });
    if left == 0 {
        let by = if cause == "retreat"
            && readings::choice(&tx.state, "retreat_loss_medal") == "no_medal"
        {
            None
        } else {
            by
        };
        eliminated(tx, unit, by);
    }
}

/// The unit is gone: a medal to `by` unless its kind or the scenario says not, and any
/// temporary medal it held goes back.
pub fn eliminated(tx: &mut Tx<State>, unit: &str, by: Option<Side>) {
    let Some(u) = tx.state.unit(unit) else { return };
    let medal = by.filter(|b| gives_medal(&tx.state, u.kind, *b));
    tx.push(Change::Eliminated {
        unit: unit.into(),
        medal,
    });
    left_hex(tx, unit);
    if let Some(side) = medal {
        add(tx, side, 1);
    }
}

/// Whether eliminating a unit of `kind` gives `by` a medal: not for the kinds that give none
/// (probe droids, the cannon), nor where the scenario says so.
pub fn gives_medal(state: &State, kind: Kind, by: Side) -> bool {
    let kind_gives = units::stats(kind).is_some_and(|s| s.medal);
    let no_medal = state
        .scenario
        .as_ref()
        .is_some_and(|s| s.no_medal_for.contains(&by));
    kind_gives && !no_medal
}

/// The unit left its hex (moved, retreated, eliminated): a temporary medal it held goes back.
pub fn left_hex(tx: &mut Tx<State>, unit: &str) {
    let held: Vec<(String, Side)> = tx
        .state
        .objectives
        .iter()
        .filter(|o| o.kind == ObjectiveKind::Temporary && o.holder.as_deref() == Some(unit))
        .filter_map(|o| o.held_by.map(|s| (o.id.clone(), s)))
        .collect();
    for (objective, side) in held {
        tx.push(Change::ObjectiveLost { objective, side });
        add(tx, side, -1);
    }
}

/// `objective {objective, unit, entered}`: the players say a unit entered or left a medal hex.
pub fn objective(
    tx: &mut Tx<State>,
    objective: &str,
    unit: &str,
    entered: bool,
) -> Result<(), HothError> {
    let o = tx
        .state
        .objectives
        .iter()
        .find(|o| o.id == objective)
        .cloned()
        .ok_or_else(|| bad(format!("no objective '{objective}'")))?;
    let u = tx
        .state
        .unit(unit)
        .cloned()
        .ok_or_else(|| bad(format!("no unit '{unit}'")))?;
    if u.eliminated() {
        return Err(HothError::UnitEliminated { unit: u.id });
    }
    if entered {
        // A permanent medal, once taken, stays with its side; a held hex is not taken twice.
        if o.held_by.is_some() {
            return Ok(());
        }
        tx.push(Change::ObjectiveTaken {
            objective: o.id.clone(),
            side: u.side,
            unit: u.id.clone(),
        });
        add(tx, u.side, 1);
    } else if o.kind == ObjectiveKind::Temporary && o.holder.as_deref() == Some(unit) {
        left_hex(tx, unit);
    }
    Ok(())
}

/// Ends the battle if a side has won. Medals count at once, or at the end of the turn when the
/// table chose so; sudden death is always at once.
pub fn check(tx: &mut Tx<State>, end_of_turn: bool) {
    if tx.state.phase != Phase::Playing {
        return;
    }
    let Some(s) = tx.state.scenario.clone() else {
        return;
    };
    if let Some(sd) = &s.sudden_death {
        let down = tx.state.structures.iter().filter(|x| x.destroyed).count() as u32;
        if down >= sd.structures_destroyed {
            tx.push(Change::Won {
                side: sd.side,
                reason: WinReason::SuddenDeath,
            });
            return;
        }
    }
    if !end_of_turn && readings::choice(&tx.state, "game_end") == "end_of_turn" {
        return;
    }
    // The active side's medals are checked first: its attack is what is being resolved.
    let active = tx.state.active;
    for side in [active, active.other()] {
        if let Some(target) = s.victory.get(side) {
            if *tx.state.medals.get(side) >= *target {
                tx.push(Change::Won {
                    side,
                    reason: WinReason::Medals,
                });
                return;
            }
        }
    }
}

/// Applies this rule's changes to the state.
pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::FiguresLost {
            unit,
            lost,
            left,
            by,
        } => {
            if let Some(u) = s.unit_mut(unit) {
                u.figures = *left;
            }
            if let Some(a) = s.last_attack.as_mut().filter(|a| &a.target == unit) {
                if by == "retreat" {
                    a.retreat_losses = a.retreat_losses.saturating_add(*lost);
                } else {
                    a.figures_removed = a.figures_removed.saturating_add(*lost);
                }
            }
        }
        Change::Eliminated { unit, medal } => {
            if let Some(u) = s.unit_mut(unit) {
                u.figures = 0;
            }
            if let Some(a) = s.last_attack.as_mut().filter(|a| &a.target == unit) {
                a.eliminated = true;
                a.medal = *medal;
            }
        }
        Change::ObjectiveTaken {
            objective,
            side,
            unit,
        } => {
            if let Some(o) = s.objectives.iter_mut().find(|o| &o.id == objective) {
                o.held_by = Some(*side);
                o.holder = Some(unit.clone());
            }
        }
        Change::ObjectiveLost { objective, .. } => {
            if let Some(o) = s.objectives.iter_mut().find(|o| &o.id == objective) {
                o.held_by = None;
                o.holder = None;
            }
        }
        Change::Medal { side, medals } => *s.medals.get_mut(*side) = *medals,
        Change::Won { side, reason } => {
            s.phase = Phase::Over;
            s.winner = Some(*side);
            s.win_reason = Some(*reason);
            s.pending = None;
        }
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::FiguresLost {
            unit,
            lost,
            left,
            by,
        } => Message::new(if by == "retreat" {
            "hoth.retreat_losses"
        } else {
            "hoth.figures_lost"
        })
        .arg("unit", unit.clone())
        .arg("n", *lost)
        .arg("left", *left),
        Change::Eliminated { unit, medal } => match medal {
            Some(side) => Message::new("hoth.eliminated_medal")
                .arg("unit", unit.clone())
                .arg("side", side.name()),
            None => Message::new("hoth.eliminated").arg("unit", unit.clone()),
        },
        Change::ObjectiveTaken {
            objective,
            side,
            unit,
        } => Message::new("hoth.objective_taken")
            .arg("objective", objective.clone())
            .arg("side", side.name())
            .arg("unit", unit.clone()),
        Change::ObjectiveLost { objective, side } => Message::new("hoth.objective_lost")
            .arg("objective", objective.clone())
            .arg("side", side.name()),
        Change::Medal { side, medals } => Message::new("hoth.medals")
            .arg("side", side.name())
            .arg("n", *medals),
        Change::Won { side, reason } => Message::new(match reason {
            WinReason::Medals => "hoth.won_medals",
            WinReason::SuddenDeath => "hoth.won_sudden_death",
        })
        .arg("side", side.name()),
        _ => return None,
    })
}

pub fn touched(c: &Change) -> Vec<String> {
    vec![match c {
        Change::Medal { side, .. } => format!("medals.{}", side.name()),
        Change::FiguresLost { unit, .. } | Change::Eliminated { unit, .. } => {
            format!("unit.{unit}.figures")
        }
        Change::ObjectiveTaken { objective, .. } | Change::ObjectiveLost { objective, .. } => {
            format!("objective.{objective}")
        }
        Change::Won { .. } => "winner".into(),
        _ => return vec![],
    }]
}
