//! Applies recorded changes. Cannot fail: a change that no longer fits the state (a corrupt
//! journal) changes nothing rather than panic.

use super::event::{ActivationSource, Change, Event};
use super::state::{Objective, OrderCard, Side, State, Struggle, Turn};
use super::Phase;

pub fn evolve(state: State, event: &Event) -> State {
    event.changes.iter().fold(state, apply)
}

fn take_one(cards: &mut Vec<OrderCard>, card: OrderCard) -> bool {
    match cards.iter().position(|c| *c == card) {
        Some(i) => {
            cards.remove(i);
            true
        }
        None => false,
    }
}

fn remove_card(side: &mut Side, card: OrderCard) {
    let found = if side.revealed == Some(card) {
        side.revealed = None;
        true
    } else if side.reserve == Some(card) {
        side.reserve = None;
        true
    } else {
        take_one(&mut side.discard, card) || take_one(&mut side.deck, card)
    };
    if found {
        side.removed.push(card);
    }
}

pub fn apply(mut s: State, change: &Change) -> State {
    match change {
        Change::PlayerNamed { player, name } => {
            if let Some(n) = s.names.get_mut(usize::from(*player)) {
                *n = Some(name.clone());
            }
        }
        Change::CustomUnitAdded { unit } => {
            s.custom_units.retain(|u| u.id != unit.id);
            s.custom_units.push(unit.clone());
        }
        Change::TeamSet { player, team } => {
            if let Some(t) = s.teams.get_mut(usize::from(*player)) {
                *t = Some(team.clone());
            }
        }
        Change::StanceChosen { unit, side, .. } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.stance = *side;
            }
        }
        Change::MissionChosen { mission } => {
            s.objectives = vec![Objective::default(); usize::from(mission.objectives)];
            s.mission = Some(mission.clone());
        }
        Change::RolledOff { roll } => {
            s.first_player = roll.first;
            s.roll_off = Some(roll.clone());
        }
        Change::GameStarted {
            decks,
            force,
            mission_deck,
        } => {
            s.phase = Phase::Playing;
            for (p, side) in s.players.iter_mut().enumerate() {
                let mut deck = decks.get(p).cloned().unwrap_or_default();
                deck.sort();
                let size = force.get(p).copied().unwrap_or(0);
                *side = Side {
                    force_size: size,
                    force_ready: size,
                    momentum: 1,
                    deck,
                    ..Side::default()
                };
            }
            s.token = 0;
            s.mission_deck = mission_deck.clone();
            s.turn = Turn::default();
        }
        Change::StruggleRevealed { number, card } => {
            if !s.mission_deck.is_empty() {
                s.mission_deck.remove(0);
            }
            s.struggle = Some(Struggle {
                number: *number,
                card: card.clone(),
                map: None,
            });
        }
        Change::ObjectivesActivated {
            active, map, card, ..
        } => {
            for i in active {
                if let Some(o) = s.objectives.get_mut(usize::from(*i)) {
                    o.active = true;
                }
            }
            if let Some(st) = s.struggle.as_mut() {
                st.map = *map;
                st.card = card.clone();
            }
        }
        Change::TurnStarted { player, number } => {
            s.turn = Turn {
                number: *number,
                player: *player,
                step: s.turn.step,
                ..Turn::default()
            };
        }
        Change::Step { step } => s.turn.step = *step,
        Change::PriorityRolled { face, .. } => s.turn.priority_face = Some(*face),
        Change::PriorityMarked { objective } => {
            if let Some(o) = objective.and_then(|i| s.objectives.get_mut(usize::from(i))) {
                o.priority = true;
            }
        }
        Change::CardRevealed { player, card, .. } => {
            let side = s.side_mut(*player);
            take_one(&mut side.deck, *card);
            side.revealed = Some(*card);
        }
        Change::CardRemoved { player, card, .. } => remove_card(s.side_mut(*player), *card),
        Change::CardDiscarded { player, card, .. } => {
            let side = s.side_mut(*player);
            if side.revealed == Some(*card) {
                side.revealed = None;
                side.discard.push(*card);
            }
        }
        Change::DeckRefreshed { player, .. } => {
            let side = s.side_mut(*player);
            let mut discard = std::mem::take(&mut side.discard);
            side.deck.append(&mut discard);
            side.deck.sort();
            side.force_ready = side.force_size;
        }
        Change::Reserved { player, card, .. } => {
            let side = s.side_mut(*player);
            if side.revealed == Some(*card) {
                side.revealed = None;
                side.reserve = Some(*card);
            }
            s.turn.reserved = true;
        }
        Change::ShatterpointReturned { player } => {
            let side = s.side_mut(*player);
            if side.revealed == Some(OrderCard::Shatterpoint) {
                side.revealed = None;
                side.deck.push(OrderCard::Shatterpoint);
                side.deck.sort();
            }
            s.turn.must_activate = true;
        }
        Change::Activated { unit, from, .. } => {
            let side = s.side_mut(unit.player);
            let card = match from {
                ActivationSource::Card | ActivationSource::Shatterpoint => side.revealed.take(),
                ActivationSource::Reserve => side.reserve.take(),
            };
            side.discard.extend(card);
            s.turn.activated = Some(unit.slot);
            s.turn.actions.clear();
            s.turn.stance_flipped = false;
            s.turn.must_activate = false;
        }
        Change::WoundBecameInjury { unit, injuries, .. } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.wounded = false;
                u.injuries = *injuries;
                u.damage = 0;
            }
        }
        Change::ConditionGained {
            unit, condition, ..
        } => {
            if let Some(u) = s.unit_mut(*unit) {
                if !u.conditions.contains(condition) {
                    u.conditions.push(*condition);
                    u.conditions.sort();
                }
            }
        }
        Change::ConditionRemoved {
            unit, condition, ..
        } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.conditions.retain(|c| c != condition);
            }
        }
        Change::ImmunitySet {
            unit,
            condition,
            immune,
            ..
        } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.immunities.retain(|c| c != condition);
                if *immune {
                    u.immunities.push(*condition);
                    u.immunities.sort();
                }
            }
        }
        Change::HunkerGained { unit, total, .. } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.hunker = *total;
            }
        }
        Change::HunkerLost { unit, count, .. } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.hunker = u.hunker.saturating_sub(*count);
            }
        }
        Change::ActionTaken {
            action, granted, ..
        } => s.turn.actions.push(super::state::TakenAction {
            action: *action,
            granted: *granted,
        }),
        Change::StanceFlipped { unit, side, .. } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.stance = *side;
            }
            s.turn.stance_flipped = true;
        }
        Change::AbilityUsed { unit, ability, .. } => {
            if let Some(a) = ability {
                s.turn.ability_uses.push(super::state::AbilityUse {
                    unit: *unit,
                    ability: a.clone(),
                });
            }
        }
        Change::Damaged { unit, amount, .. } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.damage = u.damage.saturating_add(*amount);
            }
        }
        Change::DamageHealed { unit, .. } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.damage = u.damage.saturating_sub(1);
            }
        }
        Change::Wounded { unit, .. } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.wounded = true;
            }
        }
        Change::ForceSpent { player, amount, .. } => {
            let side = s.side_mut(*player);
            side.force_ready = side.force_ready.saturating_sub(*amount);
        }
        Change::ForceRefreshed { player, amount, .. } => {
            let side = s.side_mut(*player);
            side.force_ready = side
                .force_ready
                .saturating_add(*amount)
                .min(side.force_size);
        }
        Change::MomentumGained { player, .. } => {
            let side = s.side_mut(*player);
            side.momentum = (side.momentum + 1).min(8);
        }
        Change::MomentumSpent { player, amount } => {
            let side = s.side_mut(*player);
            side.momentum = side.momentum.saturating_sub(*amount);
        }
        Change::TokenMoved { to, .. } => s.token = (*to).clamp(-8, 8),
        Change::StruggleWon { player, card, .. } => {
            if let Some(w) = s.won.get_mut(usize::from(*player)) {
                w.push(card.clone());
            }
            s.struggle_won = Some(*player);
            s.last_loser = Some(super::other(*player));
        }
        Change::GameWon { player } => {
            s.phase = Phase::Over;
            s.winner = Some(*player);
        }
        Change::ControlChanged { objective, to, .. } => {
            if let Some(o) = s.objectives.get_mut(usize::from(*objective)) {
                o.controller = *to;
            }
        }
        Change::PriorityCleared => {
            for o in &mut s.objectives {
                o.priority = false;
            }
            s.turn.priority_face = None;
        }
        Change::UnitDefeated { unit, .. } => {
            if let Some(u) = s.unit_mut(*unit) {
                u.defeated = true;
            }
        }
        Change::StruggleReset => {
            for side in &mut s.players {
                side.momentum = 1;
            }
            s.token = 0;
            for o in &mut s.objectives {
                *o = Objective::default();
            }
            s.struggle_won = None;
        }
        Change::Adjusted { target, .. } => super::adjust::apply(&mut s, target),
        Change::ActivationEnded { .. }
        | Change::ConditionIgnored { .. }
        | Change::ConditionToPool { .. }
        | Change::StrainedTriggered { .. }
        | Change::DamageBlocked { .. }
        | Change::MomentumNotPlaced { .. }
        | Change::TurnEnded { .. } => {}
    }
    s
}
