//! The words every rule file's log sentences and "why" keys share: the catalog key of a
//! sentence, the counters a change touched, a row slot.

use crate::game::Message;

/// A log sentence `log.dbg.<key>` (a [`Message`] key is the part after `log.`), with the words
/// in `content/deckbuilding/i18n`. Row slots are counted from 1 in sentences, as players count
/// them and the app labels them; actions and views number them from 0.
pub(super) fn say(key: &str) -> Message {
    Message::new(&format!("dbg.{key}"))
}

/// Counter keys for `touched`: `force_track`, `resources`, `base.<faction>`, `ship.<label>`,
/// `card.<label>`, `row.<slot>`, `galaxy_deck`, `galaxy_discard`, `pilots`,
/// `victory.<faction>`, `winner` — the same keys an adjustment names.
pub(super) fn keys(xs: &[&str]) -> Vec<String> {
    xs.iter().map(|x| x.to_string()).collect()
}

/// A row slot as an index; a slot no row has (negative) indexes nothing.
pub(super) fn slot_index(slot: i64) -> usize {
    usize::try_from(slot).unwrap_or(usize::MAX)
}
