//! Copies of a session's replayed state kept along the way, so that undo restores the nearest
//! one at or before the new head and replays only the events after it, instead of the whole
//! session from its start.
//!
//! A copy is taken every `every` events (by a replay that knows where it ends, only those it
//! will keep there). The latest `dense` of them are kept; further back the
//! spacing doubles with each further band of `dense` (every 2 × `every` events, then 4 ×, …), so
//! a session of n events keeps about `dense` × log2(n / (`every` × `dense`)) copies, and undo
//! walks back at most the spacing near the head. Undoing far back replays from a sparse copy
//! once and takes dense copies again on the way, so a run of undos costs about `every` events
//! each. A game's state does not grow with the session (the tray keeps its latest rolls only;
//! see [`super::replay::Replayed::snapshot`]), so a copy costs the same at any length.

use super::replay::Replayed;

/// A copy every 64 events: an undo replays at most that many.
const EVERY: i64 = 64;
/// Copies kept at the full rate behind the head, and in each band of doubled spacing.
const DENSE: i64 = 8;

pub(super) struct Checkpoints {
    every: i64,
    dense: i64,
    /// Oldest first; each a replay as it stood after its `good` event.
    marks: Vec<Replayed>,
}

impl Default for Checkpoints {
    fn default() -> Checkpoints {
        Checkpoints::new(EVERY, DENSE)
    }
}

impl Checkpoints {
    pub(super) fn new(every: i64, dense: i64) -> Checkpoints {
        Checkpoints {
            every: every.max(1),
            dense: dense.max(1),
            marks: Vec::new(),
        }
    }

    /// After each event applied on the way to event `until`: keeps a copy of `r` when its event
    /// falls on the spacing it would still have at `until` (a load knows where it ends, and
    /// copies nothing it would thin out), and thins the older copies.
    pub(super) fn note(&mut self, r: &Replayed, until: i64) {
        let (every, dense) = (self.every, self.dense);
        let at = r.good;
        if at <= 0 || at % spacing(until.saturating_sub(at).max(0), every, dense) != 0 {
            return;
        }
        // A copy at or past this event belongs to a history that was undone.
        self.forget_after(at - 1);
        self.marks.push(r.snapshot());
        self.marks
            .retain(|m| m.good % spacing(at - m.good, every, dense) == 0);
    }

    /// Drops the copies past `head`: after an undo they describe events that a new action
    /// would replace.
    pub(super) fn forget_after(&mut self, head: i64) {
        let keep = self.marks.partition_point(|m| m.good <= head);
        self.marks.truncate(keep);
    }

    /// A copy of the latest checkpoint at or before `head`, if any.
    pub(super) fn nearest(&self, head: i64) -> Option<Replayed> {
        let at = self.marks.partition_point(|m| m.good <= head);
        at.checked_sub(1).map(|i| self.marks[i].snapshot())
    }

    #[cfg(test)]
    pub(super) fn len(&self) -> usize {
        self.marks.len()
    }
}

/// The spacing kept `distance` events behind the head: `every` for the first `dense` copies,
/// then doubled for each further band.
fn spacing(distance: i64, every: i64, dense: i64) -> i64 {
    let band = (distance / every.saturating_mul(dense)).max(0);
    // band 0 → ×1, bands 1–2 → ×2, 3–6 → ×4, …: each band of doubled spacing holds `dense`.
    let doublings = (band.saturating_add(1)).ilog2().min(40);
    every.saturating_mul(1 << doublings)
}

#[cfg(test)]
mod tests {
    use super::spacing;

    #[test]
    fn the_spacing_doubles_band_by_band() {
        assert_eq!(spacing(0, 64, 8), 64);
        assert_eq!(spacing(511, 64, 8), 64);
        assert_eq!(spacing(512, 64, 8), 128);
        assert_eq!(spacing(3 * 512 - 1, 64, 8), 128);
        assert_eq!(spacing(3 * 512, 64, 8), 256);
        assert_eq!(spacing(i64::MAX, 64, 8), 64 << 40);
    }
}
