//! A host killed mid-flood (SIGKILL) and started again on its journal with the same key: the
//! device reconnects, every acknowledged change is there exactly once, in order, and no device
//! is ahead of the host.

use crate::harness::{count, hello, journal, Device, Host};
use serde_json::json;

#[tokio::test]
async fn a_killed_host_restarted_on_its_journal_loses_and_repeats_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = journal(&dir);
    let mut host = Host::start("counter", &path, 0, &["--title", "Kill me"]);
    let port = host.port;
    let session = host.started["session"].as_i64().unwrap();
    let mut d = Device::seated(port, "phone", None).await;
    d.act("s", 0, json!({"type": "start", "target": 99})).await;
    let mut seq = d.next().await["ack"]["seq"].as_i64().unwrap();
    d.next().await;
    let mut acked = 0;
    // Adds of 1, each on the seq of the last ack; the host is killed with the 31st in flight.
    for i in 0..60 {
        let add =
            json!({"act": {"id": format!("a{i}"), "base": seq, "action": {"type": "add", "n": 1}}});
        let sent = d.send_text(add.to_string()).await;
        if i == 30 {
            host.kill();
        }
        if !sent {
            break;
        }
        let f = d.next().await;
        if f.get("closed").is_some() {
            break;
        }
        seq = f["ack"]["seq"].as_i64().unwrap_or(seq);
        if f.get("ack").is_some() {
            acked += 1;
            d.next().await; // its event
        }
    }
    assert!(acked >= 1, "some adds were acknowledged before the kill");
    let host = Host::start("counter", &path, port, &["--session", &session.to_string()]);
    let (d, welcome) = Device::join_with(host.port, hello("phone", None, Some(seq))).await;
    assert!(d.is_some(), "{welcome}");
    let w = &welcome["welcome"];
    let now = count(&w["view"]);
    assert!(
        now == acked || now == acked + 1,
        "acknowledged {acked}, the journal holds {now}: at most the one in flight more"
    );
    assert!(
        w["seq"].as_i64().unwrap() >= seq,
        "the host is never behind what a device saw"
    );
    assert_eq!(
        w["seq"].as_i64().unwrap(),
        now + 1,
        "one change per add, and the start"
    );
}
