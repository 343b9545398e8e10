//! Engagements (§5.1–5.4, §5.10, §5.11): an enemy objective not yet attacked this turn, ready
//! attackers, ready defenders or none; Shielding on declaration; the unopposed bonus when an
//! attacker survived and no defender did. The edge battle is `edge.rs`, strikes `strike.rs`.

use super::action::UnitRef;
use super::change::Change;
use super::damage::deal;
use super::error::LcgError;
use super::state::{Engagement, Phase, Side, Stage, State};
use super::turn::wrong_phase;
use super::units::resolve;
use crate::game::Message;
use crate::kit::Tx;

pub fn open(state: &State) -> Result<&Engagement, LcgError> {
    state.engagement.as_ref().ok_or(LcgError::NoEngagement)
}

pub fn at(state: &State, stage: Stage) -> Result<&Engagement, LcgError> {
    let e = open(state)?;
    if e.stage != stage {
        return Err(LcgError::WrongStep {
            step: serde_json::to_value(e.stage)
                .ok()
                .and_then(|v| v.as_str().map(String::from))
                .unwrap_or_default(),
        });
    }
    Ok(e)
}

/// Declared units of `side`, entered if new, each ready, each once.
fn declare(tx: &mut Tx<State>, side: Side, refs: &[UnitRef]) -> Result<Vec<String>, LcgError> {
    let mut ids: Vec<String> = Vec::new();
    for r in refs {
        let id = resolve(tx, side, r)?;
        if tx.state.unit(&id).is_some_and(|u| u.counters.focus > 0) {
            return Err(LcgError::UnitExhausted { id });
        }
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    Ok(ids)
}

/// Shielding (§6.1): 1 shield on a friendly unshielded participating unit, or for a defender
/// the attacked objective. The players may say where (`shield_on`, one entry per Shielding unit
/// in declaration order); otherwise the app picks: for a defender the objective first, then the
/// shielding unit, then the other participants (reading `shielding_attacker`).
fn shielding(
    tx: &mut Tx<State>,
    ids: &[String],
    objective: Option<&str>,
    shield_on: &[Option<String>],
) -> Result<(), LcgError> {
    let free = |state: &State, c: &str| {
        state.unit(c).map(|u| !u.counters.shield).unwrap_or(false)
            || state.objective(c).map(|o| !o.shield).unwrap_or(false)
    };
    let shielders: Vec<&String> = ids
        .iter()
        .filter(|id| tx.state.unit(id).is_some_and(|u| u.card.keywords.shielding))
        .collect();
    if let Some(extra) = shield_on
        .get(shielders.len()..)
        .and_then(|x| x.iter().flatten().next())
    {
        return Err(LcgError::BadTarget { id: extra.clone() });
    }
    for (k, id) in shielders.into_iter().enumerate() {
        let mut order: Vec<&str> = Vec::new();
        order.extend(objective);
        order.push(id);
        order.extend(ids.iter().map(String::as_str));
        let target = match shield_on.get(k).cloned().flatten() {
            Some(c) if order.contains(&c.as_str()) && free(&tx.state, &c) => Some(c),
            Some(c) => return Err(LcgError::BadTarget { id: c }),
            None => order
                .into_iter()
                .find(|c| free(&tx.state, c))
                .map(String::from),
        };
        if let Some(card) = target {
            tx.push(Change::ShieldPlaced { card });
        }
    }
    Ok(())
}

pub fn attack(
    tx: &mut Tx<State>,
    objective: &str,
    attackers: &[UnitRef],
    shield_on: &[Option<String>],
) -> Result<(), LcgError> {
    let s = &tx.state;
    if s.phase != Phase::Conflict {
        return Err(wrong_phase(s));
    }
    if s.engagement.is_some() {
        return Err(LcgError::EngagementOpen);
    }
    let side = s.active;
    if s.objective(objective).is_none() {
        return Err(LcgError::NotInPlay {
            id: objective.into(),
        });
    }
    if State::side_of(objective) == Some(side) {
        return Err(LcgError::NotEnemy {
            id: objective.into(),
        });
    }
    if s.flags.attacked.iter().any(|a| a == objective) {
        return Err(LcgError::AlreadyAttacked {
            id: objective.into(),
        });
    }
    if attackers.is_empty() {
        return Err(LcgError::NoAttackers);
    }
    let attackers = declare(tx, side, attackers)?;
    tx.push(Change::EngagementOpened {
        engagement: Engagement {
            objective: objective.into(),
            attackers: attackers.clone(),
            defenders: Vec::new(),
            stage: Stage::Defenders,
            edge: None,
            next_striker: None,
            moves: Vec::new(),
        },
    });
    shielding(tx, &attackers, None, shield_on)
}

pub fn defend(
    tx: &mut Tx<State>,
    defenders: &[UnitRef],
    shield_on: &[Option<String>],
) -> Result<(), LcgError> {
    let objective = at(&tx.state, Stage::Defenders)?.objective.clone();
    let side = tx.state.active.other();
    let defenders = declare(tx, side, defenders)?;
    tx.push(Change::Defended {
        defenders: defenders.clone(),
    });
    shielding(tx, &defenders, Some(&objective), shield_on)
}

/// Participants still in play and ready, of `side`.
pub fn ready(state: &State, e: &Engagement, side: Side) -> Vec<String> {
    let ids = if side == state.active {
        &e.attackers
    } else {
        &e.defenders
    };
    ids.iter()
        .filter(|id| state.unit(id).is_some_and(|u| u.counters.focus == 0))
        .cloned()
        .collect()
}

fn survived(state: &State, ids: &[String]) -> bool {
    ids.iter().any(|id| state.unit(id).is_some())
}

/// Whether the defender still has a defending unit in play: one destroyed or captured by a card
/// effect before the edge battle no longer defends, and with none left the attacker wins the edge
/// (seed 001 L734, L744), as when none was declared.
pub fn defending(state: &State, e: &Engagement) -> bool {
    survived(state, &e.defenders)
}

pub fn end(tx: &mut Tx<State>, unopposed: bool, keep: bool) -> Result<(), LcgError> {
    let s = &tx.state;
    let e = open(s)?.clone();
    if matches!(e.stage, Stage::Defenders | Stage::Edge) {
        return Err(LcgError::WrongStep {
            step: if e.stage == Stage::Edge {
                "edge"
            } else {
                "defenders"
            }
            .into(),
        });
    }
    if !ready(s, &e, s.active).is_empty() || !ready(s, &e, s.active.other()).is_empty() {
        return Err(LcgError::StrikesPending);
    }
    let eligible = survived(s, &e.attackers)
        && !survived(s, &e.defenders)
        && s.objective(&e.objective).is_some();
    if unopposed && !eligible {
        return Err(LcgError::NoUnopposedBonus);
    }
    tx.push(Change::EngagementEnded { unopposed });
    if unopposed {
        // Reading `shields_used`: the bonus comes from the attack, so a shield stops it.
        deal(tx, &e.objective, 1, true, keep);
    }
    Ok(())
}

pub fn describe(change: &Change) -> Option<Message> {
    Some(match change {
        Change::EngagementOpened { engagement } => Message::new("lcg.attacked")
            .arg("card", engagement.objective.clone())
            .arg("n", engagement.attackers.len()),
        Change::Defended { defenders } => Message::new("lcg.defended").arg("n", defenders.len()),
        Change::EngagementEnded { unopposed } => Message::new(if *unopposed {
            "lcg.engagement_ended_unopposed"
        } else {
            "lcg.engagement_ended"
        }),
        _ => return None,
    })
}

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::EngagementOpened { engagement } => {
            s.flags.attacked.push(engagement.objective.clone());
            s.engagement = Some(engagement.clone());
        }
        Change::Defended { defenders } => {
            if let Some(e) = s.engagement.as_mut() {
                e.defenders = defenders.clone();
                e.stage = Stage::Edge;
            }
        }
        Change::EngagementEnded { .. } => s.engagement = None,
        _ => {}
    }
}

/// Every step of an engagement touches the engagement panel, and only it.
pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::EngagementOpened { .. }
        | Change::Defended { .. }
        | Change::EngagementEnded { .. } => vec!["engagement".into()],
        _ => vec![],
    }
}
