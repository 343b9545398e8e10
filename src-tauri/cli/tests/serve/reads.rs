//! What a device reads besides the session: the log, the rules, the host's lists and settings,
//! the dice, each named as the app's command; anything else is `sync.not_shared`.

use crate::harness::{journal, Device, Host};
use serde_json::{json, Value};

async fn read(d: &mut Device, id: &str, what: &str, args: Value) -> Value {
    d.send(&json!({"read": {"id": id, "what": what, "args": args}}))
        .await;
    d.reply().await
}

#[tokio::test]
async fn a_device_reads_what_the_host_shares_and_nothing_else() {
    let dir = tempfile::tempdir().unwrap();
    let host = Host::start("counter", &journal(&dir), 0, &[]);
    let mut a = Device::seated(host.port, "a", None).await;
    assert_eq!(a.welcome["welcome"]["host"], "Datapad");
    a.act("1", 0, json!({"type": "start", "target": 9})).await;
    assert_eq!(a.reply().await["ack"]["seq"], 1);

    let log = read(
        &mut a,
        "l",
        "session_log",
        json!({"before": null, "limit": 10}),
    )
    .await;
    assert_eq!(log["answer"]["id"], "l");
    assert_eq!(
        log["answer"]["value"]["lines"].as_array().map(Vec::len),
        Some(1)
    );

    let hits = read(
        &mut a,
        "s",
        "rules_search",
        json!({"query": "momentum", "game": "sp", "lang": "en"}),
    )
    .await;
    let hits = hits["answer"]["value"].as_array().expect("hits");
    assert!(
        !hits.is_empty(),
        "the rules reference answers over the table"
    );

    let units = read(
        &mut a,
        "k",
        "kept_list",
        json!({"game": "sp", "kind": "stances"}),
    )
    .await;
    assert!(units["answer"]["value"]["shipped"].is_array(), "{units}");
    let settings = read(&mut a, "g", "settings_get", Value::Null).await;
    assert!(
        settings["answer"]["value"]["players"].is_array(),
        "{settings}"
    );
    let dice = read(&mut a, "d", "dice_list", Value::Null).await;
    assert!(!dice["answer"]["value"].as_array().unwrap().is_empty());

    for (what, args) in [
        ("session_new", json!({"game": "sp", "title": "x"})),
        (
            "kept_save",
            json!({"game": "sp", "kind": "units", "item": {}}),
        ),
        ("session_export", json!({"id": 1})),
    ] {
        let r = read(&mut a, "x", what, args).await;
        assert_eq!(r["refused"]["code"], "sync.not_shared", "{what}: {r}");
    }
    let bad = read(&mut a, "b", "rules_show", json!({"nope": 1})).await;
    assert_eq!(bad["refused"]["code"], "sync.bad_frame");
    let unknown = read(
        &mut a,
        "u",
        "rules_show",
        json!({"id": "no-such-entry", "lang": "en"}),
    )
    .await;
    assert!(unknown["refused"]["code"].as_str().is_some(), "{unknown}");
    assert_eq!(host.terminate(), Some(0));
}
