//! Why an attack (or its odds) is refused. Codes are stable: the UI, the CLI and saved
//! unfinished attacks name them. Nothing here is a panic: every refusal is one of these.

use super::super::stance::{AttackType, StanceProblem};
use super::combat::Role;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error, strum::VariantNames)]
#[serde(tag = "code", content = "data", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum AttackError {
    /// The stance file breaks the format; `path` is the JSON path of the first problem.
    #[error("the {role} stance is not usable: {problem}")]
    StanceInvalid {
        role: String,
        #[serde(flatten)]
        problem: StanceProblem,
    },
    /// The stance leaves values unknown (named in its `missing`).
    #[error("the {role} stance \"{stance}\" is incomplete: missing {}", missing.join(", "))]
    StanceIncomplete {
        role: String,
        stance: String,
        missing: Vec<String>,
    },
    /// No stance by that id or file.
    #[error("no stance \"{id}\": neither a readable file nor a shipped stance id")]
    UnknownStance { id: String },
    /// The card shows a dash for this attack type.
    #[error("the attacker's stance has no {} attack (the card shows a dash)", kind.name())]
    NoSuchAttack { kind: AttackType },
    /// Rulebook §5.1: no ranged attacks while engaged with a non-Wounded enemy.
    #[error("a character engaged with a non-Wounded enemy cannot make a ranged attack")]
    RangedWhileEngaged,
    /// An ability such as Intercede forbids this target ("cannot" beats "can").
    #[error("an ability in play forbids this target")]
    TargetForbidden,
    /// A value outside what the table can show (Impact 0–9, a pool past 30 …).
    #[error("{field} must be {allowed}, not {value}")]
    OutOfRange {
        field: String,
        value: i64,
        allowed: String,
    },
    #[error("the {roll} pool is {dice} dice; the most is {max}")]
    TooManyDice { roll: String, dice: u32, max: u32 },
    /// Entered faces must be exactly as many as the pool.
    #[error("the {roll} roll needs {expected} faces, got {got}")]
    FaceCount {
        roll: String,
        expected: u32,
        got: u32,
    },
    #[error("'{face}' is not a face of the {roll} die")]
    BadFace { roll: String, face: char },
    #[error("--damage and --stamina go together, with 0 ≤ damage < stamina")]
    DamageStamina,
    #[error("condition '{name}' is not strained, disarmed, exposed or pinned")]
    UnknownCondition { name: String },
    // The tree walk (rulebook §5.4). Each names the option and the rule it breaks.
    #[error("the tree has no option \"{option}\"")]
    PathUnknown { option: String },
    #[error("option \"{option}\" is not a start: a walk begins on a start option in column 0")]
    PathStart { option: String },
    #[error("option \"{to}\" is not linked to \"{from}\": each option must join the last one")]
    PathUnlinked { from: String, to: String },
    #[error("option \"{option}\" is chosen twice: an option is never chosen again")]
    PathRevisit { option: String },
    #[error("option \"{to}\" is left of \"{from}\": a walk never moves left")]
    PathLeftward { from: String, to: String },
    #[error("the path has {len} options but the attack has {successes} successes")]
    PathTooLong { len: u32, successes: u32 },
    /// A player already used a reactive ability on this trigger.
    #[error("the {} already used a reactive ability on this attack", match side { Role::Attacker => "attacker", Role::Defender => "defender" })]
    SecondReactive { side: Role },
    /// Cannot happen within the pool cap; here so that it is an error, never a wrong number.
    #[error("the exact odds do not fit 256 bits")]
    Overflow,
    /// The odds through these charts would take more than the fixed budget (`budget.rs`):
    /// refused before any of the work, never run out of memory.
    #[error("the exact odds would take {work} steps, past the budget of {budget}: the charts add too many dice")]
    OddsTooLarge { work: u64, budget: u64 },
}

impl AttackError {
    /// The stable code, as on the wire.
    pub fn code(&self) -> &'static str {
        match self {
            AttackError::StanceInvalid { .. } => "stance_invalid",
            AttackError::StanceIncomplete { .. } => "stance_incomplete",
            AttackError::UnknownStance { .. } => "unknown_stance",
            AttackError::NoSuchAttack { .. } => "no_such_attack",
            AttackError::RangedWhileEngaged => "ranged_while_engaged",
            AttackError::TargetForbidden => "target_forbidden",
            AttackError::OutOfRange { .. } => "out_of_range",
            AttackError::TooManyDice { .. } => "too_many_dice",
            AttackError::FaceCount { .. } => "face_count",
            AttackError::BadFace { .. } => "bad_face",
            AttackError::DamageStamina => "damage_stamina",
            AttackError::UnknownCondition { .. } => "unknown_condition",
            AttackError::PathUnknown { .. } => "path_unknown",
            AttackError::PathStart { .. } => "path_start",
            AttackError::PathUnlinked { .. } => "path_unlinked",
            AttackError::PathRevisit { .. } => "path_revisit",
            AttackError::PathLeftward { .. } => "path_leftward",
            AttackError::PathTooLong { .. } => "path_too_long",
            AttackError::SecondReactive { .. } => "second_reactive",
            AttackError::Overflow => "overflow",
            AttackError::OddsTooLarge { .. } => "odds_too_large",
        }
    }

    /// The CLI's exit code: 2 for what was typed wrong (a value outside its range, a face or
    /// condition or stance id that does not exist, options that do not go together), 1 for a
    /// refusal (a stance that cannot be used, an attack or a walk the rules do not allow, odds
    /// too large to count).
    pub fn exit_code(&self) -> u8 {
        match self {
            AttackError::OutOfRange { .. }
            | AttackError::TooManyDice { .. }
            | AttackError::FaceCount { .. }
            | AttackError::BadFace { .. }
            | AttackError::DamageStamina
            | AttackError::UnknownCondition { .. }
            | AttackError::UnknownStance { .. } => 2,
            _ => 1,
        }
    }
}
