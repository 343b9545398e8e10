//! A list file imported off the store's lock: a save made while its items are checked is kept
//! beside them, and a file past a store file's size is refused naming its whole size.

use super::*;
use serde_json::json;

fn card(id: &str) -> Value {
    json!({"id": id, "cost": 2, "attack": 3})
}

fn ids(stores: &Stores) -> Vec<String> {
    let list = find("dbg", "cards").expect("list");
    let stored = stores.get(list.file, list.key).expect("read");
    list.list(stored)
        .expect("lists")
        .mine
        .iter()
        .map(|c| c["id"].as_str().expect("id").to_string())
        .collect()
}

#[test]
fn a_save_made_while_a_file_is_checked_is_kept_beside_its_items() {
    let dir = tempfile::tempdir().expect("dir");
    let stores = Stores::at(dir.path().to_path_buf());
    let list = find("dbg", "cards").expect("list");
    let file = dir.path().join("friend.json");
    let items = Some(json!([card("Friend's trooper")]));
    std::fs::write(&file, list.export("dbg", items).expect("text")).expect("write");

    // The file's items are checked without the store's lock: a save made meanwhile takes it
    // (were it held, this would wait for ever), and the import, finding the list changed,
    // checks its items again on the list as it now is.
    let mut checks = 0;
    let lists = change(&stores, "dbg", "cards", |list, stored| {
        checks += 1;
        if checks == 1 {
            change(&stores, "dbg", "cards", |list, stored| {
                list.save(stored, card("Mine"))
            })
            .expect("saved meanwhile");
        }
        let text = std::fs::read_to_string(&file).expect("read");
        list.import("dbg", stored, &text)
    })
    .expect("imported");
    assert_eq!(checks, 2, "checked again on the changed list");
    assert_eq!(lists.mine.len(), 2);
    assert_eq!(ids(&stores), ["Mine", "Friend's trooper"]);

    // Through the path the command takes, once nothing changes meanwhile.
    std::fs::write(
        &file,
        list.export("dbg", Some(json!([card("Other")])))
            .expect("text"),
    )
    .expect("write");
    import_from(&stores, "dbg", "cards", &file).expect("imported");
    assert_eq!(ids(&stores), ["Mine", "Friend's trooper", "Other"]);
}

#[test]
fn a_list_file_past_a_store_file_is_refused_naming_its_whole_size() {
    let dir = tempfile::tempdir().expect("dir");
    let stores = Stores::at(dir.path().to_path_buf());
    let big = dir.path().join("big.json");
    std::fs::File::create(&big)
        .and_then(|f| f.set_len(10 << 20))
        .expect("a 10 MiB file");
    let e = import_from(&stores, "dbg", "cards", &big).expect_err("too large");
    assert_eq!(e.code, "limit.too_large");
    assert_eq!(e.data["at"], "big.json");
    assert_eq!(
        (&e.data["size"], &e.data["max_size"]),
        (&json!("10 MiB"), &json!("4 MiB"))
    );
    assert!(ids(&stores).is_empty(), "nothing kept");
}
