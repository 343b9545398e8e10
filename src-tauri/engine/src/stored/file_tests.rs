use super::*;
use serde_json::json;

fn stores() -> (tempfile::TempDir, Stores) {
    let dir = tempfile::tempdir().expect("dir");
    let stores = Stores::at(dir.path().to_path_buf());
    (dir, stores)
}

fn put(stores: &Stores, key: &str, v: Value) -> Result<(), Error> {
    stores.update("units.json", |o| {
        o.insert(key.into(), v);
        Ok(())
    })
}

#[test]
fn a_saved_value_reads_back_and_no_temporary_file_stays() {
    let (dir, stores) = stores();
    assert_eq!(stores.get("units.json", "a").expect("absent"), None);
    put(&stores, "a", json!([1, 2])).expect("save");
    put(&stores, "b", json!("x")).expect("save");
    assert_eq!(
        stores.get("units.json", "a").expect("get"),
        Some(json!([1, 2]))
    );
    assert_eq!(
        stores.get("units.json", "b").expect("get"),
        Some(json!("x"))
    );
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .expect("dir")
        .map(|e| e.expect("entry").file_name())
        .collect();
    assert_eq!(names, ["units.json"]);
}

#[test]
fn a_refused_change_writes_nothing() {
    let (dir, stores) = stores();
    put(&stores, "a", json!(1)).expect("save");
    let before = std::fs::read(dir.path().join("units.json")).expect("file");
    let refused = stores.update("units.json", |o| {
        o.insert("a".into(), json!(2));
        Err::<(), _>(Error::from(JournalError::NothingToUndo))
    });
    assert!(refused.is_err());
    assert_eq!(
        std::fs::read(dir.path().join("units.json")).expect("file"),
        before
    );
}

#[test]
fn a_save_that_could_not_be_read_back_is_refused_with_the_limit() {
    let (dir, stores) = stores();
    put(&stores, "small", json!("kept")).expect("save");
    let big = "x".repeat(MAX_STORE_BYTES as usize);
    let refused = put(&stores, "big", json!(big)).expect_err("too large");
    assert_eq!(refused.code, "limit.too_large");
    assert_eq!(refused.data["at"], "units.json");
    assert_eq!(refused.data["max_bytes"], MAX_STORE_BYTES);
    assert_eq!(
        stores.get("units.json", "small").expect("still read"),
        Some(json!("kept"))
    );
    assert!(!dir.path().join(".units.json.saving").exists());
}

#[test]
fn without_a_folder_nothing_is_read_and_a_save_says_why() {
    let stores = Stores::nowhere("no data folder".into());
    assert_eq!(stores.get("units.json", "a").expect("empty"), None);
    let refused = put(&stores, "a", json!(1)).expect_err("refused");
    assert_eq!(refused.code, "journal.storage");
    assert!(
        refused.message.contains("no data folder"),
        "{}",
        refused.message
    );
}

#[test]
fn a_file_that_is_not_an_object_is_refused_not_overwritten() {
    let (dir, stores) = stores();
    std::fs::write(dir.path().join("units.json"), b"[1,2").expect("write");
    assert!(stores.get("units.json", "a").is_err());
    assert!(put(&stores, "a", json!(1)).is_err());
    assert_eq!(
        std::fs::read(dir.path().join("units.json")).expect("file"),
        b"[1,2"
    );
}

#[test]
fn the_temporary_files_of_cut_short_saves_are_removed_and_nothing_else() {
    let (dir, stores) = stores();
    put(&stores, "a", json!(1)).expect("save");
    // What a kill between the write and the rename leaves, beside files that only look alike.
    std::fs::write(dir.path().join(".units.json.saving"), b"{\"a\": 2").expect("write");
    std::fs::write(dir.path().join(".settings.json.saving"), b"").expect("write");
    std::fs::write(dir.path().join("notes.saving"), b"mine").expect("write");
    std::fs::write(dir.path().join("..saving"), b"mine").expect("write");
    std::fs::create_dir(dir.path().join(".folder.saving")).expect("dir");
    assert_eq!(
        remove_unfinished_saves(dir.path()),
        [".settings.json.saving", ".units.json.saving"]
    );
    let mut left: Vec<_> = std::fs::read_dir(dir.path())
        .expect("dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    left.sort();
    assert_eq!(
        left,
        ["..saving", ".folder.saving", "notes.saving", "units.json"]
    );
    assert_eq!(stores.get("units.json", "a").expect("get"), Some(json!(1)));
    assert!(remove_unfinished_saves(&dir.path().join("gone")).is_empty());
}

#[test]
fn a_store_file_past_the_limit_is_refused_with_its_own_size() {
    let (dir, stores) = stores();
    std::fs::File::create(dir.path().join("units.json"))
        .and_then(|f| f.set_len(MAX_STORE_BYTES * 2))
        .expect("an 8 MiB file");
    let refused = stores.get("units.json", "a").expect_err("too large");
    assert_eq!(refused.code, "limit.too_large");
    assert_eq!(refused.data["size"], "8 MiB");
    assert_eq!(refused.data["max_size"], "4 MiB");
}
