//! End-to-end tests of the real app binary at a 390×844 window. Run by `cargo xtask test` under
//! Xvfb; screenshots land in target/e2e-screenshots/.

mod a11y;
mod backup;
mod bridge;
mod browser;
mod card_game;
mod damaged_files;
mod deckbuilding;
mod dice_tray;
mod glance;
mod harness;
mod hoth;
mod kept_files;
mod no_ids;
mod package;
mod rules;
mod session_files;
mod shared_table;
mod shatterpoint;
mod sp_attack;
mod sp_day_one;
mod sp_draft;
mod stance_editor;
mod web_app;
