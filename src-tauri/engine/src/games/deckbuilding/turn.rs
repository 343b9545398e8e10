//! Setup, the start of a turn (a new base, the edge bonus, ships' resources) and its end (units
//! leave, ships straighten, resources are lost, exiles are due).

use super::cards::{self, Card, CardRef, Faction};
use super::change::Change;
use super::error::DbgError;
use super::force;
use super::log::{keys, say};
use super::state::{ActiveBase, Mode, Phase, Side, State, ROW};
use crate::error::Common;
use crate::game::Message;
use crate::kit::{adjust, Tx};

pub const THRESHOLD_MIN: i64 = 2;
pub const THRESHOLD_MAX: i64 = 5;

fn starting(f: Faction) -> &'static str {
    match f {
        Faction::Empire => "lothal",
        Faction::Rebel => "dantooine",
    }
}

fn side(mode: Mode, f: Faction) -> Side {
    let reserve = match mode {
        Mode::Secret => vec!["secret".to_string(); 4],
        _ => cards::bases()
            .iter()
            .filter(|b| b.faction == f && !b.start && (mode == Mode::FullControl || b.beginner))
            .map(|b| b.id.clone())
            .collect(),
    };
    let start = cards::base(starting(f));
    Side {
        active: Some(ActiveBase {
            id: starting(f).into(),
            hp: start.map_or(8, |b| b.hp),
            damage: 0,
            verified: start.is_some_and(|b| b.verified),
        }),
        reserve,
        lost: Vec::new(),
    }
}

pub fn setup(
    tx: &mut Tx<State>,
    mode: Mode,
    threshold: i64,
    pay_off_neutrals: bool,
    row: &Option<Vec<Option<CardRef>>>,
) -> Result<(), DbgError> {
    if tx.state.phase != Phase::Setup {
        return Err(Common::WrongPhase {
            phase: tx.state.phase.id().into(),
        }
        .into());
    }
    if !(THRESHOLD_MIN..=THRESHOLD_MAX).contains(&threshold) {
        return Err(DbgError::ThresholdRange {
            min: THRESHOLD_MIN,
            max: THRESHOLD_MAX,
        });
    }
    let row: Vec<Option<Card>> = match row {
        None => vec![None; ROW],
        Some(r) if r.len() != ROW => return Err(DbgError::RowSize),
        Some(r) => r
            .iter()
            .map(|c| c.as_ref().map(CardRef::resolve).transpose())
            .collect::<Result<_, _>>()?,
    };
    tx.push(Change::SetUp {
        mode,
        threshold,
        pay_off_neutrals,
        row,
        empire: side(mode, Faction::Empire),
        rebel: side(mode, Faction::Rebel),
    });
    tx.push(Change::TurnStarted {
        turn: 1,
        active: Faction::Empire,
    });
    start_bonuses(tx);
    Ok(())
}

/// Start of turn after any base choice: the edge bonus, then each ship's resources, then
/// Coruscant's look (reading `dbg.start.order`).
fn start_bonuses(tx: &mut Tx<State>) {
    let me = tx.state.active;
    if tx.state.force == 3 * me.sign() {
        force::resources(tx, 1, "edge");
    }
    let ships: Vec<(String, i64)> = tx
        .state
        .ships(me)
        .map(|s| (s.label.clone(), s.card.resources))
        .collect();
    for (label, r) in ships {
        force::resources(tx, r, &label);
    }
    if tx.state.base_id(me) == Some("coruscant") {
        tx.push(Change::Reminder {
            key: "coruscant_look".into(),
            card: Some("coruscant".into()),
        });
    }
}

pub fn choose_base(tx: &mut Tx<State>, base: &str, hp: Option<i64>) -> Result<(), DbgError> {
    if tx.state.phase != Phase::ChooseBase {
        return Err(Common::WrongPhase {
            phase: tx.state.phase.id().into(),
        }
        .into());
    }
    let me = tx.state.active;
    let spec = cards::base(base)
        .filter(|b| b.faction == me && !b.start)
        .ok_or(DbgError::BaseNotAvailable)?;
    let side = tx.state.side(me);
    let free = if tx.state.mode == Mode::Secret {
        side.reserve.iter().any(|b| b == "secret") && !side.lost.iter().any(|b| b == base)
    } else {
        side.reserve.iter().any(|b| b == base)
    };
    if !free {
        return Err(DbgError::BaseNotAvailable);
    }
    let hp = match hp {
        Some(h) => adjust::amount(h, 1, cards::MAX_NUMBER)?,
        None => spec.hp,
    };
    tx.push(Change::BaseChosen {
        faction: me,
        base: ActiveBase {
            id: spec.id.clone(),
            hp,
            damage: 0,
            // The players read the HP off the card when they choose it.
            verified: true,
        },
    });
    if spec.id == "corellia" || spec.id == "mon_cala" {
        tx.push(Change::Reminder {
            key: format!("{}_free_buy", spec.id),
            card: Some("corellia".into()),
        });
    }
    start_bonuses(tx);
    Ok(())
}

pub fn end_turn(tx: &mut Tx<State>) {
    let me = tx.state.active;
    // Mandatory exiles first, so the card never reaches the discard pile (reading
    // `dbg.end.exile_first`).
    for card in tx.state.exile_at_end.clone() {
        tx.push(Change::Reminder {
            key: "exile_now".into(),
            card: Some(card),
        });
    }
    let units: Vec<String> = tx
        .state
        .in_play
        .iter()
        .filter(|c| c.owner == me && !c.is_ship())
        .map(|c| c.label.clone())
        .collect();
    tx.push(Change::UnitsLeft { labels: units });
    tx.push(Change::ShipsStraightened { faction: me });
    let amount = tx.state.resources;
    tx.push(Change::ResourcesLost { amount });
    tx.push(Change::Reminder {
        key: "draw_five".into(),
        card: None,
    });
    let next = me.other();
    tx.push(Change::TurnStarted {
        turn: tx.state.turn.saturating_add(1),
        active: next,
    });
    if tx.state.side(next).active.is_none() {
        tx.push(Change::BaseDue { faction: next });
    } else {
        start_bonuses(tx);
    }
}

/// The phase an action other than `choose_base` needs: main, with no base due.
pub fn main_phase(state: &State) -> Result<(), DbgError> {
    if state.phase == Phase::Main {
        Ok(())
    } else {
        Err(Common::WrongPhase {
            phase: state.phase.id().into(),
        }
        .into())
    }
}

/// Applies this rule's changes; another rule's change is not this file's.
pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::SetUp {
            mode,
            threshold,
            pay_off_neutrals,
            row,
            empire,
            rebel,
        } => {
            s.mode = *mode;
            s.threshold = *threshold;
            s.pay_off_neutrals = *pay_off_neutrals;
            s.dealt_open = row.iter().map(Option::is_none).collect();
            s.row = row.clone();
            s.empire = empire.clone();
            s.rebel = rebel.clone();
        }
        Change::TurnStarted { turn, active } => {
            s.turn = *turn;
            s.active = *active;
            s.phase = Phase::Main;
            s.hoth_prevented = 0;
            s.corellia_buy = false;
            s.jedha_used = false;
            s.base_ability_used = false;
        }
        Change::BaseDue { .. } => s.phase = Phase::ChooseBase,
        Change::BaseChosen { faction, base } => {
            let side = s.side_mut(*faction);
            if let Some(i) = side.reserve.iter().position(|b| *b == base.id) {
                side.reserve.remove(i);
            } else if let Some(i) = side.reserve.iter().position(|b| b == "secret") {
                side.reserve.remove(i);
            }
            side.active = Some(base.clone());
            s.phase = Phase::Main;
            s.corellia_buy = base.id == "corellia" || base.id == "mon_cala";
        }
        Change::UnitsLeft { labels } => {
            s.in_play.retain(|c| !labels.contains(&c.label));
            s.exile_at_end.clear();
        }
        Change::ShipsStraightened { .. } => {
            for c in s.in_play.iter_mut() {
                c.attacked = false;
                c.ability_used = false;
                c.gained = 0;
            }
        }
        Change::ResourcesLost { .. } => s.resources = 0,
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::SetUp {
            mode, threshold, ..
        } => say("set_up")
            .arg("mode", serde_json::to_value(mode).unwrap_or_default())
            .arg("n", *threshold),
        Change::TurnStarted { turn, active } => say("turn_started")
            .arg("n", *turn)
            .arg("faction", active.id()),
        Change::BaseDue { faction } => say("base_due").arg("faction", faction.id()),
        Change::BaseChosen { faction, base } => say("base_chosen")
            .arg("faction", faction.id())
            .arg("base", base.id.clone())
            .arg("hp", base.hp),
        Change::UnitsLeft { labels } => say("units_left").arg("n", labels.len()),
        Change::ShipsStraightened { faction } => {
            say("ships_straightened").arg("faction", faction.id())
        }
        Change::ResourcesLost { amount } => say("resources_lost").arg("n", *amount),
        _ => return None,
    })
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::SetUp { .. } => keys(&["force_track", "row", "bases", "galaxy_deck", "pilots"]),
        Change::BaseChosen { faction, .. } => vec![format!("base.{}", faction.id())],
        Change::ResourcesLost { .. } => keys(&["resources"]),
        _ => Vec::new(),
    }
}
