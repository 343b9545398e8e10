//! Battle of Hoth's share of the luck of the evening: every die an attack throws counts for the
//! attacker's side (`"empire"`, `"rebels"`): the first roll, the dice an E-Web rerolls and an
//! AT-AT's confirmation dice, physical or virtual. A hit is what the attack itself counts: a
//! face that hits this target ([`attack::struck`], after Vader's card in [`attack::read`]), and
//! on a confirmation die an explosion ([`confirm::destroys`]). The chances come from the die
//! table in effect, which the attack's event carries.

use super::attack;
use super::change::Change;
use super::confirm;
use super::dice::Target;
use super::state::State;
use super::types::CardId;
use crate::dice::{Counts, Symbol};

/// Whether a face hits the last attack's target, as the attack reads it.
fn hits(s: &State, target: &Target, face: Symbol) -> bool {
    let vader = super::cards::is(s, CardId::PowerOfTheForce);
    attack::struck(target, &attack::read(vader, &Counts::of([face]))).is_some_and(|x| x.hits > 0)
}

/// What the attack `attacker` → `target` aims at, and the attacker's side.
fn aim(s: &State, attacker: &str, target: &str) -> Option<(&'static str, Target)> {
    let side = s.unit(attacker)?.side.name();
    let t = match s.unit(target) {
        Some(u) => Target::Unit(u.kind),
        None => Target::Structure,
    };
    Some((side, t))
}

/// Counts the dice of an attack's change into the tally, before the change is applied.
pub fn count(s: &mut State, c: &Change) {
    let last = || {
        let a = s.last_attack.as_ref()?;
        let table = s.die.as_ref().map(|(f, _)| f.clone()).unwrap_or_default();
        Some((a.attacker.clone(), a.target.clone(), table))
    };
    let ((attacker, target, table), shown, confirming) = match c {
        Change::Attacked { attack, die, .. } => (
            (attack.attacker.clone(), attack.target.clone(), die.clone()),
            attack.faces.clone(),
            false,
        ),
        Change::Rerolled { dice, faces } => {
            let rerolled = dice.iter().filter_map(|i| faces.get(*i as usize).copied());
            let Some(last) = last() else { return };
            (last, rerolled.collect(), false)
        }
        Change::Confirmed { faces, .. } => {
            let Some(last) = last() else { return };
            (last, faces.clone(), true)
        }
        _ => return,
    };
    let Some((side, target)) = aim(s, &attacker, &target) else {
        return;
    };
    // The tally is set aside while the rest of the state says what hits.
    let mut luck = std::mem::take(&mut s.luck);
    let hit = |f: Symbol| {
        if confirming {
            confirm::destroys(f)
        } else {
            hits(s, &target, f)
        }
    };
    luck.throw(side, &table, &shown, hit);
    s.luck = luck;
}
