//! The rules' front door: hands each action to the rule file that decides it (the guards those
//! files check are in [`guards`](super::guards)). Every action yields exactly one event (one
//! journal entry, one undo step).

use super::action::Action;
use super::change::Event;
use super::error::SpError;
use super::guards::Tx;
use super::state::State;
use super::{
    activation, adjust, attack, conditions, force, luck, objectives, order_deck, readings, reserve,
    setup, shatterpoint_card, start, struggle, turn, units,
};
use crate::game::Ctx;

pub fn decide(state: &State, action: &Action, ctx: &mut Ctx) -> Result<Vec<Event>, SpError> {
    let mut tx = Tx::new(state);
    match action {
        Action::SetPlayerName { player, name } => setup::name(&mut tx, *player, name)?,
        Action::AddCustomUnit { unit } => setup::add_unit(&mut tx, unit)?,
        Action::SetTeam {
            player,
            team,
            casual,
        } => setup::set_team(&mut tx, *player, team, *casual)?,
        Action::ChooseStance { unit, side } => setup::choose_stance(&mut tx, *unit, *side)?,
        Action::ChooseMission {
            mission,
            objectives,
        } => setup::choose_mission(&mut tx, mission, *objectives)?,
        Action::RollOff { roll } => start::roll_off(&mut tx, roll, ctx)?,
        Action::StartGame => start::start(&mut tx, ctx)?,
        Action::SetActiveObjectives { active, map, card } => {
            objectives::set_active(&mut tx, active, *map, card.as_deref())?
        }
        Action::PriorityRoll { roll } => objectives::priority_roll(&mut tx, roll, ctx)?,
        Action::MarkPriority { objective } => objectives::mark_priority(&mut tx, *objective)?,
        Action::Reveal { card } => order_deck::reveal(&mut tx, *card, ctx)?,
        Action::UseReserve => reserve::use_reserve(&mut tx)?,
        Action::Activate => order_deck::activate_revealed(&mut tx)?,
        Action::Reserve { next } => reserve::reserve(&mut tx, *next, ctx)?,
        Action::ShatterpointChoose { slot } => {
            shatterpoint_card::shatterpoint_choose(&mut tx, *slot)?
        }
        Action::ShatterpointRedraw { next } => shatterpoint_card::redraw(&mut tx, *next, ctx)?,
        Action::RemoveWoundCondition { condition } => {
            activation::remove_wound_condition(&mut tx, *condition)?
        }
        Action::TakeAction { action, granted } => {
            activation::take_action(&mut tx, *action, *granted)?
        }
        Action::FlipStance { unit } => activation::flip_stance(&mut tx, *unit)?,
        Action::EndActivation => activation::end(&mut tx)?,
        Action::EndTurn { control } => turn::end_turn(&mut tx, control)?,
        Action::Damage { unit, amount } => units::damage(&mut tx, *unit, *amount)?,
        Action::Heal { unit, target } => units::heal(&mut tx, *unit, *target)?,
        Action::GainCondition {
            unit,
            condition,
            in_attack,
        } => conditions::gain_condition(&mut tx, *unit, *condition, *in_attack)?,
        Action::RemoveCondition { unit, condition } => {
            conditions::remove_condition(&mut tx, *unit, *condition)?
        }
        Action::SetImmunity {
            unit,
            condition,
            immune,
        } => conditions::set_immunity(&mut tx, *unit, *condition, *immune)?,
        Action::GainHunker { unit } => conditions::gain_hunker(&mut tx, *unit)?,
        Action::LoseHunker { unit } => conditions::lose_hunker(&mut tx, *unit)?,
        Action::MarkStrained { unit, trigger } => {
            conditions::mark_strained(&mut tx, *unit, *trigger)?
        }
        Action::UseAbility {
            unit,
            ability,
            kind,
            cost,
            payment,
        } => force::use_ability(&mut tx, *unit, ability.as_deref(), *kind, *cost, *payment)?,
        Action::RefreshForce { player, amount } => force::refresh(&mut tx, *player, *amount)?,
        Action::SpendForce { player, amount } => force::spend_at_table(&mut tx, *player, *amount)?,
        Action::SpendMomentum { player, amount } => {
            struggle::spend_momentum(&mut tx, *player, *amount)?
        }
        Action::MoveToken { player, spaces } => struggle::effect_move(&mut tx, *player, *spaces)?,
        Action::Adjust { target, reason } => adjust::adjust(&mut tx, target, reason)?,
        Action::Attack(a) => {
            attack::commit::attack(&mut tx, a)?;
            luck::rolled(&mut tx, a)
        }
        Action::AttackOutcome(a) => attack::outcome::enter(&mut tx, a)?,
        Action::SetReading { key, choice } => readings::set(&mut tx, key, choice)?,
    }
    Ok(tx.event())
}
