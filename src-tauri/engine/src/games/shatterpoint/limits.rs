//! How big a stance or a unit the players keep may be: every list and text of both formats has a
//! maximum, here and nowhere else, so a paste, the CLI's file, a save to the kept lists, a load
//! from them and an attack's own copy are all held to the same numbers.
//!
//! Why limits at all: the odds size their work by the dice the charts add, so an unbounded chart
//! row made one pasted stance ask for 46 GB and abort the app (issue 17). The numbers are far
//! above any printed card (a card's chart has 3–4 rows of 1–3 entries, its tree 4 rows × 8
//! columns of 1–3 effects, a unit 4–6 abilities) and small enough that the worst legal stance's
//! odds stay well inside the odds' own budget (`attack/budget.rs`).

/// The largest stance text read (a paste, a file): refused before it is parsed. A stance at
/// every limit below, pretty-printed, is about half of it.
pub const STANCE_TEXT_BYTES: usize = 128 * 1024;
/// Rows of one expertise chart.
pub const CHART_ROWS: usize = 8;
/// Entries of one chart row. With `n` at most [`ENTRY_N`], a row adds at most 72 dice.
pub const ROW_ENTRIES: usize = 8;
/// The largest `n` of an entry or effect.
pub const ENTRY_N: u32 = 9;
/// Options of a tree: one per cell of its 4 × 8 grid.
pub const TREE_OPTIONS: usize = 32;
/// Effects of one tree option.
pub const OPTION_EFFECTS: usize = 8;
/// Links of a tree (a grid joined to every neighbour, diagonals too, has 94).
pub const TREE_LINKS: usize = 128;
/// Fields a stance may name as missing, and the characters of each name.
pub const MISSING: usize = 32;
pub const MISSING_CHARS: usize = 64;
/// A stance's or unit's name, weapon, ability name: characters in each language.
pub const NAME_CHARS: usize = 80;
/// An id (a slug): bytes.
pub const ID_BYTES: usize = 64;
/// A tree option's id: bytes.
pub const OPTION_ID_BYTES: usize = 16;
/// Where a stance or a unit comes from, in characters.
pub const SOURCE_CHARS: usize = 2000;

/// Abilities of one unit.
pub const UNIT_ABILITIES: usize = 32;
/// Traits of one unit, and the characters of each.
pub const UNIT_TRAITS: usize = 16;
pub const TRAIT_CHARS: usize = 40;
/// A combat card side's name, in characters.
pub const STANCE_NAME_CHARS: usize = 60;
/// What an ability does, in characters in each language.
pub const ABILITY_TEXT_CHARS: usize = 1000;
/// Fields a unit or an ability names as unverified, and the characters of each name.
pub const UNVERIFIED: usize = 32;
pub const UNVERIFIED_CHARS: usize = 64;
/// The rules entry a unit links to, in characters.
pub const RULE_CHARS: usize = 64;

/// A kept strike team: its name, and the player's own units it carries (at most the six it fields).
pub const TEAM_NAME_CHARS: usize = 60;
pub const TEAM_UNITS: usize = 6;
