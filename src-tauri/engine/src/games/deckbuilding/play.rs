//! Playing a card from hand: it enters play under a label, gives its resources at once, then
//! moves the Force toward its player.

use super::cards::CardRef;
use super::change::Change;
use super::error::DbgError;
use super::force;
use super::log::say;
use super::state::{InPlay, State};
use crate::game::Message;
use crate::kit::Tx;

/// The label a new card gets: `as`, else its id; `#2`, `#3`… for further copies.
fn label(state: &State, wanted: Option<&str>, id: &str) -> Result<String, DbgError> {
    let taken = |l: &str| state.in_play.iter().any(|c| c.label == l);
    if let Some(w) = wanted {
        let w = w.trim();
        if w.is_empty() || w.chars().count() > 40 {
            return Err(DbgError::CardInvalid { field: "as".into() });
        }
        return if taken(w) {
            Err(DbgError::LabelTaken)
        } else {
            Ok(w.to_string())
        };
    }
    if !taken(id) {
        return Ok(id.to_string());
    }
    (2..=1000)
        .map(|n| format!("{id}#{n}"))
        .find(|l| !taken(l))
        .ok_or(DbgError::LabelTaken)
}

pub fn play(tx: &mut Tx<State>, card: &CardRef, wanted: Option<&str>) -> Result<(), DbgError> {
    let mut card = card.resolve()?;
    let me = tx.state.active;
    // A played card is its player's, whatever the catalog says (neutral cards included).
    card.faction = me.into();
    let label = label(&tx.state, wanted, &card.id)?;
    let (resources, force_value) = (card.resources, card.force);
    tx.push(Change::CardPlayed {
        label: label.clone(),
        owner: me,
        card,
    });
    force::resources(tx, resources, &label);
    force::gain(tx, me, force_value);
    Ok(())
}

pub fn apply(s: &mut State, c: &Change) {
    if let Change::CardPlayed { label, owner, card } = c {
        s.in_play.push(InPlay {
            label: label.clone(),
            owner: *owner,
            card: card.clone(),
            damage: 0,
            attacked: false,
            ability_used: false,
            gained: 0,
        });
    }
}

pub fn describe(c: &Change) -> Option<Message> {
    match c {
        Change::CardPlayed { label, card, .. } => Some(
            say("card_played")
                .arg("label", label.clone())
                .arg("card", card.id.clone()),
        ),
        _ => None,
    }
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::CardPlayed { label, .. } => vec![format!("card.{label}")],
        _ => Vec::new(),
    }
}
