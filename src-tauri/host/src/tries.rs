//! Wrong keys, per address: a device may mistype the key a few times, but an address that keeps
//! guessing is slowed down. After [`FREE_TRIES`] wrong keys in a row, each further try from that
//! address is refused with `sync.slow_down` (HTTP 429), whatever key it shows, for a delay that
//! doubles with each wrong key from [`FIRST_DELAY`] up to [`LONGEST_DELAY`]; once the delay has
//! passed the key is read again, and the right key clears the address. Tries refused while
//! waiting do not lengthen the wait. The table keeps at most [`ADDRESSES`] addresses, the one
//! wrong the longest ago dropped first, and forgets one silent for [`FORGET`].

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// The wrong keys an address may show before it must wait.
pub const FREE_TRIES: u32 = 5;
/// The wait after the last free try; each wrong key after it doubles the wait.
pub const FIRST_DELAY: Duration = Duration::from_secs(1);
/// The longest wait.
pub const LONGEST_DELAY: Duration = Duration::from_secs(60);
/// The most addresses the table remembers.
pub const ADDRESSES: usize = 1024;
/// An address with no wrong key for this long starts afresh.
pub const FORGET: Duration = Duration::from_secs(15 * 60);

struct Record {
    wrong: u32,
    /// When the last wrong key came.
    last: Instant,
    /// No key is read from the address before this.
    until: Instant,
}

#[derive(Default)]
pub struct Tries {
    by: HashMap<IpAddr, Record>,
}

impl Tries {
    /// How long `ip` must still wait before its key is read; `None`: it may try now.
    pub fn wait(&self, ip: IpAddr, now: Instant) -> Option<Duration> {
        let r = self.by.get(&ip.to_canonical())?;
        (r.until > now).then(|| r.until - now)
    }

    /// A wrong key from `ip`.
    pub fn wrong(&mut self, ip: IpAddr, now: Instant) {
        let ip = ip.to_canonical();
        if !self.by.contains_key(&ip) {
            self.make_room(now);
        }
        let r = self.by.entry(ip).or_insert(Record {
            wrong: 0,
            last: now,
            until: now,
        });
        if now.duration_since(r.last) >= FORGET {
            r.wrong = 0;
        }
        r.wrong = r.wrong.saturating_add(1);
        r.last = now;
        if let Some(past) = r.wrong.checked_sub(FREE_TRIES) {
            r.until = now + delay(past);
        }
    }

    /// The right key from `ip`: its wrong ones are forgotten.
    pub fn right(&mut self, ip: IpAddr) {
        self.by.remove(&ip.to_canonical());
    }

    /// Forgets the addresses silent for [`FORGET`], then, while the table is still full, the
    /// one wrong the longest ago.
    fn make_room(&mut self, now: Instant) {
        if self.by.len() < ADDRESSES {
            return;
        }
        self.by
            .retain(|_, r| now.duration_since(r.last) < FORGET || r.until > now);
        while self.by.len() >= ADDRESSES {
            let oldest = self
                .by
                .iter()
                .min_by_key(|(_, r)| r.last)
                .map(|(ip, _)| *ip);
            match oldest {
                Some(ip) => self.by.remove(&ip),
                None => break,
            };
        }
    }
}

/// The wait after the `past`th wrong key past the free ones (0: the last free one).
fn delay(past: u32) -> Duration {
    let doubling = 2u32.checked_pow(past).unwrap_or(u32::MAX);
    FIRST_DELAY.saturating_mul(doubling).min(LONGEST_DELAY)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

    fn ip(n: u32) -> IpAddr {
        IpAddr::V4(Ipv4Addr::from(n))
    }

    #[test]
    fn five_wrong_keys_are_free_then_the_wait_doubles_up_to_a_minute() {
        let mut tries = Tries::default();
        let mut now = Instant::now();
        for _ in 0..FREE_TRIES - 1 {
            tries.wrong(ip(1), now);
            assert_eq!(tries.wait(ip(1), now), None);
        }
        let mut waits = Vec::new();
        for _ in 0..9 {
            tries.wrong(ip(1), now);
            let wait = tries.wait(ip(1), now).expect("a wait");
            waits.push(wait.as_secs());
            now += wait;
            assert_eq!(tries.wait(ip(1), now), None, "the wait passes");
        }
        assert_eq!(waits, [1, 2, 4, 8, 16, 32, 60, 60, 60]);
        assert_eq!(
            tries.wait(ip(2), now),
            None,
            "another address waits for none"
        );
        tries.right(ip(1));
        tries.wrong(ip(1), now);
        assert_eq!(
            tries.wait(ip(1), now),
            None,
            "the right key clears the address"
        );
    }

    #[test]
    fn an_ipv4_address_is_one_address_however_it_is_written() {
        let mut tries = Tries::default();
        let now = Instant::now();
        let mapped: IpAddr = "::ffff:10.0.0.1".parse().unwrap();
        for _ in 0..FREE_TRIES {
            tries.wrong(mapped, now);
        }
        assert!(tries.wait("10.0.0.1".parse().unwrap(), now).is_some());
    }

    #[test]
    fn the_table_of_addresses_is_bounded_and_drops_the_oldest() {
        let mut tries = Tries::default();
        let start = Instant::now();
        for _ in 0..FREE_TRIES {
            tries.wrong(ip(0), start);
        }
        for n in 1..(ADDRESSES as u32 + 10) {
            tries.wrong(ip(n), start + Duration::from_millis(u64::from(n)));
        }
        assert_eq!(tries.by.len(), ADDRESSES);
        assert!(tries.wait(ip(0), start).is_none(), "the oldest was dropped");
        assert!(tries.by.contains_key(&ip(ADDRESSES as u32 + 9)));
    }

    #[test]
    fn an_address_silent_for_long_starts_afresh() {
        let mut tries = Tries::default();
        let now = Instant::now();
        for _ in 0..FREE_TRIES - 1 {
            tries.wrong(ip(1), now);
        }
        tries.wrong(ip(1), now + FORGET);
        assert_eq!(tries.wait(ip(1), now + FORGET), None);
    }
}
