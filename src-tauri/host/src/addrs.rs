//! The addresses a joining device can reach the host at: its network addresses first (the one
//! a phone on the same Wi-Fi uses), loopback last.

use std::net::{IpAddr, Ipv4Addr};

pub fn candidates(bind: IpAddr) -> Vec<IpAddr> {
    if !bind.is_unspecified() {
        return vec![bind];
    }
    let mut found: Vec<IpAddr> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .map(|i| i.ip())
        .filter(|ip| ip.is_ipv4() && !ip.is_loopback())
        .collect();
    found.sort();
    found.dedup();
    found.push(IpAddr::V4(Ipv4Addr::LOCALHOST));
    found
}
