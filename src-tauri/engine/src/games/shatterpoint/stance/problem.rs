//! What is wrong with a stance file, as a stable code: the editor and the app show a sentence
//! of their own language for it (`sp.stance_problem.<code>` in the catalogs), where the
//! English `problem` text is for the CLI and logs. The path says where, the code says what.

use super::StanceProblem;
use serde::Serialize;

/// The kinds of problems the reader and the rules report, one per rule of the format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, strum::VariantNames)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum Problem {
    NotJson,
    NotObject,
    NotArray,
    UnknownField,
    Required,
    /// A value serde could not read as its type (a string for a number, an unknown kind).
    BadValue,
    Format,
    Version,
    Id,
    Unit,
    Side,
    Text,
    Attack,
    MeleeRange,
    RangeNeeded,
    RangeWithoutAttack,
    Range,
    Defense,
    DefenseRequired,
    DashChart,
    RowMin,
    RowMax,
    RowOverlap,
    RowEmpty,
    EntryN,
    TreeEntry,
    AddAttack,
    AddDefense,
    NotAFace,
    ChangeSame,
    DefenseDamage,
    OptionId,
    OptionIdRepeat,
    OptionRow,
    OptionCol,
    OptionCell,
    StartColumn,
    OptionEmpty,
    TreeEmpty,
    NoStart,
    MissingName,
    LinkSelf,
    LinkUnknown,
    LinkRepeat,
}

pub(super) type Res<T> = Result<T, StanceProblem>;

pub(super) fn bad<T>(path: impl Into<String>, code: Problem, problem: impl Into<String>) -> Res<T> {
    Err(StanceProblem {
        path: path.into(),
        problem: problem.into(),
        code,
    })
}

/// `path.key`, or `key` at the top.
pub(super) fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_string()
    } else {
        format!("{path}.{key}")
    }
}

/// A stance refused by the app: the first problem, on the wire as `sp.stance_rejected` (at a
/// field) or `sp.stance_unreadable` (the whole text).
impl From<StanceProblem> for super::super::SpError {
    fn from(p: StanceProblem) -> Self {
        if p.path.is_empty() {
            return super::super::SpError::StanceUnreadable {
                problem: p.code,
                detail: p.problem,
            };
        }
        super::super::SpError::StanceRejected {
            path: p.path,
            problem: p.code,
            detail: p.problem,
        }
    }
}
