//! What happened. One action gives one [`Event`]: the changes it made, in order, each a plain
//! fact. The first change is the headline of the log sentence; the rest are its consequences
//! ("Lord Maul took 7 damage. Wounded. Player 2 gains momentum."). Each change belongs to one
//! rule file; `mod.rs` lists which.

use super::action::{AdjustTarget, StrainTrigger};
use super::attack::combat::Faces;
use super::catalog::UnitDef;
pub use super::cause::*;
use super::state::{Mission, OrderCard, RollOff, StruggleCard, Team};
use super::types::{AbilityType, ActionKind, Condition, Step, Text, UnitRef};
use crate::dice::DiceMode;
use crate::dice::Symbol;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// One action's changes.
pub type Event = crate::kit::Event<Change>;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(rename = "SpChange")]
pub enum Change {
    PlayerNamed {
        player: u8,
        name: String,
    },
    CustomUnitAdded {
        unit: UnitDef,
    },
    TeamSet {
        player: u8,
        team: Team,
    },
    StanceChosen {
        unit: UnitRef,
        name: Text,
        side: u8,
        stance: Option<Text>,
    },
    MissionChosen {
        mission: Mission,
    },
    RolledOff {
        roll: RollOff,
    },
    GameStarted {
        decks: Vec<Vec<OrderCard>>,
        force: Vec<u32>,
        mission_deck: Vec<StruggleCard>,
    },
    /// The next struggle card is turned over (numbers 1–3).
    StruggleRevealed {
        number: u8,
        card: StruggleCard,
    },
    ObjectivesActivated {
        active: Vec<u8>,
        map: Option<u8>,
        /// Who chose the map (the loser of the previous struggle).
        chooser: Option<u8>,
        card: StruggleCard,
    },
    TurnStarted {
        player: u8,
        number: u32,
    },
    /// The stepper moves on (no log sentence of its own).
    Step {
        step: Step,
    },
    PriorityRolled {
        player: u8,
        mode: DiceMode,
        face: Symbol,
    },
    PriorityMarked {
        objective: Option<u8>,
    },
    CardRevealed {
        player: u8,
        card: OrderCard,
        name: Option<Text>,
        /// Drawn by the app (virtual) or turned over by hand and entered (physical).
        mode: DiceMode,
    },
    /// A defeated unit's card leaves the game.
    CardRemoved {
        player: u8,
        card: OrderCard,
        name: Option<Text>,
    },
    /// A resolved battle tactics card goes to the discard pile.
    CardDiscarded {
        player: u8,
        card: OrderCard,
        name: Option<Text>,
    },
    /// The discard pile becomes the deck and every Force token is ready again.
    DeckRefreshed {
        player: u8,
        cards: u32,
        force: u32,
    },
    Reserved {
        player: u8,
        card: OrderCard,
        name: Option<Text>,
    },
    ShatterpointReturned {
        player: u8,
    },
    Activated {
        unit: UnitRef,
        name: Text,
        from: ActivationSource,
    },
    WoundBecameInjury {
        unit: UnitRef,
        name: Text,
        injuries: u32,
        cleared: u32,
    },
    ConditionGained {
        unit: UnitRef,
        name: Text,
        condition: Condition,
    },
    ConditionRemoved {
        unit: UnitRef,
        name: Text,
        condition: Condition,
        cause: RemovalCause,
    },
    ConditionIgnored {
        unit: UnitRef,
        name: Text,
        condition: Condition,
        reason: IgnoreReason,
    },
    /// A duplicate condition from the attacker's choice: 1 damage goes into the damage pool.
    ConditionToPool {
        unit: UnitRef,
        name: Text,
        condition: Condition,
    },
    ImmunitySet {
        unit: UnitRef,
        name: Text,
        condition: Condition,
        immune: bool,
    },
    HunkerGained {
        unit: UnitRef,
        name: Text,
        total: u32,
    },
    HunkerLost {
        unit: UnitRef,
        name: Text,
        count: u32,
    },
    ActionTaken {
        unit: UnitRef,
        name: Text,
        action: ActionKind,
        granted: bool,
    },
    StanceFlipped {
        unit: UnitRef,
        name: Text,
        side: u8,
        stance: Option<Text>,
    },
    AbilityUsed {
        unit: UnitRef,
        name: Text,
        ability: Option<String>,
        ability_name: Option<Text>,
        kind: AbilityType,
        cost: u32,
        tax: u32,
        payment: super::action::Payment,
        /// Paid with damage, the tax still paid in Force (the card-literal reading).
        #[serde(default)]
        tax_in_force: bool,
    },
    /// The table switched an unclear rule's reading.
    ReadingSet {
        key: String,
        choice: String,
    },
    /// One attack, resolved whole; the changes after it are what it did.
    Attacked {
        attacker: UnitRef,
        defender: UnitRef,
        attacker_name: Text,
        defender_name: Text,
        kind: super::stance::AttackType,
        successes: u32,
        path: Vec<String>,
        /// The walk by the options' numbers in the attacker's stance (1 is its first), as the
        /// stance editor and the attack's steps name them; empty in games from before it, whose
        /// log then shows the path as stored.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        walk: Vec<u32>,
        pool: u32,
        /// What the players resolve after the attack, in step 9's order.
        after: Vec<super::combat::AfterEffect>,
    },
    /// An attack the players resolved with their cards, by what it did: the changes after it
    /// are what the tracker made of it.
    AttackEntered {
        attacker: UnitRef,
        defender: UnitRef,
        attacker_name: Text,
        defender_name: Text,
        kind: super::stance::AttackType,
        damage: u32,
        conditions: Vec<Condition>,
    },
    StrainedTriggered {
        unit: UnitRef,
        name: Text,
        trigger: StrainTrigger,
    },
    Damaged {
        unit: UnitRef,
        name: Text,
        amount: u32,
        cause: DamageCause,
    },
    /// Damage that a Wounded unit cannot take.
    DamageBlocked {
        unit: UnitRef,
        name: Text,
        amount: u32,
    },
    DamageHealed {
        unit: UnitRef,
        name: Text,
    },
    Wounded {
        unit: UnitRef,
        name: Text,
    },
    ActivationEnded {
        unit: UnitRef,
        name: Text,
        reason: EndReason,
    },
    ForceSpent {
        player: u8,
        amount: u32,
        reason: ForceReason,
    },
    ForceRefreshed {
        player: u8,
        amount: u32,
        requested: u32,
    },
    MomentumGained {
        player: u8,
        /// The space it went on, 8 outermost … 1 next to the centre.
        space: u8,
        cause: MomentumCause,
    },
    MomentumNotPlaced {
        player: u8,
        cause: MomentumCause,
        reason: NotPlacedReason,
    },
    MomentumSpent {
        player: u8,
        amount: u8,
    },
    TokenMoved {
        /// Toward whose momentum tokens.
        player: u8,
        from: i8,
        to: i8,
        spaces: u8,
        cause: MoveCause,
    },
    StruggleWon {
        player: u8,
        card: StruggleCard,
        total: u8,
    },
    GameWon {
        player: u8,
    },
    ControlChanged {
        objective: u8,
        from: Option<u8>,
        to: Option<u8>,
    },
    PriorityCleared,
    UnitDefeated {
        unit: UnitRef,
        name: Text,
        injuries: u32,
        durability: u32,
    },
    StruggleReset,
    TurnEnded {
        player: u8,
        number: u32,
    },
    /// The faces an attack was rolled with, after its other changes (the luck of the evening).
    AttackRolled {
        attacker: UnitRef,
        defender: UnitRef,
        faces: Faces,
    },
    Adjusted {
        target: AdjustTarget,
        /// The counter's previous value (booleans as 0/1, no controller as −1).
        from: i32,
        /// The unit's name, when a unit's counter is set.
        name: Option<Text>,
        reason: String,
    },
}
