//! A backup taken on one device and restored on another: given a device with games, a kept
//! list and settings, when its backup is restored elsewhere, then the other device has them all;
//! a second restore adds nothing, and a backup with any part refused changes nothing.

use super::*;
use crate::journal::Opened;
use crate::rules::Index;
use crate::settings::Settings;
use crate::stored::table::Table;
use crate::writer::Caller;
use serde_json::json;

struct Device {
    writer: SharedWriter,
    stores: Stores,
}

fn device() -> Device {
    let opened = Opened {
        journal: crate::journal::Journal::open_in_memory().expect("journal"),
        notice: None,
    };
    let table = || Stores::in_table(Table::in_memory().expect("table"));
    let stores = table();
    let started = super::super::start(
        opened,
        &stores,
        table(),
        Index::builtin().expect("rules"),
        Some(7),
    );
    Device {
        writer: super::super::shared(started.writer),
        stores,
    }
}

/// A device with a dice tray game of two rolls, a card game of one, a kept card and a name.
fn busy() -> Device {
    let d = device();
    writer::with(&d.writer, |w| {
        let roll = json!({"type": "roll", "pool": [{"die": "sp-attack", "count": 3}]});
        let id = w.start("tray", "Tuesday").expect("start").session.id;
        w.act(&Caller::owner(id), &roll).expect("roll");
        w.act(&Caller::owner(id), &roll).expect("roll");
        w.start("dbg", "Friday").expect("start");
    });
    kept::save(
        &d.stores,
        "dbg",
        "cards",
        json!({"id": "Ola's trooper", "cost": 2, "attack": 3}),
    )
    .expect("kept");
    let mut s = Settings::default();
    s.players[0].name = "Ola".into();
    settings::save(&d.stores, &d.writer, s).expect("settings");
    d
}

fn games(d: &Device) -> Vec<(String, String, i64)> {
    let mut all = Vec::new();
    for game in GAMES {
        for i in writer::with(&d.writer, |w| w.list(game.id)).expect("list") {
            all.push((i.game, i.title, i.head));
        }
    }
    all.sort();
    all
}

fn cards(d: &Device) -> Vec<Value> {
    let list = find("dbg", "cards").expect("list");
    list.list(d.stores.get(list.file, list.key).expect("read"))
        .expect("lists")
        .mine
}

#[test]
fn a_backup_restored_on_another_device_brings_every_game_list_and_setting() {
    let (from, to) = (busy(), device());
    let text = export_text(&from.writer, &from.stores).expect("backup");

    let restored = import_text(&to.writer, &to.stores, &text).expect("restored");
    assert_eq!(
        restored,
        Restored {
            added: 2,
            already: 0,
            lists: 1
        }
    );
    assert_eq!(games(&to), games(&from));
    assert_eq!(cards(&to), cards(&from));
    assert_eq!(settings::current(&to.writer).players[0].name, "Ola");

    // Restored again: everything is here already, and nothing is doubled.
    let again = import_text(&to.writer, &to.stores, &text).expect("again");
    assert_eq!((again.added, again.already), (0, 2));
    assert_eq!(games(&to), games(&from));
    assert_eq!(cards(&to).len(), 1);
}

#[test]
fn a_backup_with_a_refused_part_changes_nothing() {
    let from = busy();
    let mut backup: Value =
        serde_json::from_str(&export_text(&from.writer, &from.stores).expect("backup"))
            .expect("json");
    let tray = backup["games"]
        .as_array()
        .and_then(|g| g.iter().position(|g| g["game"] == "tray"))
        .expect("the tray game");
    backup["games"][tray]["events"][0]["event"] = json!({"nonsense": true});
    let to = device();
    let e = import_text(&to.writer, &to.stores, &backup.to_string()).expect_err("refused");
    let at = format!("Item {} of the file", tray + 1);
    assert!(e.message.starts_with(&at), "{}", e.message);
    assert!(games(&to).is_empty());
    assert!(cards(&to).is_empty());
    assert_eq!(settings::current(&to.writer), Settings::default());
}

#[test]
fn a_file_that_is_not_a_backup_is_refused_by_name() {
    let d = busy();
    let id = writer::with(&d.writer, |w| w.list("tray")).expect("list")[0].id;
    let session = crate::app::sessions::export_text(&d.writer, id).expect("session");
    let e = import_text(&d.writer, &d.stores, &session).expect_err("refused");
    assert_eq!(e.code, "journal.backup_format");
    let newer = json!({"format": FORMAT, "version": VERSION + 1, "made_at": "", "settings": {},
        "lists": [], "games": []});
    let e = import_text(&d.writer, &d.stores, &newer.to_string()).expect_err("newer");
    assert!(e.message.contains("newer"), "{}", e.message);
}
