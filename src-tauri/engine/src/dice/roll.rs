//! Rolling with an injected RNG, so a seed reproduces a roll exactly.

use super::{Die, Symbol};
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Virtual dice are rolled by the app; physical ones were rolled on the table and typed in. Every
/// game that takes rolls records which.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum DiceMode {
    Virtual,
    Physical,
}

/// Rolls one die: every face equally likely.
pub fn roll(die: &Die, rng: &mut dyn RngCore) -> Symbol {
    die.faces[rng.random_range(0..die.faces.len())]
}

/// The RNG every roll uses: seeded for tests and `--seed`, from the OS otherwise.
pub fn rng_from(seed: Option<u64>) -> ChaCha8Rng {
    match seed {
        Some(s) => ChaCha8Rng::seed_from_u64(s),
        None => ChaCha8Rng::from_os_rng(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Catalog;

    /// Pearson chi-square of observed face counts against uniform faces.
    fn chi_square(die: &Die, rolls: usize, seed: u64) -> f64 {
        let mut rng = rng_from(Some(seed));
        let mut seen = [0usize; Symbol::COUNT];
        for _ in 0..rolls {
            seen[roll(die, &mut rng).index()] += 1;
        }
        let mut chi = 0.0;
        for s in Symbol::ALL {
            let weight = die.faces.iter().filter(|f| **f == s).count();
            if weight == 0 {
                assert_eq!(seen[s.index()], 0, "{s:?} never on {}", die.id);
                continue;
            }
            let expected = rolls as f64 * weight as f64 / die.faces.len() as f64;
            chi += (seen[s.index()] as f64 - expected).powi(2) / expected;
        }
        chi
    }

    #[test]
    fn rolls_follow_the_face_weights() {
        // Critical values at p = 0.001: 3 dof 16.27, 2 dof 13.82, 4 dof 18.47.
        let cat = Catalog::builtin();
        for (id, critical) in [("sp-attack", 16.27), ("sp-defense", 13.82), ("hoth", 18.47)] {
            let chi = chi_square(cat.get(id).unwrap(), 60_000, 7);
            assert!(chi < critical, "{id}: chi² {chi} ≥ {critical}");
        }
    }

    #[test]
    fn the_fit_check_fails_a_wrong_table() {
        // Rolling a die whose faces are a plain permutation of symbols, but judging it against
        // the real table, must be rejected: the check has power.
        let cat = Catalog::builtin();
        let real = cat.get("sp-attack").unwrap().clone();
        let mut rng = rng_from(Some(7));
        let wrong = Die {
            faces: vec![
                Symbol::named("crit"),
                Symbol::named("crit"),
                Symbol::named("crit"),
                Symbol::named("strike"),
                Symbol::named("attack_expertise"),
                Symbol::named("attack_expertise"),
                Symbol::named("failure"),
                Symbol::named("failure"),
            ],
            ..real.clone()
        };
        let mut seen = [0usize; Symbol::COUNT];
        let n = 60_000;
        for _ in 0..n {
            seen[roll(&wrong, &mut rng).index()] += 1;
        }
        let mut chi = 0.0;
        for s in [
            Symbol::named("crit"),
            Symbol::named("strike"),
            Symbol::named("attack_expertise"),
            Symbol::named("failure"),
        ] {
            let expected = n as f64 * real.faces.iter().filter(|f| **f == s).count() as f64 / 8.0;
            chi += (seen[s.index()] as f64 - expected).powi(2) / expected;
        }
        assert!(chi > 16.27, "a wrong table must fail the fit: chi² {chi}");
    }

    #[test]
    fn a_seed_reproduces_a_roll() {
        let cat = Catalog::builtin();
        let die = cat.get("sp-attack").unwrap();
        let a: Vec<_> = {
            let mut r = rng_from(Some(42));
            (0..20).map(|_| roll(die, &mut r)).collect()
        };
        let b: Vec<_> = {
            let mut r = rng_from(Some(42));
            (0..20).map(|_| roll(die, &mut r)).collect()
        };
        assert_eq!(a, b);
    }
}
