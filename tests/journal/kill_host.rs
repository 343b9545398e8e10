//! SIGKILL the real `datapad serve counter` while 4 devices stream acts to it at the documented
//! rate, at random points (seeded from the clock, the seed printed), and start it again on the
//! same journal, again and again. Each act carries its id as its reason, so the journal shows
//! every act it holds: every act that got an `ack` is there (0 lost), none is there twice (0
//! duplicated), and the host never welcomes a device behind a seq it acknowledged. Each device
//! first sends again the act it had in flight when the host died, as a phone that reconnects
//! does: applied before the kill, it must now be stale, never made twice. Without the
//! `datapad` binary (see `children::cli`) the test says so and passes.

use super::children::{cli, kill, peak_kb, reasons, Figures};
use datapad_engine::journal::Journal;
use futures_util::{SinkExt, StreamExt};
use rand::Rng;
use serde_json::{json, Value};
use std::collections::{HashMap, HashSet};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

const KEY: &str = "SOAKTABLEKEY234567ABCDEF";
const DEVICES: usize = 4;
/// A device's pace: under the host's 20 frames a second, so no act is slowed down.
const PACE: Duration = Duration::from_millis(55);
/// Longer than any answer takes; a device waiting past it has found a hang.
const PATIENCE: Duration = Duration::from_secs(20);

/// `datapad serve counter` on loopback: the process, its port and its session.
fn serve(cli: &Path, journal: &Path, session: Option<i64>) -> (Child, u16, i64) {
    let mut cmd = Command::new(cli);
    cmd.args([
        "serve",
        "counter",
        "--bind",
        "127.0.0.1",
        "--key",
        KEY,
        "--journal",
    ])
    .arg(journal);
    match session {
        Some(id) => cmd.args(["--session", &id.to_string()]),
        None => cmd.args(["--title", "soak"]),
    };
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start datapad serve");
    let mut line = String::new();
    let stdout = child.stdout.take().expect("stdout");
    BufReader::new(stdout)
        .read_line(&mut line)
        .expect("the start line");
    let started: Value =
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: the start line {line:?}"));
    let port = started["port"].as_u64().expect("port") as u16;
    (child, port, started["session"].as_i64().expect("session"))
}

/// An act: its id, and the seq it was made on.
type Act = (String, i64);

/// What one device saw in a round.
#[derive(Default)]
struct Seen {
    /// The seq its welcome told, if it was welcomed.
    welcomed: Option<i64>,
    acked: Vec<(String, i64)>,
    /// Sent and not answered when the socket ended.
    in_flight: Option<Act>,
}

/// One device: joins, sends `again` first if it has one, then a new act every `PACE`, each on
/// the last seq it heard, until the socket ends.
async fn stream(port: u16, device: usize, round: usize, again: Option<Act>) -> Seen {
    let url = format!("ws://127.0.0.1:{port}/sync?key={KEY}");
    // A host killed before this device joined takes no one: the device saw nothing.
    let Ok((mut ws, _)) = tokio_tungstenite::connect_async(url.as_str()).await else {
        return Seen::default();
    };
    let hello = json!({"hello": {"protocol": 1, "device": format!("d{device}"),
        "name": format!("Device {device}")}});
    let mut seen = Seen::default();
    if ws
        .send(Message::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        return seen;
    }
    let mut next = again;
    let mut seq = None;
    for n in 0.. {
        let frame = match tokio::time::timeout(PATIENCE, ws.next()).await {
            Err(_) => panic!("device {device}: no frame for {PATIENCE:?}"),
            Ok(Some(Ok(Message::Text(t)))) => serde_json::from_str::<Value>(&t).expect("JSON"),
            Ok(Some(Ok(_))) => continue,
            Ok(_) => return seen,
        };
        let answered = frame.as_object().and_then(|o| o.iter().next());
        let Some((kind, body)) = answered else {
            continue;
        };
        let id = body["id"].as_str().unwrap_or_default();
        match kind.as_str() {
            "welcome" => {
                seen.welcomed = body["seq"].as_i64();
                seq = seen.welcomed;
            }
            "event" => seq = body["seq"].as_i64().or(seq),
            "ack" if seen.in_flight.as_ref().is_some_and(|(f, _)| f == id) => {
                seq = body["seq"].as_i64().or(seq);
                seen.acked.push((id.to_string(), seq.unwrap_or(0)));
                seen.in_flight = None;
            }
            "stale" | "refused" if seen.in_flight.as_ref().is_some_and(|(f, _)| f == id) => {
                seq = body["seq"].as_i64().or(seq);
                seen.in_flight = None;
            }
            _ => continue,
        }
        let (Some(base), None) = (seq, &seen.in_flight) else {
            continue;
        };
        tokio::time::sleep(PACE).await;
        let (id, base) = next
            .take()
            .unwrap_or_else(|| (format!("r{round}-d{device}-{n}"), base));
        let action = json!({"type": "adjust", "value": n % 90, "reason": id});
        let act = json!({"act": {"id": id, "base": base, "action": action}});
        seen.in_flight = Some((id, base));
        if ws
            .send(Message::Text(act.to_string().into()))
            .await
            .is_err()
        {
            return seen;
        }
    }
    seen
}

/// What the journal after a kill holds against what the devices were told.
#[derive(Default)]
struct Found {
    /// Acknowledged acts the journal does not hold.
    missing: HashSet<String>,
    /// Acts the journal holds more than once.
    twice: HashSet<String>,
    /// Welcomes behind a seq acknowledged before.
    behind: usize,
}

fn check(journal: &Path, session: i64, acked: &HashMap<String, i64>, found: &mut Found) {
    let j = Journal::open(journal).expect("the journal opens after a kill");
    assert!(j.integrity_ok().expect("integrity"), "the journal is sound");
    let mut stored = Vec::new();
    for e in j.events(session).expect("the events read after a kill") {
        reasons(&e.event, &mut stored);
    }
    let mut distinct = HashSet::new();
    for act in stored {
        if !distinct.insert(act.clone()) {
            found.twice.insert(act);
        }
    }
    let missing = acked.keys().filter(|id| !distinct.contains(*id));
    found.missing.extend(missing.cloned());
}

#[test]
fn a_killed_host_with_4_devices_streaming_loses_and_repeats_no_act() {
    let Some(cli) = cli() else {
        println!("kill host: no datapad binary built beside the tests; skipped");
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let journal = dir.path().join("table.sqlite");
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let mut rng = super::kill_more::clock_rng("host");
    let (mut figures, mut found) = (Figures::default(), Found::default());
    let (mut session, mut acked, mut highest) = (None, HashMap::new(), 0i64);
    let mut again: Vec<Option<Act>> = vec![None; DEVICES];
    for round in 0..super::kill_more::rounds(3) {
        let (mut host, port, id) = serve(&cli, &journal, session);
        session = Some(id);
        let devices: Vec<_> = (0..DEVICES)
            .map(|d| runtime.spawn(stream(port, d, round, again[d].take())))
            .collect();
        std::thread::sleep(Duration::from_millis(rng.random_range(100..700)));
        figures.peak_kb = figures.peak_kb.max(peak_kb(host.id()));
        figures.kills += usize::from(kill(&mut host));
        // Every welcome of this round came after the acks of the rounds before it.
        let before = highest;
        for (d, device) in devices.into_iter().enumerate() {
            let seen = runtime.block_on(device).expect("a device ended well");
            // The host is never behind a seq it acknowledged: that would be a lost act.
            found.behind += usize::from(seen.welcomed.is_some_and(|w| w < before));
            for (act, seq) in seen.acked {
                highest = highest.max(seq);
                acked.insert(act, seq);
            }
            again[d] = seen.in_flight;
        }
        check(&journal, id, &acked, &mut found);
    }
    figures.lost = found.missing.len() + found.behind;
    figures.duplicated = found.twice.len();
    println!(
        "kill host: {} acts acknowledged; {} missing, {} welcomes behind an ack",
        acked.len(),
        found.missing.len(),
        found.behind
    );
    figures.print("host");
    assert!(!acked.is_empty(), "the devices streamed acts");
    assert_eq!(
        (figures.lost, figures.duplicated),
        (0, 0),
        "lost, duplicated"
    );
}
