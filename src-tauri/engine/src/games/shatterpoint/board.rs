//! The board's pieces in the view: each player's Force pool, order deck and units, and the
//! struggle track space by space, each with the log sentence that last changed it.

use super::squad::SquadIssue;
use super::state::{OrderCard, State, StruggleCard, UnitCard, UnitCounters};
use super::{AbilityType, Era, Phase, Text, UnitRef};
use serde::Serialize;
use ts_rs::TS;

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "SpPlayerView")]
pub struct PlayerView {
    pub player: u8,
    pub name: Option<String>,
    pub first: bool,
    pub active: bool,
    pub team_set: bool,
    pub casual: bool,
    pub waived: Vec<SquadIssue>,
    pub eras: Vec<Option<Era>>,
    pub momentum: u8,
    pub force: ForceView,
    pub deck: DeckView,
    pub struggles_won: Vec<StruggleCard>,
    pub units: Vec<UnitView>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "SpForceView")]
pub struct ForceView {
    pub size: u32,
    pub ready: u32,
    pub spent: u32,
}

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "SpCardView")]
pub struct CardView {
    pub card: OrderCard,
    pub name: Option<Text>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "SpDeckView")]
pub struct DeckView {
    /// Cards left face down: a count only.
    pub cards: u32,
    pub discard: Vec<CardView>,
    pub reserve: Option<CardView>,
    pub revealed: Option<CardView>,
    pub removed: Vec<CardView>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "SpAbilityView")]
pub struct AbilityView {
    pub id: String,
    pub name: Text,
    pub kind: Option<AbilityType>,
    pub cost: Option<u32>,
    pub variable_cost: bool,
    /// What it costs this unit now: cost + 1 per wound and injury (active and reactive).
    pub total_cost: Option<u32>,
    pub used_this_turn: u32,
    pub text: Text,
    pub unverified: Vec<String>,
}

/// A fielded unit as the board shows it: its card and counters as the state keeps them (a field
/// either gains is shown too), and what the board works out from them.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "SpUnitView")]
pub struct UnitView {
    pub unit: UnitRef,
    #[serde(flatten)]
    pub card: UnitCard,
    #[serde(flatten)]
    pub counters: UnitCounters,
    pub stances: Vec<Text>,
    pub dual: bool,
    pub activating: bool,
    /// Its characters may contest objectives (not Wounded, not defeated).
    pub contests: bool,
    /// The extra Force its active and reactive abilities cost now.
    pub tax: u32,
    pub abilities: Vec<AbilityView>,
    pub verified: bool,
    pub unverified: Vec<String>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "SpTrackSpace")]
pub struct TrackSpace {
    /// −8 … 8; negative is player 1's half.
    pub position: i8,
    /// Whose momentum token is on this space.
    pub momentum: Option<u8>,
    pub token: bool,
}

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "SpTrackView")]
pub struct TrackView {
    pub token: i8,
    /// The 17 spaces from player 1's end (−8) to player 2's (8).
    pub spaces: Vec<TrackSpace>,
}

fn unit_view(s: &State, r: UnitRef) -> Option<UnitView> {
    let u = s.unit(r)?;
    let abilities = u
        .abilities
        .iter()
        .map(|a| {
            let paid = a.kind.is_some_and(AbilityType::is_paid);
            AbilityView {
                id: a.id.clone(),
                name: a.name.clone(),
                kind: a.kind,
                cost: a.cost,
                variable_cost: a.variable_cost,
                total_cost: a.cost.map(|c| if paid { c + u.tax() } else { 0 }),
                used_this_turn: s
                    .turn
                    .ability_uses
                    .iter()
                    .filter(|x| x.unit == r && x.ability == a.id)
                    .count() as u32,
                text: a.text.clone(),
                unverified: a.unverified.clone(),
            }
        })
        .collect();
    Some(UnitView {
        unit: r,
        card: u.card.clone(),
        counters: u.counters.clone(),
        stances: u.stances.clone(),
        dual: u.dual,
        activating: s.activating() == Some(r),
        contests: !u.counters.wounded && !u.counters.defeated,
        tax: u.tax(),
        abilities,
        verified: u.verified,
        unverified: u.unverified.clone(),
    })
}

pub(super) fn player_view(s: &State, p: u8) -> PlayerView {
    let side = s.side(p);
    let card = |c: &OrderCard| CardView {
        card: *c,
        name: s.card_name(p, *c),
    };
    let team = s.team(p);
    let units = team
        .map(|t| {
            (0..t.units.len() as u8)
                .filter_map(|slot| unit_view(s, UnitRef { player: p, slot }))
                .collect()
        })
        .unwrap_or_default();
    PlayerView {
        player: p,
        name: s.names[usize::from(p)].clone(),
        first: s.first_player == Some(p),
        active: s.phase == Phase::Playing && s.turn.number > 0 && s.turn.player == p,
        team_set: team.is_some(),
        casual: team.is_some_and(|t| t.casual),
        waived: team.map(|t| t.waived.clone()).unwrap_or_default(),
        eras: team.map(|t| t.eras.clone()).unwrap_or_default(),
        momentum: side.momentum,
        force: ForceView {
            size: side.force_size,
            ready: side.force_ready,
            spent: side.force_size.saturating_sub(side.force_ready),
        },
        deck: DeckView {
            cards: side.deck.len() as u32,
            discard: side.discard.iter().map(card).collect(),
            reserve: side.reserve.as_ref().map(card),
            revealed: side.revealed.as_ref().map(card),
            removed: side.removed.iter().map(card).collect(),
        },
        struggles_won: s.won[usize::from(p)].clone(),
        units,
    }
}

pub(super) fn track(s: &State) -> TrackView {
    let spaces = (-8..=8i8)
        .map(|position| {
            let owner = if position < 0 { 0 } else { 1 };
            let depth = position.unsigned_abs();
            let momentum = (position != 0
                && s.phase != Phase::Setup
                && u32::from(depth) + u32::from(s.side(owner).momentum) >= 9)
                .then_some(owner);
            TrackSpace {
                position,
                momentum,
                token: s.token == position,
            }
        })
        .collect();
    TrackView {
        token: s.token,
        spaces,
    }
}
