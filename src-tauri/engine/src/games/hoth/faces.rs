//! The battle die's face symbols, named as the die declares them (`content/hoth/dice/`).

use crate::dice::Symbol;

pub const INFANTRY: Symbol = Symbol::named("infantry");
pub const VEHICLE: Symbol = Symbol::named("vehicle");
pub const EXPLOSION: Symbol = Symbol::named("explosion");
pub const MISS: Symbol = Symbol::named("miss");
pub const RETREAT: Symbol = Symbol::named("retreat");

#[cfg(test)]
mod tests {
    #[test]
    fn the_battle_die_is_marked_unverified() {
        // The rulebook names its symbols but not how many faces show each (spec §1.3).
        assert!(
            !crate::dice::Catalog::builtin()
                .get("hoth")
                .unwrap()
                .verified
        );
    }
}
