//! Shatterpoint's face symbols, named as its dice declare them (`content/shatterpoint/dice/`).

use crate::dice::Symbol;

pub const CRIT: Symbol = Symbol::named("crit");
pub const STRIKE: Symbol = Symbol::named("strike");
pub const ATTACK_EXPERTISE: Symbol = Symbol::named("attack_expertise");
pub const BLOCK: Symbol = Symbol::named("block");
pub const DEFENSE_EXPERTISE: Symbol = Symbol::named("defense_expertise");
pub const FAILURE: Symbol = Symbol::named("failure");
