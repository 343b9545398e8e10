//! Dice as data, rolling with an injected RNG, and exact pool distributions.

mod die;
mod distribution;
mod error;
mod odds;
mod roll;
mod symbol;
// Exact arithmetic for odds past 128 bits and closed-form pool weights (issue 9).
pub mod big;
pub mod mul;
pub mod multinomial;
pub mod product_sum;
pub mod residues;
pub mod smooth;
pub mod wide;

pub use die::{Catalog, Die};
pub use distribution::{Distribution, Outcomes, Ratio};
pub use error::DiceError;
pub use odds::{check_size, reduce, OddsRow, OddsTable, MAX_POOL};
pub use roll::{rng_from, roll, DiceMode};
pub use symbol::{Counts, Symbol};
