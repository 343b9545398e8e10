//! `datapad serve` with devices joining it (issue 19): the host decides, journals and tells
//! every device in one order; stale, refused and unauthorised frames change nothing; a killed
//! host restarted on its journal loses no acknowledged change and repeats none.

mod bind;
mod harness;
mod limits;
mod reads;
mod restart;

use harness::{count, journal, Device, Host};
use serde_json::json;

fn start() -> serde_json::Value {
    json!({"type": "start", "target": 99})
}

fn add(n: i64) -> serde_json::Value {
    json!({"type": "add", "n": n})
}

#[tokio::test]
async fn a_change_reaches_every_device_in_order_and_an_undo_undoes_for_all() {
    let dir = tempfile::tempdir().unwrap();
    let host = Host::start("counter", &journal(&dir), 0, &[]);
    assert_eq!(host.started["game"], "counter");
    assert_eq!(host.started["protocol"], 1);
    let mut a = Device::seated(host.port, "a", None).await;
    let mut b = Device::seated(host.port, "b", None).await;
    let mut c = Device::seated(host.port, "c", Some("watch")).await;
    assert_eq!(c.welcome["welcome"]["seq"], 0);
    a.act("1", 0, start()).await;
    assert_eq!(a.reply().await, json!({"ack": {"id": "1", "seq": 1}}));
    a.act("2", 1, add(3)).await;
    assert_eq!(a.reply().await["ack"]["seq"], 2);
    b.send(&json!({"undo": {"id": "u", "base": 2}})).await;
    assert_eq!(b.reply().await["ack"]["seq"], 3);
    for d in [&mut a, &mut b, &mut c] {
        let mut seen = Vec::new();
        for _ in 0..3 {
            let e = d.event().await;
            let e = &e["event"];
            seen.push((e["seq"].as_i64(), e["kind"].clone(), count(&e["view"])));
        }
        assert_eq!(
            seen,
            vec![
                (Some(1), json!("act"), 0),
                (Some(2), json!("act"), 3),
                (Some(3), json!("undo"), 0)
            ],
            "every device sees the same changes in the same order"
        );
    }
    // The event says who did it, and carries the lines the change added.
    let (mut late, welcome) = Device::join(host.port, "late", None).await;
    assert_eq!(welcome["welcome"]["seq"], 3);
    let late = late.as_mut().unwrap();
    late.send(&json!({"redo": {"id": "r", "base": 3}})).await;
    assert_eq!(late.reply().await["ack"]["seq"], 4);
    let e = a.event().await;
    // By its number at the table, as its welcome told it: never the id it sent.
    assert_eq!(e["event"]["by"], late.welcome["welcome"]["you"]);
    assert_eq!(count(&e["event"]["view"]), 3);
    assert_eq!(e["event"]["log"].as_array().unwrap().len(), 1);
    // The log names who made each line: a redo brings back a's line, still a's.
    assert_eq!(e["event"]["log"][0]["by"], "a");
    assert_eq!(host.terminate(), Some(0), "SIGTERM ends it cleanly");
}

#[tokio::test]
async fn two_changes_on_one_seq_one_applies_the_other_is_stale_with_the_table_now() {
    let dir = tempfile::tempdir().unwrap();
    let host = Host::start("counter", &journal(&dir), 0, &[]);
    let mut a = Device::seated(host.port, "a", None).await;
    let mut b = Device::seated(host.port, "b", None).await;
    a.act("1", 0, start()).await;
    assert!(a.reply().await.get("ack").is_some());
    assert_eq!(b.event().await["event"]["seq"], 1);
    a.act("a2", 1, add(2)).await;
    assert!(a.reply().await.get("ack").is_some());
    b.act("b2", 1, add(5)).await;
    // b hears a's event, and its own change refused as stale, with the table as it is.
    assert_eq!(b.event().await["event"]["seq"], 2);
    let stale = b.reply().await;
    assert_eq!(stale["stale"]["id"], "b2");
    assert_eq!(stale["stale"]["seq"], 2);
    assert_eq!(count(&stale["stale"]["view"]), 2, "b's 5 was not added");
    // Tapped again on the seq it now knows, it applies.
    b.act("b3", 2, add(5)).await;
    assert_eq!(b.reply().await["ack"]["seq"], 3);
    assert_eq!(count(&b.event().await["event"]["view"]), 7);
}

#[tokio::test]
async fn a_refused_change_reaches_only_its_sender_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let host = Host::start("counter", &journal(&dir), 0, &[]);
    let mut a = Device::seated(host.port, "a", None).await;
    let mut b = Device::seated(host.port, "b", None).await;
    a.act("1", 0, start()).await;
    a.reply().await;
    a.event().await;
    b.event().await;
    a.act("big", 1, add(10)).await;
    let refused = a.reply().await;
    assert_eq!(refused["refused"]["id"], "big");
    // The game's own refusal, as the app gets it (the shared amount check: 1 to 9).
    assert_eq!(refused["refused"]["code"], "game.amount", "{refused}");
    assert!(!refused["refused"]["message"].as_str().unwrap().is_empty());
    a.send(&json!({"undo": {"id": "u", "base": 1}})).await;
    assert_eq!(a.reply().await["ack"]["seq"], 2);
    a.send(&json!({"undo": {"id": "u2", "base": 2}})).await;
    let nothing = a.reply().await;
    assert_eq!(nothing["refused"]["code"], "journal.nothing_to_undo");
    // b heard only the undo.
    let heard = b.until_pong("p").await;
    assert_eq!(heard.len(), 1, "{heard:?}");
    assert_eq!(heard[0]["event"]["kind"], "undo");
    a.send(&json!({"query": {"id": "q", "query": {"what": "nothing"}}}))
        .await;
    assert_eq!(a.reply().await["refused"]["id"], "q");
}

#[tokio::test]
async fn seats_a_watcher_acts_on_nothing_and_a_side_only_on_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let host = Host::start("sp", &journal(&dir), 0, &["--own-side-only"]);
    let mut p1 = Device::seated(host.port, "one", Some("p1")).await;
    assert_eq!(p1.welcome["welcome"]["anyone_may_tap"], false);
    let (_, taken) = Device::join(host.port, "other", Some("p1")).await;
    assert_eq!(taken["error"]["code"], "sync.seat_taken");
    let (_, none) = Device::join(host.port, "x", Some("dark")).await;
    assert_eq!(none["error"]["code"], "sync.no_such_seat");
    let mut w = Device::seated(host.port, "w", Some("watch")).await;
    let name = |player: u8| json!({"type": "set_player_name", "player": player, "name": "Ola"});
    w.act("w1", 0, name(0)).await;
    assert_eq!(w.next().await["refused"]["code"], "sync.watch_only");
    p1.act("x", 0, name(1)).await;
    let refused = p1.next().await;
    assert_eq!(refused["refused"]["code"], "sync.not_your_side");
    assert_eq!(refused["refused"]["data"]["side"], "p2");
    p1.act("own", 0, name(0)).await;
    assert_eq!(p1.next().await["ack"]["seq"], 1);
    // The seat list names every device (by its number), and a lost one is shown lost.
    let w_is = w.welcome["welcome"]["you"].clone();
    drop(w);
    let seats = loop {
        let f = p1.next_any().await;
        if f["seats"]["seats"].as_array().is_some_and(|s| {
            s.iter()
                .any(|d| d["device"] == w_is && d["connected"] == false)
        }) {
            break f;
        }
    };
    assert!(seats["seats"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .any(|d| d["device"] == p1.welcome["welcome"]["you"]
            && d["seat"] == "p1"
            && d["connected"] == true));
}

#[tokio::test]
async fn the_key_and_the_origin_are_checked_before_a_socket_opens() {
    let dir = tempfile::tempdir().unwrap();
    let host = Host::start("counter", &journal(&dir), 0, &[]);
    let port = host.port;
    assert_eq!(harness::open(port, "", None).await.err(), Some(401));
    assert_eq!(
        harness::open(port, "WrongTableKey0123456789", None)
            .await
            .err(),
        Some(401)
    );
    let evil = Some("http://evil.example");
    assert_eq!(
        harness::open(port, harness::KEY, evil).await.err(),
        Some(403)
    );
    let own = format!("http://127.0.0.1:{port}");
    assert!(harness::open(port, harness::KEY, Some(&own)).await.is_ok());
    let (_, refused) = Device::join_with(
        port,
        json!({"hello": {"protocol": 2, "device": "new", "name": "New"}}),
    )
    .await;
    assert_eq!(
        refused,
        json!({"error": {"code": "sync.protocol", "data": {"host": 1, "client": 2}}})
    );
}
