//! Datapad in WebAssembly: the same engine, journal and command line as the native build,
//! compiled for `wasm32-unknown-unknown`. `cargo xtask web` binds it once (wasm-bindgen) and
//! ships the one module twice: to the browser, and to Node as `target/web-node/play.mjs`.

mod bench;
mod cli;
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod worker;

pub use bench::{bench_sp_attack_30v30, sp_attack_30v30_odds};
pub use cli::{cli, Ended};
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub use worker::{start, Core};
