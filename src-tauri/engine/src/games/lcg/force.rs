//! The Force phase (§4.6): the active player commits units (any, exhausted too: reading
//! `commit_exhausted`; 3 Force cards at most), then the Force struggle: printed Force icons of
//! ready committed units plus standing bonuses (Jedi Training), or the totals the players
//! counted; the higher side turns the balance token, a tie leaves it.

use super::action::UnitRef;
use super::change::Change;
use super::error::{count, LcgError};
use super::state::{card_key, Phase, Side, State, Struggle, StruggleResult};
use super::turn::wrong_phase;
use super::units::resolve;
use crate::game::Message;
use crate::kit::Tx;

/// Objectives whose constant effect adds Force icons to their side's struggle, by title (Polish
/// and English), as `content/lcg/cards.json` lists them.
pub const STANDING_BONUSES: &[(&str, i64)] = &[("szkolenie jedi", 1), ("jedi training", 1)];

fn in_force_phase(state: &State) -> Result<(), LcgError> {
    if state.phase != Phase::Force {
        return Err(wrong_phase(state));
    }
    if state.flags.struggled {
        return Err(LcgError::StruggleDone);
    }
    Ok(())
}

pub fn commit(tx: &mut Tx<State>, unit: &UnitRef) -> Result<(), LcgError> {
    in_force_phase(&tx.state)?;
    let side = tx.state.active;
    if tx.state.player(side).counters.force_cards <= 0 {
        return Err(LcgError::NoForceCard);
    }
    let id = resolve(tx, side, unit)?;
    if tx.state.unit(&id).is_some_and(|u| u.counters.committed) {
        return Err(LcgError::AlreadyCommitted { id });
    }
    tx.push(Change::Committed { id });
    Ok(())
}

/// The terms of a side's Force value: each ready committed unit's icons, then each bonus.
pub fn terms(state: &State, side: Side) -> Vec<(String, i64)> {
    let p = state.player(side);
    let units = p
        .units
        .iter()
        .filter(|u| u.counters.committed && u.counters.focus == 0)
        .map(|u| (u.id.clone(), u.card.force));
    let bonuses = p.objectives.iter().filter_map(|o| {
        let t = o.title.as_ref()?.to_lowercase();
        let (_, n) = STANDING_BONUSES.iter().find(|(b, _)| *b == t)?;
        Some((o.id.clone(), *n))
    });
    units.chain(bonuses).collect()
}

pub fn value(state: &State, side: Side) -> i64 {
    terms(state, side).iter().map(|t| t.1).sum()
}

pub fn struggle(tx: &mut Tx<State>, ds: Option<i64>, ls: Option<i64>) -> Result<(), LcgError> {
    in_force_phase(&tx.state)?;
    let ds = match ds {
        Some(n) => count("ds", n, 0, 99)?,
        None => value(&tx.state, Side::Ds),
    };
    let ls = match ls {
        Some(n) => count("ls", n, 0, 99)?,
        None => value(&tx.state, Side::Ls),
    };
    let result = match ds.cmp(&ls) {
        std::cmp::Ordering::Greater => StruggleResult::Ds,
        std::cmp::Ordering::Less => StruggleResult::Ls,
        std::cmp::Ordering::Equal => StruggleResult::Tie,
    };
    tx.push(Change::Struggled {
        struggle: Struggle { ds, ls, result },
    });
    let to = match result {
        StruggleResult::Ds => Side::Ds,
        StruggleResult::Ls => Side::Ls,
        StruggleResult::Tie => tx.state.balance,
    };
    if to != tx.state.balance {
        let from = tx.state.balance;
        tx.push(Change::BalanceTurned { from, to });
    }
    Ok(())
}

pub fn describe(change: &Change) -> Option<Message> {
    Some(match change {
        Change::Committed { id } => Message::new("lcg.committed").arg("card", id.clone()),
        Change::Struggled { struggle } => Message::new("lcg.struggled")
            .arg("ds", struggle.ds)
            .arg("ls", struggle.ls)
            .arg(
                "result",
                serde_json::to_value(struggle.result).unwrap_or_default(),
            ),
        Change::BalanceTurned { to, .. } => Message::new("lcg.balance_turned").arg("side", to.id()),
        _ => return None,
    })
}

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::Committed { id } => {
            if let Some(side) = State::side_of(id) {
                let p = s.player_mut(side);
                if let Some(u) = p.units.iter_mut().find(|u| &u.id == id) {
                    u.counters.committed = true;
                    p.counters.force_cards = (p.counters.force_cards - 1).max(0);
                }
            }
        }
        Change::Struggled { struggle } => {
            s.flags.struggled = true;
            s.last_struggle = Some(*struggle);
        }
        Change::BalanceTurned { to, .. } => s.balance = *to,
        _ => {}
    }
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::Committed { id } => {
            let mut v = vec![card_key(id)];
            v.extend(State::side_of(id).map(|s| s.key("force_cards")));
            v
        }
        Change::Struggled { .. } => vec!["last_struggle".into()],
        Change::BalanceTurned { .. } => vec!["balance".into()],
        _ => vec![],
    }
}
