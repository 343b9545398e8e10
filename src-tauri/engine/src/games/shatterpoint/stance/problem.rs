//! What is wrong with a stance file, as a stable code: the editor and the app show a sentence
//! of their own language for it (`sp.stance_problem.<code>` in the catalogs), where the
//! English `problem` text is for the CLI and logs. The path says where, the code says what.

use super::StanceProblem;
use serde::Serialize;

/// The kinds of problems the reader and the rules report, one per rule of the format.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, strum::VariantNames, strum::VariantArray,
)]
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
    // Past a limit of `limits.rs`: each sentence names its maximum (see [`Problem::limit`]).
    TooLarge,
    TooManyRows,
    TooManyEntries,
    TooManyOptions,
    TooManyEffects,
    TooManyLinks,
    TooManyMissing,
    TooLongSource,
}

impl Problem {
    /// The maximum a limit problem stands for, which its sentences name in both languages.
    pub fn limit(self) -> Option<usize> {
        use super::super::limits as l;
        Some(match self {
            Problem::TooLarge => l::STANCE_TEXT_BYTES / 1024,
            Problem::TooManyRows => l::CHART_ROWS,
            Problem::TooManyEntries => l::ROW_ENTRIES,
            Problem::TooManyOptions => l::TREE_OPTIONS,
            Problem::TooManyEffects => l::OPTION_EFFECTS,
            Problem::TooManyLinks => l::TREE_LINKS,
            Problem::TooManyMissing => l::MISSING,
            Problem::TooLongSource => l::SOURCE_CHARS,
            Problem::MissingName => l::MISSING_CHARS,
            _ => return None,
        })
    }
}

pub(super) type Res<T> = Result<T, StanceProblem>;

pub(super) fn bad<T>(path: impl Into<String>, code: Problem, problem: impl Into<String>) -> Res<T> {
    Err(StanceProblem {
        path: path.into(),
        problem: problem.into(),
        code,
    })
}

/// A list past its limit, refused at the list's own path before any item of it is read.
pub(super) fn at_most(path: &str, len: usize, code: Problem) -> Res<()> {
    match code.limit() {
        Some(max) if len > max => bad(path, code, format!("holds {len}; the most is {max}")),
        _ => Ok(()),
    }
}

impl super::StanceProblem {
    /// The same problem seen from `prefix`: its path put under it.
    pub(super) fn under(mut self, prefix: &str) -> Self {
        self.path = join(prefix, &self.path);
        self
    }
}

/// `path.key`, or `key` at the top (or `path` for an empty key).
pub(super) fn join(path: &str, key: &str) -> String {
    if key.is_empty() {
        path.to_string()
    } else if path.is_empty() {
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
