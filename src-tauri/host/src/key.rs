//! The table's key: what a joining device must show. A new one is 128 random bits in 26 base32
//! letters (no padding), short enough to type from the share panel; one given by hand must be
//! as strong: 20 to 64 letters of the same alphabet (A–Z, 2–7), not one letter repeated. The key
//! is compared in constant time, so timing says nothing of it; wrong keys are slowed down per
//! address (`tries.rs`).

use rand::RngCore;
use subtle::ConstantTimeEq;

const BASE32: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/// A new random key.
pub fn random() -> String {
    let mut bytes = [0u8; 16];
    rand::rng().fill_bytes(&mut bytes);
    let bits = u128::from_be_bytes(bytes);
    // 26 letters of 5 bits carry 130 bits: the first letter holds the top 3 bits only.
    (0..26)
        .rev()
        .map(|i| BASE32[((bits >> (i * 5)) & 31) as usize] as char)
        .collect()
}

/// The fewest letters of a key given by hand (of 5 bits each: 100 bits, chosen at random).
pub const MIN_LEN: usize = 20;
/// The most letters of a key given by hand.
pub const MAX_LEN: usize = 64;

/// Why a key given by hand cannot be used, in one sentence; `None` when it can.
pub fn refusal(key: &str) -> Option<String> {
    let n = key.chars().count();
    if !(MIN_LEN..=MAX_LEN).contains(&n) {
        return Some(format!(
            "the key must be {MIN_LEN} to {MAX_LEN} characters, not {n} (a generated key has 26)"
        ));
    }
    if let Some(c) = key
        .chars()
        .find(|c| !BASE32.iter().any(|b| char::from(*b) == *c))
    {
        return Some(format!(
            "the key may hold only the letters of a generated key (A–Z and 2–7), not '{c}'"
        ));
    }
    let first = key.as_bytes()[0];
    key.bytes()
        .all(|c| c == first)
        .then(|| "the key may not be one character repeated".to_string())
}

/// Whether `given` is the key, compared in constant time.
pub fn matches(key: &str, given: &str) -> bool {
    key.as_bytes().ct_eq(given.as_bytes()).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_key_is_26_base32_letters_and_never_the_same() {
        let (a, b) = (random(), random());
        assert_eq!(a.len(), 26);
        assert!(a.bytes().all(|c| BASE32.contains(&c)), "{a}");
        assert!(refusal(&a).is_none());
        assert_ne!(a, b);
    }

    #[test]
    fn a_key_by_hand_is_20_to_64_base32_letters_not_one_repeated() {
        assert!(refusal("ABCDEFGH234567ABCDEF").is_none());
        assert!(refusal(&"AB".repeat(32)).is_none());
        assert!(refusal("ABCDEFGH234567ABCDE").unwrap().contains("20 to 64"));
        assert!(refusal(&"AB".repeat(33)).is_some());
        assert!(refusal("abcdEFGH234567ABCDEF").unwrap().contains("'a'"));
        assert!(refusal("ABCDEFGH234567ABCDE0").unwrap().contains("'0'"));
        assert!(refusal("ABCDEFGH234567ABCDEŻ").unwrap().contains("'Ż'"));
        assert!(refusal(&"A".repeat(26)).unwrap().contains("repeated"));
    }

    #[test]
    fn only_the_key_matches() {
        assert!(matches("abcdEFGH12345678", "abcdEFGH12345678"));
        assert!(!matches("abcdEFGH12345678", "abcdEFGH12345679"));
        assert!(!matches("abcdEFGH12345678", "abcd"));
        assert!(!matches("abcdEFGH12345678", ""));
    }
}
