//! Before the battle: the scenario (entered, or the rulebook's preset), leaders, rosters, the
//! dice the rulebook lost, then the first hands. Reserves may still join during play.

use super::change::Change;
use super::error::{bad, HothError};
use super::state::{Cards, Objective, OnBoard, Scenario, State, Structure, Unit};
use super::types::*;
use super::units;
use crate::error::Common;
use crate::game::{Ctx, Message};
use crate::kit::{adjust, Tx};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use ts_rs::TS;

/// Standard command cards per faction, and a leader's.
pub const STANDARD_DECK: u32 = 16;
pub const LEADER_CARDS: u32 = 3;
const MAX_HAND: i64 = 10;
const MAX_MEDALS: i64 = 20;
const MAX_ID: usize = 24;

/// The scenarios the rulebook prints in full.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "HothScenarioId")]
pub enum ScenarioId {
    ShieldGenerators,
}

#[derive(Deserialize)]
struct Presets {
    scenarios: BTreeMap<ScenarioId, Scenario>,
}

const SCENARIOS: &str = include_str!("../../../../../content/hoth/scenarios.json");

pub fn preset(id: ScenarioId) -> Result<Scenario, HothError> {
    serde_json::from_str::<Presets>(SCENARIOS)
        .map_err(|e| bad(e.to_string()))?
        .scenarios
        .remove(&id)
        .ok_or_else(|| bad("no such scenario"))
}

pub(super) fn in_setup(state: &State) -> Result<(), HothError> {
    if state.phase == Phase::Setup {
        Ok(())
    } else {
        Err(Common::WrongPhase {
            phase: "playing".into(),
        }
        .into())
    }
}

pub fn set_scenario(tx: &mut Tx<State>, s: &Scenario) -> Result<(), HothError> {
    in_setup(&tx.state)?;
    for n in [s.hand.empire, s.hand.rebels] {
        adjust::amount(i64::from(n), 1, MAX_HAND)?;
    }
    for n in [s.victory.empire, s.victory.rebels].into_iter().flatten() {
        adjust::amount(i64::from(n), 1, MAX_MEDALS)?;
    }
    if let Some(sd) = &s.sudden_death {
        adjust::amount(
            i64::from(sd.structures_destroyed),
            1,
            s.structures.len() as i64,
        )?;
    }
    if let Some(p) = &s.players {
        for n in [p.empire, p.rebels] {
            adjust::amount(i64::from(n), 1, 2)?;
        }
    }
    // A board has 3 structure tiles and 6 medal tokens; a few more are allowed for custom maps.
    adjust::amount(s.structures.len() as i64, 0, 12)?;
    adjust::amount(s.objectives.len() as i64, 0, 12)?;
    let mut ids: Vec<&str> = s.structures.iter().map(|x| x.id.as_str()).collect();
    ids.extend(s.objectives.iter().map(|o| o.id.as_str()));
    for (i, id) in ids.iter().enumerate() {
        check_id(id)?;
        if ids[..i].contains(id) {
            return Err(bad(format!("'{id}' is named twice")));
        }
    }
    tx.push(Change::ScenarioSet {
        scenario: s.clone(),
    });
    Ok(())
}

fn check_id(id: &str) -> Result<(), HothError> {
    if id.trim().is_empty() || id.chars().count() > MAX_ID {
        Err(bad(format!("an id has 1 to {MAX_ID} characters")))
    } else {
        Ok(())
    }
}

pub fn choose_leader(tx: &mut Tx<State>, side: Side, leader: Leader) -> Result<(), HothError> {
    in_setup(&tx.state)?;
    if leader.side() != side {
        return Err(bad("that leader fights for the other side"));
    }
    tx.push(Change::LeaderChosen { side, leader });
    Ok(())
}

pub fn add_unit(
    tx: &mut Tx<State>,
    kind: Kind,
    id: &str,
    name: Option<&str>,
    badge: Option<Badge>,
    zone: Option<Zone>,
) -> Result<(), HothError> {
    if tx.state.phase == Phase::Over {
        return Err(Common::GameOver.into());
    }
    check_id(id)?;
    let name = name.map(str::trim).filter(|n| !n.is_empty());
    if let Some(n) = name {
        check_id(n)?;
    }
    let taken =
        tx.state.units.iter().any(|u| u.id == id) || tx.state.structures.iter().any(|s| s.id == id);
    if taken {
        return Err(bad(format!("'{id}' is already on the board")));
    }
    let stats = units::stats(kind).ok_or_else(|| HothError::UnitStatMissing {
        kind: serde_json::to_value(kind)
            .ok()
            .and_then(|v| v.as_str().map(String::from))
            .unwrap_or_default(),
    })?;
    let mut figures = stats.figures;
    if let Some(b) = badge {
        let rule = units::badge(b).filter(|r| r.kinds.contains(&kind));
        let rule = rule.ok_or_else(|| bad("that badge does not fit that unit"))?;
        figures = figures.saturating_add(rule.extra_figures);
    }
    tx.push(Change::UnitAdded {
        unit: Unit {
            id: id.to_string(),
            name: name.map(str::to_string),
            side: stats.side,
            kind,
            badge,
            figures,
            max_figures: figures,
            board: OnBoard {
                zone: zone.unwrap_or(Zone::Centre),
                terrain: Terrain::Open,
                ordered: false,
                moved: 0,
                attacked: false,
                no_attack: None,
                // Every E-Web starts the battle ready.
                e_web: (badge == Some(Badge::EWeb)).then_some(EWeb::Ready),
            },
        },
    });
    Ok(())
}

/// The most distances a unit's typed dice reach (`set_unit_dice`, `--unit-dice`), from 1.
pub const UNIT_DICE_DISTANCES: u32 = 8;
/// The most dice a unit rolls at one distance, as typed from its sheet.
pub const UNIT_DICE_AT_MOST: u32 = 8;

pub fn set_unit_dice(tx: &mut Tx<State>, kind: Kind, dice: &[u32]) -> Result<(), HothError> {
    adjust::amount(dice.len() as i64, 1, i64::from(UNIT_DICE_DISTANCES))?;
    for d in dice {
        adjust::amount(i64::from(*d), 0, i64::from(UNIT_DICE_AT_MOST))?;
    }
    tx.push(Change::UnitDiceSet {
        kind,
        dice: dice.to_vec(),
    });
    Ok(())
}

/// Each player's first piles. Alone: the 16 standard cards (3 more with a leader), the
/// scenario's hand drawn. A team of two deals the 16 into 8 each, each draws half the hand
/// rounded up, and a leader's 3 cards join each member's own deck.
pub fn piles(state: &State, scenario: &Scenario, side: Side) -> Vec<Cards> {
    let team = scenario.players.map_or(1, |p| *p.get(side)).clamp(1, 2);
    let leader = if state.leaders.get(side).is_some() {
        LEADER_CARDS
    } else {
        0
    };
    let deck = STANDARD_DECK / team + leader;
    let hand = scenario.hand.get(side).div_ceil(team);
    (0..team)
        .map(|_| Cards {
            hand,
            deck: deck.saturating_sub(hand),
            discard: 0,
        })
        .collect()
}

pub fn start(tx: &mut Tx<State>, ctx: &Ctx) -> Result<(), HothError> {
    in_setup(&tx.state)?;
    let scenario = tx
        .state
        .scenario
        .clone()
        .ok_or_else(|| bad("set or choose a scenario first"))?;
    let mut cards = Sides::<Vec<Cards>>::default();
    for side in [Side::Empire, Side::Rebels] {
        *cards.get_mut(side) = piles(&tx.state, &scenario, side);
    }
    let die = ctx.dice.get("hoth")?;
    tx.push(Change::Started {
        cards,
        die: die.faces.clone(),
        verified: die.verified,
    });
    Ok(())
}

/// Applies this rule's changes to the state.
pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::ScenarioSet { scenario } => {
            s.structures = scenario
                .structures
                .iter()
                .map(|s| Structure {
                    id: s.id.clone(),
                    kind: s.kind,
                    terrain: s.terrain,
                    destroyed: false,
                })
                .collect();
            s.objectives = scenario
                .objectives
                .iter()
                .map(|o| Objective {
                    id: o.id.clone(),
                    kind: o.kind,
                    held_by: None,
                    holder: None,
                })
                .collect();
            s.active = scenario.starts;
            s.scenario = Some(scenario.clone());
        }
        Change::LeaderChosen { side, leader } => *s.leaders.get_mut(*side) = Some(*leader),
        Change::UnitAdded { unit } => s.units.push(unit.clone()),
        Change::UnitDiceSet { kind, dice } => {
            s.unit_dice.insert(*kind, dice.clone());
        }
        Change::Started {
            cards,
            die,
            verified,
        } => {
            s.phase = Phase::Playing;
            s.turn = 1;
            s.step = Step::Card;
            s.cards = cards.clone();
            s.seat = Sides::default();
            s.die = Some((die.clone(), *verified));
        }
        _ => {}
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    Some(match c {
        Change::ScenarioSet { scenario } => Message::new("hoth.scenario_set")
            .arg("side", scenario.starts.name())
            .arg("empire", scenario.hand.empire)
            .arg("rebels", scenario.hand.rebels),
        Change::LeaderChosen { side, leader } => Message::new("hoth.leader_chosen")
            .arg("side", side.name())
            .arg("leader", serde_json::to_value(leader).unwrap_or_default()),
        Change::UnitAdded { unit } => Message::new("hoth.unit_added")
            .arg("unit", unit.id.clone())
            .arg("kind", serde_json::to_value(unit.kind).unwrap_or_default())
            .arg("n", unit.figures),
        Change::UnitDiceSet { kind, dice } => Message::new("hoth.unit_dice_set")
            .arg("kind", serde_json::to_value(kind).unwrap_or_default())
            .arg(
                "dice",
                dice.iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join("/"),
            ),
        Change::Started { cards, .. } => {
            let hand = |v: &Vec<Cards>| v.iter().map(|c| c.hand).sum::<u32>();
            Message::new("hoth.started")
                .arg("empire", hand(&cards.empire))
                .arg("rebels", hand(&cards.rebels))
        }
        _ => return None,
    })
}

pub fn touched(_: &Change) -> Vec<String> {
    vec![]
}
