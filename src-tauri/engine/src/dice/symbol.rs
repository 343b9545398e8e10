//! The symbols a die face can show. Each game declares them with its dice
//! (`content/<game>/dice/*.json`, `may_show`); the build script gathers them into one table, so
//! this kernel names none, and a game names its own as constants ([`Symbol::named`]).

use serde::{Deserialize, Deserializer, Serialize, Serializer};

// `NAMES`: every symbol in summary order (successes first, failures last within a die).
include!(concat!(env!("OUT_DIR"), "/symbols.rs"));

/// One face symbol: a place in the gathered table. A face shows exactly one symbol in every die
/// these games use. It is written as its name in content files, the CLI, events and journals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Symbol(u8);

impl Symbol {
    pub const COUNT: usize = NAMES.len();
    pub const ALL: [Symbol; Self::COUNT] = {
        let mut all = [Symbol(0); Self::COUNT];
        let mut i = 0;
        while i < Self::COUNT {
            all[i] = Symbol(i as u8);
            i += 1;
        }
        all
    };

    /// The symbol called `name`; a name no die declares fails the build where it is a constant.
    pub const fn named(name: &str) -> Symbol {
        let mut i = 0;
        while i < NAMES.len() {
            if same(NAMES[i], name) {
                return Symbol(i as u8);
            }
            i += 1;
        }
        panic!("no die declares this symbol")
    }

    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The snake_case name used in content files, the CLI and events.
    pub fn name(self) -> &'static str {
        NAMES[self.index()]
    }

    pub fn parse(name: &str) -> Option<Symbol> {
        Self::ALL.into_iter().find(|s| s.name() == name)
    }

    /// "infantry vehicle miss": the symbols named, for tests.
    #[cfg(test)]
    pub fn list(names: &str) -> Vec<Symbol> {
        names
            .split_whitespace()
            .map(|n| Self::parse(n).expect("a symbol"))
            .collect()
    }
}

const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

impl Serialize for Symbol {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Symbol {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Symbol, D::Error> {
        let name = std::borrow::Cow::<'de, str>::deserialize(d)?;
        Symbol::parse(&name).ok_or_else(|| serde::de::Error::unknown_variant(&name, &NAMES))
    }
}

/// `DieSymbol` in the bindings: the union of every name, so the UI's games are checked against
/// the symbols their dice declare. Written by hand because the names are data, not variants.
impl ts_rs::TS for Symbol {
    type WithoutGenerics = Symbol;

    const DOCS: Option<&'static str> = Some(
        "/**\n * One face symbol, as the games' dice declare them, in summary order: successes\n * first, failures last.\n */\n",
    );
    fn decl() -> String {
        format!("type DieSymbol = {};", Self::inline())
    }
    fn decl_concrete() -> String {
        Self::decl()
    }
    fn name() -> String {
        "DieSymbol".into()
    }
    fn inline() -> String {
        NAMES.map(|n| format!("\"{n}\"")).join(" | ")
    }
    fn inline_flattened() -> String {
        Self::inline()
    }
    fn output_path() -> Option<&'static std::path::Path> {
        Some(std::path::Path::new("DieSymbol.ts"))
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
}
