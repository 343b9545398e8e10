//! Fair frame limits: a device at the documented 20 frames a second is never slowed down,
//! however its frames jitter, while a flood is.

use crate::common::{connect, host, next, send, Ws};
use serde_json::json;
use std::time::Duration;

/// Sends 200 pings, `gap` apart, then counts the pongs and the refusals.
async fn pings(ws: &mut Ws, gap: Duration) -> (usize, usize) {
    for i in 0..200 {
        send(ws, &json!({"ping": {"id": i.to_string()}})).await;
        if !gap.is_zero() {
            tokio::time::sleep(gap).await;
        }
    }
    let (mut pongs, mut slowed) = (0, 0);
    while pongs + slowed < 200 {
        let f = next(ws).await.expect("an answer");
        if f.get("pong").is_some() {
            pongs += 1;
        } else if f["refused"]["code"] == "sync.slow_down" {
            slowed += 1;
        } else {
            // Who sits at the table (the other device sat down): no answer to a ping.
            assert!(f.get("seats").is_some(), "{f}");
        }
    }
    (pongs, slowed)
}

async fn seated(name: &str, running: &datapad_host::Running) -> Ws {
    let mut ws = connect(running).await;
    send(
        &mut ws,
        &json!({"hello": {"protocol": 1, "device": name, "name": name}}),
    )
    .await;
    let welcome = next(&mut ws).await.expect("welcome");
    assert!(welcome.get("welcome").is_some(), "{welcome}");
    ws
}

#[tokio::test(flavor = "multi_thread")]
async fn steady_frames_at_20_a_second_are_never_slowed_down_and_a_flood_is() {
    let (running, _, _) = host().await;
    let mut steady = seated("steady", &running).await;
    let mut flood = seated("flood", &running).await;
    let (steadily, at_once) = tokio::join!(
        pings(&mut steady, Duration::from_millis(50)),
        pings(&mut flood, Duration::ZERO),
    );
    assert_eq!(steadily, (200, 0), "(pongs, slowed down) at 20 a second");
    let (pongs, slowed) = at_once;
    assert_eq!(pongs + slowed, 200);
    assert!(
        slowed >= 100,
        "a flood is slowed down: {pongs} pongs, {slowed} slowed"
    );
    running.stop().await;
}
