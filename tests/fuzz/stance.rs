//! Stance files as a player might paste them: the shipped stances with values replaced and
//! bytes changed, or with a chart row, its entries or the tree's options repeated up to
//! thousands of times (the stance that once asked the odds for 46 GB). The reader never
//! panics; what it accepts saves to the kept list, reads back, fits a store file, and can be
//! asked the largest odds question within the odds' budget.

use crate::runner::fuzz;
use crate::strategies::mutated;
use datapad_engine::games::registry::GAMES;
use datapad_engine::games::shatterpoint::attack::budget;
use datapad_engine::games::shatterpoint::stance;
use datapad_engine::limits::MAX_STORE_BYTES;
use proptest::prelude::*;
use proptest::sample::select;
use serde_json::Value;

fn shipped() -> Vec<Value> {
    serde_json::from_str(include_str!("../../content/shatterpoint/stances.json"))
        .expect("shipped stances")
}

/// A shipped stance with one of its lists (a chart's rows, a row's entries, the tree's options,
/// an option's effects) repeated `n` times.
fn grown() -> impl Strategy<Value = String> {
    (select(shipped()), any::<usize>(), 1usize..7_000).prop_map(|(mut s, pick, n)| {
        let mut lists = Vec::new();
        lists_in(&s, String::new(), &mut lists);
        if let Some(p) = lists.get(pick % lists.len().max(1)) {
            if let Some(Value::Array(items)) = s.pointer_mut(p) {
                if let Some(first) = items.first().cloned() {
                    items.resize(n, first);
                }
            }
        }
        s.to_string()
    })
}

fn lists_in(v: &Value, at: String, out: &mut Vec<String>) {
    match v {
        Value::Array(items) => {
            out.push(at.clone());
            for (i, x) in items.iter().enumerate() {
                lists_in(x, format!("{at}/{i}"), out);
            }
        }
        Value::Object(m) => {
            for (k, x) in m {
                lists_in(x, format!("{at}/{k}"), out);
            }
        }
        _ => {}
    }
}

#[test]
fn fuzz_stances_into_the_reader_and_the_kept_list() {
    let list = GAMES
        .iter()
        .flat_map(|g| g.kept)
        .find(|k| k.kind == "stances")
        .expect("the stances list");
    let texts = prop_oneof![9 => mutated(shipped()), 1 => grown()];
    fuzz("stances", texts, |text| {
        let Ok(read) = stance::parse(&text) else {
            return Ok(());
        };
        let item = serde_json::to_value(&read).map_err(|e| e.to_string())?;
        let saved = list
            .save(None, item)
            .map_err(|e| format!("read but not kept: {e}"))?;
        let back = list
            .list(Some(saved.stored.clone()))
            .map_err(|e| e.to_string())?;
        if back.mine.len() != 1 {
            return Err("a kept stance did not list back".into());
        }
        // Every stance the reader accepts can be asked the largest odds question: 30 dice
        // against 30 through its own charts stays inside the odds' budget.
        for chart in [&read.melee.chart, &read.ranged.chart] {
            let work = budget::cost(30, 30, chart, &read.defense_chart);
            if work > budget::ODDS_BUDGET {
                return Err(format!("an accepted stance's odds cost {work} steps"));
            }
        }
        let bytes = serde_json::to_vec(&saved.stored).map_err(|e| e.to_string())?;
        if bytes.len() as u64 > MAX_STORE_BYTES {
            return Err(format!(
                "one stance kept as {} bytes, past the store's limit",
                bytes.len()
            ));
        }
        Ok(())
    });
}
