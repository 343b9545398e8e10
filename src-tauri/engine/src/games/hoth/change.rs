//! The changes an action records. Each change sets what the rule decided; the rules themselves
//! live in the files named after them, and `mod.rs` lists which file owns each change.

use super::state::{Campaign, Card, Cards, LastAttack, Pending, Scenario, Unit};
use super::types::*;
use crate::dice::Symbol;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// One recorded change; an event is the list of them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(rename = "HothChange")]
pub enum Change {
    CampaignStarted {
        campaign: Campaign,
    },
    CampaignRecorded {
        instructions: String,
        next_leaders: Sides<Option<Leader>>,
    },
    ObjectiveRevealed {
        side: Side,
        text: String,
    },
    ScenarioSet {
        scenario: Scenario,
    },
    LeaderChosen {
        side: Side,
        leader: Leader,
    },
    UnitAdded {
        unit: Unit,
    },
    UnitDiceSet {
        kind: Kind,
        dice: Vec<u32>,
    },
    ReadingSet {
        key: String,
        choice: String,
    },
    Started {
        cards: Sides<Vec<Cards>>,
        die: Vec<Symbol>,
        verified: bool,
    },
    CardPlayed {
        side: Side,
        card: Card,
    },
    Ordered {
        units: Vec<String>,
        lost: u32,
    },
    Moved {
        unit: String,
        hexes: u32,
        onto: Terrain,
        zone: Zone,
        no_attack: Option<NoAttack>,
    },
    EWebFlipped {
        unit: String,
        to: EWeb,
    },
    Attacked {
        attack: LastAttack,
        die: Vec<Symbol>,
        verified: bool,
    },
    Rerolled {
        dice: Vec<u32>,
        faces: Vec<Symbol>,
    },
    Confirmed {
        faces: Vec<Symbol>,
        destroyed: bool,
    },
    Resolved {
        hits: u32,
        retreats: u32,
    },
    FiguresLost {
        unit: String,
        lost: u32,
        left: u32,
        by: String,
    },
    Eliminated {
        unit: String,
        medal: Option<Side>,
    },
    StructureDestroyed {
        structure: String,
    },
    Retreated {
        unit: String,
        hexes: u32,
        ignored: bool,
    },
    ObjectiveTaken {
        objective: String,
        side: Side,
        unit: String,
    },
    ObjectiveLost {
        objective: String,
        side: Side,
    },
    Medal {
        side: Side,
        medals: u32,
    },
    Pending {
        pending: Option<Pending>,
    },
    GroundTaken {
        unit: String,
        onto: Terrain,
        attacks_again: bool,
    },
    GroundNotTaken {
        unit: String,
    },
    SupportPlayed {
        side: Side,
        card: String,
    },
    TurnEnded {
        next: Side,
        turn: u32,
        cards: Sides<Vec<Cards>>,
        seat: Sides<u32>,
        reshuffled: bool,
    },
    Won {
        side: Side,
        reason: WinReason,
    },
    FiguresAdjusted {
        unit: String,
        from: u32,
        to: u32,
        reason: String,
    },
    MedalsAdjusted {
        side: Side,
        from: u32,
        to: u32,
        reason: String,
    },
    HandAdjusted {
        side: Side,
        seat: u32,
        cards: Cards,
        reason: String,
    },
    EWebAdjusted {
        unit: String,
        to: EWeb,
        reason: String,
    },
    SupportAdjusted {
        side: Side,
        from: u32,
        to: u32,
        reason: String,
    },
    StructureAdjusted {
        structure: String,
        destroyed: bool,
        reason: String,
    },
    ZoneAdjusted {
        unit: String,
        zone: Zone,
        reason: String,
    },
}

/// One action's changes.
pub type Event = crate::kit::Event<Change>;
