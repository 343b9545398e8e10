//! Where the host listens, and the addresses a joining device can reach it at. By default it
//! listens on this machine and its local networks only: loopback, and each of the machine's
//! private (10/8, 172.16/12, 192.168/16), link-local (169.254/16, fe80::/10) and unique-local
//! (fc00::/7) addresses; never on a public one unless told to.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, SocketAddrV6};
use tokio::net::TcpListener;

/// Where the host listens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bind {
    /// Loopback and the machine's local-network addresses, each its own listener.
    Local,
    /// One address; `0.0.0.0` or `::` is every interface, public networks included.
    Only(IpAddr),
}

/// The warning to show before listening, if `bind` reaches beyond the local networks.
pub fn warning(bind: Bind) -> Option<String> {
    match bind {
        Bind::Only(ip) if ip.is_unspecified() => Some(format!(
            "warning: listening on every interface ({ip}): any network this machine is on can \
             reach the table, public ones included, not only the local network"
        )),
        Bind::Only(ip) if !is_local(ip) => Some(format!(
            "warning: {ip} is not a local-network address: the table can be reached from \
             beyond the local network"
        )),
        _ => None,
    }
}

/// Loopback, private, link-local or unique-local: an address no one reaches from the
/// internet.
pub fn is_local(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4.is_loopback() || v4.is_private() || v4.is_link_local(),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => is_local(IpAddr::V4(v4)),
            None => v6.is_loopback() || v6.is_unicast_link_local() || v6.is_unique_local(),
        },
    }
}

/// The machine's addresses, each with its interface's index (a link-local IPv6 address is
/// bound on its interface).
fn interfaces() -> Vec<(IpAddr, u32)> {
    if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .map(|i| (i.ip(), i.index.unwrap_or(0)))
        .collect()
}

/// The addresses `Bind::Local` listens on among `found`: loopback first (it must be there),
/// then IPv4, then IPv6.
pub fn local_set(found: &[(IpAddr, u32)]) -> Vec<(IpAddr, u32)> {
    let mut set: Vec<(IpAddr, u32)> = vec![(IpAddr::V4(Ipv4Addr::LOCALHOST), 0)];
    let mut rest: Vec<(IpAddr, u32)> = found
        .iter()
        .copied()
        .filter(|(ip, _)| is_local(*ip) && !set.iter().any(|(s, _)| s == ip))
        .collect();
    rest.sort_by_key(|(ip, _)| (ip.is_ipv6(), ip.is_loopback(), *ip));
    rest.dedup_by_key(|(ip, _)| *ip);
    set.extend(rest);
    set
}

/// The host's listeners, the addresses to tell in join URLs (the first one a phone uses,
/// loopback last) and the port.
pub async fn listen(bind: Bind, port: u16) -> Result<(Vec<TcpListener>, Vec<IpAddr>, u16), String> {
    let set = match bind {
        Bind::Local => local_set(&interfaces()),
        Bind::Only(ip) => {
            let at = SocketAddr::new(ip, port);
            let listener = TcpListener::bind(at)
                .await
                .map_err(|e| format!("cannot listen on {at}: {e}"))?;
            let port = port_of(&listener)?;
            return Ok((vec![listener], told(ip), port));
        }
    };
    // A free port on loopback may be taken on another address: then another port, a few times.
    for _ in 0..8 {
        let loopback = SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port);
        let first = TcpListener::bind(loopback)
            .await
            .map_err(|e| format!("cannot listen on {loopback}: {e}"))?;
        let chosen = port_of(&first)?;
        let (mut listeners, mut listened) = (vec![first], vec![IpAddr::V4(Ipv4Addr::LOCALHOST)]);
        let mut taken = false;
        for &(ip, scope) in &set[1..] {
            let at = match ip {
                IpAddr::V6(v6) if v6.is_unicast_link_local() => {
                    SocketAddr::V6(SocketAddrV6::new(v6, chosen, 0, scope))
                }
                _ => SocketAddr::new(ip, chosen),
            };
            match TcpListener::bind(at).await {
                Ok(l) => {
                    listeners.push(l);
                    listened.push(ip);
                }
                Err(e) if e.kind() == std::io::ErrorKind::AddrInUse && port == 0 => {
                    taken = true;
                    break;
                }
                // An address going away, or IPv6 turned off: it is not listened on.
                Err(_) => {}
            }
        }
        if !taken {
            return Ok((listeners, tell_order(&listened), chosen));
        }
    }
    Err("cannot find a port free on every local address".into())
}

fn port_of(listener: &TcpListener) -> Result<u16, String> {
    listener
        .local_addr()
        .map(|a| a.port())
        .map_err(|e| format!("cannot read the port: {e}"))
}

/// The addresses listened on in the order told, 127.0.0.1 last; a link-local IPv6 address is
/// left out (a browser does not take its interface in a URL).
fn tell_order(listened: &[IpAddr]) -> Vec<IpAddr> {
    let mut told: Vec<IpAddr> = listened
        .iter()
        .copied()
        .filter(|ip| !matches!(ip, IpAddr::V6(v6) if v6.is_unicast_link_local()))
        .collect();
    // IPv4 first (what a phone on the Wi-Fi uses), then IPv6, then loopback, 127.0.0.1 last.
    told.sort_by_key(|ip| match (ip.is_loopback(), ip.is_ipv4()) {
        (false, true) => 0,
        (false, false) => 1,
        (true, false) => 2,
        (true, true) => 3,
    });
    told
}

/// The addresses told for one bound address: itself, or for every interface, each of the
/// machine's addresses of that family.
fn told(bind: IpAddr) -> Vec<IpAddr> {
    if !bind.is_unspecified() {
        return vec![bind];
    }
    let mut found: Vec<IpAddr> = interfaces()
        .into_iter()
        .map(|(ip, _)| ip)
        .filter(|ip| ip.is_ipv4() == bind.is_ipv4() && !ip.is_loopback())
        .collect();
    found.sort();
    found.dedup();
    found.push(match bind {
        IpAddr::V4(_) => IpAddr::V4(Ipv4Addr::LOCALHOST),
        IpAddr::V6(_) => IpAddr::V6(Ipv6Addr::LOCALHOST),
    });
    tell_order(&found)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().expect("an address")
    }

    #[test]
    fn the_default_set_is_loopback_and_local_networks_never_a_public_address() {
        let found: Vec<(IpAddr, u32)> = [
            "127.0.0.1",
            "::1",
            "8.8.8.8",
            "192.0.2.2",
            "100.64.0.1",
            "192.168.1.20",
            "10.0.0.5",
            "172.16.4.4",
            "172.32.0.1",
            "169.254.10.1",
            "2001:db8::1",
            "2a00:1450::1",
            "fd00::2",
            "fe80::1",
            "::ffff:8.8.8.8",
        ]
        .iter()
        .map(|s| (ip(s), 2))
        .collect();
        let set: Vec<String> = local_set(&found)
            .iter()
            .map(|(a, _)| a.to_string())
            .collect();
        assert_eq!(
            set,
            [
                "127.0.0.1",
                "10.0.0.5",
                "169.254.10.1",
                "172.16.4.4",
                "192.168.1.20",
                "fd00::2",
                "fe80::1",
                "::1"
            ]
        );
        // A machine with no network: loopback alone.
        assert_eq!(local_set(&[]), [(ip("127.0.0.1"), 0)]);
    }

    #[test]
    fn every_interface_or_a_public_address_is_warned_about() {
        assert!(warning(Bind::Local).is_none());
        assert!(warning(Bind::Only(ip("192.168.1.20"))).is_none());
        assert!(warning(Bind::Only(ip("127.0.0.1"))).is_none());
        for every in ["0.0.0.0", "::"] {
            let said = warning(Bind::Only(ip(every))).expect("a warning");
            assert!(said.contains("every interface"), "{said}");
        }
        assert!(warning(Bind::Only(ip("203.0.113.9"))).is_some());
    }

    #[test]
    fn urls_name_a_network_address_first_and_loopback_last() {
        let listened = ["127.0.0.1", "::1", "fd00::2", "fe80::1", "10.0.0.5"].map(ip);
        let told = tell_order(&listened);
        assert_eq!(told, ["10.0.0.5", "fd00::2", "::1", "127.0.0.1"].map(ip));
    }
}
