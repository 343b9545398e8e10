//! A die as data: its faces, the number of faces it must have and the symbols it may show,
//! loaded from each game's `content/<game>/dice/`.

use super::DiceError;
use super::Symbol;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use ts_rs::TS;

/// A die definition: one symbol per face, in face order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Die {
    pub id: String,
    pub game: String,
    pub name: BTreeMap<String, String>,
    /// The catalog key naming its group in a roll's sentence ("attack: 1 crit, …").
    #[serde(skip_serializing)]
    #[ts(skip)]
    pub label: String,
    pub faces: Vec<Symbol>,
    /// How many faces the die has, and the symbols a face of it may show: what a player's own
    /// face table (the Hoth die the rulebook lost) is checked against.
    #[serde(skip_serializing)]
    #[ts(skip)]
    pub face_count: usize,
    #[serde(skip_serializing)]
    #[ts(skip)]
    pub may_show: Vec<Symbol>,
    #[serde(default)]
    pub source: String,
    pub verified: bool,
    /// The rules entry explaining this die, and one per symbol it shows (ids of the rules content).
    pub rule: String,
    pub rules: BTreeMap<Symbol, String>,
    /// The symbols that count as a success (or a hit) where no rule of the moment decides: the
    /// luck of the evening counts these for the tray's rolls and a Shatterpoint attack's dice.
    #[serde(default)]
    pub success: Vec<Symbol>,
}

// Every game's dice, `content/<game>/dice/*.json`, gathered by the build script: a game
// brings its dice in its own content folder, and this file names none.
include!(concat!(env!("OUT_DIR"), "/dice.rs"));

impl Die {
    /// Checks the face count and that every face shows a symbol this die may show.
    pub fn validate(&self) -> Result<(), DiceError> {
        if self.faces.len() != self.face_count {
            return Err(DiceError::DieFaceCount {
                die: self.id.clone(),
                expected: self.face_count,
                got: self.faces.len(),
            });
        }
        if let Some(bad) = self
            .faces
            .iter()
            .chain(&self.success)
            .find(|s| !self.can_show(**s))
        {
            return Err(DiceError::SymbolNotOnDie {
                die: self.id.clone(),
                symbol: *bad,
            });
        }
        Ok(())
    }

    /// How many kinds of die there are: with [`MAX_POOL`](super::MAX_POOL) of each, the largest
    /// roll the rules allow.
    pub fn kinds() -> usize {
        DICE_FILES.len()
    }

    /// The same die with the faces a player read off their own physical die.
    pub fn with_faces(&self, faces: Vec<Symbol>) -> Result<Die, DiceError> {
        let die = Die {
            faces,
            verified: false,
            ..self.clone()
        };
        die.validate()?;
        Ok(die)
    }

    /// Whether a face counts as a success where no rule of the moment decides (see `success`).
    pub fn succeeds(&self, s: Symbol) -> bool {
        self.success.contains(&s)
    }

    pub fn can_show(&self, s: Symbol) -> bool {
        self.may_show.contains(&s)
    }
}

/// The dice that ship, every game's.
#[derive(Debug, Clone)]
pub struct Catalog {
    dice: Vec<Die>,
}

impl Catalog {
    /// Loads the embedded dice. The content test guarantees they parse and validate.
    pub fn builtin() -> Catalog {
        let dice = DICE_FILES
            .iter()
            .filter_map(|text| serde_json::from_str::<Die>(text).ok())
            .filter(|d| d.validate().is_ok())
            .collect();
        Catalog { dice }
    }

    /// The embedded dice, loaded once: for rules that read the shipped faces on every event
    /// (the luck of the evening), where parsing them each time would cost more than the rule.
    pub fn shipped() -> &'static Catalog {
        static SHIPPED: std::sync::OnceLock<Catalog> = std::sync::OnceLock::new();
        SHIPPED.get_or_init(Catalog::builtin)
    }

    pub fn get(&self, id: &str) -> Result<&Die, DiceError> {
        self.dice
            .iter()
            .find(|d| d.id == id)
            .ok_or_else(|| DiceError::UnknownDie {
                die: id.to_string(),
            })
    }

    pub fn all(&self) -> &[Die] {
        &self.dice
    }

    /// Replaces a die's faces (the player's own table); validated, the catalog unchanged on error.
    pub fn override_faces(&mut self, id: &str, faces: Vec<Symbol>) -> Result<(), DiceError> {
        let die = self.get(id)?.with_faces(faces)?;
        if let Some(slot) = self.dice.iter_mut().find(|d| d.id == id) {
            *slot = die;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_embedded_die_parses_and_validates() {
        for text in DICE_FILES {
            let die: Die = serde_json::from_str(text).expect("die json parses");
            die.validate().expect("die is valid");
        }
        assert_eq!(Catalog::builtin().all().len(), DICE_FILES.len());
    }

    #[test]
    fn custom_faces_are_validated() {
        let mut cat = Catalog::builtin();
        assert!(matches!(
            cat.override_faces("hoth", Symbol::list("infantry vehicle")),
            Err(DiceError::DieFaceCount { .. })
        ));
        assert!(matches!(
            cat.override_faces(
                "hoth",
                Symbol::list("infantry infantry vehicle crit miss retreat")
            ),
            Err(DiceError::SymbolNotOnDie { .. })
        ));
        assert_eq!(
            cat.get("hoth").unwrap().faces[5],
            Symbol::named("retreat"),
            "unchanged after errors"
        );
        cat.override_faces(
            "hoth",
            Symbol::list("infantry vehicle vehicle explosion miss retreat"),
        )
        .unwrap();
        assert_eq!(cat.get("hoth").unwrap().faces[2], Symbol::named("vehicle"));
    }
}
