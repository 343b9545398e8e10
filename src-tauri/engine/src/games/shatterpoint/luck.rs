//! Shatterpoint's share of the luck of the evening: each attack committed counts the attacker's
//! attack dice and the defender's defense dice as they were rolled, physical or virtual, before
//! anything modified them. A success is what the die's data counts: crits and strikes on an
//! attack die (4 faces of 8), blocks on a defense die (2 of 6). The players are `"0"` and `"1"`.
//!
//! The faces travel in the attack's own event, as its last change ([`Change::AttackRolled`]):
//! the action carried them, and the event is all the journal keeps.

use super::attack::combat::Faces;
use super::attack::json::faces_json;
use super::attack::AttackInput;
use super::change::Change;
use super::guards::Tx;
use super::state::State;
use crate::dice::{Catalog, Symbol};
use crate::game::Message;

/// After an attack is committed: the faces it was rolled with.
pub fn rolled(tx: &mut Tx, a: &AttackInput) {
    tx.push(Change::AttackRolled {
        attacker: a.attacker,
        defender: a.defender,
        faces: a.faces,
    });
}

/// `{"crit": 1, "strike": 2, …}` of one pool, as the attack names its faces.
fn shown(faces: &Faces, pool: &str) -> Vec<(Symbol, u32)> {
    faces_json(faces)[pool]
        .as_object()
        .map(|m| {
            m.iter()
                .filter_map(|(name, n)| {
                    let n = u32::try_from(n.as_u64()?).ok()?;
                    Some((Symbol::parse(name)?, n))
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Applies this rule's changes to the state.
pub fn apply(s: &mut State, c: &Change) {
    let Change::AttackRolled {
        attacker,
        defender,
        faces,
    } = c
    else {
        return;
    };
    for (player, pool, die) in [
        (attacker.player, "attack", "sp-attack"),
        (defender.player, "defense", "sp-defense"),
    ] {
        if let Ok(die) = Catalog::shipped().get(die) {
            let shown = shown(faces, pool);
            s.luck
                .throw_counts(&player.to_string(), &die.faces, &shown, |f| die.succeeds(f));
        }
    }
}

/// The attack's sentence says what happened; its faces add nothing to it.
pub fn describe(_: &Change) -> Option<Message> {
    None
}

pub fn touched(_: &Change) -> Vec<String> {
    Vec::new()
}
