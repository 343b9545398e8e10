//! Keys resist guessing: an address that keeps showing wrong keys is slowed down, whatever key
//! it shows, while another address is not; once the wait passes the right key opens a socket.
//! A key given by hand must be as strong as a generated one, or the host does not start.

use crate::common::{config, host, next, open, send, writer};
use datapad_host::{FIRST_DELAY, FREE_TRIES};
use serde_json::json;
use std::net::Ipv4Addr;

const ONE: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 1);
const TWO: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 2);

#[tokio::test(flavor = "multi_thread")]
async fn twenty_wrong_keys_from_one_address_are_slowed_down_and_the_right_key_works_after() {
    let (running, _, _) = host().await;
    let (port, key) = (running.started.port, running.started.key.clone());
    let mut statuses = Vec::new();
    for i in 0..20 {
        let turned = open(port, &format!("WRONGKEY{i:02}ABCDEFGHIJKLMN"), ONE)
            .await
            .expect_err("a wrong key is refused");
        if turned.status == 429 {
            let body: serde_json::Value = serde_json::from_str(&turned.body).expect("JSON");
            assert_eq!(body["code"], "sync.slow_down");
            assert_eq!(turned.retry_after.as_deref(), Some("1"));
        }
        statuses.push(turned.status);
    }
    let free = FREE_TRIES as usize;
    assert_eq!(statuses[..free], [401; 5], "the first tries are only wrong");
    assert_eq!(
        statuses[free..],
        [429; 15],
        "then the address is slowed down"
    );

    // Meanwhile the right key from this address is refused too, but not from another.
    let slowed = open(port, &key, ONE).await.expect_err("slowed down");
    assert_eq!(slowed.status, 429);
    assert!(open(port, &key, TWO).await.is_ok(), "another address");

    // Once the wait has passed, the right key opens a socket and the device joins.
    tokio::time::sleep(FIRST_DELAY + std::time::Duration::from_millis(200)).await;
    let mut ws = open(port, &key, ONE)
        .await
        .expect("the right key, after the wait");
    send(
        &mut ws,
        &json!({"hello": {"protocol": 1, "device": "d", "name": "Ala"}}),
    )
    .await;
    let welcome = next(&mut ws).await.expect("welcome");
    assert!(welcome.get("welcome").is_some(), "{welcome}");
    // The right key cleared the address: a wrong one is only wrong again.
    let wrong = open(port, "WRONGKEYABCDEFGHIJKLMN", ONE).await.err();
    assert_eq!(wrong.map(|t| t.status), Some(401));
    running.stop().await;
}

#[tokio::test]
async fn a_weak_key_by_hand_is_refused_when_the_host_starts() {
    let (w, id) = writer();
    let weak = [
        ("ABCDEFGH234567ABCDE", "20 to 64"),
        ("TestTableKey0123456789", "A–Z and 2–7"),
        ("AAAAAAAAAAAAAAAAAAAAAAAAAA", "repeated"),
    ];
    for (key, why) in weak {
        let mut c = config(w.clone(), id);
        c.key = Some(key.into());
        let refused = datapad_host::start(c).await.err().expect("refused");
        assert!(refused.contains(why), "{key}: {refused}");
    }
    let mut c = config(w, id);
    c.key = Some("TESTTABLEKEY234567ABCDEF".into());
    let running = datapad_host::start(c).await.expect("a strong key");
    assert_eq!(running.started.key, "TESTTABLEKEY234567ABCDEF");
    running.stop().await;
}
