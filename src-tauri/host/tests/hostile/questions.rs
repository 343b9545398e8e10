//! Questions stall no one: while eight devices ask the heaviest odds the limits allow (30 battle
//! dice, the largest pool), worked out with no lock held, a ninth device's pings come back at
//! once.

use crate::common::{connect, host, next, send, Ws};
use serde_json::json;
use std::time::{Duration, Instant};

async fn seated(name: &str, running: &datapad_host::Running) -> Ws {
    let mut ws = connect(running).await;
    let hello = json!({"hello": {"protocol": 1, "device": name, "name": name}});
    send(&mut ws, &hello).await;
    let welcome = next(&mut ws).await.expect("welcome");
    assert!(welcome.get("welcome").is_some(), "{welcome}");
    ws
}

#[tokio::test(flavor = "multi_thread")]
async fn a_ping_is_answered_at_once_while_eight_devices_ask_the_heaviest_odds() {
    let (running, _, _) = host().await;
    let mut askers = Vec::new();
    for i in 0..8 {
        askers.push(seated(&format!("asker{i}"), &running).await);
    }
    let mut pinger = seated("pinger", &running).await;
    let heaviest = json!({"read": {"id": "odds", "what": "odds_hoth",
        "args": {"dice": datapad_engine::dice::MAX_POOL, "target": "infantry"}}});
    let asked = Instant::now();
    let questions: Vec<_> = askers
        .into_iter()
        .map(|mut ws| {
            let heaviest = heaviest.clone();
            tokio::spawn(async move {
                send(&mut ws, &heaviest).await;
                loop {
                    let f = next(&mut ws).await.expect("an answer");
                    assert!(f.get("refused").is_none(), "{f}");
                    if f.get("answer").is_some() {
                        assert_eq!(f["answer"]["value"]["dice"], 30, "{f}");
                        return asked.elapsed();
                    }
                }
            })
        })
        .collect();

    // A ping every 60 ms (within the frame rate) until every question is answered.
    let mut replies = Vec::new();
    for i in 0.. {
        if questions.iter().all(|q| q.is_finished()) {
            break;
        }
        let id = i.to_string();
        let sent = Instant::now();
        send(&mut pinger, &json!({"ping": {"id": id}})).await;
        while next(&mut pinger).await.expect("a pong")["pong"]["id"] != id.as_str() {}
        replies.push(sent.elapsed());
        tokio::time::sleep(Duration::from_millis(60)).await;
    }
    let mut slowest = Duration::ZERO;
    for q in questions {
        slowest = slowest.max(q.await.expect("answered"));
    }
    replies.sort();
    let median = replies[replies.len() / 2];
    assert!(
        median < Duration::from_millis(200) && median * 5 < slowest,
        "the ping's median reply {median:?} ({} pings), the questions answered in {slowest:?}",
        replies.len()
    );
    running.stop().await;
}
