//! The host's limits hold per device: a frame too large, a 17th device, a flood of frames and a
//! frame of no known shape are answered, and the other devices go on as before.

use crate::harness::{journal, Device, Host};
use serde_json::json;

#[tokio::test]
async fn limits_close_or_refuse_only_the_device_that_broke_them() {
    let dir = tempfile::tempdir().unwrap();
    let host = Host::start("counter", &journal(&dir), 0, &[]);
    let mut calm = Device::seated(host.port, "calm", None).await;

    let mut big = Device::seated(host.port, "big", None).await;
    let huge = format!(r#"{{"ping": {{"id": "{}"}}}}"#, "x".repeat(70 * 1024));
    big.send_text(huge).await;
    let said = big.next().await;
    assert_eq!(said["error"]["code"], "sync.too_large");
    assert_eq!(big.next_any().await, json!({"closed": true}));

    let mut odd = Device::seated(host.port, "odd", None).await;
    odd.send(&json!({"shout": {"id": "s"}})).await;
    assert_eq!(odd.next().await["refused"]["code"], "sync.bad_frame");
    odd.send(&json!({"act": {"id": "no-base", "action": {}}}))
        .await;
    let refused = odd.next().await;
    assert_eq!(refused["refused"]["code"], "sync.bad_frame");
    assert_eq!(refused["refused"]["id"], "no-base");

    let mut flood = Device::seated(host.port, "flood", None).await;
    for i in 0..40 {
        flood.send(&json!({"ping": {"id": i.to_string()}})).await;
    }
    let (mut pongs, mut slowed) = (0, 0);
    for _ in 0..40 {
        let f = flood.next().await;
        if f.get("pong").is_some() {
            pongs += 1;
        } else if f["refused"]["code"] == "sync.slow_down" {
            slowed += 1;
        }
    }
    assert!(pongs >= 20 && slowed >= 1, "pongs {pongs}, slowed {slowed}");

    // 16 devices at most (those lost within the grace period count): calm, odd, flood, big
    // (lost), and 12 more.
    let mut more = Vec::new();
    for i in 0..12 {
        more.push(Device::seated(host.port, &format!("d{i}"), None).await);
    }
    let (_, full) = Device::join(host.port, "seventeenth", None).await;
    assert_eq!(full["error"]["code"], "sync.full");
    // A device that was here before rejoins with its token: a reconnect, not a new device;
    // without the token it is turned away.
    let (_, taken) = Device::join(host.port, "big", None).await;
    assert_eq!(taken["error"]["code"], "sync.seat_taken");
    let mut again = crate::harness::hello("big", None, None);
    again["hello"]["token"] = big.welcome["welcome"]["token"].clone();
    assert!(Device::join_with(host.port, again).await.0.is_some());

    // The calm device saw none of it, and still acts.
    assert!(calm.until_pong("p").await.is_empty());
    calm.act("go", 0, json!({"type": "start", "target": 5}))
        .await;
    assert_eq!(calm.reply().await["ack"]["seq"], 1);
}
