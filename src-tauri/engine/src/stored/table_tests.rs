use super::super::file::Stores;
use super::*;
use serde_json::json;

fn put(stores: &Stores, key: &str, v: serde_json::Value) -> Result<(), Error> {
    stores.update("units.json", |o| {
        o.insert(key.into(), v);
        Ok(())
    })
}

#[test]
fn a_saved_value_reads_back_from_its_row() {
    let stores = Stores::in_table(Table::in_memory().expect("table"));
    assert_eq!(stores.get("units.json", "a").expect("absent"), None);
    put(&stores, "a", json!([1, 2])).expect("save");
    put(&stores, "b", json!("x")).expect("save");
    assert_eq!(
        stores.get("units.json", "a").expect("a"),
        Some(json!([1, 2]))
    );
    assert_eq!(stores.get("units.json", "b").expect("b"), Some(json!("x")));
    assert_eq!(stores.get("drafts.json", "a").expect("other row"), None);
}

#[test]
fn a_refused_or_oversized_change_writes_nothing() {
    let stores = Stores::in_table(Table::in_memory().expect("table"));
    put(&stores, "a", json!(1)).expect("save");
    let refused = stores.update("units.json", |o| -> Result<(), Error> {
        o.insert("a".into(), json!(2));
        Err(said("no"))
    });
    assert!(refused.is_err());
    let big = "x".repeat(MAX_STORE_BYTES as usize);
    assert!(put(&stores, "big", json!(big)).is_err(), "past the bound");
    assert_eq!(stores.get("units.json", "a").expect("a"), Some(json!(1)));
    assert_eq!(stores.get("units.json", "big").expect("big"), None);
}

#[test]
fn a_row_that_is_no_object_is_moved_aside_and_the_store_starts_empty() {
    let table = Table::in_memory().expect("table");
    table
        .conn()
        .execute(
            "INSERT INTO stores (file, body) VALUES ('units.json', x'7b2261')",
            [],
        )
        .expect("damage");
    let stores = Stores::in_table(table);
    assert!(
        stores.get("units.json", "a").is_err(),
        "refused, not read as empty"
    );
    let notice = stores.guard("units.json").expect("a notice");
    assert_eq!(notice.key, "notice.store_moved_aside");
    assert_eq!(stores.guard("units.json"), None, "fine now");
    assert_eq!(stores.get("units.json", "a").expect("empty"), None);
    put(&stores, "a", json!(1)).expect("a save does not touch the backup");
}

#[test]
fn a_full_storage_is_said_as_such_and_keeps_what_was_saved() {
    let table = Table::in_memory().expect("table");
    // The database may not grow past its pages now: as a browser's spent quota.
    let pages: i64 = table
        .conn()
        .query_row("PRAGMA page_count", [], |r| r.get(0))
        .expect("pages");
    table
        .conn()
        .execute_batch(&format!("PRAGMA max_page_count = {}", pages + 1))
        .expect("capped");
    let stores = Stores::in_table(table);
    put(&stores, "a", json!(1)).expect("fits");
    let e = put(&stores, "big", json!("x".repeat(64 * 1024))).expect_err("full");
    assert_eq!(e.code, "journal.disk_full");
    assert_eq!(stores.get("units.json", "a").expect("a"), Some(json!(1)));
}

#[test]
fn a_table_opened_from_its_snapshot_reads_back_and_its_clones_share_it() {
    let table = Table::in_memory().expect("table");
    let before = table.touched();
    let (stores, shelf) = (
        Stores::in_table(table.clone()),
        Stores::in_table(table.clone()),
    );
    put(&stores, "a", json!([1, 2])).expect("save");
    assert_eq!(
        shelf.get("units.json", "a").expect("a"),
        Some(json!([1, 2])),
        "one database"
    );
    assert!(table.touched() > before, "the write is counted");

    let copy =
        Stores::in_table(Table::from_snapshot(&table.snapshot().expect("bytes")).expect("opened"));
    assert_eq!(copy.get("units.json", "a").expect("a"), Some(json!([1, 2])));
    assert!(Table::from_snapshot(b"no database here, only these words").is_err());
}
