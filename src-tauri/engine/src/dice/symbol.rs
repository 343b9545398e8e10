//! The symbols a die face can show, across every game's dice.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// One face symbol. A face shows exactly one symbol in every die these games use. The order is
/// the order of summaries: successes first, failures last.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "DieSymbol")]
pub enum Symbol {
    Crit,
    Strike,
    AttackExpertise,
    Block,
    DefenseExpertise,
    Failure,
    Infantry,
    Vehicle,
    Explosion,
    Miss,
    Retreat,
}

impl Symbol {
    pub const ALL: [Symbol; 11] = [
        Symbol::Crit,
        Symbol::Strike,
        Symbol::AttackExpertise,
        Symbol::Block,
        Symbol::DefenseExpertise,
        Symbol::Failure,
        Symbol::Infantry,
        Symbol::Vehicle,
        Symbol::Explosion,
        Symbol::Miss,
        Symbol::Retreat,
    ];
    pub const COUNT: usize = Self::ALL.len();

    pub fn index(self) -> usize {
        self as usize
    }

    /// The snake_case name used in content files, the CLI and events.
    pub fn name(self) -> &'static str {
        match self {
            Symbol::Crit => "crit",
            Symbol::Strike => "strike",
            Symbol::AttackExpertise => "attack_expertise",
            Symbol::Failure => "failure",
            Symbol::Block => "block",
            Symbol::DefenseExpertise => "defense_expertise",
            Symbol::Infantry => "infantry",
            Symbol::Vehicle => "vehicle",
            Symbol::Explosion => "explosion",
            Symbol::Miss => "miss",
            Symbol::Retreat => "retreat",
        }
    }

    pub fn parse(name: &str) -> Option<Symbol> {
        Self::ALL.into_iter().find(|s| s.name() == name)
    }

    /// English words for the CLI summary (the UI has its own localized catalogs).
    pub fn english(self, count: u32) -> String {
        let (one, many) = match self {
            Symbol::Crit => ("crit", "crits"),
            Symbol::Strike => ("strike", "strikes"),
            Symbol::AttackExpertise | Symbol::DefenseExpertise => ("expertise", "expertise"),
            Symbol::Failure => ("failure", "failures"),
            Symbol::Block => ("block", "blocks"),
            Symbol::Infantry => ("infantry", "infantry"),
            Symbol::Vehicle => ("vehicle", "vehicles"),
            Symbol::Explosion => ("explosion", "explosions"),
            Symbol::Miss => ("miss", "misses"),
            Symbol::Retreat => ("retreat", "retreats"),
        };
        format!("{count} {}", if count == 1 { one } else { many })
    }
}

/// How many of each symbol a set of dice shows, indexed by [`Symbol::index`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Counts(pub [u8; Symbol::COUNT]);

impl Counts {
    pub fn get(&self, s: Symbol) -> u32 {
        u32::from(self.0[s.index()])
    }

    pub fn add(&mut self, s: Symbol) {
        self.0[s.index()] = self.0[s.index()].saturating_add(1);
    }

    pub fn of(symbols: impl IntoIterator<Item = Symbol>) -> Counts {
        let mut c = Counts::default();
        symbols.into_iter().for_each(|s| c.add(s));
        c
    }

    /// "1 crit, 3 strikes, 2 failures" in the order of [`Symbol::ALL`], zeros left out.
    pub fn english_summary(&self) -> String {
        let parts: Vec<String> = Symbol::ALL
            .into_iter()
            .filter(|s| self.get(*s) > 0)
            .map(|s| s.english(self.get(s)))
            .collect();
        if parts.is_empty() {
            "nothing".into()
        } else {
            parts.join(", ")
        }
    }
}
