//! What the board shows: exactly the view keys, and the plain-English report.

use super::attack::attack_of;
use super::cards::{Allegiance, CardType, Faction};
use super::readings::READINGS;
use super::state::{Mode, Phase, Side, State, WinReason};
use crate::kit::Reading;
use serde::Serialize;
use std::collections::BTreeMap;
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "DbgForceView")]
pub struct ForceView {
    #[ts(type = "number")]
    pub position: i64,
    pub with: Option<Faction>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "DbgVictoryView")]
pub struct VictoryView {
    #[ts(type = "number")]
    pub empire: i64,
    #[ts(type = "number")]
    pub rebel: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "DbgShipView")]
pub struct ShipView {
    pub label: String,
    pub card: String,
    #[ts(type = "number")]
    pub hp: i64,
    #[ts(type = "number")]
    pub damage: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "DbgInPlayView")]
pub struct InPlayView {
    pub label: String,
    pub card: String,
    #[serde(rename = "type")]
    pub kind: CardType,
    #[ts(type = "number")]
    pub attack: i64,
    #[ts(type = "number")]
    pub resources: i64,
    #[ts(type = "number")]
    pub force: i64,
    pub attacked: bool,
    pub ability_used: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "DbgRowView")]
pub struct RowView {
    pub card: String,
    pub faction: Allegiance,
    #[serde(rename = "type")]
    pub kind: CardType,
    #[ts(type = "number")]
    pub cost: i64,
    #[ts(type = "number")]
    pub target: i64,
    #[ts(type = "number")]
    pub hp: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "DbgView")]
pub struct View {
    pub game: &'static str,
    pub mode: Mode,
    #[ts(type = "number")]
    pub threshold: i64,
    pub phase: Phase,
    #[ts(type = "number")]
    pub turn: i64,
    pub active: Faction,
    pub force_track: ForceView,
    #[ts(type = "number")]
    pub resources: i64,
    /// Each side's bases exactly as the state keeps them: a field a base gains is shown too.
    pub bases: BTreeMap<&'static str, Side>,
    pub victory: VictoryView,
    pub ships: BTreeMap<&'static str, Vec<ShipView>>,
    pub in_play: Vec<InPlayView>,
    pub row: Vec<Option<RowView>>,
    #[ts(type = "number")]
    pub galaxy_deck: i64,
    #[ts(type = "number")]
    pub galaxy_discard: i64,
    #[ts(type = "number")]
    pub pilots: i64,
    pub winner: Option<Faction>,
    pub win_reason: Option<WinReason>,
    pub readings: Vec<Reading>,
    /// Per counter, the sentence of the last change: filled by the journal (empty here).
    #[ts(type = "Record<string, unknown>")]
    pub why: BTreeMap<String, String>,
}

fn ships(state: &State, f: Faction) -> Vec<ShipView> {
    state
        .ships(f)
        .map(|c| ShipView {
            label: c.label.clone(),
            card: c.card.id.clone(),
            hp: c.card.hp,
            damage: c.damage,
        })
        .collect()
}

pub fn view(state: &State) -> View {
    let both = [Faction::Empire, Faction::Rebel];
    View {
        game: "dbg",
        mode: state.mode,
        threshold: state.threshold,
        phase: state.phase,
        turn: state.turn,
        active: state.active,
        force_track: ForceView {
            position: state.force,
            with: state.force_with(),
        },
        resources: state.resources,
        bases: both
            .iter()
            .map(|f| (f.id(), state.side(*f).clone()))
            .collect(),
        victory: VictoryView {
            empire: state.victory(Faction::Empire),
            rebel: state.victory(Faction::Rebel),
        },
        ships: both.iter().map(|f| (f.id(), ships(state, *f))).collect(),
        in_play: state
            .in_play
            .iter()
            .filter(|c| c.owner == state.active)
            .map(|c| InPlayView {
                label: c.label.clone(),
                card: c.card.id.clone(),
                kind: c.card.kind,
                attack: attack_of(state, c, false),
                resources: c.card.resources,
                force: c.card.force,
                attacked: c.attacked,
                ability_used: c.ability_used,
            })
            .collect(),
        row: state
            .row
            .iter()
            .map(|c| {
                c.as_ref().map(|c| RowView {
                    card: c.id.clone(),
                    faction: c.faction,
                    kind: c.kind,
                    cost: c.cost,
                    target: c.target,
                    hp: c.hp,
                })
            })
            .collect(),
        galaxy_deck: state.galaxy_deck,
        galaxy_discard: state.galaxy_discard,
        pilots: state.pilots,
        winner: state.winner,
        win_reason: state.win_reason,
        readings: READINGS.to_vec(),
        why: BTreeMap::new(),
    }
}

pub fn report(state: &State) -> String {
    if state.phase == Phase::Setup {
        return "Not set up.".into();
    }
    let base = |f: Faction| {
        state
            .side(f)
            .active
            .as_ref()
            .map_or("no base".to_string(), |b| {
                format!("{} {}/{}", b.id, b.damage, b.hp)
            })
    };
    let mut out = format!(
        "Turn {}, {} to play. Force {:+}. Empire: {}, {} destroyed. Rebels: {}, {} destroyed.",
        state.turn,
        state.active.id(),
        state.force,
        base(Faction::Empire),
        state.victory(Faction::Empire),
        base(Faction::Rebel),
        state.victory(Faction::Rebel),
    );
    if let Some(w) = state.winner {
        out.push_str(&format!(" The {} won.", w.id()));
    }
    out
}

/// What the table calls each card in play, by its label (see [`crate::game::Game::names`]):
/// the card's name ("Star Destroyer", a typed card's own), numbered from the second copy on
/// ("Imperial Shuttle 2" for `imperial_shuttle#2`); a label the player gave is that name.
pub fn names(state: &State) -> BTreeMap<String, crate::game::Name> {
    use crate::game::{Message, Name};
    state
        .in_play
        .iter()
        .map(|c| {
            let id = &c.card.id;
            let card = || match super::cards::card(id) {
                Some(_) => Name::Numbered(Message::new(&format!("card.dbg.{id}"))),
                None => Name::Given(id.clone()),
            };
            let copy = c
                .label
                .strip_prefix(id.as_str())
                .and_then(|rest| rest.strip_prefix('#'))
                .and_then(|n| n.parse::<u32>().ok());
            let name = if c.label == *id {
                card()
            } else if let Some(n) = copy {
                let m = Message::new("dbg.name.copy")
                    .arg("card", card().to_value())
                    .arg("n", n);
                Name::Numbered(m)
            } else {
                Name::Given(c.label.clone())
            };
            (c.label.clone(), name)
        })
        .collect()
}
