//! Every field of a frame is bounded: a name over 40 characters, a device id over 64 bytes, a
//! seat or a frame id over 64 bytes is refused with `sync.bad_frame`, the data naming the field
//! and its bound, and nothing changes: no seat, no change, no such name in the journal.

use crate::common::{config, connect, host, next, send, writer};
use datapad_engine::writer::{Caller, Seat};
use serde_json::{json, Value};

fn hello(device: &str, name: &str) -> Value {
    json!({"hello": {"protocol": 1, "device": device, "name": name}})
}

/// The journal's whole session, as its export writes it.
fn journal_text(w: &datapad_engine::writer::SharedWriter, id: i64) -> String {
    let file = datapad_engine::writer::with(w, |w| w.export(id)).expect("export");
    serde_json::to_string(&file).expect("JSON")
}

#[tokio::test(flavor = "multi_thread")]
async fn a_huge_name_and_a_long_device_id_are_refused_and_never_reach_the_journal() {
    let (running, w, id) = host().await;
    let huge = "x".repeat(10_000);
    let refusals = [
        (hello("d1", &huge), "name", 40),
        (hello(&"d".repeat(65), "Ala"), "device", 64),
        (
            json!({"hello": {"protocol": 1, "device": "d2", "name": "Ala", "seat": huge}}),
            "seat",
            64,
        ),
    ];
    for (frame, field, max) in refusals {
        let mut ws = connect(&running).await;
        send(&mut ws, &frame).await;
        let turned = next(&mut ws).await.expect("an answer");
        assert_eq!(turned["error"]["code"], "sync.bad_frame", "{field}");
        assert_eq!(turned["error"]["data"]["field"], field);
        assert_eq!(turned["error"]["data"]["max"], max);
        assert_eq!(next(&mut ws).await, None, "the socket closes");
    }
    assert!(running.seats().is_empty(), "no one sat down");

    // At the bounds a device joins: 40 characters (80 bytes) and a 64-byte id.
    let (device, name) = ("d".repeat(64), "ż".repeat(40));
    let mut ws = connect(&running).await;
    send(&mut ws, &hello(&device, &name)).await;
    let welcome = next(&mut ws).await.expect("welcome");
    assert_eq!(welcome["welcome"]["seats"][0]["name"], name.as_str());
    // A frame id over its bound is refused, and not echoed.
    let long_id = "i".repeat(65);
    send(&mut ws, &json!({"ping": {"id": long_id}})).await;
    let refused = next(&mut ws).await.expect("refused");
    assert_eq!(refused["refused"]["code"], "sync.bad_frame");
    assert_eq!(refused["refused"]["data"]["field"], "id");
    assert!(refused["refused"].get("id").is_none());
    let start = json!({"type": "start", "target": 9});
    send(
        &mut ws,
        &json!({"act": {"id": "1", "base": 0, "action": start}}),
    )
    .await;
    assert_eq!(
        next(&mut ws).await,
        Some(json!({"ack": {"id": "1", "seq": 1}}))
    );

    // The writer refuses to record a caller's name over the bound, whoever calls it.
    let caller = Caller {
        device: "script",
        name: Some(&huge),
        seat: Seat::Table,
        session: id,
    };
    let add = json!({"type": "add", "n": 1});
    let refused = datapad_engine::writer::with(&w, |w| w.act(&caller, &add)).unwrap_err();
    assert_eq!(refused.code, "sync.bad_frame");
    assert_eq!(refused.data["field"], "name");
    assert_eq!(datapad_engine::writer::with(&w, |w| w.seq(id)).unwrap(), 1);

    let text = journal_text(&w, id);
    assert!(text.contains(&name), "the name at the bound is recorded");
    assert!(
        !text.contains(&"x".repeat(41)),
        "no huge name in the journal"
    );
    running.stop().await;
}

#[tokio::test]
async fn a_host_name_over_40_characters_is_refused_at_start() {
    let (w, id) = writer();
    let mut long = config(w.clone(), id);
    long.name = "n".repeat(41);
    let why = datapad_host::start(long).await.err().expect("refused");
    assert!(why.contains("40"), "{why}");
    let mut at_bound = config(w, id);
    at_bound.name = "ń".repeat(40);
    datapad_host::start(at_bound)
        .await
        .expect("40 characters")
        .stop()
        .await;
}
