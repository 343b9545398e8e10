//! Where the rulebook is unclear (spec §8.3), the reading applied, each with a stable key (its
//! sentence is `reading.dbg.<key>` in the catalogs) and the rules entry it is about.

use crate::kit::Reading;

pub const READINGS: &[Reading] = &[
    Reading::new("dbg.force.overflow", "clamp", "dbg.concept.force-overflow"),
    Reading::new("dbg.force.partial_option", "refuse", "dbg.keyword.choose"),
    Reading::new("dbg.choose.none_possible", "nothing", "dbg.keyword.choose"),
    Reading::new(
        "dbg.start.order",
        "base_edge_ships_then_base_ability",
        "dbg.sequence.start-of-turn",
    ),
    Reading::new(
        "dbg.end.exile_first",
        "before_discard",
        "dbg.sequence.end-of-turn",
    ),
    Reading::new(
        "dbg.ships.split",
        "entry_order",
        "dbg.concept.attacking-ships",
    ),
    Reading::new(
        "dbg.ships.tokens",
        "returned",
        "dbg.concept.attacking-ships",
    ),
    Reading::new("dbg.aura.stacking", "stack", "dbg.concept.attacking-ships"),
    Reading::new("dbg.hoth.each_turn", "every_turn", "dbg.concept.base"),
    Reading::new(
        "dbg.row.failed",
        "attackers_spent",
        "dbg.sequence.galaxy-row-attack",
    ),
    Reading::new("dbg.row.self_exile", "attack_first", "dbg.keyword.exile"),
    Reading::new(
        "dbg.galaxy.both_empty",
        "row_stays_short",
        "dbg.concept.galaxy-deck",
    ),
    Reading::new(
        "dbg.pilots.empty",
        "no_replacement",
        "dbg.concept.galaxy-deck",
    ),
    Reading::new(
        "dbg.victory.immediate",
        "nothing_resolves",
        "dbg.concept.victory",
    ),
    Reading::new("dbg.leia.free", "any_cost", "dbg.concept.galaxy-row"),
    Reading::new(
        "dbg.tarkin.take",
        "not_a_purchase",
        "dbg.concept.galaxy-row",
    ),
    Reading::new("dbg.threshold.range", "2_to_5", "dbg.concept.game-length"),
    Reading::new(
        "dbg.row.refill_filled",
        "empty_slot_only",
        "dbg.concept.galaxy-deck",
    ),
];
