//! One writer for solo play and the shared table: a game played on the app's own writer is
//! shared mid-game, a device joins over a socket and taps, and the seq goes on with no gap;
//! when sharing stops, the game goes on in the same writer, which never reloaded.

use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::journal::Journal;
use datapad_engine::stored::file::Stores;
use datapad_engine::writer::{Caller, SharedWriter, Shelf, Writer};
use datapad_host::{Assets, Config};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::net::{IpAddr, Ipv4Addr};
use std::sync::{Arc, Mutex};
use tokio_tungstenite::tungstenite::Message;

struct NoUi;

impl Assets for NoUi {
    fn get(&self, _: &str) -> Option<Vec<u8>> {
        None
    }
}

fn add(n: i64) -> Value {
    json!({"type": "add", "n": n})
}

fn seq(view: &datapad_engine::journal::SessionView) -> i64 {
    view.session.changes
}

async fn next(
    ws: &mut (impl StreamExt<Item = Result<Message, tokio_tungstenite::tungstenite::Error>> + Unpin),
) -> Value {
    loop {
        match ws.next().await {
            Some(Ok(Message::Text(t))) => return serde_json::from_str(&t).expect("JSON"),
            Some(Ok(_)) => continue,
            other => panic!("the socket ended: {other:?}"),
        }
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_solo_game_shared_mid_game_keeps_one_seq_and_goes_on_when_sharing_stops() {
    // Given a game played alone on the app's writer.
    let journal = Journal::open_in_memory().expect("journal");
    let shelf = Shelf::new(Stores::nowhere("a test".into()), Default::default());
    let writer: SharedWriter = Arc::new(Mutex::new(Writer::new(
        journal,
        Catalog::builtin(),
        shelf,
        Box::new(rng_from(Some(1))),
    )));
    let with = |f: &dyn Fn(&mut Writer) -> datapad_engine::journal::SessionView| {
        datapad_engine::writer::with(&writer, |w| f(w))
    };
    let id = with(&|w| w.start("counter", "solo").expect("start"))
        .session
        .id;
    let me = Caller::owner(id);
    with(&|w| {
        w.act(&me, &json!({"type": "start", "target": 99}))
            .expect("start")
    });
    let solo = with(&|w| w.act(&me, &add(2)).expect("add"));
    assert_eq!(seq(&solo), 2);

    // When the same writer is shared and a device joins and taps.
    let running = datapad_host::start(Config {
        writer: writer.clone(),
        session: id,
        bind: datapad_host::Bind::Only(IpAddr::V4(Ipv4Addr::LOCALHOST)),
        port: 0,
        key: None,
        assets: Arc::new(NoUi),
        anyone_may_tap: true,
        origins: Vec::new(),
        max_rate: datapad_host::MAX_RATE,
        name: "Ola's phone".into(),
    })
    .await
    .expect("the host starts");
    let url = format!(
        "ws://127.0.0.1:{}/sync?key={}",
        running.started.port, running.started.key
    );
    let (mut ws, _) = tokio_tungstenite::connect_async(url.as_str())
        .await
        .expect("the device connects");
    let hello = json!({"hello": {"protocol": 1, "device": "d1", "name": "Ala"}});
    ws.send(Message::Text(hello.to_string().into()))
        .await
        .expect("hello");
    let welcome = next(&mut ws).await;
    assert_eq!(
        welcome["welcome"]["seq"], 2,
        "the table is the solo game, mid-game"
    );
    assert_eq!(welcome["welcome"]["host"], "Ola's phone");
    let act = json!({"act": {"id": "1", "base": 2, "action": add(5)}});
    ws.send(Message::Text(act.to_string().into()))
        .await
        .expect("act");
    assert_eq!(next(&mut ws).await, json!({"ack": {"id": "1", "seq": 3}}));
    let event = next(&mut ws).await;
    assert_eq!(event["event"]["seq"], 3);
    assert_eq!(event["event"]["log"][0]["by"], "Ala");

    // A tap on the app's own screen meanwhile reaches the device, next in the same seq.
    let mine = with(&|w| w.act(&me, &add(1)).expect("the app taps"));
    assert_eq!(seq(&mine), 4);
    let event = next(&mut ws).await;
    assert_eq!(
        event["event"]["seq"], 4,
        "no gap: one writer numbers every change"
    );

    // Then sharing stops: the device sees its socket end, and the game goes on in the writer.
    running.stop().await;
    loop {
        match ws.next().await {
            Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
            Some(Ok(_)) => continue,
        }
    }
    let after = with(&|w| w.act(&me, &add(1)).expect("solo again"));
    assert_eq!(seq(&after), 5);
    assert_eq!(after.view["count"], 2 + 5 + 1 + 1);
    let undone = with(&|w| w.undo(&me).expect("undo"));
    assert_eq!(seq(&undone), 6, "an undo is a change too");
    assert_eq!(undone.view["count"], 8);
}
