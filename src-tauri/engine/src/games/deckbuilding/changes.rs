//! The changes that move the table, one event each, and how each applies: evolve replays them,
//! decide applies them to a scratch state as it records them (the kit's `Tx`).

use super::cards::{Card, Faction};
use super::state::{ActiveBase, InPlay, Mode, Phase, Side, State, WinReason};
use crate::kit::Apply;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// One fact. An action's events are its changes, in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case")]
#[ts(rename = "DbgEvent")]
pub enum Change {
    SetUp {
        mode: Mode,
        #[ts(type = "number")]
        threshold: i64,
        pay_off_neutrals: bool,
        row: Vec<Option<Card>>,
        empire: Side,
        rebel: Side,
    },
    TurnStarted {
        #[ts(type = "number")]
        turn: i64,
        active: Faction,
    },
    BaseDue {
        faction: Faction,
    },
    BaseChosen {
        faction: Faction,
        base: ActiveBase,
    },
    ForceMoved {
        by: Faction,
        #[ts(type = "number")]
        from: i64,
        #[ts(type = "number")]
        to: i64,
        #[ts(type = "number")]
        lost: i64,
    },
    ResourcesGained {
        #[ts(type = "number")]
        amount: i64,
        #[ts(type = "number")]
        total: i64,
        source: String,
    },
    ResourcesSpent {
        #[ts(type = "number")]
        amount: i64,
        #[ts(type = "number")]
        total: i64,
    },
    CardPlayed {
        label: String,
        owner: Faction,
        card: Card,
    },
    Bought {
        #[ts(type = "number | null")]
        slot: Option<i64>,
        card: Card,
        #[ts(type = "number")]
        cost: i64,
        free: bool,
        by_base: bool,
    },
    PilotBought {
        #[ts(type = "number")]
        cost: i64,
    },
    PaidOff {
        #[ts(type = "number")]
        slot: i64,
        card: Card,
        #[ts(type = "number")]
        cost: i64,
    },
    RowLeft {
        #[ts(type = "number")]
        slot: i64,
        card: Card,
    },
    RowFilled {
        #[ts(type = "number")]
        slot: i64,
        card: Card,
        drawn: bool,
    },
    GalaxyReshuffled {
        #[ts(type = "number")]
        cards: i64,
    },
    Attacked {
        labels: Vec<String>,
        target: String,
        #[ts(type = "number")]
        total: i64,
    },
    ShipDamaged {
        label: String,
        #[ts(type = "number")]
        amount: i64,
        #[ts(type = "number")]
        damage: i64,
    },
    ShipDestroyed {
        label: String,
    },
    BaseDamaged {
        faction: Faction,
        #[ts(type = "number")]
        amount: i64,
        #[ts(type = "number")]
        damage: i64,
        #[ts(type = "number")]
        prevented: i64,
    },
    BaseRepaired {
        faction: Faction,
        #[ts(type = "number")]
        amount: i64,
        #[ts(type = "number")]
        damage: i64,
    },
    BaseDestroyed {
        faction: Faction,
        base: String,
    },
    DamageLost {
        #[ts(type = "number")]
        amount: i64,
    },
    Defeated {
        #[ts(type = "number")]
        slot: i64,
        card: Card,
    },
    SabotageFailed {
        #[ts(type = "number")]
        slot: i64,
        #[ts(type = "number")]
        total: i64,
        #[ts(type = "number")]
        target: i64,
    },
    AttackGained {
        label: String,
        #[ts(type = "number")]
        amount: i64,
    },
    AbilityUsed {
        label: String,
        option: Option<String>,
    },
    Exiled {
        label: String,
    },
    GalaxyTopDiscarded,
    Reminder {
        key: String,
        card: Option<String>,
    },
    ExileDue {
        card: String,
        by_jedha: bool,
    },
    UnitsLeft {
        labels: Vec<String>,
    },
    ShipsStraightened {
        faction: Faction,
    },
    ResourcesLost {
        #[ts(type = "number")]
        amount: i64,
    },
    Adjusted {
        target: String,
        #[ts(type = "number")]
        from: i64,
        #[ts(type = "number")]
        to: i64,
        reason: String,
    },
    Won {
        winner: Faction,
        reason: WinReason,
    },
}

fn slot_index(slot: i64) -> usize {
    usize::try_from(slot).unwrap_or(usize::MAX)
}

impl Apply for State {
    type Change = Change;
    fn apply(mut self, change: &Change) -> State {
        match change {
            Change::SetUp {
                mode,
                threshold,
                pay_off_neutrals,
                row,
                empire,
                rebel,
            } => {
                self.mode = *mode;
                self.threshold = *threshold;
                self.pay_off_neutrals = *pay_off_neutrals;
                self.dealt_open = row.iter().map(Option::is_none).collect();
                self.row = row.clone();
                self.empire = empire.clone();
                self.rebel = rebel.clone();
            }
            Change::TurnStarted { turn, active } => {
                self.turn = *turn;
                self.active = *active;
                self.phase = Phase::Main;
                self.hoth_prevented = 0;
                self.corellia_buy = false;
                self.jedha_used = false;
                self.base_ability_used = false;
            }
            Change::BaseDue { .. } => self.phase = Phase::ChooseBase,
            Change::BaseChosen { faction, base } => {
                let side = self.side_mut(*faction);
                if let Some(i) = side.reserve.iter().position(|b| *b == base.id) {
                    side.reserve.remove(i);
                } else if let Some(i) = side.reserve.iter().position(|b| b == "secret") {
                    side.reserve.remove(i);
                }
                side.active = Some(base.clone());
                self.phase = Phase::Main;
                self.corellia_buy = base.id == "corellia" || base.id == "mon_cala";
            }
            Change::ForceMoved { to, .. } => self.force = *to,
            Change::ResourcesGained { total, .. } | Change::ResourcesSpent { total, .. } => {
                self.resources = *total
            }
            Change::CardPlayed { label, owner, card } => self.in_play.push(InPlay {
                label: label.clone(),
                owner: *owner,
                card: card.clone(),
                damage: 0,
                attacked: false,
                ability_used: false,
                gained: 0,
            }),
            Change::Bought { by_base, .. } => {
                if *by_base {
                    self.corellia_buy = false;
                }
            }
            Change::PilotBought { .. } => self.pilots = self.pilots.saturating_sub(1),
            Change::PaidOff { .. } => {}
            Change::RowLeft { slot, .. } => {
                if let Some(s) = self.row.get_mut(slot_index(*slot)) {
                    *s = None;
                }
            }
            Change::Defeated { slot, .. } => {
                if let Some(s) = self.row.get_mut(slot_index(*slot)) {
                    *s = None;
                }
                self.galaxy_discard += 1;
            }
            Change::RowFilled { slot, card, drawn } => {
                let i = slot_index(*slot);
                if let Some(s) = self.row.get_mut(i) {
                    *s = Some(card.clone());
                }
                if let Some(open) = self.dealt_open.get_mut(i) {
                    *open = false;
                }
                if *drawn {
                    self.galaxy_deck = self.galaxy_deck.saturating_sub(1);
                }
            }
            Change::GalaxyReshuffled { cards } => {
                self.galaxy_deck += cards;
                self.galaxy_discard = 0;
            }
            Change::Attacked { labels, .. } => {
                for c in self
                    .in_play
                    .iter_mut()
                    .filter(|c| labels.contains(&c.label))
                {
                    c.attacked = true;
                }
            }
            Change::ShipDamaged { label, damage, .. } => {
                if let Some(c) = self.in_play.iter_mut().find(|c| c.label == *label) {
                    c.damage = *damage;
                }
            }
            Change::ShipDestroyed { label } | Change::Exiled { label } => {
                self.in_play.retain(|c| c.label != *label)
            }
            Change::BaseDamaged {
                faction,
                damage,
                prevented,
                ..
            } => {
                self.hoth_prevented += prevented;
                if let Some(b) = self.side_mut(*faction).active.as_mut() {
                    b.damage = *damage;
                }
            }
            Change::BaseRepaired {
                faction, damage, ..
            } => {
                if let Some(b) = self.side_mut(*faction).active.as_mut() {
                    b.damage = *damage;
                }
            }
            Change::BaseDestroyed { faction, base } => {
                let side = self.side_mut(*faction);
                side.active = None;
                side.lost.push(base.clone());
            }
            Change::DamageLost { .. } | Change::SabotageFailed { .. } => {}
            Change::AttackGained { label, amount } => {
                if let Some(c) = self.in_play.iter_mut().find(|c| c.label == *label) {
                    c.gained += amount;
                }
            }
            Change::AbilityUsed { label, .. } => {
                self.base_ability_used |= label == "base";
                if let Some(c) = self.in_play.iter_mut().find(|c| c.label == *label) {
                    c.ability_used = true;
                }
            }
            Change::GalaxyTopDiscarded => {
                self.galaxy_deck = self.galaxy_deck.saturating_sub(1);
                self.galaxy_discard += 1;
            }
            Change::Reminder { .. } => {}
            Change::ExileDue { card, by_jedha } => {
                self.exile_at_end.push(card.clone());
                self.jedha_used |= by_jedha;
            }
            Change::UnitsLeft { labels } => {
                self.in_play.retain(|c| !labels.contains(&c.label));
                self.exile_at_end.clear();
            }
            Change::ShipsStraightened { .. } => {
                for c in self.in_play.iter_mut() {
                    c.attacked = false;
                    c.ability_used = false;
                    c.gained = 0;
                }
            }
            Change::ResourcesLost { .. } => self.resources = 0,
            Change::Adjusted { target, to, .. } => adjust_apply(&mut self, target, *to),
            Change::Won { winner, reason } => {
                self.winner = Some(*winner);
                self.win_reason = Some(*reason);
                self.phase = Phase::Over;
            }
        }
        self
    }
}

/// Sets the counter an adjustment names (`force_track`, `base.rebel` damage, `ship.sd` damage…):
/// the same keys as [`super::describe::touched`].
fn adjust_apply(s: &mut State, target: &str, to: i64) {
    match target.split_once('.') {
        Some(("base", f)) => {
            let f = if f == "empire" {
                Faction::Empire
            } else {
                Faction::Rebel
            };
            if let Some(b) = s.side_mut(f).active.as_mut() {
                b.damage = to;
            }
        }
        Some(("ship", label)) => {
            if let Some(c) = s.in_play.iter_mut().find(|c| c.label == label) {
                c.damage = to;
            }
        }
        _ => match target {
            "force_track" => s.force = to,
            "resources" => s.resources = to,
            "pilots" => s.pilots = to,
            "galaxy_deck" => s.galaxy_deck = to,
            "galaxy_discard" => s.galaxy_discard = to,
            _ => {}
        },
    }
}
