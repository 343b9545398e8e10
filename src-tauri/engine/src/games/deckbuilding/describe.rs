//! Each change as a log sentence (a catalog key `log.dbg.<change>` and its arguments; the words
//! are in `content/deckbuilding/i18n`) and the counters it touched, for "why".

use super::state::Change;
use crate::game::Message;

/// Every sentence key the log can use (a [`Message`] key is the part after `log.`); the catalog
/// test checks both languages have them.
pub const LOG_KEYS: &[&str] = &[
    "log.dbg.set_up",
    "log.dbg.turn_started",
    "log.dbg.base_due",
    "log.dbg.base_chosen",
    "log.dbg.force_moved",
    "log.dbg.resources_gained",
    "log.dbg.resources_spent",
    "log.dbg.card_played",
    "log.dbg.bought",
    "log.dbg.bought_free",
    "log.dbg.pilot_bought",
    "log.dbg.paid_off",
    "log.dbg.row_left",
    "log.dbg.row_filled",
    "log.dbg.galaxy_reshuffled",
    "log.dbg.attacked",
    "log.dbg.ship_damaged",
    "log.dbg.ship_destroyed",
    "log.dbg.base_damaged",
    "log.dbg.base_repaired",
    "log.dbg.base_destroyed",
    "log.dbg.damage_lost",
    "log.dbg.defeated",
    "log.dbg.sabotage_failed",
    "log.dbg.attack_gained",
    "log.dbg.ability_used",
    "log.dbg.exiled",
    "log.dbg.galaxy_top_discarded",
    "log.dbg.exile_due",
    "log.dbg.units_left",
    "log.dbg.ships_straightened",
    "log.dbg.resources_lost",
    "log.dbg.adjusted",
    "log.dbg.won",
    "log.dbg.reminder.coruscant_look",
    "log.dbg.reminder.corellia_free_buy",
    "log.dbg.reminder.mon_cala_free_buy",
    "log.dbg.reminder.exile_now",
    "log.dbg.reminder.draw_five",
    "log.dbg.reminder.leia_top_of_deck",
    "log.dbg.reminder.leia_discard",
    "log.dbg.reminder.reward_other",
    "log.dbg.reminder.when_defeats",
    "log.dbg.reminder.when_trigger",
    "log.dbg.reminder.opponent_discards",
    "log.dbg.reminder.draw",
    "log.dbg.reminder.discard_from_hand",
    "log.dbg.reminder.exile_card",
];

/// The log sentence of a change. Row slots are counted from 1 in sentences, as players count
/// them and the app labels them; actions and views number them from 0.
pub fn describe(c: &Change) -> Message {
    let m = |k: &str| Message::new(&format!("dbg.{k}"));
    match c {
        Change::SetUp {
            mode, threshold, ..
        } => m("set_up")
            .arg("mode", serde_json::to_value(mode).unwrap_or_default())
            .arg("n", *threshold),
        Change::TurnStarted { turn, active } => m("turn_started")
            .arg("n", *turn)
            .arg("faction", active.id()),
        Change::BaseDue { faction } => m("base_due").arg("faction", faction.id()),
        Change::BaseChosen { faction, base } => m("base_chosen")
            .arg("faction", faction.id())
            .arg("base", base.id.clone())
            .arg("hp", base.hp),
        Change::ForceMoved { by, from, to, lost } => m("force_moved")
            .arg("faction", by.id())
            .arg("from", *from)
            .arg("to", *to)
            .arg("n", *lost),
        Change::ResourcesGained {
            amount,
            total,
            source,
        } => m("resources_gained")
            .arg("n", *amount)
            .arg("total", *total)
            .arg("source", source.clone()),
        Change::ResourcesSpent { amount, total } => {
            m("resources_spent").arg("n", *amount).arg("total", *total)
        }
        Change::CardPlayed { label, card, .. } => m("card_played")
            .arg("label", label.clone())
            .arg("card", card.id.clone()),
        Change::Bought {
            card, cost, free, ..
        } => m(if *free { "bought_free" } else { "bought" })
            .arg("card", card.id.clone())
            .arg("n", *cost),
        Change::PilotBought { cost } => m("pilot_bought").arg("n", *cost),
        Change::PaidOff { card, cost, .. } => {
            m("paid_off").arg("card", card.id.clone()).arg("n", *cost)
        }
        Change::RowLeft { slot, card } => m("row_left")
            .arg("slot", slot + 1)
            .arg("card", card.id.clone()),
        Change::RowFilled { slot, card, .. } => m("row_filled")
            .arg("slot", slot + 1)
            .arg("card", card.id.clone()),
        Change::GalaxyReshuffled { cards } => m("galaxy_reshuffled").arg("n", *cards),
        Change::Attacked {
            labels,
            target,
            total,
        } => m("attacked")
            .arg("cards", labels.join(", "))
            .arg("target", target.clone())
            .arg("n", *total),
        Change::ShipDamaged {
            label,
            amount,
            damage,
        } => m("ship_damaged")
            .arg("ship", label.clone())
            .arg("n", *amount)
            .arg("damage", *damage),
        Change::ShipDestroyed { label } => m("ship_destroyed").arg("ship", label.clone()),
        Change::BaseDamaged {
            faction,
            amount,
            damage,
            prevented,
        } => m("base_damaged")
            .arg("faction", faction.id())
            .arg("n", *amount)
            .arg("damage", *damage)
            .arg("prevented", *prevented),
        Change::BaseRepaired {
            faction,
            amount,
            damage,
        } => m("base_repaired")
            .arg("faction", faction.id())
            .arg("n", *amount)
            .arg("damage", *damage),
        Change::BaseDestroyed { faction, base } => m("base_destroyed")
            .arg("faction", faction.id())
            .arg("base", base.clone()),
        Change::DamageLost { amount } => m("damage_lost").arg("n", *amount),
        Change::Defeated { slot, card } => m("defeated")
            .arg("slot", slot + 1)
            .arg("card", card.id.clone()),
        Change::SabotageFailed { total, target, .. } => {
            m("sabotage_failed").arg("n", *total).arg("target", *target)
        }
        Change::AttackGained { label, amount } => m("attack_gained")
            .arg("label", label.clone())
            .arg("n", *amount),
        Change::AbilityUsed { label, .. } => m("ability_used").arg("label", label.clone()),
        Change::Exiled { label } => m("exiled").arg("label", label.clone()),
        Change::GalaxyTopDiscarded => m("galaxy_top_discarded"),
        Change::Reminder { key, card } => {
            m(&format!("reminder.{key}")).arg("card", card.clone().unwrap_or_default())
        }
        Change::ExileDue { card, .. } => m("exile_due").arg("card", card.clone()),
        Change::UnitsLeft { labels } => m("units_left").arg("n", labels.len()),
        Change::ShipsStraightened { faction } => {
            m("ships_straightened").arg("faction", faction.id())
        }
        Change::ResourcesLost { amount } => m("resources_lost").arg("n", *amount),
        Change::Adjusted {
            target,
            from,
            to,
            reason,
        } => m("adjusted")
            .arg("target", target.clone())
            .arg("from", *from)
            .arg("to", *to)
            .arg("reason", reason.clone()),
        Change::Won { winner, reason } => m("won")
            .arg("faction", winner.id())
            .arg("reason", serde_json::to_value(reason).unwrap_or_default()),
    }
}

/// The counters a change moved: `force_track`, `resources`, `base.<faction>`, `ship.<label>`,
/// `card.<label>`, `row.<slot>`, `galaxy_deck`, `galaxy_discard`, `pilots`, `victory.<faction>`,
/// `winner`.
pub fn touched(c: &Change) -> Vec<String> {
    let v = |xs: &[&str]| xs.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    match c {
        Change::SetUp { .. } => v(&["force_track", "row", "bases", "galaxy_deck", "pilots"]),
        Change::ForceMoved { .. } => v(&["force_track"]),
        Change::ResourcesGained { .. }
        | Change::ResourcesSpent { .. }
        | Change::ResourcesLost { .. } => v(&["resources"]),
        Change::BaseChosen { faction, .. }
        | Change::BaseDamaged { faction, .. }
        | Change::BaseRepaired { faction, .. } => vec![format!("base.{}", faction.id())],
        Change::BaseDestroyed { faction, .. } => vec![
            format!("base.{}", faction.id()),
            format!("victory.{}", faction.other().id()),
        ],
        Change::ShipDamaged { label, .. } | Change::ShipDestroyed { label } => {
            vec![format!("ship.{label}")]
        }
        Change::PilotBought { .. } => v(&["pilots"]),
        Change::RowLeft { slot, .. } => vec![format!("row.{slot}")],
        Change::Defeated { slot, .. } | Change::PaidOff { slot, .. } => {
            vec![format!("row.{slot}"), "galaxy_discard".into()]
        }
        Change::RowFilled { slot, .. } => vec![format!("row.{slot}"), "galaxy_deck".into()],
        Change::GalaxyReshuffled { .. } | Change::GalaxyTopDiscarded => {
            v(&["galaxy_deck", "galaxy_discard"])
        }
        Change::Adjusted { target, .. } => vec![target.clone()],
        Change::Won { .. } => v(&["winner"]),
        Change::CardPlayed { label, .. }
        | Change::AbilityUsed { label, .. }
        | Change::AttackGained { label, .. }
        | Change::Exiled { label } => vec![format!("card.{label}")],
        Change::Attacked { labels, .. } => labels.iter().map(|l| format!("card.{l}")).collect(),
        _ => Vec::new(),
    }
}
