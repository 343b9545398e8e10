//! What the board shows: the view keys (phase, turn, active, dial, balance,
//! destroyed_objectives, winner, win_reason, players, engagement, last_struggle), plus what the
//! board draws from (capacities, focus, the Force terms, the readings and rules links).

use super::force::terms;
use super::readings::{READINGS, RULE_LINKS};
use super::state::{
    Objective, Phase, PlayerCounters, Side, Stage, State, Struggle, TurnFlags, UnitCard,
    UnitCounters, WinReason,
};
use crate::game::Name;
use crate::kit::{Reading, RuleLink};
use serde::Serialize;
use ts_rs::TS;

/// A unit as the board shows it: its counters and card as the state keeps them (a field either
/// gains is shown too); its affiliation matters only to deploying it.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "LcgUnitView")]
pub struct UnitView {
    pub id: String,
    #[serde(flatten)]
    pub counters: UnitCounters,
    /// As typed from the card: the board shows it and works out each strike from it.
    #[serde(flatten)]
    pub card: UnitCard,
}

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "LcgForceTerm")]
pub struct ForceTerm {
    pub card: String,
    #[ts(type = "number")]
    pub n: i64,
}

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "LcgPlayerView")]
pub struct PlayerView {
    /// Hand, reserve, decks, Force cards and the affiliation card's focus, as the state keeps
    /// them.
    #[serde(flatten)]
    pub counters: PlayerCounters,
    /// The state's own objectives: the board shows every field an objective has.
    pub objectives: Vec<Objective>,
    pub units: Vec<UnitView>,
    pub name: Option<String>,
    #[ts(type = "number")]
    pub victory_pile: i64,
    pub mulliganed: bool,
    /// The affiliation card's affiliation.
    pub affiliation: Option<String>,
    /// The Force value now, term by term.
    pub force_terms: Vec<ForceTerm>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "LcgPlayers")]
pub struct Players {
    pub ds: PlayerView,
    pub ls: PlayerView,
}

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "LcgSides")]
pub struct Sides {
    #[ts(type = "number")]
    pub ds: i64,
    #[ts(type = "number")]
    pub ls: i64,
}

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "LcgEngagementView")]
pub struct EngagementView {
    pub edge: Option<Side>,
    pub next_striker: Option<Side>,
    pub objective: String,
    pub attackers: Vec<String>,
    pub defenders: Vec<String>,
    pub stage: Stage,
}

/// The edge-card placement while the engagement is at its edge battle: whose move it is (null
/// once over), the cards each side placed, and how many moves were recorded.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "LcgPlacementView")]
pub struct PlacementView {
    pub turn: Option<Side>,
    pub placed: Sides,
    #[ts(type = "number")]
    pub moves: usize,
}

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "LcgView")]
pub struct View {
    pub phase: Phase,
    #[ts(type = "number")]
    pub turn: i64,
    pub active: Side,
    #[ts(type = "number")]
    pub dial: i64,
    pub balance: Side,
    pub destroyed_objectives: Sides,
    pub winner: Option<Side>,
    pub win_reason: Option<WinReason>,
    pub players: Players,
    pub engagement: Option<EngagementView>,
    pub placement: Option<PlacementView>,
    pub last_struggle: Option<Struggle>,
    /// What the active side has done this turn (the balance, the draw, the struggle, the
    /// objectives attacked): the board offers only what is still owed.
    #[serde(flatten)]
    pub flags: TurnFlags,
    /// The optional mulligan rule is in use.
    pub mulligan_rule: bool,
    pub readings: Vec<Reading>,
    pub rule_links: Vec<RuleLink>,
}

fn player(state: &State, side: Side) -> PlayerView {
    let p = state.player(side);
    PlayerView {
        counters: p.counters.clone(),
        objectives: p.objectives.clone(),
        units: p
            .units
            .iter()
            .map(|u| UnitView {
                id: u.id.clone(),
                counters: u.counters.clone(),
                card: u.card.clone(),
            })
            .collect(),
        name: p.name.clone(),
        mulliganed: p.mulliganed,
        affiliation: p.affiliation.clone(),
        victory_pile: p.victory,
        force_terms: terms(state, side)
            .into_iter()
            .map(|(card, n)| ForceTerm { card, n })
            .collect(),
    }
}

pub fn view(state: &State) -> View {
    View {
        phase: state.phase,
        turn: state.turn,
        active: state.active,
        dial: state.dial,
        balance: state.balance,
        destroyed_objectives: Sides {
            ds: state.ls.victory,
            ls: state.ds.victory,
        },
        winner: state.winner,
        win_reason: state.win_reason,
        players: Players {
            ds: player(state, Side::Ds),
            ls: player(state, Side::Ls),
        },
        engagement: state.engagement.as_ref().map(|e| EngagementView {
            edge: e.edge,
            next_striker: e.next_striker,
            objective: e.objective.clone(),
            attackers: e.attackers.clone(),
            defenders: e.defenders.clone(),
            stage: e.stage,
        }),
        placement: state
            .engagement
            .as_ref()
            .filter(|e| e.stage == Stage::Edge)
            .map(|e| PlacementView {
                turn: super::edge::placement_turn(state, e),
                placed: Sides {
                    ds: super::edge::placed(e, Side::Ds),
                    ls: super::edge::placed(e, Side::Ls),
                },
                moves: e.moves.len(),
            }),
        last_struggle: state.last_struggle,
        flags: state.flags.clone(),
        mulligan_rule: state.mulligan_rule,
        readings: READINGS.to_vec(),
        rule_links: RULE_LINKS.to_vec(),
    }
}

/// What the table calls each card of both sides (see [`crate::game::Game::names`]): a card's
/// title, else "Objective 2" / "Unit 3" (`ds-o2`, `ls-u3`: the side's second objective, its
/// third unit entered), and each side's affiliation card.
pub fn names(state: &State) -> std::collections::BTreeMap<String, Name> {
    let number = |id: &str| id.get(4..).and_then(|n| n.parse::<u32>().ok()).unwrap_or(0);
    let mut out = std::collections::BTreeMap::new();
    for side in [Side::Ds, Side::Ls] {
        let p = state.player(side);
        for o in &p.objectives {
            let name = Name::given_or(o.title.as_deref(), || {
                Name::numbered("lcg.name.objective", number(&o.id))
            });
            out.insert(o.id.clone(), name);
        }
        for u in &p.units {
            let name = Name::given_or(u.card.title.as_deref(), || {
                Name::numbered("lcg.name.unit", number(&u.id))
            });
            out.insert(u.id.clone(), name);
        }
        let aff = crate::game::Message::new("lcg.name.affiliation").arg("side", side.id());
        out.insert(format!("{}-aff", side.id()), Name::Numbered(aff));
    }
    out
}
