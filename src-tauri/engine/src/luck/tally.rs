//! What a game counts of each player's dice: per chance of success, how many dice, and how many
//! successes they showed in all. A few numbers a player, whatever the length of the session.

use crate::dice::Symbol;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Dice of one chance: each succeeds on `success` of its `faces` equally likely faces, kept in
/// lowest terms (an attack die's 4 of 8 and a battle die's 3 of 6 are one chance, 1 of 2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LuckDice")]
pub struct Dice {
    pub success: u32,
    pub faces: u32,
    pub count: u32,
}

/// One player's dice of the session, by chance, and the successes they showed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LuckRolls")]
pub struct Rolls {
    /// The game's own key for the player (`"0"`, `"empire"`, `"table"`).
    pub player: String,
    pub dice: Vec<Dice>,
    pub rolled: u32,
}

/// Every player's rolls, in the order they first rolled.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "LuckTally")]
pub struct Tally {
    pub players: Vec<Rolls>,
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

impl Tally {
    /// `count` dice thrown by `player`, each succeeding on `success` of `faces` faces, which
    /// showed `rolled` successes. A die of no faces is no die; counts saturate rather than wrap.
    pub fn add(&mut self, player: &str, success: u32, faces: u32, count: u32, rolled: u32) {
        if faces == 0 || count == 0 {
            return;
        }
        let success = success.min(faces);
        let g = gcd(success, faces);
        let (success, faces) = (success / g, faces / g);
        let at = match self.players.iter().position(|r| r.player == player) {
            Some(i) => i,
            None => {
                self.players.push(Rolls {
                    player: player.into(),
                    ..Rolls::default()
                });
                self.players.len() - 1
            }
        };
        let rolls = &mut self.players[at];
        rolls.rolled = rolls.rolled.saturating_add(rolled.min(count));
        match rolls
            .dice
            .iter_mut()
            .find(|d| d.success == success && d.faces == faces)
        {
            Some(d) => d.count = d.count.saturating_add(count),
            None => rolls.dice.push(Dice {
                success,
                faces,
                count,
            }),
        }
    }

    /// The dice that showed `shown`, thrown by `player`, each with the face table `table` (one
    /// symbol per face); `hit` says which faces count.
    pub fn throw(
        &mut self,
        player: &str,
        table: &[Symbol],
        shown: &[Symbol],
        hit: impl Fn(Symbol) -> bool,
    ) {
        let counts: Vec<(Symbol, u32)> = shown.iter().map(|s| (*s, 1)).collect();
        self.throw_counts(player, table, &counts, hit);
    }

    /// As [`Tally::throw`], the faces shown given as counts of each symbol.
    pub fn throw_counts(
        &mut self,
        player: &str,
        table: &[Symbol],
        shown: &[(Symbol, u32)],
        hit: impl Fn(Symbol) -> bool,
    ) {
        let sum = |only_hits: bool| {
            shown
                .iter()
                .filter(|(s, _)| !only_hits || hit(*s))
                .fold(0u32, |a, (_, n)| a.saturating_add(*n))
        };
        let success = table.iter().filter(|s| hit(**s)).count() as u32;
        self.add(player, success, table.len() as u32, sum(false), sum(true));
    }
}
