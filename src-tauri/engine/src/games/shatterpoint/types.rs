//! The words every Shatterpoint concept uses: texts in both languages, unit references, unit
//! and ability types, conditions, actions, the game's phase and the stepper's steps.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A text in both languages (unit and ability names, card names).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpText")]
pub struct Text {
    pub pl: String,
    pub en: String,
}

impl Text {
    pub fn new(pl: &str, en: &str) -> Text {
        Text {
            pl: pl.into(),
            en: en.into(),
        }
    }
}

/// A unit of a strike team: its player (0 or 1) and its place in the team (0–2 the first squad's
/// primary, secondary and support, 3–5 the second squad's; a short casual squad shifts them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, TS)]
#[ts(rename = "SpUnitRef")]
pub struct UnitRef {
    pub player: u8,
    pub slot: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpUnitType")]
pub enum UnitType {
    Primary,
    Secondary,
    Support,
}

/// The eras in chronological order: a multi-era unit may be fielded in any era of its span.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpEra")]
pub enum Era {
    FallOfTheJedi,
    ReignOfTheEmpire,
    AgeOfRebellion,
    NewRepublic,
}

impl Era {
    pub const ALL: [Era; 4] = [
        Era::FallOfTheJedi,
        Era::ReignOfTheEmpire,
        Era::AgeOfRebellion,
        Era::NewRepublic,
    ];

    pub fn english(self) -> &'static str {
        match self {
            Era::FallOfTheJedi => "Fall of the Jedi",
            Era::ReignOfTheEmpire => "Reign of the Empire",
            Era::AgeOfRebellion => "Age of Rebellion",
            Era::NewRepublic => "New Republic",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpAbilityType")]
pub enum AbilityType {
    Active,
    Reactive,
    Innate,
    Tactic,
    Identity,
}

impl AbilityType {
    /// Active and reactive abilities cost Force, pay the wound/injury tax and are once per turn.
    pub fn is_paid(self) -> bool {
        matches!(self, AbilityType::Active | AbilityType::Reactive)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpCondition")]
pub enum Condition {
    Strained,
    Disarmed,
    Exposed,
    Pinned,
}

impl Condition {
    pub const ALL: [Condition; 4] = [
        Condition::Strained,
        Condition::Disarmed,
        Condition::Exposed,
        Condition::Pinned,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Condition::Strained => "strained",
            Condition::Disarmed => "disarmed",
            Condition::Exposed => "exposed",
            Condition::Pinned => "pinned",
        }
    }

    pub fn english(self) -> &'static str {
        match self {
            Condition::Strained => "Strained",
            Condition::Disarmed => "Disarmed",
            Condition::Exposed => "Exposed",
            Condition::Pinned => "Pinned",
        }
    }

    pub fn rule(self) -> &'static str {
        match self {
            Condition::Strained => "sp.condition.strained",
            Condition::Disarmed => "sp.condition.disarmed",
            Condition::Exposed => "sp.condition.exposed",
            Condition::Pinned => "sp.condition.pinned",
        }
    }
}

/// The six actions a unit may take, each at most once per activation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpActionKind")]
pub enum ActionKind {
    Move,
    Focus,
    Combat,
    Ability,
    Recover,
    TakeCover,
}

impl ActionKind {
    pub const ALL: [ActionKind; 6] = [
        ActionKind::Move,
        ActionKind::Focus,
        ActionKind::Combat,
        ActionKind::Ability,
        ActionKind::Recover,
        ActionKind::TakeCover,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ActionKind::Move => "move",
            ActionKind::Focus => "focus",
            ActionKind::Combat => "combat",
            ActionKind::Ability => "ability",
            ActionKind::Recover => "recover",
            ActionKind::TakeCover => "take_cover",
        }
    }

    pub fn english(self) -> &'static str {
        match self {
            ActionKind::Move => "Move",
            ActionKind::Focus => "Focus",
            ActionKind::Combat => "Combat",
            ActionKind::Ability => "Ability",
            ActionKind::Recover => "Recover",
            ActionKind::TakeCover => "Take Cover",
        }
    }

    pub fn rule(self) -> &'static str {
        match self {
            ActionKind::Move => "sp.action.move",
            ActionKind::Focus => "sp.action.focus",
            ActionKind::Combat => "sp.action.combat",
            ActionKind::Ability => "sp.action.ability",
            ActionKind::Recover => "sp.action.recover",
            ActionKind::TakeCover => "sp.action.take-cover",
        }
    }
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpPhase")]
pub enum Phase {
    #[default]
    Setup,
    Playing,
    Over,
}

impl Phase {
    pub fn name(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::Playing => "playing",
            Phase::Over => "over",
        }
    }
}

/// Where the turn stepper waits for the table. The numbered steps that need no input (3, 6, 7,
/// 9, 10, 12) are done by the engine as part of the action that reaches them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpStep")]
pub enum Step {
    /// Before the game starts.
    #[default]
    Setup,
    /// Step 11 C (and setup): the revealed struggle card's objectives are to be made active.
    StruggleSetup,
    /// Step 1: start-of-turn effects (the Shifting Priorities roll).
    StartOfTurn,
    /// Step 2: reveal an order card or take the reserve.
    Reveal,
    /// Step 4: start of activation, waiting for the condition a Wounded unit removes.
    StartOfActivation,
    /// Step 5: actions, abilities and everything else the unit does.
    Actions,
    /// Step 8: end-of-turn effects and objective control; steps 9–12 follow automatically.
    EndOfTurn,
}

impl Step {
    /// The rulebook's step number (1–12) this waiting point belongs to.
    pub fn number(self) -> u8 {
        match self {
            Step::Setup => 0,
            Step::StruggleSetup => 11,
            Step::StartOfTurn => 1,
            Step::Reveal => 2,
            Step::StartOfActivation => 4,
            Step::Actions => 5,
            Step::EndOfTurn => 8,
        }
    }
}

/// "Player 1" or "Player 2" in English; the UI shows names.
pub(crate) fn player_word(player: u8) -> String {
    format!("Player {}", u32::from(player) + 1)
}

pub(crate) fn other(player: u8) -> u8 {
    1 - player.min(1)
}
