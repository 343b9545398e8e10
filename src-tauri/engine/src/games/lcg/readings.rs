//! Where the rulebook is unclear, the reading applied (§8), each with its sentence
//! (`reading.lcg.<key>`) and the rules entry it is about. The board shows them.

use crate::kit::{Reading, RuleLink};

pub const READINGS: &[Reading] = &[
    Reading::new(
        "ds_first_turn",
        "skip_conflict_only",
        "lcg.errata.ds-first-turn",
    ),
    Reading::new("dial_stops_at_12", "stop_at_12", "lcg.faq.dial-past-12"),
    Reading::new(
        "balance_damage_optional",
        "optional",
        "lcg.faq.balance-damage-optional",
    ),
    Reading::new(
        "balance_damage_pile",
        "always_pile",
        "lcg.faq.victory-pile-placement",
    ),
    Reading::new(
        "simultaneous_objectives",
        "one_at_a_time",
        "lcg.faq.simultaneous-events",
    ),
    Reading::new(
        "shields_used",
        "unless_kept",
        "lcg.faq.shield-balance-damage",
    ),
    Reading::new(
        "shielding_attacker",
        "friendly_unit",
        "lcg.faq.shielding-attacker",
    ),
    Reading::new(
        "protect_capacity",
        "counts_existing",
        "lcg.faq.protect-capacity",
    ),
    Reading::new(
        "commit_exhausted",
        "allowed",
        "lcg.faq.committing-exhausted-units",
    ),
    Reading::new(
        "empty_objective_deck",
        "loses",
        "lcg.faq.empty-objective-deck",
    ),
    Reading::new("limited_scope", "per_player_turn", "lcg.faq.limited-scope"),
];

/// The board's terms and the rules entries they open.
pub const RULE_LINKS: &[RuleLink] = &[
    RuleLink::new("dial", "lcg.concept.death-star-dial"),
    RuleLink::new("balance", "lcg.concept.balance-of-the-force"),
    RuleLink::new("struggle", "lcg.concept.force-struggle"),
    RuleLink::new("commit", "lcg.concept.commit-to-the-force"),
    RuleLink::new("edge", "lcg.sequence.edge-battle"),
    RuleLink::new("strikes", "lcg.sequence.strikes"),
    RuleLink::new("unopposed", "lcg.concept.unopposed-bonus"),
    RuleLink::new("shield", "lcg.concept.shields"),
    RuleLink::new("focus", "lcg.concept.focus"),
    RuleLink::new("damage", "lcg.concept.damage"),
    RuleLink::new("victory_pile", "lcg.concept.victory-pile"),
    RuleLink::new("reserve", "lcg.concept.reserve-value"),
    RuleLink::new("balance_phase", "lcg.phase.balance"),
    RuleLink::new("refresh_phase", "lcg.phase.refresh"),
    RuleLink::new("draw_phase", "lcg.phase.draw"),
    RuleLink::new("deployment_phase", "lcg.phase.deployment"),
    RuleLink::new("conflict_phase", "lcg.phase.conflict"),
    RuleLink::new("force_phase", "lcg.phase.force"),
];
