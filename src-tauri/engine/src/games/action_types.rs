//! A game's action type as its TypeScript declaration and the declarations of every type it
//! names, read from the same ts-rs derive the UI's bindings come from: `datapad play GAME
//! --actions` lists the actions from these, so the list cannot drift from the Rust types.

use std::collections::BTreeMap;
use ts_rs::{TypeVisitor, TS};

/// The declarations an action type needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionTypes {
    /// The action type's own name, e.g. `HothAction`.
    pub root: String,
    /// Every declared type by name (`HothKind` → `type HothKind = "snowtrooper" | …;`),
    /// the action type's own among them.
    pub decls: BTreeMap<String, String>,
}

/// Gathers `T` and everything it names, each type once.
struct Gather(BTreeMap<String, String>);

impl TypeVisitor for Gather {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        // Built-in types (numbers, strings, arrays, options) have no file and no declaration.
        if T::output_path().is_none() {
            return;
        }
        let name = T::ident();
        if self.0.contains_key(&name) {
            return;
        }
        self.0.insert(name, T::decl());
        T::visit_dependencies(self);
        T::visit_generics(self);
    }
}

/// The declarations of `T` and of every type it names.
pub fn of<T: TS + 'static>() -> ActionTypes {
    let mut gather = Gather(BTreeMap::new());
    gather.visit::<T>();
    ActionTypes {
        root: T::ident(),
        decls: gather.0,
    }
}
