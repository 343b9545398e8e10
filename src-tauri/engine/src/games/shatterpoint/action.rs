//! What the players tell the engine: setup choices, the stepper's answers, and what happened on
//! the table. Serialized as `{ "type": "snake_case_name", ...fields }`.

use super::catalog::UnitDef;
use super::state::{OrderCard, RollCounts};
use super::{AbilityType, ActionKind, Condition, Era, UnitRef};
use crate::dice::Symbol;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case")]
#[derive(strum::VariantNames)]
#[strum(serialize_all = "snake_case")]
#[ts(rename = "SpAction")]
pub enum Action {
    // Setup.
    SetPlayerName {
        player: u8,
        name: String,
    },
    /// A unit typed in from a card; it joins this session's catalog.
    AddCustomUnit {
        unit: Box<UnitDef>,
    },
    SetTeam {
        player: u8,
        team: TeamPick,
        /// Casual play: squad rules are reported but not enforced.
        casual: bool,
    },
    /// The starting side of a dual-sided combat card.
    ChooseStance {
        unit: UnitRef,
        side: u8,
    },
    /// A mission id from the catalog or "generic"; `objectives` is required when the mission
    /// data does not give the count.
    ChooseMission {
        mission: String,
        objectives: Option<u8>,
    },
    RollOff {
        roll: RollInput,
    },
    StartGame,
    // The struggle card just revealed.
    SetActiveObjectives {
        active: Vec<u8>,
        map: Option<u8>,
        /// Which of the mission's struggle cards this is, when the players want to name it.
        card: Option<String>,
    },
    // Turn step 1.
    PriorityRoll {
        roll: DieInput,
    },
    /// The objective matching the priority die on the mission map; `None` if none matches.
    MarkPriority {
        objective: Option<u8>,
    },
    // Turn step 2.
    /// Reveal an order card: drawn at random, or the card a player turned over by hand.
    Reveal {
        card: Option<OrderCard>,
    },
    UseReserve,
    /// Activate the unit of the revealed unit card.
    Activate,
    /// Pay 1 Force to put the revealed unit card in reserve; the next card is revealed.
    Reserve {
        next: Option<OrderCard>,
    },
    /// After the Shatterpoint card: activate any own unit.
    ShatterpointChoose {
        slot: u8,
    },
    /// After the Shatterpoint card: pay 1 Force, reveal the next card, shuffle it back.
    ShatterpointRedraw {
        next: Option<OrderCard>,
    },
    // Turn steps 4–7.
    RemoveWoundCondition {
        condition: Condition,
    },
    TakeAction {
        action: ActionKind,
        granted: bool,
    },
    FlipStance {
        unit: UnitRef,
    },
    EndActivation,
    // Turn step 8; the engine then does steps 9–12.
    EndTurn {
        /// Objectives whose control is entered; the others keep their controller.
        control: Vec<ControlEntry>,
    },
    // What happens on the table, at any time during play.
    Damage {
        unit: UnitRef,
        amount: u32,
    },
    Heal {
        unit: UnitRef,
        target: HealTarget,
    },
    GainCondition {
        unit: UnitRef,
        condition: Condition,
        /// From the attacker's combat tree or chart: a duplicate goes to the damage pool.
        in_attack: bool,
    },
    /// A condition used up (Disarmed, Exposed, Pinned) or removed by an effect.
    RemoveCondition {
        unit: UnitRef,
        condition: Condition,
    },
    /// Switches an unclear rule's reading (`sp.force.pay_with_damage`: `card_literal` or
    /// `cost_plus_tax`).
    SetReading {
        key: String,
        choice: String,
    },
    /// One attack, resolved and committed whole (issue 9): one event, one undo.
    Attack(Box<super::attack::AttackInput>),
    /// One attack played with the physical cards (a dice-only stance, or any attack the
    /// players resolve themselves), entered by the damage and conditions read off the cards.
    AttackOutcome(super::attack::AttackOutcome),
    SetImmunity {
        unit: UnitRef,
        condition: Condition,
        immune: bool,
    },
    GainHunker {
        unit: UnitRef,
    },
    /// All hunker tokens are lost (a character became engaged).
    LoseHunker {
        unit: UnitRef,
    },
    /// A Strained unit advanced, climbed, dashed, jumped, attacked, took an action or used an
    /// active or reactive ability: it takes 3 damage and loses Strained.
    MarkStrained {
        unit: UnitRef,
        trigger: StrainTrigger,
    },
    UseAbility {
        unit: UnitRef,
        /// The ability's id in the unit's data; `None` for one the data lacks.
        ability: Option<String>,
        /// Needed when the data does not give the type.
        kind: Option<AbilityType>,
        /// The cost when the data lacks it, or the amount chosen for a variable cost.
        cost: Option<u32>,
        payment: Payment,
    },
    RefreshForce {
        player: u8,
        amount: u32,
    },
    /// Force spent at the table on something the app does not follow (a card, an effect): the
    /// pool's −1.
    SpendForce {
        player: u8,
        amount: u32,
    },
    SpendMomentum {
        player: u8,
        amount: u8,
    },
    /// An effect moves the struggle token toward `player`'s momentum tokens.
    MoveToken {
        player: u8,
        spaces: u8,
    },
    /// Set a counter by hand (a table dispute, a missed effect), with the reason.
    Adjust {
        target: AdjustTarget,
        reason: String,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpTeamPick")]
pub struct TeamPick {
    /// Two squads of three units.
    pub squads: Vec<SquadPick>,
    pub tactics: Option<TacticsPick>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpSquadPick")]
pub struct SquadPick {
    /// The squad's era; needed when the primary spans several eras.
    pub era: Option<Era>,
    pub units: Vec<Pick>,
}

/// A unit from the catalog, with what the player reads off the card where the data is silent
/// (or differs): every `Some` here wins over the catalog.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpPick")]
pub struct Pick {
    pub unit: String,
    pub unit_type: Option<super::UnitType>,
    pub stamina: Option<u32>,
    pub durability: Option<u32>,
    pub force: Option<u32>,
    pub points: Option<u32>,
    pub characters: Option<u32>,
    pub eras: Option<Vec<Era>>,
    pub dual_stance: Option<bool>,
}

/// The unit (team slot 0–5) whose battle tactics cards join the order deck, and how many.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpTacticsPick")]
pub struct TacticsPick {
    pub slot: u8,
    pub cards: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "mode", rename_all = "snake_case")]
#[ts(rename = "SpRollInput")]
pub enum RollInput {
    /// The app rolls 5 attack dice for each player.
    Virtual,
    /// What each player rolled on the table (player 1 first).
    Physical { counts: Vec<RollCounts> },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "mode", rename_all = "snake_case")]
#[ts(rename = "SpDieInput")]
pub enum DieInput {
    Virtual,
    Physical { face: Symbol },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[ts(rename = "SpHealTarget")]
pub enum HealTarget {
    Damage,
    Condition { condition: Condition },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpStrainTrigger")]
pub enum StrainTrigger {
    Advance,
    Climb,
    Dash,
    Jump,
    Attack,
    Action,
    Ability,
}

impl StrainTrigger {
    pub const ALL: [StrainTrigger; 7] = [
        StrainTrigger::Advance,
        StrainTrigger::Climb,
        StrainTrigger::Dash,
        StrainTrigger::Jump,
        StrainTrigger::Attack,
        StrainTrigger::Action,
        StrainTrigger::Ability,
    ];

    pub fn name(self) -> &'static str {
        match self {
            StrainTrigger::Advance => "advance",
            StrainTrigger::Climb => "climb",
            StrainTrigger::Dash => "dash",
            StrainTrigger::Jump => "jump",
            StrainTrigger::Attack => "attack",
            StrainTrigger::Action => "action",
            StrainTrigger::Ability => "ability",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpPayment")]
pub enum Payment {
    /// Spend ready Force: the cost plus 1 per wound and injury token.
    Force,
    /// Take that much damage instead (units with `pay_force_with_damage`, while not Wounded).
    Damage,
    /// A combat tree's active-ability effect: no cost and no tax.
    Free,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpControlEntry")]
pub struct ControlEntry {
    pub objective: u8,
    pub control: ControlInput,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[ts(rename = "SpControlInput")]
pub enum ControlInput {
    Keep,
    Player {
        player: u8,
    },
    /// The contesting characters, counted on the table; the engine applies the control rule.
    Counts {
        contesters: Vec<Contester>,
    },
}

/// Who controls an objective, from the characters contesting it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpContester")]
pub struct Contester {
    pub player: u8,
    /// Characters within range 2 of the token.
    pub characters: u32,
    /// On the token's level.
    pub same_level: bool,
    /// A Wounded unit's characters do not contest.
    pub wounded: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[ts(rename = "SpAdjustTarget")]
pub enum AdjustTarget {
    Momentum {
        player: u8,
        count: u8,
    },
    Token {
        position: i8,
    },
    ForceReady {
        player: u8,
        ready: u32,
    },
    Damage {
        unit: UnitRef,
        damage: u32,
    },
    Wounded {
        unit: UnitRef,
        wounded: bool,
    },
    Injuries {
        unit: UnitRef,
        injuries: u32,
    },
    Condition {
        unit: UnitRef,
        condition: Condition,
        present: bool,
    },
    Hunker {
        unit: UnitRef,
        count: u32,
    },
    Control {
        objective: u8,
        controller: Option<u8>,
    },
    ObjectiveActive {
        objective: u8,
        active: bool,
    },
}
