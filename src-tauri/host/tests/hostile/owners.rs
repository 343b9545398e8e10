//! Seats belong to their owner: a device is known by the resume token its welcome told it alone,
//! the others see it by its number at the table (never its id or token), a lost device's side is
//! kept for it through the grace, and a change sent again with the same id (its ack lost with its
//! socket) is answered as the first time and made once.

use crate::common::{config, connect, host, next, send, Ws};
use datapad_engine::dice::{rng_from, Catalog};
use datapad_engine::journal::Journal;
use datapad_engine::stored::file::Stores;
use datapad_engine::writer::{with, Shelf, Writer};
use serde_json::{json, Value};
use std::sync::{Arc, Mutex};

fn hello(device: &str, name: &str, seat: &str, token: Option<&str>) -> Value {
    let mut h = json!({"protocol": 1, "device": device, "name": name, "seat": seat});
    if let Some(token) = token {
        h["token"] = json!(token);
    }
    json!({ "hello": h })
}

/// A socket that said `hello`, and the first frame back.
async fn join(running: &datapad_host::Running, hello: &Value) -> (Ws, Value) {
    let mut ws = connect(running).await;
    send(&mut ws, hello).await;
    let first = next(&mut ws).await.expect("an answer to the hello");
    (ws, first)
}

/// Frames until one `until` accepts: every one of them as text, and that one.
async fn heard_until(ws: &mut Ws, until: impl Fn(&Value) -> bool) -> (String, Value) {
    let mut heard = String::new();
    loop {
        let f = next(ws).await.expect("a frame");
        heard.push_str(&f.to_string());
        if until(&f) {
            return (heard, f);
        }
    }
}

fn lost(f: &Value, who: &str) -> bool {
    f["seats"]["seats"].as_array().is_some_and(|s| {
        s.iter()
            .any(|d| d["device"] == who && d["connected"] == false)
    })
}

#[tokio::test(flavor = "multi_thread")]
async fn a_seat_is_its_owners_others_see_numbers_and_a_lost_owner_gets_back_with_its_token() {
    let journal = Journal::open_in_memory().expect("journal");
    let shelf = Shelf::new(Stores::nowhere("a test".into()), Default::default());
    let mut w = Writer::new(
        journal,
        Catalog::builtin(),
        shelf,
        Box::new(rng_from(Some(1))),
    );
    let id = w.start("sp", "owners").expect("start").session.id;
    let writer = Arc::new(Mutex::new(w));
    let running = datapad_host::start(config(writer.clone(), id))
        .await
        .expect("the host starts");

    let (mut ola, welcome) = join(&running, &hello("ola-secret-id", "Ola", "p1", None)).await;
    let token = welcome["welcome"]["token"]
        .as_str()
        .expect("a token")
        .to_string();
    let me = welcome["welcome"]["you"].as_str().expect("you").to_string();
    assert!(token.len() >= 26, "128 random bits: {token}");
    let (mut ala, seen) = join(&running, &hello("ala-secret-id", "Ala", "p2", None)).await;
    let seen = seen.to_string();
    assert!(
        !seen.contains("ola-secret-id") && !seen.contains(&token),
        "{seen}"
    );
    assert!(
        seen.contains("\"Ola\""),
        "names and seats are shown: {seen}"
    );

    // A change by Ola reaches Ala by Ola's number.
    let name = json!({"type": "set_player_name", "player": 0, "name": "Ola"});
    send(
        &mut ola,
        &json!({"act": {"id": "n", "base": 0, "action": name}}),
    )
    .await;
    let (heard, event) = heard_until(&mut ala, |f| f.get("event").is_some()).await;
    assert_eq!(event["event"]["by"], me.as_str());
    assert!(
        !heard.contains("ola-secret-id") && !heard.contains(&token),
        "{heard}"
    );

    // Taking Ola's place with Ola's id and no token, or a wrong one, is refused.
    let refused = |f: &Value| f["error"]["code"] == "sync.seat_taken";
    for token in [None, Some("WRONGTOKENWRONGTOKENWRONGT")] {
        let (_, f) = join(&running, &hello("ola-secret-id", "Eve", "p2", token)).await;
        assert!(refused(&f), "{f}");
    }

    // Ola's socket drops: the side is kept for Ola, from anyone else and without the token.
    ola.close(None).await.expect("closed");
    let (heard, _) = heard_until(&mut ala, |f| lost(f, &me)).await;
    assert!(
        !heard.contains("ola-secret-id") && !heard.contains(&token),
        "{heard}"
    );
    let (_, f) = join(&running, &hello("eve", "Eve", "p1", None)).await;
    assert!(refused(&f), "a lost device's side is kept: {f}");
    let (_, f) = join(&running, &hello("ola-secret-id", "Eve", "p1", None)).await;
    assert!(refused(&f), "{f}");

    // Ola comes back with the token, within the grace: the same seat, number and token.
    let (_, back) = join(&running, &hello("ola-secret-id", "Ola", "p1", Some(&token))).await;
    assert_eq!(back["welcome"]["you"], me.as_str(), "{back}");
    assert_eq!(back["welcome"]["token"], token.as_str());
    let (heard, _) = heard_until(&mut ala, |f| {
        f["seats"]["seats"]
            .as_array()
            .is_some_and(|s| s.iter().all(|d| d["connected"] == true))
    })
    .await;
    assert!(!heard.contains(&token), "{heard}");
    assert_eq!(with(&writer, |w| w.seq(id)).expect("seq"), 1);
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_change_sent_again_on_a_new_socket_is_made_once_and_answered_the_same() {
    let (running, writer, id) = host().await;
    let seq = || with(&writer, |w| w.seq(id)).expect("seq");
    let hello = |token: Option<&str>, last_seq: i64| {
        let mut h = json!({"protocol": 1, "device": "d", "name": "Ola", "last_seq": last_seq});
        if let Some(token) = token {
            h["token"] = json!(token);
        }
        json!({ "hello": h })
    };
    let (mut ws, welcome) = join(&running, &hello(None, 0)).await;
    let token = welcome["welcome"]["token"].as_str().unwrap().to_string();
    let start = json!({"act": {"id": "s", "base": 0, "action": {"type": "start", "target": 9}}});
    send(&mut ws, &start).await;
    let ack = next(&mut ws).await.expect("ack");
    assert_eq!(ack, json!({"ack": {"id": "s", "seq": 1}}));
    // One more, sent as the socket drops: its ack is lost with it.
    let add = json!({"act": {"id": "a", "base": 1, "action": {"type": "add", "n": 2}}});
    send(&mut ws, &add).await;
    ws.close(None).await.expect("closed");
    drop(ws);
    for _ in 0..500 {
        if seq() == 2 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }

    // On a new socket the device sends both again, then one refused, twice.
    let (mut ws, welcome) = join(&running, &hello(Some(&token), 1)).await;
    assert_eq!(welcome["welcome"]["seq"], 2, "the add was made: {welcome}");
    send(&mut ws, &add).await;
    assert_eq!(
        next(&mut ws).await,
        Some(json!({"ack": {"id": "a", "seq": 2}}))
    );
    send(&mut ws, &start).await;
    assert_eq!(next(&mut ws).await, Some(ack));
    let big = json!({"act": {"id": "big", "base": 2, "action": {"type": "add", "n": 10}}});
    send(&mut ws, &big).await;
    let refused = next(&mut ws).await.expect("refused");
    assert_eq!(refused["refused"]["code"], "game.amount", "{refused}");
    send(&mut ws, &big).await;
    assert_eq!(next(&mut ws).await, Some(refused));
    send(&mut ws, &json!({"ping": {"id": "p"}})).await;
    assert_eq!(
        next(&mut ws).await,
        Some(json!({"pong": {"id": "p"}})),
        "no event came"
    );
    assert_eq!(seq(), 2, "each change made once");
    running.stop().await;
}
