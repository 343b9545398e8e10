//! Sentence coverage, once for every game: every event an accepted action produces says itself
//! in both languages. The given / when / then checks it on every action a scenario takes, so a
//! new change without its words fails the first test that meets it, in any game.

use crate::game::{self, Game, Message};
use serde_json::Value;

/// The catalog keys a message needs (its sentence and each consequence's) that either
/// language lacks, as `En:log.sp.damaged`.
pub fn unsaid(m: &Message) -> Vec<String> {
    let mut keys = vec![format!("log.{}", m.key)];
    if let Some(Value::Array(then)) = m.args.get("then") {
        keys.extend(
            then.iter()
                .filter_map(|t| t.get("key").and_then(Value::as_str))
                .map(|k| format!("log.{k}")),
        );
    }
    crate::i18n::missing(&keys)
}

/// Fails, naming the event and the keys, when an event lacks a sentence in either language.
pub fn assert_said<G: Game>(events: &[G::Event]) {
    for e in events {
        let missing = unsaid(&game::describe::<G>(e));
        assert!(
            missing.is_empty(),
            "{}: no sentence for {missing:?} (event {e:?})",
            G::ID
        );
    }
}
