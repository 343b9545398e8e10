//! The bounds every Shatterpoint state keeps, whatever happened at the table. Decide never
//! leaves them; an imported file whose events do is refused (issue: a game won twice, momentum
//! 9, a token past the end of the track were all accepted once).

use super::facts::MOMENTUM_MAX;
use super::{Phase, State};

/// How far the struggle token goes from the centre, either way.
const TRACK_END: i8 = 8;
/// Struggles a player can win: the second ends the game.
const STRUGGLES_TO_WIN: usize = 2;

pub fn check(s: &State) -> Result<(), String> {
    for p in 0..2u8 {
        let side = s.side(p);
        if side.momentum > MOMENTUM_MAX {
            return Err(format!("player {} holds {} momentum", p + 1, side.momentum));
        }
        if side.force_ready > side.force_size {
            return Err(format!(
                "player {} has {} Force ready of {}",
                p + 1,
                side.force_ready,
                side.force_size
            ));
        }
    }
    if !(-TRACK_END..=TRACK_END).contains(&s.token) {
        return Err(format!("the struggle token is on space {}", s.token));
    }
    if let Some(p) = s.won.iter().position(|w| w.len() > STRUGGLES_TO_WIN) {
        return Err(format!("player {} won {} struggles", p + 1, s.won[p].len()));
    }
    match s.winner {
        Some(w) if s.won.get(usize::from(w)).map(Vec::len) != Some(STRUGGLES_TO_WIN) => {
            Err(format!(
                "player {} won the game without two struggles",
                u32::from(w) + 1
            ))
        }
        Some(_) if s.phase != Phase::Over => Err("a winner in a game still running".into()),
        None if s.phase == Phase::Over && s.won.iter().all(|w| w.len() < STRUGGLES_TO_WIN) => {
            Err("a game over with no winner".into())
        }
        _ => Ok(()),
    }
}
