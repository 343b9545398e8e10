//! Seeded Shatterpoint attacks through `combat::resolve`, the function the tracker's commit
//! applies: both pools rolled die by die with the app's own dice (`dice::roll` on the
//! catalog's `sp-attack` and `sp-defense`), the walk the policy picks for the successes
//! rolled (see `walks.rs`), the board's damage and stamina on the table.
//!
//! `resolve` is deterministic in its faces, so each distinct roll (and damage before it) is
//! resolved once and remembered: the samples are the same as resolving every one, in a
//! fraction of the time.

use datapad_engine::dice::{rng_from, roll, Catalog, Die, Symbol};
use datapad_engine::games::shatterpoint::combat::{pools, resolve, Faces, Table};
use datapad_engine::games::shatterpoint::stance::Stance;
use std::collections::HashMap;

/// Attacks counted one by one before "more", as the odds count them.
pub const MOST_ATTACKS: usize = 10;

/// One attack as the tracker resolves it.
#[derive(Debug, Clone, Copy)]
pub struct Hit {
    pub successes: u32,
    pub assigned: u32,
    pub damage_total: Option<u32>,
    pub wounded: Option<bool>,
}

/// The samples: one [`Hit`] per attack from the board as it is, and for each chain of identical
/// attacks the attack that first wounded (1–10; 11 for "more").
#[derive(Debug, Default)]
pub struct Samples {
    pub hits: Vec<Hit>,
    pub first_wound: Vec<usize>,
    /// Rolls where `resolve`'s own best walk (`path: None`) dealt other damage than the walk
    /// found by brute force (max_damage only).
    pub best_walk_differs: Vec<String>,
}

type Key = ([u32; 4], [u32; 3]);

pub struct Attacker<'a> {
    pub att: &'a Stance,
    pub def: &'a Stance,
    pub table: &'a Table,
    /// The walk for each number of successes.
    pub walks: &'a [Vec<String>],
    /// Also compare with `resolve`'s own best walk.
    pub check_best: bool,
    successes: HashMap<Key, u32>,
    memo: HashMap<(Key, Option<u32>), Hit>,
    best_differs: Vec<String>,
}

fn count(faces: &mut [u32], order: &[Symbol], s: Symbol) -> Result<(), String> {
    let i = order
        .iter()
        .position(|f| *f == s)
        .ok_or_else(|| format!("the die showed {s:?}, no face of its roll"))?;
    faces[i] += 1;
    Ok(())
}

/// Both pools rolled with the app's dice.
fn rolled(
    rng: &mut dyn rand::RngCore,
    a: &Die,
    d: &Die,
    na: u32,
    nd: u32,
) -> Result<Faces, String> {
    const ATTACK: [Symbol; 4] = [
        Symbol::named("crit"),
        Symbol::named("strike"),
        Symbol::named("attack_expertise"),
        Symbol::named("failure"),
    ];
    const DEFENSE: [Symbol; 3] = [
        Symbol::named("block"),
        Symbol::named("defense_expertise"),
        Symbol::named("failure"),
    ];
    let mut f = Faces::default();
    for _ in 0..na {
        count(&mut f.attack, &ATTACK, roll(a, rng))?;
    }
    for _ in 0..nd {
        count(&mut f.defense, &DEFENSE, roll(d, rng))?;
    }
    Ok(f)
}

impl<'a> Attacker<'a> {
    pub fn new(
        att: &'a Stance,
        def: &'a Stance,
        table: &'a Table,
        walks: &'a [Vec<String>],
        check_best: bool,
    ) -> Self {
        Attacker {
            att,
            def,
            table,
            walks,
            check_best,
            successes: HashMap::new(),
            memo: HashMap::new(),
            best_differs: Vec::new(),
        }
    }

    /// One attack with `damage` already on the defender (`None`: the board is not known).
    fn attack(&mut self, faces: Faces, damage: Option<u32>) -> Result<Hit, String> {
        let key = (faces.attack, faces.defense);
        if let Some(h) = self.memo.get(&(key, damage)) {
            return Ok(*h);
        }
        let t = Table {
            damage: damage.zip(self.table.damage).map(|(d, (_, s))| (d, s)),
            ..self.table.clone()
        };
        let (att, def) = (self.att, self.def);
        let fail = |e: datapad_engine::games::shatterpoint::attack_error::AttackError| {
            format!("resolve refused {faces:?}: {e}")
        };
        // The successes do not depend on the walk: the first resolve of a roll finds them,
        // with `resolve`'s own best walk under max_damage (compared below) or with none.
        let (k, own) = match self.successes.get(&key) {
            Some(k) => (*k, None),
            None => {
                let walk: Option<&[String]> = if self.check_best { None } else { Some(&[]) };
                let r = resolve(att, def, &t, faces, walk).map_err(fail)?;
                self.successes.insert(key, r.successes);
                (r.successes, self.check_best.then_some(r))
            }
        };
        let path = &self.walks[(k as usize).min(self.walks.len() - 1)];
        let r = resolve(att, def, &t, faces, Some(path)).map_err(fail)?;
        if let Some(own) = own.filter(|own| own.pool != r.pool) {
            self.best_differs.push(format!(
                "faces {faces:?}: resolve's best walk {:?} puts {} in the pool, the walk \
                 {path:?} found by brute force {}",
                own.path, own.pool, r.pool
            ));
        }
        let hit = Hit {
            successes: r.successes,
            assigned: r.assigned,
            damage_total: r.damage_total,
            wounded: r.wounded,
        };
        self.memo.insert((key, damage), hit);
        Ok(hit)
    }

    /// `n` attacks from the board as it is, then `chains` chains of identical attacks until
    /// Wounded (at most [`MOST_ATTACKS`] each), all from one seed.
    pub fn sample(
        mut self,
        cat: &Catalog,
        seed: u64,
        n: usize,
        chains: usize,
    ) -> Result<Samples, String> {
        let (na, nd) = pools(self.att, self.def, self.table).map_err(|e| e.to_string())?;
        let a = cat.get("sp-attack").map_err(|e| e.to_string())?;
        let d = cat.get("sp-defense").map_err(|e| e.to_string())?;
        let mut rng = rng_from(Some(seed));
        let board = self.table.damage;
        let mut out = Samples::default();
        for _ in 0..n {
            let faces = rolled(&mut rng, a, d, na, nd)?;
            out.hits.push(self.attack(faces, board.map(|b| b.0))?);
        }
        if let Some((start, _)) = board {
            for _ in 0..chains {
                let mut taken = start;
                let mut first = MOST_ATTACKS + 1;
                for i in 1..=MOST_ATTACKS {
                    let faces = rolled(&mut rng, a, d, na, nd)?;
                    let h = self.attack(faces, Some(taken))?;
                    if h.wounded == Some(true) {
                        first = i;
                        break;
                    }
                    taken = h.damage_total.unwrap_or(taken);
                }
                out.first_wound.push(first);
            }
        }
        out.best_walk_differs = std::mem::take(&mut self.best_differs);
        Ok(out)
    }
}
