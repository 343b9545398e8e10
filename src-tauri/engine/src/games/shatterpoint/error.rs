//! Shatterpoint's refusals, with stable codes (`sp.<code>` on the wire). Their sentences are in
//! `content/shatterpoint/i18n`; the refusals every game shares are [`Common`].

use super::{ActionKind, Condition, Era, OrderCard, Step};
use crate::error::{Common, DiceError};
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, strum::VariantNames)]
#[serde(tag = "code", content = "data", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum SpError {
    PlayerName {
        player: usize,
        max: usize,
    },
    /// A kept strike team's name: 1 to `max` characters.
    TeamName {
        max: usize,
    },
    /// A kept strike team carries at most `max` of the player's own units.
    TeamUnits {
        max: usize,
    },
    PlayerCount {
        expected: usize,
        got: usize,
    },
    WrongStep {
        expected: Step,
    },
    NoPlayer {
        player: u8,
    },
    UnknownUnit {
        player: u8,
        slot: u8,
    },
    UnitDefeated {
        player: u8,
        slot: u8,
    },
    UnknownCatalogUnit {
        id: String,
    },
    UnitInvalid {
        field: String,
    },
    /// A list of a typed-in unit past its limit (`limits.rs`): `field` says which.
    UnitTooMany {
        field: String,
        max: usize,
    },
    /// A text of a typed-in unit past its limit, in characters.
    UnitTooLong {
        field: String,
        max: usize,
    },
    CustomUnitExists {
        id: String,
    },
    /// A stance from the editor or a pasted file breaks the format: `path` is the JSON path of
    /// the first problem, `problem` its code (`sp.stance_problem.<code>`), `detail` the English.
    StanceRejected {
        path: String,
        problem: super::stance::Problem,
        detail: String,
    },
    /// The text is not a stance at all (not JSON, not an object): there is no field to name.
    StanceUnreadable {
        problem: super::stance::Problem,
        detail: String,
    },
    UnitStatMissing {
        unit: String,
        stat: String,
    },
    SquadCount {
        got: usize,
    },
    SquadSize {
        squad: u8,
        got: usize,
    },
    SquadShape {
        squad: u8,
    },
    SquadPoints {
        squad: u8,
        cost: u32,
        points: u32,
    },
    SquadPointsUnknown {
        unit: String,
    },
    SquadEra {
        squad: u8,
        unit: String,
        era: Era,
    },
    SquadEraChoose {
        squad: u8,
    },
    SquadUniqueName {
        name: String,
    },
    SquadUnitName {
        name: String,
    },
    TacticsInvalid,
    StanceSide {
        side: u8,
    },
    TeamMissing {
        player: u8,
    },
    FirstPlayerMissing,
    MissionMissing,
    UnknownMission {
        id: String,
    },
    ObjectiveCount {
        min: u8,
        max: u8,
    },
    RollOffCounts {
        player: u8,
    },
    ObjectiveIndex {
        index: u8,
        count: u8,
    },
    ObjectiveInactive {
        index: u8,
    },
    ObjectiveRepeated {
        index: u8,
    },
    ObjectivesNone,
    MapIndex {
        map: u8,
    },
    UnknownStruggleCard {
        id: String,
    },
    PriorityNotDue,
    PriorityNotRolled,
    PriorityAlreadyRolled,
    NothingRevealed,
    CardWaiting,
    CardNotInDeck {
        card: OrderCard,
    },
    MustUseReserve,
    ReserveEmpty,
    ReserveTwice,
    ReserveFull,
    /// The reserve replaces the turn's first reveal only: after a battle tactics card the next
    /// card is revealed.
    ReserveNotFirst,
    ReserveShatterpoint,
    NotAUnitCard,
    NotShatterpoint,
    MustActivate,
    DeckEmpty,
    NoCardsLeft,
    NotEnoughForce {
        need: u32,
        ready: u32,
    },
    NotYourUnit {
        player: u8,
    },
    NotActivating {
        player: u8,
        slot: u8,
    },
    ConditionAbsent {
        condition: Condition,
    },
    ActionRepeated {
        action: ActionKind,
    },
    TooManyActions,
    StanceFlipped,
    StanceSingle,
    UnitWoundedNoDamage,
    UnitWoundedNoHeal,
    NothingToHeal,
    NoHunker,
    AbilityUnknown {
        ability: String,
    },
    AbilityKindUnknown,
    AbilityCostUnknown,
    AbilityUsed {
        ability: String,
    },
    PaymentNotAllowed,
    NotEnoughMomentum {
        need: u8,
        have: u8,
    },
    /// `set_reading` with a key or choice the game does not have.
    NoSuchReading {
        key: String,
        choice: String,
    },
    /// An attack on a unit of the attacker's own team.
    AttackOwnUnit,
    #[serde(untagged)]
    Attack(super::attack_error::AttackError),
    #[serde(untagged)]
    Dice(DiceError),
    #[serde(untagged)]
    Common(Common),
}

crate::game_error!(SpError, "sp", Dice);

impl From<super::attack_error::AttackError> for SpError {
    fn from(e: super::attack_error::AttackError) -> Self {
        SpError::Attack(e)
    }
}

impl From<DiceError> for SpError {
    fn from(e: DiceError) -> Self {
        SpError::Dice(e)
    }
}
