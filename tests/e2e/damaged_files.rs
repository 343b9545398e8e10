//! The real app started on a damaged journal and a units file with one unit that no longer
//! parses: it opens, says what happened in plain words, keeps the journal as a dated backup and
//! every unit that still parses, and writes the unreadable one back untouched.

use crate::harness::App;
use datapad_engine::games::shatterpoint::builtin_units;
use serde_json::json;

#[tokio::test(flavor = "multi_thread")]
async fn e2e_damaged_journal_and_units_file_show_a_notice_and_lose_nothing() {
    let data = tempfile::tempdir().expect("temp dir");
    let dir = data.path().join("data/org.datapad.companion");
    std::fs::create_dir_all(&dir).expect("data dir");
    let garbage: Vec<u8> = (0..8192u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    std::fs::write(dir.join("datapad.sqlite"), &garbage).expect("journal");
    let mut good = serde_json::to_value(&builtin_units()[0]).expect("unit");
    good["id"] = json!("mine-good");
    good["custom"] = json!(true);
    let broken = json!({"id": "mine-broken", "name": 7});
    std::fs::write(
        dir.join("units.json"),
        json!({"shatterpoint": [good, broken]}).to_string(),
    )
    .expect("units");

    let app = App::launch(data.path(), None).await;
    let journal = app.text("notice-notice.journal_moved_aside").await;
    assert!(journal.contains("new journal"), "{journal}");
    let units = app.text("notice-notice.entries_kept").await;
    assert!(units.contains("other 1 loaded"), "{units}");
    // The sentences name no file; the files are behind "Details".
    assert!(!journal.contains("datapad.sqlite") && !units.contains("units.json"));
    app.shot("30-startup-notice").await;
    app.tap("notice-details-notice.journal_moved_aside").await;
    app.tap("notice-details-notice.entries_kept").await;
    let journal = app.text("notice-details-notice.journal_moved_aside").await;
    assert!(journal.contains("datapad.sqlite.damaged-"), "{journal}");
    let units = app.text("notice-details-notice.entries_kept").await;
    assert!(units.contains("units.json"), "{units}");

    // The backup holds the old journal byte for byte; the tray works on the new one.
    let backup = std::fs::read_dir(&dir)
        .expect("dir")
        .flatten()
        .find(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("datapad.sqlite.damaged-")
        })
        .expect("a dated backup");
    assert_eq!(std::fs::read(backup.path()).expect("backup"), garbage);
    app.tap("notice-ok").await;
    assert!(!app.exists("startup-notice").await);
    app.tap("open-tray").await;
    app.wait("[data-testid=tray-games]").await;
    app.shot("31-tray-after-recovery").await;
    app.close().await;

    let stored: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.join("units.json")).expect("units"))
            .expect("json");
    let ids: Vec<&str> = stored["shatterpoint"]
        .as_array()
        .expect("list")
        .iter()
        .filter_map(|u| u["id"].as_str())
        .collect();
    assert_eq!(
        ids,
        ["mine-good", "mine-broken"],
        "every unit still on disk"
    );
}
