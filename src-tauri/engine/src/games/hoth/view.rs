//! What the board shows: medals against the target, the active side and step, the pending
//! question, the counted hands, each roster, the last attack with its dice breakdown, the die
//! table in effect (and whether it is verified), the readings, and the rules entry of each term.

use super::campaign::{self, Campaign};
use super::dice;
use super::faces;
use super::readings;
use super::state::{
    Card, Cards, LastAttack, Objective, OnBoard, Pending, Scenario, State, Structure,
};
use super::types::*;
use super::units;
use crate::dice::{Catalog, Symbol};
use crate::kit::{Reading, RuleLink};
use serde::Serialize;
use ts_rs::TS;

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "HothUnitView")]
pub struct UnitView {
    pub id: String,
    /// The name the players gave it, if any: what a kept roster keeps (the screen names every
    /// unit through the session's `names` either way).
    pub name: Option<String>,
    pub side: Side,
    pub kind: Kind,
    pub badge: Option<Badge>,
    pub figures: u32,
    pub max_figures: u32,
    pub eliminated: bool,
    /// Where it stands and what it did this turn, as the state keeps it.
    #[serde(flatten)]
    pub board: OnBoard,
    /// Dice by distance; `None` until typed from the unit sheet.
    pub dice: Option<Vec<u32>>,
    /// The symbols that hit it, and whether that is inferred from the die legend (the unit
    /// sheets' icons are lost from the rulebook text).
    pub hit_by: Vec<Symbol>,
    pub hit_by_inferred: bool,
}

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "HothDieView")]
pub struct DieView {
    pub faces: Vec<Symbol>,
    pub verified: bool,
}

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "HothView")]
pub struct View {
    pub phase: Phase,
    pub turn: u32,
    pub active: Side,
    pub step: Step,
    pub pending: Option<Pending>,
    pub card: Option<Card>,
    pub units: Vec<UnitView>,
    pub structures: Vec<Structure>,
    pub objectives: Vec<Objective>,
    pub medals: Sides<u32>,
    pub victory: Sides<Option<u32>>,
    /// The scenario as set (setup shows it; `None` until one is chosen or entered).
    pub scenario: Option<Scenario>,
    /// The leader each side brought (three cards in its deck), if any.
    pub leaders: Sides<Option<Leader>>,
    /// The campaign log so far, if this battle is part of one.
    pub campaign: Option<Campaign>,
    /// Once the battle has ended: the log to start the next battle from.
    pub campaign_next: Option<Campaign>,
    /// Each side's hand, deck and discard (a team's two players added up).
    pub cards: Sides<Cards>,
    /// Each player's piles, and whose turn it is within a team.
    pub seats: Sides<Vec<Cards>>,
    pub seat: Sides<u32>,
    /// Campaign support cards held per side, outside the hand.
    pub support: Sides<u32>,
    pub last_attack: Option<LastAttack>,
    pub winner: Option<Side>,
    pub win_reason: Option<WinReason>,
    pub die: DieView,
    pub readings: Vec<Reading>,
    /// The rules entry each term on the board opens.
    pub why: Vec<RuleLink>,
    /// Each side's attack dice so far against their expectation.
    pub luck: Vec<crate::luck::PlayerLuck>,
}

const LINKS: &[RuleLink] = &[
    RuleLink::new("medals", "hoth.concept.medals"),
    RuleLink::new("cards", "hoth.concept.command-cards"),
    RuleLink::new("orders", "hoth.concept.orders"),
    RuleLink::new("moves", "hoth.concept.movement"),
    RuleLink::new("attack", "hoth.sequence.attack"),
    RuleLink::new("dice", "hoth.concept.range"),
    RuleLink::new("hits", "hoth.concept.hits"),
    RuleLink::new("confirm", "hoth.concept.confirmation-reroll"),
    RuleLink::new("retreat", "hoth.concept.retreat"),
    RuleLink::new("blocked_retreat", "hoth.concept.blocked-retreat"),
    RuleLink::new("take_ground", "hoth.badge.commandos"),
    RuleLink::new("e_web", "hoth.badge.e-web"),
    RuleLink::new("terrain", "hoth.concept.terrain-effects"),
    RuleLink::new("line_of_sight", "hoth.concept.line-of-sight"),
    RuleLink::new("temporary", "hoth.keyword.temporary-medal"),
    RuleLink::new("permanent", "hoth.keyword.permanent-medal"),
    RuleLink::new("sudden_death", "hoth.keyword.sudden-death"),
    RuleLink::new("die", "hoth.component.battle-die"),
];

/// Infantry are hit by infantry and explosions, vehicles by vehicles and explosions, special
/// units by explosions only (spec §3.5).
fn hit_by(kind: Kind) -> Vec<Symbol> {
    match units::stats(kind).map(|s| s.category) {
        Some(Category::Infantry) => vec![faces::INFANTRY, faces::EXPLOSION],
        Some(Category::Vehicle) => vec![faces::VEHICLE, faces::EXPLOSION],
        _ => vec![faces::EXPLOSION],
    }
}

pub fn view(s: &State) -> View {
    let die = match &s.die {
        Some((faces, verified)) => DieView {
            faces: faces.clone(),
            verified: *verified,
        },
        None => {
            let cat = Catalog::builtin();
            let d = cat.get("hoth").ok();
            DieView {
                faces: d.map(|d| d.faces.clone()).unwrap_or_default(),
                verified: d.is_some_and(|d| d.verified),
            }
        }
    };
    View {
        phase: s.phase,
        turn: s.turn,
        active: s.active,
        step: s.step,
        pending: s.pending.clone(),
        card: s.card.clone(),
        units: s
            .units
            .iter()
            .map(|u| UnitView {
                id: u.id.clone(),
                name: u.name.clone(),
                side: u.side,
                kind: u.kind,
                badge: u.badge,
                figures: u.figures,
                max_figures: u.max_figures,
                eliminated: u.eliminated(),
                board: u.board.clone(),
                dice: dice::table(s, u.kind).ok(),
                hit_by: hit_by(u.kind),
                hit_by_inferred: units::table().hit_by_inferred,
            })
            .collect(),
        structures: s.structures.clone(),
        objectives: s.objectives.clone(),
        medals: s.medals,
        victory: s.scenario.as_ref().map(|x| x.victory).unwrap_or_default(),
        scenario: s.scenario.clone(),
        leaders: s.leaders,
        campaign: s.campaign.clone(),
        campaign_next: campaign::next(s),
        cards: Sides {
            empire: s.total(Side::Empire),
            rebels: s.total(Side::Rebels),
        },
        seats: s.cards.clone(),
        seat: s.seat,
        support: s.support,
        last_attack: s.last_attack.clone(),
        winner: s.winner,
        win_reason: s.win_reason,
        die,
        readings: readings::in_effect(s),
        why: LINKS.to_vec(),
        luck: crate::luck::evening(&s.luck),
    }
}
