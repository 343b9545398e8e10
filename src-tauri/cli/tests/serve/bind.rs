//! Where `datapad serve` listens: by default on this machine and its local networks only, its
//! line naming only addresses it listens on; every interface only when asked, with a warning.

use crate::harness::{Device, KEY};
use serde_json::Value;
use std::io::{BufRead, BufReader, Read};
use std::net::IpAddr;
use std::process::{Command, Stdio};

/// `datapad serve counter` with `extra` flags: its start line and what it said on stderr.
fn serve(extra: &[&str], join: impl FnOnce(u16)) -> (Value, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_datapad"))
        .args(["serve", "counter", "--key", KEY])
        .args(extra)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start datapad serve");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("read the start line");
    let started: Value =
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: the start line was {line:?}"));
    join(started["port"].as_u64().expect("port") as u16);
    let _ = child.kill();
    let _ = child.wait();
    let mut said = String::new();
    let _ = child
        .stderr
        .take()
        .expect("stderr")
        .read_to_string(&mut said);
    (started, said)
}

/// The address of a join URL (`http://HOST:PORT/?key=…`).
fn address(url: &str) -> IpAddr {
    let host = url
        .strip_prefix("http://")
        .and_then(|rest| rest.rsplit_once(':'))
        .map(|(host, _)| host.trim_start_matches('[').trim_end_matches(']'))
        .expect("a join URL");
    host.parse().expect("an address")
}

/// Loopback, private, link-local or unique-local, by the ranges themselves.
fn local(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let [a, b, ..] = v4.octets();
            a == 127
                || a == 10
                || (a == 172 && (16..32).contains(&b))
                || (a, b) == (192, 168)
                || (a, b) == (169, 254)
        }
        IpAddr::V6(v6) => {
            let first = v6.segments()[0];
            v6.is_loopback() || first & 0xfe00 == 0xfc00 || first & 0xffc0 == 0xfe80
        }
    }
}

#[test]
fn by_default_it_names_only_local_addresses_and_warns_of_nothing() {
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let (started, said) = serve(&[], |port| {
        runtime.block_on(async {
            Device::seated(port, "a", None).await;
        });
    });
    let urls: Vec<&str> = started["urls"]
        .as_array()
        .expect("urls")
        .iter()
        .map(|u| u.as_str().expect("a URL"))
        .collect();
    assert!(!urls.is_empty());
    for url in &urls {
        assert!(local(address(url)), "{url} is not a local address");
    }
    assert_eq!(
        urls.last().map(|u| address(u)),
        Some("127.0.0.1".parse().expect("ip"))
    );
    assert!(urls.contains(&started["url"].as_str().expect("url")));
    assert!(!said.contains("warning"), "{said}");
}

#[test]
fn every_interface_is_only_on_request_and_then_warned_about() {
    let (started, said) = serve(&["--bind", "0.0.0.0"], |_| {});
    assert!(
        said.contains("warning") && said.contains("every interface"),
        "{said}"
    );
    assert!(started["urls"].as_array().is_some_and(|u| !u.is_empty()));
    let (_, said) = serve(&["--bind", "127.0.0.1"], |_| {});
    assert!(!said.contains("warning"), "{said}");
}
