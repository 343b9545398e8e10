use super::*;
use crate::dice::{rng_from, Catalog};
use crate::error::{Error, JournalError};
use crate::game::Ctx;
use serde_json::json;

fn journal() -> (tempfile::TempDir, Journal) {
    let dir = tempfile::tempdir().unwrap();
    let j = Journal::open(&dir.path().join("datapad.sqlite")).unwrap();
    (dir, j)
}

fn roll(live: &mut Live, j: &mut Journal, seed: u64) -> Result<(), Error> {
    let cat = Catalog::builtin();
    let mut rng = rng_from(Some(seed));
    let action = json!({"type": "roll", "pool": [{"die": "sp-attack", "count": 3}]});
    live.apply(
        j,
        &action,
        &mut Ctx {
            rng: &mut rng,
            dice: &cat,
        },
    )
}

fn rolls(live: &Live) -> usize {
    live.view().view["history"].as_array().unwrap().len()
}

#[test]
fn undo_redo_and_a_new_action_drops_the_redo_tail() {
    let (_d, mut j) = journal();
    let mut live = Live::start(&mut j, "tray", "test").unwrap();
    for seed in 0..3 {
        roll(&mut live, &mut j, seed).unwrap();
    }
    live.undo(&mut j).unwrap();
    live.undo(&mut j).unwrap();
    assert_eq!(rolls(&live), 1);
    assert!(live.view().session.can_redo);
    live.redo(&mut j).unwrap();
    assert_eq!(rolls(&live), 2);
    roll(&mut live, &mut j, 9).unwrap();
    assert!(
        !live.view().session.can_redo,
        "a new action drops the redo tail"
    );
    assert_eq!(
        live.redo(&mut j).unwrap_err(),
        Error::from(JournalError::NothingToRedo)
    );
    assert_eq!(rolls(&live), 3);
}

#[test]
fn undo_of_nothing_is_an_error_and_changes_nothing() {
    let (_d, mut j) = journal();
    let mut live = Live::start(&mut j, "tray", "test").unwrap();
    assert_eq!(
        live.undo(&mut j).unwrap_err(),
        Error::from(JournalError::NothingToUndo)
    );
    assert_eq!(live.view().session.head, 0);
}

#[test]
fn a_refused_action_writes_nothing() {
    let (_d, mut j) = journal();
    let mut live = Live::start(&mut j, "tray", "test").unwrap();
    let cat = Catalog::builtin();
    let mut rng = rng_from(Some(1));
    let bad = json!({"type": "reroll", "indices": []});
    assert!(live
        .apply(
            &mut j,
            &bad,
            &mut Ctx {
                rng: &mut rng,
                dice: &cat
            }
        )
        .is_err());
    let garbage = json!({"type": "explode"});
    assert!(matches!(
        live.apply(
            &mut j,
            &garbage,
            &mut Ctx {
                rng: &mut rng,
                dice: &cat
            }
        ),
        Err(e) if e.code == "journal.bad_action"
    ));
    assert_eq!(j.events(live.id()).unwrap().len(), 0);
}

#[test]
fn undo_moves_by_whole_actions() {
    let (_d, mut j) = journal();
    let s = j.create("tray", "t").unwrap();
    j.append(s.id, 1, &[json!(1), json!(2)]).unwrap();
    j.append(s.id, 1, &[json!(3)]).unwrap();
    j.append(s.id, 1, &[json!(4), json!(5), json!(6)]).unwrap();
    assert_eq!(j.undo(s.id).unwrap().head, 3);
    assert_eq!(j.undo(s.id).unwrap().head, 2);
    assert_eq!(j.redo(s.id).unwrap().head, 3);
    assert_eq!(j.redo(s.id).unwrap().head, 6);
}

#[test]
fn the_state_survives_reopening_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("datapad.sqlite");
    let before = {
        let mut j = Journal::open(&path).unwrap();
        let mut live = Live::resume_or_start(&mut j, "tray", "t").unwrap();
        roll(&mut live, &mut j, 5).unwrap();
        roll(&mut live, &mut j, 6).unwrap();
        live.undo(&mut j).unwrap();
        live.view().view
    };
    let mut j = Journal::open(&path).unwrap();
    let live = Live::resume_or_start(&mut j, "tray", "t").unwrap();
    assert_eq!(live.view().view, before);
    assert!(
        live.view().session.can_redo,
        "the undone roll can still be redone after a restart"
    );
}

#[test]
fn export_then_import_reproduces_the_session() {
    let (_d, mut j) = journal();
    let mut live = Live::start(&mut j, "tray", "t").unwrap();
    roll(&mut live, &mut j, 1).unwrap();
    roll(&mut live, &mut j, 2).unwrap();
    let text = serde_json::to_string(&export(&j, live.id()).unwrap()).unwrap();
    assert_eq!(
        import(&mut j, &text, false).unwrap_err(),
        Error::from(JournalError::ImportExists { id: live.id() })
    );
    let copy = import(&mut j, &text, true).unwrap();
    assert_eq!(
        Live::load(&j, copy.id).unwrap().view().view,
        live.view().view
    );

    let (_d2, mut other) = journal();
    let fresh = import(&mut other, &text, false).unwrap();
    assert_eq!(fresh.uid, live.view().session.uid);
    assert_eq!(
        Live::load(&other, fresh.id).unwrap().view().view,
        live.view().view
    );
}

#[test]
fn import_refuses_bad_files_and_writes_nothing() {
    let (_d, mut j) = journal();
    let mut live = Live::start(&mut j, "tray", "t").unwrap();
    roll(&mut live, &mut j, 1).unwrap();
    let good = serde_json::to_value(export(&j, live.id()).unwrap()).unwrap();
    let (_d2, mut target) = journal();
    let cases = [
        ("not json", "{".to_string()),
        ("format", {
            let mut v = good.clone();
            v["format"] = json!("other");
            v.to_string()
        }),
        ("version", {
            let mut v = good.clone();
            v["version"] = json!(99);
            v.to_string()
        }),
        ("game", {
            let mut v = good.clone();
            v["game"] = json!("chess");
            v.to_string()
        }),
        ("seq", {
            let mut v = good.clone();
            v["events"][0]["seq"] = json!(7);
            v.to_string()
        }),
        ("event", {
            let mut v = good.clone();
            v["events"][0]["event"] = json!({"type": "nope"});
            v.to_string()
        }),
    ];
    for (name, text) in cases {
        assert!(
            import(&mut target, &text, false).is_err(),
            "{name} must be refused"
        );
    }
    assert!(target.list("tray").unwrap().is_empty());
}

#[test]
fn an_event_newer_than_this_build_opens_read_only_and_writes_nothing() {
    use crate::dice::{rng_from, Catalog};
    use crate::game::Ctx;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("j.sqlite");
    let mut j = Journal::open(&path).unwrap();
    let mut live = Live::start(&mut j, "counter", "t").unwrap();
    let (cat, mut rng) = (Catalog::builtin(), rng_from(Some(1)));
    let mut ctx = Ctx {
        rng: &mut rng,
        dice: &cat,
    };
    live.apply(
        &mut j,
        &serde_json::json!({"type": "start", "target": 9}),
        &mut ctx,
    )
    .unwrap();
    // Written by a later Datapad whose counter events are version 2.
    let later = serde_json::json!({"changes": [{"type": "added", "n": 1, "count": 1}]});
    j.append(live.id(), 2, &[later]).unwrap();
    let live = Live::load(&j, live.id()).unwrap();
    assert!(matches!(
        live.damage(),
        Some(JournalError::EventTooNew {
            version: 2,
            supported: 1,
            ..
        })
    ));
    assert_eq!(
        live.view().view["count"],
        0,
        "shown up to the last event it can read"
    );
    let before = j.events(live.id()).unwrap();
    let mut live = live;
    let refused = live.apply(
        &mut j,
        &serde_json::json!({"type": "add", "n": 1}),
        &mut ctx,
    );
    assert_eq!(refused.unwrap_err().code, "journal.read_only");
    assert_eq!(j.events(live.id()).unwrap(), before, "nothing written");
}

#[test]
fn an_import_whose_facts_the_rules_could_not_produce_is_refused_whole() {
    let (_d, mut j) = journal();
    let mut live = Live::start(&mut j, "sp", "t").unwrap();
    let (cat, mut rng) = (Catalog::builtin(), rng_from(Some(1)));
    let mut ctx = Ctx {
        rng: &mut rng,
        dice: &cat,
    };
    live.apply(
        &mut j,
        &json!({"type": "set_player_name", "player": 0, "name": "Ahsoka"}),
        &mut ctx,
    )
    .unwrap();
    let mut file = serde_json::to_value(export(&j, live.id()).unwrap()).unwrap();
    // A game won in setup, by a player with no struggle won: a fact no action can produce.
    let forged = json!({"seq": 2, "action": 2, "at": "2026-11-23T00:00:00Z", "version": 1,
        "event": {"changes": [{"type": "game_won", "player": 0}]}});
    file["events"].as_array_mut().unwrap().push(forged);
    file["uid"] = json!("forged-session");
    let before = j.list("sp").unwrap().len();
    let refused = import(&mut j, &file.to_string(), false).unwrap_err();
    assert_eq!(refused.code, "journal.corrupt_event");
    let detail = refused.data["detail"].as_str().unwrap_or_default();
    assert!(detail.contains("without two struggles"), "{detail}");
    assert_eq!(j.list("sp").unwrap().len(), before, "nothing imported");
}

#[test]
fn every_change_is_counted_once_and_the_count_survives_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("datapad.sqlite");
    let mut j = Journal::open(&path).unwrap();
    let mut live = Live::start(&mut j, "tray", "test").unwrap();
    assert_eq!(live.view().session.changes, 0);
    roll(&mut live, &mut j, 1).unwrap();
    roll(&mut live, &mut j, 2).unwrap();
    live.undo(&mut j).unwrap();
    live.redo(&mut j).unwrap();
    assert_eq!(live.view().session.changes, 4, "two rolls, an undo, a redo");
    // A refusal changes nothing, so it is not counted.
    assert!(live.redo(&mut j).is_err());
    let id = live.id();
    drop(j);
    let j = Journal::open(&path).unwrap();
    assert_eq!(Live::load(&j, id).unwrap().view().session.changes, 4);
}

#[test]
fn a_line_made_at_a_shared_table_names_its_device_after_reopening_and_export() {
    let (d, mut j) = journal();
    let mut live = Live::start(&mut j, "tray", "t").unwrap();
    roll(&mut live, &mut j, 1).unwrap();
    let (cat, mut rng) = (Catalog::builtin(), rng_from(Some(2)));
    let action = json!({"type": "roll", "pool": [{"die": "sp-attack", "count": 1}]});
    let mut ctx = Ctx {
        rng: &mut rng,
        dice: &cat,
    };
    live.apply_by(&mut j, &action, &mut ctx, Some("Ola"))
        .unwrap();
    let by = |lines: &[LogLine]| lines.iter().map(|l| l.by.clone()).collect::<Vec<_>>();
    assert_eq!(by(&live.view().log), vec![Some("Ola".into()), None]);

    drop(j);
    let mut j = Journal::open(&d.path().join("datapad.sqlite")).unwrap();
    let page = Live::load(&j, live.id())
        .unwrap()
        .log_page(&j, None, 10)
        .unwrap();
    assert_eq!(by(&page.lines), vec![None, Some("Ola".into())]);
    let text = serde_json::to_string(&export(&j, live.id()).unwrap()).unwrap();
    let copy = import(&mut j, &text, true).unwrap();
    assert_eq!(
        by(&Live::load(&j, copy.id).unwrap().view().log)[0].as_deref(),
        Some("Ola")
    );
}
