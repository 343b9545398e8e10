//! Dice as data, rolling with an injected RNG, and exact pool distributions.

mod die;
mod distribution;
mod odds;
mod roll;
mod symbol;

pub use die::{Catalog, Die};
pub use distribution::{Distribution, Outcomes, Ratio};
pub use odds::{hoth_odds, sp_odds, HothOdds, HothTarget, OddsRow, OddsTable, SpOdds, MAX_POOL};
pub use roll::{rng_from, roll};
pub use symbol::{Counts, Symbol};
