//! The player's settings and their validation. Stored by the app shell (tauri-plugin-store), not
//! in the journal: they are preferences, not game facts.

use crate::dice::DiceMode;
use crate::dice::{Catalog, Symbol};
use crate::error::SettingsError;
pub use crate::i18n::Lang;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use ts_rs::TS;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    Dark,
    Light,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Player {
    /// Empty shows as "Player 1" / "Gracz 1" in the reader's language.
    pub name: String,
    /// `#rrggbb`.
    pub colour: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Settings {
    /// `None` follows the system language.
    pub language: Option<Lang>,
    pub theme: Theme,
    pub keep_awake: bool,
    pub dice_mode: DiceMode,
    pub players: Vec<Player>,
    /// The player's own Battle of Hoth die, read off the physical die; `None` uses the shipped,
    /// unverified table.
    pub hoth_faces: Option<Vec<Symbol>>,
    /// Battle of Hoth dice by distance that the rulebook lost (AT-AT, probe droids, cannon),
    /// typed from the unit sheets and remembered for the next battle, by unit kind.
    #[serde(default)]
    pub hoth_unit_dice: BTreeMap<String, Vec<u32>>,
}

pub use crate::game::MAX_NAME;
/// Most distances a unit sheet gives dice for, and most unit kinds remembered.
pub const MAX_UNIT_DICE: usize = 6;
pub const MAX_UNIT_KINDS: usize = 12;

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            language: None,
            theme: Theme::Dark,
            keep_awake: true,
            dice_mode: DiceMode::Virtual,
            players: vec![
                Player {
                    name: String::new(),
                    colour: "#d9534f".into(),
                },
                Player {
                    name: String::new(),
                    colour: "#3a8fd9".into(),
                },
            ],
            hoth_faces: None,
            hoth_unit_dice: BTreeMap::new(),
        }
    }
}

impl Settings {
    /// Every field checked; the dice catalog these settings give, or the first thing wrong.
    pub fn validate(&self) -> Result<Catalog, SettingsError> {
        if self.players.len() != 2 {
            return Err(SettingsError::PlayerCount {
                expected: 2,
                got: self.players.len(),
            });
        }
        for (i, p) in self.players.iter().enumerate() {
            if p.name.trim().chars().count() > MAX_NAME {
                return Err(SettingsError::PlayerName {
                    player: i + 1,
                    max: MAX_NAME,
                });
            }
            if !is_hex_colour(&p.colour) {
                return Err(SettingsError::PlayerColour { player: i + 1 });
            }
        }
        // A handful of kinds, each a short name with 1..=6 distances of at most 12 dice.
        for (i, (kind, dice)) in self.hoth_unit_dice.iter().enumerate() {
            let bad = i >= MAX_UNIT_KINDS
                || kind.is_empty()
                || kind.chars().count() > MAX_NAME
                || dice.is_empty()
                || dice.len() > MAX_UNIT_DICE
                || dice.iter().any(|d| *d > 12);
            if bad {
                return Err(SettingsError::HothUnitDice { kind: kind.clone() });
            }
        }
        self.catalog()
    }

    /// The dice in effect: the shipped ones with the player's own Hoth table, if any.
    pub fn catalog(&self) -> Result<Catalog, SettingsError> {
        let mut cat = Catalog::builtin();
        if let Some(faces) = &self.hoth_faces {
            cat.override_faces("hoth", faces.clone())?;
        }
        Ok(cat)
    }
}

fn is_hex_colour(s: &str) -> bool {
    s.len() == 7 && s.starts_with('#') && s[1..].chars().all(|c| c.is_ascii_hexdigit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_valid() {
        Settings::default().validate().unwrap();
    }

    #[test]
    fn bad_settings_are_refused() {
        let mut s = Settings::default();
        s.players[1].name = "x".repeat(MAX_NAME + 1);
        assert_eq!(
            s.validate().unwrap_err(),
            SettingsError::PlayerName {
                player: 2,
                max: MAX_NAME
            }
        );
        let mut s = Settings::default();
        s.players[0].colour = "red".into();
        assert_eq!(
            s.validate().unwrap_err(),
            SettingsError::PlayerColour { player: 1 }
        );
        let s = Settings {
            hoth_faces: Some(vec![Symbol::named("infantry"); 5]),
            ..Settings::default()
        };
        assert!(matches!(
            s.validate(),
            Err(SettingsError::Dice(
                crate::error::DiceError::DieFaceCount { .. }
            ))
        ));
    }

    #[test]
    fn remembered_unit_dice_are_bounded() {
        let mut s = Settings::default();
        s.hoth_unit_dice.insert("at_at".into(), vec![3, 3, 2]);
        s.validate().unwrap();
        s.hoth_unit_dice.insert("rebel_cannon".into(), vec![]);
        assert_eq!(
            s.validate().unwrap_err(),
            SettingsError::HothUnitDice {
                kind: "rebel_cannon".into()
            }
        );
    }

    #[test]
    fn a_custom_hoth_table_changes_the_catalog() {
        let s = Settings {
            hoth_faces: Some(Symbol::list(
                "infantry vehicle vehicle explosion miss retreat",
            )),
            ..Settings::default()
        };
        let cat = s.validate().unwrap();
        assert_eq!(
            cat.get("hoth")
                .unwrap()
                .faces
                .iter()
                .filter(|f| **f == Symbol::named("vehicle"))
                .count(),
            2
        );
        assert!(!cat.get("hoth").unwrap().verified);
    }
}
