//! Export and import at the sizes the app allows, and off the writer: the largest session that
//! exports within the import's limit goes out and comes back whole; one past it is refused at
//! export naming its size; and a quick call is answered while an import is under way.

use super::*;
use crate::commands::session_files::import_from;
use datapad_engine::i18n::{render, Lang};
use datapad_engine::journal::{SessionFile, StoredEvent, MAX_FILE_BYTES};
use datapad_engine::settings::Settings;
use datapad_engine::writer::Caller;
use serde_json::json;
use std::sync::mpsc;
use std::time::Duration;

fn app() -> AppState {
    crate::state::in_memory()
}

/// The tray's largest roll: 30 attack dice, one event.
fn roll(app: &AppState, id: i64) {
    let action = json!({"type": "roll", "pool": [{"die": "sp-attack", "count": 30}]});
    app.with(|w| w.act(&Caller::owner(id), &action))
        .expect("rolled");
}

/// A tray session file of one played roll.
fn one_roll() -> SessionFile {
    let app = app();
    let id = app
        .with(|w| w.start("tray", "Big night"))
        .expect("start")
        .session
        .id;
    roll(&app, id);
    app.with(|w| w.export(id)).expect("export")
}

/// `one`'s file with `n` copies of its roll, numbered in order: built at once, not played, and
/// replayed whole by the import like any other file.
fn rolls(one: &SessionFile, n: usize) -> SessionFile {
    let roll = &one.events[0];
    SessionFile {
        events: (1..=n as i64)
            .map(|seq| StoredEvent {
                seq,
                action: seq,
                ..roll.clone()
            })
            .collect(),
        ..one.clone()
    }
}

/// The most copies of `one`'s roll whose file is within the limit, and its length: each
/// event's text grows with its number's digits, so the length is counted as it is written.
fn most_rolls(one: &SessionFile) -> (usize, usize) {
    let empty = rolls(one, 0).to_text().expect("text").len();
    let event = serde_json::to_string(&one.events[0]).expect("json").len();
    let (mut n, mut len) = (0, empty);
    loop {
        let digits = (n + 1).to_string().len();
        // Its seq and action have `digits` digits each; a comma before all but the first.
        let next = len + event + 2 * (digits - 1) + usize::from(n > 0);
        if next as u64 > MAX_FILE_BYTES {
            return (n, len);
        }
        (n, len) = (n + 1, next);
    }
}

#[test]
fn the_largest_session_that_exports_round_trips_and_one_roll_more_is_refused_by_its_size() {
    let one = one_roll();
    assert_eq!(one.events.len(), 1, "a roll is one event");
    let (n, len) = most_rolls(&one);
    let text = rolls(&one, n).to_text().expect("within the limit");
    assert_eq!(text.len(), len, "the file is as long as counted");
    let e = rolls(&one, n + 1)
        .to_text()
        .expect_err("one roll more is past the limit");
    assert_eq!(e.code, "limit.too_large");

    let app = app();
    let imported = import_text(&app.writer, &text, false).expect("imported");
    let id = imported.session.id;
    assert_eq!(imported.session.head, n as i64);
    let exported = export_text(&app.writer, id).expect("exported within the limit");
    assert_eq!(exported.len(), len, "compact, as it came in");
    assert!(!exported.contains('\n'));

    // Into another device's journal it comes back as itself.
    let other = self::app();
    let back = import_text(&other.writer, &exported, false).expect("imported again");
    assert_eq!(back.session.uid, imported.session.uid);
    assert_eq!(back.view, imported.view, "the same tray");
    assert_eq!(back.log, imported.log);

    // Rolls more, played, until no import could take its file (a played roll's faces are drawn,
    // so its text may be a little shorter than the copied one's): the export is refused, naming
    // the file's own size beside the limit.
    let (mut head, mut whole) = (n as i64, len as u64);
    while whole <= MAX_FILE_BYTES {
        roll(&app, id);
        let last = app.with(|w| w.journal().events_between(id, head, head + 1));
        let last = serde_json::to_string(&last.expect("the roll")[0]).expect("json");
        // The file's own length: what it was, a comma and the new roll.
        (head, whole) = (head + 1, whole + 1 + last.len() as u64);
    }
    let e = export_text(&app.writer, id).expect_err("too large");
    assert_eq!(e.code, "limit.too_large");
    assert_eq!(e.data["at"], "Big night.json");
    assert_eq!(e.data["bytes"], whole);
    assert_eq!(e.data["max_size"], "16 MiB");
    let size = e.data["size"].as_str().expect("said").to_string();
    assert!(size.starts_with("16.0") && size.ends_with(" MiB"), "{size}");
    let en = render(Lang::En, "error.limit.too_large", &e.data).expect("sentence");
    assert_eq!(
        en,
        format!("Too large: Big night.json would be {size}, and the limit is 16 MiB. Nothing was changed.")
    );
}

/// An import reading a file that is still being written (a pipe, which blocks its reader until
/// it is written and closed) is under way for as long as the test wants: the settings, read
/// through the same writer, are answered meanwhile, and the import then completes.
#[cfg(unix)]
#[test]
fn a_quick_call_is_answered_while_an_import_is_under_way() {
    let dir = tempfile::tempdir().expect("dir");
    let pipe = dir.path().join("big.json");
    let made = std::process::Command::new("mkfifo")
        .arg(&pipe)
        .status()
        .expect("mkfifo");
    assert!(made.success());
    let app = std::sync::Arc::new(app());

    let (done, finished) = mpsc::channel();
    let importing = {
        let (writer, pipe) = (app.writer.clone(), pipe.clone());
        std::thread::spawn(move || {
            let view = import_from(&writer, &pipe, false);
            done.send(()).expect("told");
            view
        })
    };
    let (said, answer) = mpsc::channel();
    let quick = app.clone();
    std::thread::spawn(move || said.send(datapad_engine::app::settings::current(&quick.writer)));
    let settings = answer
        .recv_timeout(Duration::from_secs(60))
        .expect("answered while the import is under way");
    assert_eq!(settings, Settings::default());
    assert!(finished.try_recv().is_err(), "the import has not finished");

    let text = rolls(&one_roll(), 2_000).to_text().expect("text");
    std::fs::write(&pipe, &text).expect("written to the pipe");
    let view = importing.join().expect("thread").expect("imported");
    assert_eq!(view.session.head, 2_000);
    assert!(finished.try_recv().is_ok());
}
