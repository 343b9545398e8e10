//! Errors with stable codes. Each serializes as `{ "code": "...", "data": {...} }`; the UI shows a
//! localized sentence per code, the CLI the English `Display`. Nothing that errs has changed state.

use crate::dice::Symbol;
use crate::games::shatterpoint::{ActionKind, Condition, Era, OrderCard, Phase, Step};
use serde::Serialize;
use ts_rs::TS;

/// A rule of the game (or of a die) forbids what was asked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, TS)]
#[serde(tag = "code", content = "data", rename_all = "snake_case")]
pub enum RuleError {
    #[error("there is no die called '{0}'")]
    UnknownDie(String),
    #[error("the {die} die must have {expected} faces, not {got}")]
    DieFaceCount {
        die: String,
        expected: usize,
        got: usize,
    },
    #[error("the {die} die cannot show {symbol:?}")]
    SymbolNotOnDie { die: String, symbol: Symbol },
    #[error("that pool has too many outcomes to count exactly")]
    PoolTooLarge,
    #[error("at most {max} dice of one kind")]
    TooManyDice { max: u32 },
    #[error("choose at least one die")]
    EmptyPool,
    #[error("there is no roll yet")]
    NoRoll,
    #[error("there is no die number {index} (the roll has {len})")]
    DieIndex { index: usize, len: usize },
    #[error("die number {index} is locked")]
    DieLocked { index: usize },
    #[error("choose at least one unlocked die to reroll")]
    NothingToReroll,
    #[error("there must be {expected} players, not {got}")]
    PlayerCount { expected: usize, got: usize },
    #[error("player {player}'s name must have at most {max} characters")]
    PlayerName { player: usize, max: usize },
    #[error("player {player}'s colour must look like #3a8fd9")]
    PlayerColour { player: usize },
    #[error("there is no rules entry '{id}'")]
    UnknownRule { id: String },
    // Shatterpoint.
    #[error("that is for the {expected:?} phase")]
    WrongPhase { expected: Phase },
    #[error("the game is over")]
    GameOver,
    #[error("that is not possible now; the turn is at {expected:?}")]
    WrongStep { expected: Step },
    #[error("there is no player {player}")]
    NoPlayer { player: u8 },
    #[error("player {player} has no unit in slot {slot}")]
    UnknownUnit { player: u8, slot: u8 },
    #[error("that unit (player {player}, slot {slot}) is defeated")]
    UnitDefeated { player: u8, slot: u8 },
    #[error("there is no unit '{id}' in the catalog")]
    UnknownCatalogUnit { id: String },
    #[error("the unit's {field} is not valid")]
    UnitInvalid { field: String },
    #[error("there is already a unit with the id '{id}'")]
    CustomUnitExists { id: String },
    #[error("{unit}: enter its {stat} from the card")]
    UnitStatMissing { unit: String, stat: String },
    #[error("a strike team has 2 squads, not {got}")]
    SquadCount { got: usize },
    #[error("squad {squad} must have 3 units, not {got}")]
    SquadSize { squad: u8, got: usize },
    #[error("squad {squad} must have exactly 1 primary, 1 secondary and 1 support unit")]
    SquadShape { squad: u8 },
    #[error("squad {squad}: the secondary and support cost {cost}, more than the primary's {points} squad points")]
    SquadPoints { squad: u8, cost: u32, points: u32 },
    #[error("{unit}: enter its squad points or point cost from the card")]
    SquadPointsUnknown { unit: String },
    #[error("squad {squad}: {unit} cannot be fielded in the {era:?} era")]
    SquadEra { squad: u8, unit: String, era: Era },
    #[error("squad {squad}: choose the era its primary is fielded in")]
    SquadEraChoose { squad: u8 },
    #[error("two units of the strike team share the unique name {name}")]
    SquadUniqueName { name: String },
    #[error("the strike team has {name} twice")]
    SquadUnitName { name: String },
    #[error("battle tactics cards must come from one unit of the team, 1 to 9 cards")]
    TacticsInvalid,
    #[error("that combat card has no side {side}")]
    StanceSide { side: u8 },
    #[error("player {player} has no strike team yet")]
    TeamMissing { player: u8 },
    #[error("roll off for the first player first")]
    FirstPlayerMissing,
    #[error("choose the mission first")]
    MissionMissing,
    #[error("there is no mission '{id}'")]
    UnknownMission { id: String },
    #[error("the mission needs {min} to {max} objectives")]
    ObjectiveCount { min: u8, max: u8 },
    #[error("player {player}'s roll-off dice do not add up to 5")]
    RollOffCounts { player: u8 },
    #[error("there is no objective {index} (the mission has {count})")]
    ObjectiveIndex { index: u8, count: u8 },
    #[error("objective {index} is not active")]
    ObjectiveInactive { index: u8 },
    #[error("objective {index} is listed twice")]
    ObjectiveRepeated { index: u8 },
    #[error("a struggle card activates at least one objective")]
    ObjectivesNone,
    #[error("a struggle card has map 1 or 2, not {map}")]
    MapIndex { map: u8 },
    #[error("the mission has no struggle card '{id}' for this phase")]
    UnknownStruggleCard { id: String },
    #[error("no priority roll is due now")]
    PriorityNotDue,
    #[error("roll the priority die first")]
    PriorityNotRolled,
    #[error("the priority die was already rolled this turn")]
    PriorityAlreadyRolled,
    #[error("no order card is revealed")]
    NothingRevealed,
    #[error("a revealed card is waiting: activate it, reserve it or resolve it first")]
    CardWaiting,
    #[error("that card is not in the order deck")]
    CardNotInDeck { card: OrderCard },
    #[error("the order deck is empty: activate the reserved unit")]
    MustUseReserve,
    #[error("there is no card in reserve")]
    ReserveEmpty,
    #[error("a card was already reserved this turn")]
    ReserveTwice,
    #[error("the reserve already holds a card")]
    ReserveFull,
    #[error("the Shatterpoint card can never be reserved")]
    ReserveShatterpoint,
    #[error("that is not a unit's order card")]
    NotAUnitCard,
    #[error("the revealed card is not the Shatterpoint card")]
    NotShatterpoint,
    #[error("the unit revealed after the Shatterpoint card must activate")]
    MustActivate,
    #[error("the order deck is empty")]
    DeckEmpty,
    #[error("there are no order cards left to reveal")]
    NoCardsLeft,
    #[error("that needs {need} Force and only {ready} is ready")]
    NotEnoughForce { need: u32, ready: u32 },
    #[error("that unit belongs to player {player}")]
    NotYourUnit { player: u8 },
    #[error("that unit (player {player}, slot {slot}) is not activating")]
    NotActivating { player: u8, slot: u8 },
    #[error("the unit does not have {condition:?}")]
    ConditionAbsent { condition: Condition },
    #[error("the unit already took the {action:?} action this activation")]
    ActionRepeated { action: ActionKind },
    #[error("the unit already took its 2 actions")]
    TooManyActions,
    #[error("the combat card was already flipped this activation")]
    StanceFlipped,
    #[error("that combat card has only one side")]
    StanceSingle,
    #[error("a Wounded unit takes no damage")]
    UnitWoundedNoDamage,
    #[error("a Wounded unit cannot remove damage")]
    UnitWoundedNoHeal,
    #[error("the unit has no damage to remove")]
    NothingToHeal,
    #[error("the unit has no hunker tokens")]
    NoHunker,
    #[error("the unit has no ability '{ability}'")]
    AbilityUnknown { ability: String },
    #[error("say whether the ability is active, reactive or innate")]
    AbilityKindUnknown,
    #[error("enter the ability's Force cost")]
    AbilityCostUnknown,
    #[error("{ability} was already used this turn")]
    AbilityUsed { ability: String },
    #[error("the ability cannot be paid that way")]
    PaymentNotAllowed,
    #[error("that needs {need} momentum tokens and there are {have}")]
    NotEnoughMomentum { need: u8, have: u8 },
    #[error("the amount must be {min} to {max}")]
    Amount { min: u32, max: u32 },
    #[error("the value must be {min} to {max}")]
    AdjustRange { min: i32, max: i32 },
    #[error("say why the counter is set by hand")]
    ReasonMissing,
}

/// The journal (the SQLite file, export and import) could not do what was asked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, TS)]
#[serde(tag = "code", content = "data", rename_all = "snake_case")]
pub enum JournalError {
    #[error("storage error: {detail}")]
    Storage { detail: String },
    #[error("there is no session {id}")]
    SessionNotFound {
        #[ts(type = "number")]
        id: i64,
    },
    #[error("there is nothing to undo")]
    NothingToUndo,
    #[error("there is nothing to redo")]
    NothingToRedo,
    #[error("this is not a Datapad session file: {detail}")]
    ImportFormat { detail: String },
    #[error("this session was already imported (session {id}); import it as a copy instead")]
    ImportExists {
        #[ts(type = "number")]
        id: i64,
    },
    #[error("there is no game called '{game}'")]
    UnknownGame { game: String },
    #[error("the action is not valid for this game: {detail}")]
    BadAction { detail: String },
    #[error("event {seq} cannot be read: {detail}")]
    CorruptEvent {
        #[ts(type = "number")]
        seq: i64,
        detail: String,
    },
    #[error("the journal file cannot be read: {detail}")]
    Unreadable { detail: String },
    #[error("this journal was written by a newer Datapad (schema {found}; this one reads up to {supported})")]
    SchemaNewer {
        #[ts(type = "number")]
        found: i64,
        #[ts(type = "number")]
        supported: i64,
    },
    #[error("session {id} says it has {head} events but holds {held}")]
    HeadPastEvents {
        #[ts(type = "number")]
        id: i64,
        #[ts(type = "number")]
        head: i64,
        #[ts(type = "number")]
        held: i64,
    },
    #[error("the file is larger than {max_bytes} bytes")]
    TooLarge {
        #[ts(type = "number")]
        max_bytes: u64,
    },
    #[error("this session is damaged after event {seq} and opens read-only: start a new session")]
    ReadOnly {
        #[ts(type = "number")]
        seq: i64,
    },
}

impl From<rusqlite::Error> for JournalError {
    fn from(e: rusqlite::Error) -> Self {
        JournalError::Storage {
            detail: e.to_string(),
        }
    }
}

/// Any error the engine reports across the app boundary.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, TS)]
#[serde(untagged)]
#[ts(rename = "AppError")]
pub enum Error {
    #[error(transparent)]
    Rule(#[from] RuleError),
    #[error(transparent)]
    Journal(#[from] JournalError),
}

impl From<rusqlite::Error> for Error {
    fn from(e: rusqlite::Error) -> Self {
        Error::Journal(e.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_serialize_as_code_and_data() {
        let e = Error::Rule(RuleError::DieLocked { index: 2 });
        assert_eq!(
            serde_json::to_value(&e).unwrap(),
            serde_json::json!({"code": "die_locked", "data": {"index": 2}})
        );
        let e = Error::Journal(JournalError::NothingToUndo);
        assert_eq!(
            serde_json::to_value(&e).unwrap(),
            serde_json::json!({"code": "nothing_to_undo"})
        );
    }
}
